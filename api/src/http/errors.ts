// The one error shape of the API (DESIGN §4): { error, message, code, issues? } with a fitting status.
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ZodError } from 'zod';
import type { Logger } from '../logger';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly issues?: unknown,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, issues?: unknown) =>
  new HttpError(400, 'VALIDATION_FAILED', message, issues);
export const unauthorized = (message = 'Authentication required.') =>
  new HttpError(401, 'UNAUTHORIZED', message);
export const forbidden = (message = 'You are not allowed to do this.') =>
  new HttpError(403, 'FORBIDDEN', message);
export const notFound = (message = 'Not found.') => new HttpError(404, 'NOT_FOUND', message);
export const conflict = (message: string) => new HttpError(409, 'CONFLICT', message);

export function sendError(
  res: Parameters<RequestHandler>[1],
  status: number,
  code: string,
  message: string,
  issues?: unknown,
) {
  res.status(status).json({ error: message, message, code, ...(issues ? { issues } : {}) });
}

/** 404 for any /api path no route answered. */
export const apiNotFound: RequestHandler = (req, res) => {
  sendError(res, 404, 'NOT_FOUND', `No API route for ${req.method} ${req.baseUrl}${req.path}.`);
};

interface BodyParserError extends Error {
  type?: string;
  status?: number;
  expose?: boolean;
}

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err: unknown, req, res, next) => {
    if (res.headersSent) return next(err);
    if (err instanceof HttpError) return sendError(res, err.status, err.code, err.message, err.issues);
    if (err instanceof ZodError) {
      const first = err.issues[0]?.message ?? 'Invalid request.';
      return sendError(res, 400, 'VALIDATION_FAILED', first, err.issues);
    }
    const e = err as BodyParserError;
    switch (e.type) {
      case 'entity.too.large':
        return sendError(res, 413, 'PAYLOAD_TOO_LARGE', 'The request body is too large.');
      case 'entity.parse.failed':
        return sendError(res, 400, 'MALFORMED_JSON', 'The request body is not valid JSON.');
      case 'encoding.unsupported':
      case 'charset.unsupported':
        return sendError(res, 415, 'UNSUPPORTED_MEDIA_TYPE', 'Unsupported content encoding.');
    }
    if (e.expose && typeof e.status === 'number' && e.status >= 400 && e.status < 500) {
      return sendError(res, e.status, 'BAD_REQUEST', e.message);
    }
    logger.error({ err, method: req.method, url: req.originalUrl }, 'unhandled error');
    sendError(res, 500, 'INTERNAL_ERROR', 'Something went wrong on our side. Please try again.');
  };
}
