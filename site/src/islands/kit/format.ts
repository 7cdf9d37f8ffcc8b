// Dates and amounts as the screens show them: long US or Turkish dates ("December 1, 2024" /
// "1 Aralık 2024"), with 12-hour time where a screen wants it, and money from integer minor units.
import type { Locale } from '@crestline/contracts/enums';

export { formatMoney } from '@crestline/contracts/pricing-core';

const intlLocale = (lang: Locale) => (lang === 'tr' ? 'tr-TR' : 'en-US');

/**
 * Long date in the page's language; with `time`, also the time (12-hour in English, 24-hour in Turkish).
 * '' for an unreadable date.
 */
export function formatDate(
  lang: Locale,
  iso: string | null | undefined,
  options: { time?: boolean } = {},
): string {
  const time = iso ? Date.parse(iso) : Number.NaN;
  if (Number.isNaN(time)) return '';
  return new Intl.DateTimeFormat(intlLocale(lang), {
    dateStyle: 'long',
    // The spec's 12-hour clock is en-US usage; Turkish readers expect 14:30 (not "ÖS 02:30").
    ...(options.time ? { timeStyle: 'short', hour12: lang !== 'tr' } : {}),
  }).format(time);
}
