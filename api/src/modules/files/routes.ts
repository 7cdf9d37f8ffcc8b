// GET /files/d/{id}/view|download?exp&sig — a stored resume through its signed link.
import { Router } from 'express';
import { RESUME_DOWNLOAD_FILE_NAME } from '@crestline/contracts';
import { HttpError, notFound } from '../../http/errors';
import { resumeKey } from '../applicants/service';
import type { FileStore } from './store';
import type { Disposition, Signer } from './signed-links';

export function filesRoutes(files: FileStore, signer: Signer) {
  const router = Router();
  router.get('/files/d/:id/:disposition', async (req, res) => {
    const { id, disposition } = req.params as { id: string; disposition: string };
    if (!/^[0-9a-f-]{36}$/.test(id) || (disposition !== 'view' && disposition !== 'download')) {
      throw notFound('File not found.');
    }
    if (!signer.verify(id, disposition as Disposition, req.query.exp, req.query.sig)) {
      throw new HttpError(403, 'INVALID_SIGNATURE', 'This link is invalid or has expired.');
    }
    const bytes = await files.get(resumeKey(id));
    if (!bytes) throw notFound('File not found.');
    res.set({
      'Content-Type': 'application/pdf',
      'X-Content-Type-Options': 'nosniff',
      'Content-Disposition': `${disposition === 'view' ? 'inline' : 'attachment'}; filename="${RESUME_DOWNLOAD_FILE_NAME}"`,
      'Cache-Control': 'private, no-store',
      'Content-Security-Policy': "default-src 'none'; frame-ancestors 'self'",
    });
    res.send(bytes);
  });
  return router;
}
