// Static site for en (root) and tr (/tr/). Built into dist/ and served by the API's Express static
// handler, which maps /path/ to path/index.html (directory format) and redirects /path to /path/.
// SITE_PREVIEW_BUILD=1 (`npm run build:preview`) builds the same pages to render on request instead, into
// dist-preview/: the API renders a draft with it for the CMS's Preview panel (docs/site.md, "Preview").
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import preact from '@astrojs/preact';
import sitemap from '@astrojs/sitemap';
import contentMedia from './integrations/content-media.mjs';
import { mediaAliases } from './integrations/media-dirs.mjs';
import cspMeta from './integrations/csp-meta.mjs';
import { contentDates, lastmodOf } from './integrations/sitemap-lastmod.mjs';
import precompress from './integrations/precompress.mjs';
import previewDynamicPages from './integrations/preview-dynamic-pages.mjs';
import pagefindIndex from './integrations/pagefind.mjs';
import { readFile } from 'node:fs/promises';
import { PREVIEW_BUILD, SITE_BUILD_ENV, SITE_OUTPUT } from '@crestline/contracts/site-build';
import { fileURLToPath } from 'node:url';

const reactLibraries = [
  'react-hook-form',
  '@hookform/resolvers',
  '@tanstack/react-table',
  '@tanstack/react-store',
  '@dnd-kit/core',
  '@dnd-kit/accessibility',
  '@dnd-kit/utilities',
];
const site = process.env.SITE_URL || 'http://localhost:3000';
const previewBuild = process.env.SITE_PREVIEW_BUILD === '1';

// Every active job's page (en and tr) is in the sitemap from the jobs' snapshot (src/lib/jobs.ts), also
// when a rebuild after a job change renders only the changed jobs' pages (JOB_PAGES) and keeps the rest.
// Each job's last edit (updatedAt) is its pages' lastmod.
const jobDates = new Map();
async function jobPageUrls() {
  const source = process.env[SITE_BUILD_ENV.jobsSource];
  if (!source || previewBuild) return [];
  const text = /^https?:\/\//.test(source)
    ? await (await fetch(source)).text()
    : await readFile(source, 'utf8');
  const { jobs } = JSON.parse(text);
  const base = site.replace(/\/$/, '');
  const valid = (Array.isArray(jobs) ? jobs : []).filter(
    (job) => typeof job?._id === 'string' || typeof job?._id === 'number',
  );
  for (const job of valid) {
    const updated = Date.parse(job.updatedAt ?? job.postingDate ?? '');
    if (!Number.isNaN(updated)) jobDates.set(String(job._id), new Date(updated).toISOString());
  }
  return valid.flatMap((job) => [`${base}/job/${job._id}/`, `${base}/tr/job/${job._id}/`]);
}

// When each content page's words last changed (integrations/sitemap-lastmod.mjs), read once per build.
let contentDatesRead;
const contentDatesOnce = () =>
  (contentDatesRead ??= contentDates({
    cmsUrl: process.env[SITE_BUILD_ENV.cmsUrl]?.trim() || undefined,
    cmsToken: process.env[SITE_BUILD_ENV.cmsToken]?.trim() || undefined,
    seedsDir:
      process.env[SITE_BUILD_ENV.contentSeedsDir] ||
      fileURLToPath(new URL('../content-seeds/', import.meta.url)),
  }));

export default defineConfig({
  site,
  ...(previewBuild
    ? {
        output: 'server',
        // Whole pages, so a request's draft content (an AsyncLocalStorage) covers all of its rendering.
        adapter: node({ mode: 'middleware', experimentalDisableStreaming: true }),
        outDir: './dist-preview',
        // Its scripts and styles are served by the API's preview route, apart from the live site's.
        build: { format: 'directory', assetsPrefix: PREVIEW_BUILD.assetsPrefix },
      }
    : {
        output: 'static',
        outDir: process.env.SITE_OUT_DIR || './dist',
        build: { format: 'directory', assets: SITE_OUTPUT.assetsDir },
      }),
  trailingSlash: 'ignore',
  i18n: {
    locales: ['en', 'tr'],
    defaultLocale: 'en',
    routing: { prefixDefaultLocale: false },
  },
  integrations: [
    // The islands are written against React's API and rendered by Preact through preact/compat: the
    // same components at a fifth of the runtime's weight (docs/site.md, "Why Preact renders the islands").
    preact({ compat: true }),
    contentMedia(),
    cspMeta(),
    ...(previewBuild ? [] : [pagefindIndex(), precompress()]),
    // The preview build has no static pages to list (it renders on request): no sitemap there.
    ...(previewBuild
      ? []
      : [
          sitemap({
            customPages: await jobPageUrls(),
            // <lastmod>: a job's last edit, a content page's last edit in the CMS (or of its seed files).
            async serialize(item) {
              const lastmod = lastmodOf(item.url, { site, jobDates, contentDates: await contentDatesOnce() });
              return lastmod ? { ...item, lastmod } : item;
            },
            i18n: { defaultLocale: 'en', locales: { en: 'en', tr: 'tr' } },
            // Payment steps, the plan-gated pages, the not-found page, the admin screens and the role pages'
            // English-name aliases (canonical is the slug path) are not search landing pages. Prebuilt job
            // pages (/job/{id}) are.
            filter: (page) =>
              !/\/(payment|payment-success|payment-failure|checkout|getstarted|purchasedisclaimer|404|login|job|application|resetpassword|admin|adminjobspage|applicants|inquiries|messages|franchise-applications|applicantDetails|subscription|billing|payments|customers|refunds|audit|privacy-requests)\/?$/.test(
                page,
              ) && !/\/services\/[^/]*[A-Z%][^/]*\/?$/.test(page),
          }),
        ]),
  ],
  // React 19 lives in site/node_modules while the CMS hoists React 18 to the root: pin one copy. React
  // libraries hoisted to the root are bundled for the server render too, so they get that copy as well.
  vite: {
    // The preview build renders on request: the pages' static paths are left out of it.
    plugins: previewBuild ? [previewDynamicPages()] : [],
    resolve: {
      dedupe: ['react', 'react-dom'],
      // zod in jitless mode everywhere in the bundles (src/lib/zod-jitless.ts).
      alias: [
        ...mediaAliases,
        { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod-jitless.ts', import.meta.url)) },
      ],
    },
    ssr: { noExternal: reactLibraries },
    environments: { prerender: { resolve: { noExternal: reactLibraries } } },
  },
});
