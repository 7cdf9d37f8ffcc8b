import type { Core } from '@strapi/strapi';

// The site's locales, contracts/src/enums.ts `LOCALES` and `DEFAULT_LOCALE` (Strapi runs compiled CommonJS
// and cannot load the contracts; test/content-model.test.ts keeps the two lists the same), with the names
// the admin shows.
export const LOCALES = [
  { code: 'en', name: 'English (en)' },
  { code: 'tr', name: 'Turkish (tr)' },
] as const;
export const DEFAULT_LOCALE = 'en';

/** Creates en and tr when missing and makes en the default; an editor's locale names are kept. */
export const ensureLocales = async (strapi: Core.Strapi) => {
  const locales = strapi.plugin('i18n').service('locales');
  for (const locale of LOCALES) {
    if (!(await locales.findByCode(locale.code))) await locales.create({ ...locale });
  }
  if ((await locales.getDefaultLocale()) !== DEFAULT_LOCALE)
    await locales.setDefaultLocale({ code: DEFAULT_LOCALE });
};
