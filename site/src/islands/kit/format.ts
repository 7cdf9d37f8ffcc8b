// Dates and amounts as the screens show them: long US or Turkish dates ("December 1, 2024" /
// "1 Aralık 2024"), with 12-hour time where a screen wants it, and money from integer minor units.
import type { Locale } from '@crestline/contracts/enums';

export { formatMoney } from '@crestline/contracts/pricing-core';

const intlLocale = (lang: Locale) => (lang === 'tr' ? 'tr-TR' : 'en-US');

/** Long date in the page's language; with `time`, also the 12-hour time. '' for an unreadable date. */
export function formatDate(
  lang: Locale,
  iso: string | null | undefined,
  options: { time?: boolean } = {},
): string {
  const time = iso ? Date.parse(iso) : Number.NaN;
  if (Number.isNaN(time)) return '';
  return new Intl.DateTimeFormat(intlLocale(lang), {
    dateStyle: 'long',
    ...(options.time ? { timeStyle: 'short', hour12: true } : {}),
  }).format(time);
}
