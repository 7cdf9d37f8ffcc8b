// The accounts area's calls to the API. Every call names the page's language so that server texts
// (wrong password, taken email, expired link) come back in it.
import type { Locale } from '@crestline/contracts/enums';

export const API_BASE = '/api/v1';

export function postJson(path: string, lang: Locale, body: unknown, method = 'POST'): Promise<Response> {
  return fetch(`${API_BASE}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Accept-Language': lang },
    body: JSON.stringify(body),
  });
}

export function getJson(path: string, lang: Locale): Promise<Response> {
  return fetch(`${API_BASE}${path}`, { headers: { Accept: 'application/json', 'Accept-Language': lang } });
}

/** The JSON body of a response, or null when there is none or it is not JSON. */
export async function readJson(res: Response): Promise<unknown> {
  try {
    return await res.json();
  } catch {
    return null;
  }
}

/** A non-blank text field of a JSON body (`error`, `message`, `email`). */
export function textField(body: unknown, field: string): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const value = (body as Record<string, unknown>)[field];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}
