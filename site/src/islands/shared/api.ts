// Same-origin calls to the API (/api/v1). Errors come back as {error, message, code}; the forms show
// the server's text when there is one and their own fallback otherwise.
export const API_BASE = '/api/v1';

export interface ApiResult<T = unknown> {
  ok: boolean;
  status: number;
  body: T | null;
  /** Readable text of a failure: the body's message or error, if any. */
  errorText: string | null;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export function errorTextOf(body: unknown): string | null {
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    for (const key of ['message', 'error'] as const) {
      const value = record[key];
      if (typeof value === 'string' && value.trim()) return value;
    }
  }
  return null;
}

export async function postJson<T = unknown>(
  path: string,
  payload: unknown,
  lang?: string,
): Promise<ApiResult<T>> {
  const response = await fetch(`${API_BASE}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      ...(lang ? { 'Accept-Language': lang } : {}),
    },
    body: JSON.stringify(payload),
  });
  const body = await readBody(response);
  return { ok: response.ok, status: response.status, body: body as T | null, errorText: errorTextOf(body) };
}

export async function postForm<T = unknown>(
  path: string,
  form: FormData,
  lang?: string,
): Promise<ApiResult<T>> {
  const response = await fetch(`${API_BASE}${path}`, {
    method: 'POST',
    headers: { Accept: 'application/json', ...(lang ? { 'Accept-Language': lang } : {}) },
    body: form,
  });
  const body = await readBody(response);
  return { ok: response.ok, status: response.status, body: body as T | null, errorText: errorTextOf(body) };
}
