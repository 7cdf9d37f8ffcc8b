// Build side of island texts: a page hands each island the keys of its own language that the island
// shows (pickMessages over the catalogue), never the other language's. Every island also gets the shared
// sections (common, api, auth, pager, table).
import { catalogues } from '@crestline/contracts/locales';
import { pickMessages, t, type Messages } from '@crestline/contracts/translate';
import type { Locale } from '@crestline/contracts/enums';
import { retentionFigures } from '@crestline/contracts/retention';

export { t };

const SHARED = ['common', 'api', 'auth', 'pager', 'table'];

/** The keys of `areas` (key prefixes such as "careers", "application") in `lang`, plus the shared ones. */
export function islandMessages(lang: Locale, ...areas: string[]): Messages {
  return withFigures(pickMessages(catalogues[lang], [...SHARED, ...areas]));
}

/**
 * The retention figures a text states ({talentPoolMonths}, {retentionDays}, {auditRetentionYears}: "keep
 * my CV for 12 months"), filled in at build time from the settings the API keeps them by.
 */
function withFigures(messages: Messages): Messages {
  const figures: Record<string, number> = retentionFigures(process.env);
  const filled = (text: string) =>
    text.replace(/\{(talentPoolMonths|retentionDays|auditRetentionYears)\}/g, (_, name: string) =>
      String(figures[name]),
    );
  return Object.fromEntries(
    Object.entries(messages).map(([key, text]) => [key, typeof text === 'string' ? filled(text) : text]),
  ) as Messages;
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
