// POST /api/v1/internal/rebuild — the CMS's publish webhook. Only a caller with the shared secret
// (header x-rebuild-secret) may ask for a rebuild.
import { timingSafeEqual } from 'node:crypto';
import { Router } from 'express';
import { unauthorized } from '../../http/errors';
import type { SiteBuilder } from './site-builder';

export function rebuildRoutes(builder: SiteBuilder, secret: string) {
  const router = Router();
  const expected = Buffer.from(secret);
  router.post('/internal/rebuild', (req, res) => {
    const given = Buffer.from(req.get('x-rebuild-secret') ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      throw unauthorized('Invalid rebuild secret.');
    builder.request();
    res.status(202).json({ status: 'scheduled' });
  });
  return router;
}
