// Locale helpers shared by pages, the inline session script and the islands.
export const languages = ['en', 'tr'] as const;
export type Lang = (typeof languages)[number];
export const defaultLang: Lang = 'en';

/** The spec's rule: a stored language other than en or tr counts as en. */
export function normaliseLanguage(value: unknown): Lang {
  return value === 'tr' ? 'tr' : 'en';
}

/** Static page params for the optional `[...lang]` segment: English at the root, Turkish under /tr/. */
export function langStaticPaths() {
  return [{ params: { lang: undefined } }, { params: { lang: 'tr' } }];
}

export function langFromParam(param: string | undefined): Lang {
  return param === 'tr' ? 'tr' : 'en';
}

/**
 * Path of a page in a language, with the trailing slash the static server answers without a redirect.
 * `path` is the English path ('/', '/pricing', '/services/virtual_assistants#toScroll').
 */
export function localePath(lang: Lang, path: string): string {
  const hashAt = path.indexOf('#');
  const hash = hashAt >= 0 ? path.slice(hashAt) : '';
  let bare = hashAt >= 0 ? path.slice(0, hashAt) : path;
  if (!bare.startsWith('/')) bare = `/${bare}`;
  if (!bare.endsWith('/')) bare = `${bare}/`;
  const prefixed = lang === 'tr' ? (bare === '/' ? '/tr/' : `/tr${bare}`) : bare;
  return prefixed + hash;
}

/** English path of the current page, from a pathname in either language. */
export function stripLang(pathname: string): string {
  if (pathname === '/tr' || pathname === '/tr/') return '/';
  if (pathname.startsWith('/tr/')) return pathname.slice(3);
  return pathname;
}
