// Build side of island texts: a page hands each island the keys of its own language that the island
// shows (pickMessages over the catalogue), never the other language's. Every island also gets the shared
// sections (common, api, auth, pager, table).
import { catalogues } from '@crestline/contracts/locales';
import { pickMessages, t, type Messages } from '@crestline/contracts/translate';
import type { Lang } from '../i18n/lang';

export { t };

const SHARED = ['common', 'api', 'auth', 'pager', 'table'];

/** The keys of `areas` (key prefixes such as "careers", "application") in `lang`, plus the shared ones. */
export function islandMessages(lang: Lang, ...areas: string[]): Messages {
  return pickMessages(catalogues[lang], [...SHARED, ...areas]);
}
