// A multipart form with one PDF, held in memory (at most PDF_MAX_BYTES) beside small text fields; for a
// route's `upload`. Its text fields become req.body, the file req.file.
import type { RequestHandler } from 'express';
import multer from 'multer';
import { PDF_MAX_BYTES, type MessageKey } from '@crestline/contracts';
import { badRequest, payloadTooLarge, unsupportedMediaType } from '../http/errors';

export function pdfUpload(field: string, tooLarge: MessageKey = 'api.payloadTooLarge'): RequestHandler {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: PDF_MAX_BYTES, files: 1, fields: 30, fieldSize: 20_000, parts: 40 },
  }).single(field);
  return (req, res, next) => {
    if (!req.is('multipart/form-data')) return next(unsupportedMediaType('api.multipartRequired'));
    upload(req, res, (err: unknown) => {
      if (!err) return next();
      if (!(err instanceof multer.MulterError)) return next(badRequest('api.uploadInvalid'));
      if (err.code === 'LIMIT_FILE_SIZE') return next(payloadTooLarge(tooLarge));
      if (err.code === 'LIMIT_UNEXPECTED_FILE')
        return next(badRequest('api.uploadUnexpectedField', { field }));
      next(badRequest('api.uploadInvalid'));
    });
  };
}
