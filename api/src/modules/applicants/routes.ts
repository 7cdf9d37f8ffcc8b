import { Router, type RequestHandler } from 'express';
import multer from 'multer';
import { PDF_MAX_BYTES, t } from '@crestline/contracts';
import { HttpError, badRequest } from '../../http/errors';
import { requestLocale } from '../../http/locale';
import type { ApplicantsService } from './service';

/** One PDF in field `resume`, held in memory (≤ 5 MB), with small text fields. */
export function pdfUpload(field: string): RequestHandler {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: PDF_MAX_BYTES, files: 1, fields: 30, fieldSize: 20_000, parts: 40 },
  }).single(field);
  return (req, res, next) => {
    const locale = requestLocale(req);
    if (!req.is('multipart/form-data')) {
      return next(new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the form as multipart/form-data.'));
    }
    upload(req, res, (err: unknown) => {
      if (!err) return next();
      if (err instanceof multer.MulterError) {
        if (err.code === 'LIMIT_FILE_SIZE') {
          return next(new HttpError(413, 'PAYLOAD_TOO_LARGE', t(locale, 'application.resumeTooLarge')));
        }
        return next(badRequest(`${err.message}.`));
      }
      next(badRequest('The upload could not be read.'));
    });
  };
}

export function applicantsRoutes(service: ApplicantsService, limits: { publicPost: RequestHandler }) {
  const router = Router();
  router.post('/applicants', limits.publicPost, pdfUpload('resume'), async (req, res) => {
    const locale = requestLocale(req);
    const applicant = await service.apply(locale, req.body, req.file?.buffer);
    res.status(201).json({ message: t(locale, 'application.success'), applicant });
  });
  return router;
}
