// The translation engine of the product: one i18next instance, shared by the API (error texts, mail),
// the Astro build (page strings) and the islands. It holds no text itself: the catalogues live in
// ./locales/{en,tr}.ts. The API and the build register both (./locales/index.ts); an island registers
// only its own language's keys, which the page hands it (see site/src/islands/kit/i18n.tsx), so no
// page ships the other language's strings.
//
// Keys are flat ("jobs.notFound"), placeholders are {name} and plurals are key_one / key_other chosen by
// the {count} parameter, following each language's plural rules.
import i18next from 'i18next';
import { normalizeLocale, type Locale } from './enums';
import type { en } from './locales/en';

type CatalogueKey = keyof typeof en;
/** "careers.resultCount_one" | "careers.resultCount_other" → "careers.resultCount". */
type PluralBase<K> = K extends `${infer Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}`
  ? Base
  : K;

/** A key to translate: a catalogue key, or the base of a plural key (used with a count). */
export type MessageKey = PluralBase<CatalogueKey>;
export type MessageParams = Readonly<Record<string, string | number>>;
/** Some or all keys of one language (what an island receives). */
export type Messages = Readonly<Partial<Record<CatalogueKey, string>>>;

const engine = i18next.createInstance();
void engine.init({
  lng: 'en',
  fallbackLng: false,
  supportedLngs: ['en', 'tr'],
  resources: {},
  initAsync: false,
  keySeparator: false,
  nsSeparator: false,
  returnNull: false,
  returnEmptyString: false,
  interpolation: { prefix: '{', suffix: '}', escapeValue: false, skipOnVariables: true },
  showSupportNotice: false,
} as Parameters<typeof engine.init>[0]);

/** Adds a language's keys (all of them, or the part an island needs). Later calls add to earlier ones. */
export function registerMessages(locale: Locale, messages: Messages): void {
  engine.addResources(locale, 'translation', messages as Record<string, string>);
}

/** True when `key` (or its plural forms) is registered for `locale`. */
export function hasMessage(locale: Locale, key: string): boolean {
  return engine.exists(key, { lng: locale }) || engine.exists(`${key}_other`, { lng: locale });
}

/**
 * The text of `key` in `locale` (anything but en/tr → en), with {param} placeholders filled and the
 * plural form chosen by params.count. An unregistered key answers the key itself, so a missing text is
 * visible rather than blank.
 */
export function t(
  locale: Locale | string | null | undefined,
  key: MessageKey,
  params?: MessageParams,
): string {
  return engine.t(key, { ...params, lng: normalizeLocale(locale) }) as string;
}

/**
 * The keys of a catalogue that start with one of `prefixes` ("careers." or "careers"), for handing an
 * island only what it shows.
 */
export function pickMessages(catalogue: Messages, prefixes: readonly string[]): Messages {
  const wanted = prefixes.map((p) => (p.endsWith('.') ? p : `${p}.`));
  return Object.fromEntries(
    Object.entries(catalogue).filter(([key]) => wanted.some((p) => key.startsWith(p))),
  ) as Messages;
}
