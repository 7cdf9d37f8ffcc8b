// The pages' side of the two languages: every page is one file under pages/[...lang]/, whose optional
// segment is empty for English and `tr` for Turkish. The languages themselves are the contracts'
// (`Locale`, `LOCALES`, `normalizeLocale` in enums.ts), shared with the islands and the API.
import type { Locale } from '@crestline/contracts/enums';

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

export function langFromParam(param: string | undefined): Locale {
  return param === 'tr' ? 'tr' : 'en';
}

// The addresses in both languages are the contracts' (site-paths.ts), shared with the islands and the API.
export { localePath, stripLang } from '@crestline/contracts/site-paths';
