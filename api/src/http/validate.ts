import type { RequestHandler } from 'express';
import type { z } from 'zod';
import { HttpError, badRequest } from './errors';

/** Refuses a body that is not JSON with 415 before any route logic runs. */
export const requireJson: RequestHandler = (req, _res, next) => {
  if (!req.is('application/json')) {
    return next(new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the request body as application/json.'));
  }
  next();
};

/** Parses input with a contracts schema; the first issue's message becomes the error text. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    throw badRequest(result.error.issues[0]?.message ?? 'Invalid request.', result.error.issues);
  }
  return result.data;
}
