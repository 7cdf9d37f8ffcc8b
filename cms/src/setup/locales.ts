import type { Core } from '@strapi/strapi';

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
