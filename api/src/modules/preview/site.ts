// The preview of drafts (docs/api.md, "Preview"): /preview/<token> renders the page a signed link names
// with the preview build of the site (site/dist-preview, `npm run build:preview -w site`), which reads that
// document's draft from the CMS with the read token; /_preview/ serves that build's scripts, styles and
// media. A preview is never indexed or cached, and only the CMS's admin may frame it. It runs apart from
// the live site and its rebuilds.
import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { PREVIEW_BUILD, type PreviewRequest } from '@crestline/contracts/site-build';
import type { Config } from '../../config';
import type { Logger } from '../../logger';
import { readPreviewLink } from './links';

/** Where the preview build is, how it reads the CMS, and who may frame it (config.ts, `preview`). */
export type PreviewConfig = Config['preview'];

type AstroHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  next: NextFunction,
  locals: Record<string, unknown>,
) => Promise<void>;

const PRIVATE = { 'X-Robots-Tag': 'noindex, nofollow', 'Cache-Control': 'private, no-store' };

export function previewSite(config: PreviewConfig, logger: Logger): Router {
  let renderer: Promise<AstroHandler | undefined> | undefined;
  const entry = path.join(config.dist, ...PREVIEW_BUILD.entry);
  const loadRenderer = () =>
    (renderer ??= existsSync(entry)
      ? import(pathToFileURL(entry).href).then((module: { handler: AstroHandler }) => module.handler)
      : Promise.resolve(undefined));

  const router = express.Router();
  router.use(['/preview', PREVIEW_BUILD.assetsPrefix], (_req, res, next) => {
    res.set(PRIVATE);
    // The CMS's admin frames the preview: its policy's frame-ancestors decides who may.
    res.removeHeader('X-Frame-Options');
    res.setHeader(
      'Content-Security-Policy',
      `frame-ancestors 'self' ${config.frameAncestors.join(' ')}; object-src 'none'; base-uri 'self'`,
    );
    next();
  });
  router.get('/preview/:token', async (req: Request, res: Response, next: NextFunction) => {
    const link = readPreviewLink(config.secret, String(req.params.token));
    const lang = link?.locale ?? 'en';
    if (!link) {
      const text =
        lang === 'tr'
          ? 'Bu önizleme bağlantısı geçersiz ya da süresi dolmuş. Önizlemeyi CMS’ten yeniden açın.'
          : 'This preview link is not valid or has expired. Open the preview again from the CMS.';
      return res.status(403).type('text').send(text);
    }
    const render = await loadRenderer();
    if (!render || !config.cmsUrl || !config.cmsToken) {
      logger.warn(
        { entry, cms: Boolean(config.cmsUrl) },
        'preview asked for, but the preview build or the CMS is missing',
      );
      return res
        .status(503)
        .type('text')
        .send('Preview is not available: build it with npm run build:preview -w site.');
    }
    req.url = link.path.endsWith('/') ? link.path : `${link.path}/`;
    const preview: PreviewRequest = {
      cmsUrl: config.cmsUrl,
      cmsToken: config.cmsToken,
      cmsMediaDir: config.cmsMediaDir,
      type: link.type,
      documentId: link.documentId,
      locale: link.locale,
    };
    await render(req, res, next, { preview });
  });
  router.use(
    `${PREVIEW_BUILD.assetsPrefix}/media/cms`,
    express.static(path.join(config.cmsMediaDir, 'cms'), { index: false }),
  );
  router.use(
    PREVIEW_BUILD.assetsPrefix,
    express.static(path.join(config.dist, PREVIEW_BUILD.clientDir), { index: false, redirect: false }),
  );
  return router;
}
