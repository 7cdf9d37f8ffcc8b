// The site's pages are English at the root and Turkish under /tr (site/src/i18n/lang.ts).

/** A page's path in a language; any stored language other than tr counts as English. */
export const sitePath = (locale: string, path: string) => `${locale === 'tr' ? '/tr' : ''}${path}`;
