// Build side of island texts: a page hands each island the keys of its own language that the island
// shows (pickMessages over the catalogue), never the other language's. Every island also gets the shared
// sections (common, api, auth, pager, table).
import { catalogues } from '@crestline/contracts/locales';
import { pickMessages, t, type Messages } from '@crestline/contracts/translate';
import type { Locale } from '@crestline/contracts/enums';

export { t };

const SHARED = ['common', 'api', 'auth', 'pager', 'table'];

/** The keys of `areas` (key prefixes such as "careers", "application") in `lang`, plus the shared ones. */
export function islandMessages(lang: Locale, ...areas: string[]): Messages {
  return pickMessages(catalogues[lang], [...SHARED, ...areas]);
}

/**
 * Only the keys an island shows, for islands on pages where every byte counts (/career): exact keys
 * (with their plural forms, `key_one`, `key_other`) or whole areas written with a trailing dot ("pager.").
 * Nothing shared is added.
 */
export function islandKeys(lang: Locale, ...keys: string[]): Messages {
  const catalogue = catalogues[lang] as Record<string, string>;
  return Object.fromEntries(
    Object.entries(catalogue).filter(([key]) =>
      keys.some((k) => (k.endsWith('.') ? key.startsWith(k) : key === k || key.startsWith(`${k}_`))),
    ),
  ) as Messages;
}
