// The one HTTP client of the islands: every call to the API goes through apiRequest. It adds the base
// path, the page's language (server texts come back in it), JSON or multipart bodies and, for calls that
// need a signed-in user, the bearer token from the stored session. Every failure becomes an ApiError
// whose text is what the screens show: the server's error envelope, or the session's own failures
// ("Missing authentication token", "Invalid user data in local storage") before anything is sent. A call
// given the contracts' response schema (`answer`) answers the parsed body, or fails when the body is not
// what the contract promises.
import type { Locale } from '@crestline/contracts/enums';
import { t } from '@crestline/contracts/translate';
import { readSession } from './session';

export const API_BASE = '/api/v1';

/** `?a=1&b=x` of the parameters that have a value (empty strings and undefined left out), or ''. */
export function queryString(params: Record<string, string | number | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') q.set(k, String(v));
  const text = q.toString();
  return text ? `?${text}` : '';
}

/** http: a non-2xx answer; network: nothing came back; session: nothing sent; answer: a 2xx body that is
 * not what the contract promises. */
export type ApiErrorKind = 'http' | 'network' | 'session' | 'answer';

/** A contracts response schema as this client uses it (zod's safeParse), so it imports no zod. */
export interface AnswerSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

// HTTP/2 and some proxies send no reason phrase; the screens' texts read "{status} {statusText}".
const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    /** HTTP status; 0 when nothing came back. */
    readonly status: number,
    readonly statusText: string,
    /** The readable text of the server's error envelope, when it sent one. */
    readonly serverText: string | null,
    /** The text to show (the server's, the session's failure, or the network failure). */
    text: string,
    readonly body: unknown = null,
  ) {
    super(text);
    this.name = 'ApiError';
  }

  /**
   * The part after the screens' prefixes ("Error fetching applicants: …", "Failed to add job: …"):
   * "{status} {statusText}", followed by the server's explanation when it gave one. Session and network
   * failures are their text alone.
   */
  get detail(): string {
    if (this.kind !== 'http') return this.message;
    const head = `${this.status} ${this.statusText}`.trim();
    return this.serverText ? `${head} — ${this.serverText}` : head;
  }
}

/**
 * The text of any failure thrown by apiRequest (or anything else) for an alert or a form status: the
 * server's explanation or the session's failure; else the screen's own fallback (the documented wording);
 * else the network or general failure text.
 */
export function failureText(error: unknown, lang: Locale, fallback?: string): string {
  if (error instanceof ApiError && (error.kind === 'session' || error.serverText)) return error.message;
  if (fallback) return fallback;
  return error instanceof ApiError && error.kind === 'network'
    ? error.message
    : t(lang, 'common.unexpectedError');
}

/**
 * The detail of a failure for the "…: {detail}" texts ("Failed to add job: 403 Forbidden — …"):
 * an ApiError's detail (see ApiError), else the general failure text.
 */
export function failureDetail(error: unknown, lang: Locale): string {
  return error instanceof ApiError ? error.detail : failureText(error, lang);
}

export interface ApiOptions {
  lang: Locale;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A JSON body. */
  json?: unknown;
  /** A multipart body (files). */
  form?: FormData;
  /** Send the stored session's bearer token; without a usable session nothing is sent. */
  auth?: boolean;
  signal?: AbortSignal;
  /** Extra request headers. */
  headers?: Record<string, string>;
}

/** ApiOptions of a call whose answer is read with the contracts' response schema. */
export type ApiCallOptions<T> = ApiOptions & { answer?: AnswerSchema<T> };

/** The readable text of an error envelope ({error, message, code}), if the body is one. */
export function envelopeText(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const record = body as Record<string, unknown>;
  for (const key of ['message', 'error'] as const) {
    const value = record[key];
    if (typeof value === 'string' && value.trim()) return value;
  }
  return null;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** The bearer token of the stored session, or the session's failure as an ApiError. */
export function sessionToken(lang: Locale): string {
  const session = readSession();
  if (session.status === 'in') return session.user.token;
  const key =
    session.status === 'invalid' && session.reason === 'invalidUserData'
      ? 'auth.invalidUserData'
      : 'auth.missingToken';
  const text = t(lang, key);
  throw new ApiError('session', 0, '', null, text);
}

/**
 * Calls the API and answers the parsed JSON body of a 2xx response (null when empty). Throws ApiError
 * for a non-2xx answer, a network failure or a missing/unreadable session.
 */
export async function apiRequest<T = unknown>(path: string, options: ApiCallOptions<T>): Promise<T> {
  return (await apiResponse<T>(path, options)).body;
}

/** apiRequest, also answering the response's headers (e.g. X-Total-Count of a paged list). */
export async function apiResponse<T = unknown>(
  path: string,
  options: ApiCallOptions<T>,
): Promise<{ body: T; headers: Headers }> {
  const response = await send(path, options);
  const parsed = await readBody(response);
  if (!response.ok) throw httpError(response, parsed);
  if (!options.answer) return { body: parsed as T, headers: response.headers };
  const read = options.answer.safeParse(parsed);
  if (!read.success) {
    const text = t(options.lang, 'common.unexpectedError');
    throw new ApiError('answer', response.status, response.statusText, null, text, parsed);
  }
  return { body: read.data, headers: response.headers };
}

/**
 * Downloads a file the API answers (a CSV export) with the session's token: the browser saves it
 * under the name the server gives. Throws ApiError like apiRequest.
 */
export async function apiDownload(
  path: string,
  options: ApiOptions,
  fallbackName = 'download',
): Promise<void> {
  const response = await send(path, { ...options, headers: { Accept: '*/*', ...options.headers } });
  if (!response.ok) throw httpError(response, await readBody(response));
  const blob = await response.blob();
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name ?? fallbackName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function httpError(response: Response, parsed: unknown): ApiError {
  const statusText = response.statusText || REASONS[response.status] || '';
  const serverText = envelopeText(parsed);
  const text = serverText ?? `${response.status} ${statusText}`.trim();
  return new ApiError('http', response.status, statusText, serverText, text, parsed);
}

async function send(path: string, options: ApiOptions): Promise<Response> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': options.lang,
    ...options.headers,
  };
  if (options.auth) headers.Authorization = `Bearer ${sessionToken(options.lang)}`;
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  try {
    return await fetch(`${API_BASE}${path}`, {
      method: options.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
      signal: options.signal,
    });
  } catch (error) {
    if ((error as { name?: string }).name === 'AbortError') throw error;
    throw new ApiError('network', 0, '', null, t(options.lang, 'api.networkError'));
  }
}
