// Serves content-seeds/media at /media/ in dev and copies it into the build, so pages can link the
// illustrations, photos and documents named in the content (e.g. "roles/virtual_assistants.svg"). Pages
// show photos resized by the image pipeline (src/lib/photos.ts); the originals are kept for the preview.
import { cp, readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SITE_BUILD_ENV } from '@crestline/contracts/site-build';

const types = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.vtt': 'text/vtt',
};

export default function contentMedia() {
  let mediaDir = '';
  let cmsMediaDir = '';
  return {
    name: 'crestline:content-media',
    hooks: {
      'astro:config:setup': ({ config }) => {
        const seeds =
          process.env[SITE_BUILD_ENV.contentSeedsDir] ||
          fileURLToPath(new URL('../content-seeds/', config.root));
        mediaDir = join(seeds, 'media');
        // Files downloaded from the CMS by the content loader (see src/lib/content-source.ts).
        cmsMediaDir =
          process.env[SITE_BUILD_ENV.cmsMediaDir] || fileURLToPath(new URL('.cms-media/', config.root));
      },
      'astro:server:setup': ({ server }) => {
        server.middlewares.use('/media', async (req, res, next) => {
          const rel = normalize(decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/'));
          const file = join(mediaDir, rel);
          if (!file.startsWith(mediaDir + sep) || !types[extname(file)]) return next();
          try {
            const body = await readFile(file);
            res.setHeader('Content-Type', types[extname(file)]);
            res.end(body);
          } catch {
            next();
          }
        });
      },
      'astro:build:done': async ({ dir, logger }) => {
        try {
          await stat(mediaDir);
        } catch {
          logger.warn(`No media folder at ${mediaDir}; pages will miss their illustrations.`);
          return;
        }
        await cp(mediaDir, fileURLToPath(new URL('media/', dir)), {
          recursive: true,
          filter: (src) => !extname(src) || Boolean(types[extname(src)]),
        });
        const fromCms = join(cmsMediaDir, 'cms');
        if (process.env[SITE_BUILD_ENV.cmsUrl] && (await stat(fromCms).catch(() => null))) {
          await cp(fromCms, fileURLToPath(new URL('media/cms/', dir)), { recursive: true });
        }
      },
    },
  };
}
