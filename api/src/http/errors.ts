// The one error shape of the API: { error, message, code, issues? } with a fitting status (docs/api.md).
// Errors carry a catalogue key; the text is written in the request's language when the answer is sent.
import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import {
  errorResponse,
  t,
  toValidationIssues,
  type Locale,
  type MessageKey,
  type MessageParams,
} from '@crestline/contracts';
import type { z } from 'zod';
import type { Logger } from '../logger';
import { requestLocale } from './locale';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly key: MessageKey,
    readonly params?: MessageParams,
  ) {
    super(key);
  }

  /** The readable text in the given language. */
  text(locale: Locale): string {
    return t(locale, this.key, this.params);
  }
}

/** A failed parse: its text is the first issue's message, already in the language the schema was built in. */
export class ValidationError extends HttpError {
  constructor(readonly zodError: z.ZodError) {
    super(400, 'VALIDATION_FAILED', 'api.validationFailed');
  }

  override text(locale: Locale): string {
    return this.zodError.issues[0]?.message ?? super.text(locale);
  }
}

export const badRequest = (key: MessageKey, params?: MessageParams) =>
  new HttpError(400, 'VALIDATION_FAILED', key, params);
export const unauthorized = (key: MessageKey = 'auth.missingToken') =>
  new HttpError(401, 'UNAUTHORIZED', key);
export const forbidden = (key: MessageKey = 'auth.forbidden') => new HttpError(403, 'FORBIDDEN', key);
export const notFound = (key: MessageKey = 'api.notFound') => new HttpError(404, 'NOT_FOUND', key);
export const conflict = (key: MessageKey) => new HttpError(409, 'CONFLICT', key);
export const payloadTooLarge = (key: MessageKey) => new HttpError(413, 'PAYLOAD_TOO_LARGE', key);
export const unsupportedMediaType = (key: MessageKey) => new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', key);
export const tooManyRequests = () => new HttpError(429, 'RATE_LIMITED', 'api.rateLimited');

export function sendError(res: Response, status: number, code: string, text: string, zodError?: z.ZodError) {
  res.status(status).json(errorResponse(code, text, zodError && toValidationIssues(zodError)));
}

/** 404 for any /api path no route answered. */
export const apiNotFound: RequestHandler = (req, res) => {
  const path = `${req.baseUrl}${req.path}`;
  sendError(res, 404, 'NOT_FOUND', t(requestLocale(req), 'api.routeNotFound', { method: req.method, path }));
};

/** Errors of express.json (body-parser), by their `type`. */
const bodyParserErrors: Record<string, HttpError> = {
  'entity.too.large': payloadTooLarge('api.bodyTooLarge'),
  'entity.parse.failed': new HttpError(400, 'MALFORMED_JSON', 'api.malformedJson'),
  'encoding.unsupported': unsupportedMediaType('api.unsupportedEncoding'),
  'charset.unsupported': unsupportedMediaType('api.unsupportedEncoding'),
};

/**
 * The database could not be reached (restarting, failing over, connections refused): the request failed
 * cleanly and may be retried, so it is 503 with a Retry-After, not a 500.
 */
const UNREACHABLE = [
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  // Its host name not found or its address unreachable: a database container stopped or restarting.
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up)
];

export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; depth++) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (UNREACHABLE.includes(code)) return true;
    if (code.startsWith('08')) return true; // connection exceptions
    const message = (e as { message?: unknown }).message;
    if (
      typeof message === 'string' &&
      /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
        message,
      )
    )
      return true;
    e = e.cause as typeof e;
  }
  return false;
}

interface ExposedError {
  type?: string;
  status?: number;
  expose?: boolean;
}

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err: unknown, req, res, next) => {
    if (res.headersSent) return next(err);
    const locale = requestLocale(req);
    const e = err as ExposedError;
    const known = err instanceof HttpError ? err : bodyParserErrors[e.type ?? ''];
    if (known) {
      const zodError = known instanceof ValidationError ? known.zodError : undefined;
      return sendError(res, known.status, known.code, known.text(locale), zodError);
    }
    // Any other client error a parser flagged as safe to show (e.g. an aborted upload).
    if (e.expose && typeof e.status === 'number' && e.status >= 400 && e.status < 500) {
      return sendError(res, e.status, 'BAD_REQUEST', t(locale, 'api.badRequest'));
    }
    // The request's own logger carries its request id.
    if (isDatabaseUnavailable(err)) {
      (req.log ?? logger).warn({ err, url: req.originalUrl }, 'database unavailable');
      res.setHeader('Retry-After', '5');
      return sendError(res, 503, 'SERVICE_UNAVAILABLE', t(locale, 'api.unavailable'));
    }
    (req.log ?? logger).error({ err, method: req.method, url: req.originalUrl }, 'unhandled error');
    sendError(res, 500, 'INTERNAL_ERROR', t(locale, 'api.internal'));
  };
}
