// The careers area's calls to the API and its route helpers. Every call names the page's language so
// that server texts (errors, validation) come back in it.
import type { Locale } from '@crestline/contracts/enums';

export const API_BASE = '/api/v1';

export function apiFetch(path: string, lang: Locale, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('Accept-Language', lang);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  return fetch(`${API_BASE}${path}`, { ...init, headers });
}

/** The JSON body of a response, or null when there is none or it is not JSON. */
export async function readJson(res: Response): Promise<unknown> {
  try {
    return await res.json();
  } catch {
    return null;
  }
}

/** The `error` text of an error envelope, when the body has one. */
export function serverError(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const error = (body as { error?: unknown }).error;
  return typeof error === 'string' && error.trim() !== '' ? error : null;
}

function prefix(lang: Locale): string {
  return lang === 'tr' ? '/tr' : '';
}

export function careersPath(lang: Locale): string {
  return `${prefix(lang)}/career`;
}

export function jobPath(lang: Locale, id: string): string {
  return `${prefix(lang)}/job/${encodeURIComponent(id)}`;
}

export function applicationPath(lang: Locale, id: string): string {
  return `${prefix(lang)}/application/${encodeURIComponent(id)}`;
}

/**
 * The id in /job/{id} or /application/{id} (with or without /tr and a trailing slash); null when the
 * path has none. One static page answers every id, so the id is only known in the browser.
 */
export function idFromPath(pathname: string, segment: 'job' | 'application'): string | null {
  const match = new RegExp(`^(?:/tr)?/${segment}/([^/]+)/?$`).exec(pathname);
  const raw = match?.[1];
  if (!raw) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** Long date in the page's language ("December 1, 2024" / "1 Aralık 2024"); '' for an unreadable date. */
export function formatDate(lang: Locale, iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  return new Intl.DateTimeFormat(lang === 'tr' ? 'tr-TR' : 'en-US', { dateStyle: 'long' }).format(time);
}
