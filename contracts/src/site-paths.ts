// The site's addresses (docs/site.md): English pages at the root, Turkish ones under /tr. One source for
// the site's pages and islands and for the API's links (reset mails, payment returns). Pure and zod-free.
import type { Locale } from './enums';

/** The prefix of every Turkish page. */
export const TURKISH_PREFIX = '/tr';

/** A page's path in a language ('/career' → '/tr/career'); anything but tr counts as English. */
export function sitePath(locale: Locale | string | null | undefined, path: string): string {
  return `${locale === 'tr' ? TURKISH_PREFIX : ''}${path}`;
}

/**
 * A page's path in a language with the trailing slash the static server answers without a redirect.
 * `path` is the English path ('/', '/pricing', '/services/virtual_assistants#toScroll').
 */
export function localePath(locale: Locale | string | null | undefined, path: string): string {
  const hashAt = path.indexOf('#');
  const hash = hashAt >= 0 ? path.slice(hashAt) : '';
  let bare = hashAt >= 0 ? path.slice(0, hashAt) : path;
  if (!bare.startsWith('/')) bare = `/${bare}`;
  if (!bare.endsWith('/')) bare = `${bare}/`;
  return sitePath(locale, bare) + hash;
}

/** Whether an address is a Turkish page's ('/tr', '/tr/…'). */
export function isTurkishPath(pathname: string): boolean {
  return pathname === TURKISH_PREFIX || pathname.startsWith(`${TURKISH_PREFIX}/`);
}

/** The English path of a page, from its path in either language ('/tr/pricing/' → '/pricing/'). */
export function stripLang(pathname: string): string {
  if (!isTurkishPath(pathname)) return pathname;
  return pathname.slice(TURKISH_PREFIX.length) || '/';
}

/** An address with the place of a record's id: '/job/{id}/applicants'. */
export type RecordPage = `/${string}{id}${string}`;

/** The pages one static file serves for every record: the id is only known from the address. */
export const RECORD_PAGES = {
  job: '/job/{id}',
  application: '/application/{id}',
  jobApplicants: '/job/{id}/applicants',
  applicantDetails: '/applicantDetails/{id}',
  resetPassword: '/resetpassword/{id}',
} as const satisfies Record<string, RecordPage>;

/** The address of a record's page in a language, the id encoded ('/tr/applicantDetails/a%2Fb'). */
export function recordPath(locale: Locale | string | null | undefined, page: RecordPage, id: string): string {
  return sitePath(locale, page.replace('{id}', encodeURIComponent(id)));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The record id in the address of `page` (with or without /tr, with or without a trailing slash),
 * decoded; null when the address is not that page's. An id that is not valid percent-encoding is
 * answered as written.
 */
export function idFromPath(pathname: string, page: RecordPage): string | null {
  const [before = '', after = ''] = page.split('{id}');
  const pattern = `^(?:${escapeRegExp(TURKISH_PREFIX)})?${escapeRegExp(before)}([^/]+)${escapeRegExp(after)}/?$`;
  const raw = new RegExp(pattern).exec(pathname)?.[1];
  if (!raw) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
