// Both catalogues, registered with the engine on import. The API and the Astro build import this (through
// the package's index); islands never do: they register only their own language (see site/src/lib/island-texts.ts).
import { registerMessages, type Messages } from '../translate';
import type { Locale } from '../enums';
import { en, type Catalogue } from './en';
import { tr } from './tr';

export { en, tr, type Catalogue };
export const catalogues: Readonly<Record<Locale, Catalogue>> = { en, tr };

registerMessages('en', en as Messages);
registerMessages('tr', tr as Messages);
