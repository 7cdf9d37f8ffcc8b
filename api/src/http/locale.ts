import type { Request } from 'express';
import { localeFromAcceptLanguage, normalizeLocale, type Locale } from '@crestline/contracts';

/** The language a response (and any mail it triggers) is written in: ?lang, then Accept-Language. */
export function requestLocale(req: Request): Locale {
  const q = req.query.lang;
  if (typeof q === 'string') return normalizeLocale(q);
  return localeFromAcceptLanguage(req.get('accept-language'));
}
