// Addresses of the careers pages in the page's language, and the id in a /job/{id} or /application/{id}
// address (one static page answers every id, so the id is only known in the browser).
import type { Locale } from '@crestline/contracts/enums';

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

/** The id in /job/{id} or /application/{id} (with or without /tr and a trailing slash); null if none. */
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
