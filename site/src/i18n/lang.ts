// Locale helpers shared by pages, the inline session script and the islands.
export const languages = ['en', 'tr'] as const;
export type Lang = (typeof languages)[number];
export const defaultLang: Lang = 'en';

/** The rule: a stored language other than en or tr counts as en. */
export function normaliseLanguage(value: unknown): Lang {
  return value === 'tr' ? 'tr' : 'en';
}

/** Static page params for the optional `[...lang]` segment: English at the root, Turkish under /tr/. */
export function langStaticPaths() {
  return [{ params: { lang: undefined } }, { params: { lang: 'tr' } }];
}

/** A page's own static paths (a record's id, say) in both languages: each with the `lang` param added. */
export function inBothLangs<T extends { params: object }>(paths: readonly T[]) {
  return langStaticPaths().flatMap(({ params: { lang } }) =>
    paths.map((path) => ({ ...path, params: { ...path.params, lang } })),
  );
}

export function langFromParam(param: string | undefined): Lang {
  return param === 'tr' ? 'tr' : 'en';
}

// The addresses in both languages are the contracts' (site-paths.ts), shared with the islands and the API.
export { localePath, stripLang } from '@crestline/contracts/site-paths';
