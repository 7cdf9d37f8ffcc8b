// Where the content's photos are, for the image pipeline (src/lib/photos.ts): the seeds' media and the
// media the content loader downloads from the CMS (the same folders integrations/content-media.mjs
// serves), as the Vite aliases the pipeline's globs name. Used by the build (astro.config.mjs) and by the
// tests that render Astro components (vitest.config.ts).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SITE_BUILD_ENV } from '@crestline/contracts/site-build';

export const seedsMediaDir = path.resolve(
  process.env[SITE_BUILD_ENV.contentSeedsDir] ||
    fileURLToPath(new URL('../../content-seeds/', import.meta.url)),
  'media',
);
export const cmsMediaDir = path.resolve(
  process.env[SITE_BUILD_ENV.cmsMediaDir] || fileURLToPath(new URL('../.cms-media/', import.meta.url)),
);

export const mediaAliases = [
  { find: '@content-media', replacement: seedsMediaDir },
  { find: '@cms-media', replacement: cmsMediaDir },
];
