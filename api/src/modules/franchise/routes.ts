// POST /franchise-applications (multipart: name, email, optional message, `contract` PDF). The spec's
// screen only kept the file in the browser; here it is really sent and stored, and the sender is told.
import { Router, type RequestHandler } from 'express';
import { franchiseApplicationSchema, t } from '@crestline/contracts';
import type { Db } from '../../db/client';
import { franchiseApplications } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { requestLocale } from '../../http/locale';
import { parse } from '../../http/validate';
import { pdfUpload } from '../applicants/routes';
import { isPdf } from '../applicants/service';
import type { FileStore } from '../files/store';
import { enqueueMail } from '../mail';

export function franchiseRoutes(
  db: Db,
  files: FileStore,
  limits: { publicPost: RequestHandler },
  onMail?: () => void,
) {
  const router = Router();
  router.post('/franchise-applications', limits.publicPost, pdfUpload('contract'), async (req, res) => {
    const locale = requestLocale(req);
    const body = parse(franchiseApplicationSchema(locale), req.body);
    const bytes = req.file?.buffer;
    if (!bytes?.length) throw badRequest(t(locale, 'franchise.fileRequired'));
    if (!(await isPdf(bytes))) throw badRequest(t(locale, 'franchise.pdfOnly'));
    const key = await files.put('franchise', bytes);
    try {
      await db.transaction(async (tx) => {
        await tx.insert(franchiseApplications).values({ ...body, message: body.message ?? '', fileKey: key });
        await enqueueMail(tx as unknown as Db, {
          to: body.email,
          template: 'franchiseReceived',
          locale,
          params: { name: body.name },
        });
      });
    } catch (err) {
      await files.remove(key);
      throw err;
    }
    onMail?.();
    res.status(201).json({ message: t(locale, 'franchise.success') });
  });
  return router;
}
