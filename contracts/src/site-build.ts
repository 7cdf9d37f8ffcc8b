// The protocol between the API and the site build: every environment variable, file and folder one of
// them writes and the other reads, named once. The API runs the build (api/src/modules/rebuild), serves
// what it wrote (api/src/http/static-site.ts, the plan catalogue in modules/payments) and renders drafts
// with the preview build (modules/preview); the site reads its side in site/src/lib and
// site/astro.config.mjs, and writes its files from site/src/pages (a page's file name is the file it
// writes, so site/src/lib/site-build.test.ts checks that those pages exist).
import type { ContentTypeName } from './content';
import type { Locale } from './enums';

/** Environment variables the API gives a site build, which the build reads. */
export const SITE_BUILD_ENV = {
  /**
   * The active jobs the build prebuilds pages for: a file (or an http(s) address) holding the bytes of
   * GET /api/v1/jobs/active. Without it the build has no jobs (job pages load theirs in the browser).
   */
  jobsSource: 'JOBS_SOURCE',
  /** A file with a JSON array of job ids: the only jobs whose pages this build renders (absent: all). */
  jobPages: 'JOB_PAGES',
  /** The CMS's address the content is read from; absent or empty: content-seeds/. */
  cmsUrl: 'CMS_URL',
  /** The CMS's read-only API token the build (and the preview) read content with. */
  cmsToken: 'CMS_TOKEN',
  /**
   * Where media downloaded from the CMS are kept, and where the content seeds are: settings the API
   * (config.ts) and the site read alike, which a build run by the API inherits.
   */
  cmsMediaDir: 'CMS_MEDIA_DIR',
  contentSeedsDir: 'CONTENT_SEEDS_DIR',
} as const;

/** The command-line option the API adds to the build command: the folder to build into. */
export const SITE_OUT_DIR_OPTION = '--outDir';

/** Files and folders in a build's output that the API reads. */
export const SITE_OUTPUT = {
  /** Present in every complete build: the API serves no build without it. */
  index: 'index.html',
  /** The hash of the jobs snapshot the build read (site/src/lib/jobs.ts): a site built from other jobs is rebuilt. */
  jobsVersion: 'jobs-version.txt',
  /** The plans, names and prices the pricing pages show: checkouts charge them (contracts/plan-catalogue.ts). */
  planCatalogue: 'plan-catalogue.json',
  /** The build's content-hashed scripts and styles (Astro's `build.assets`). */
  assetsDir: '_astro',
  /** The API's own record of what each job's pages were rendered from, kept in the build's folder. */
  jobPagesRecord: 'job-pages.json',
} as const;

/** The folders of one job's two pages in a build's output (English, then Turkish), as path segments. */
export const jobPageDirs = (id: string): string[][] => [
  ['job', id],
  ['tr', 'job', id],
];

/** Files the API writes for a build. */
export const SITE_BUILD_INPUT = {
  /** The active jobs' snapshot in DATA_DIR (handed over as JOBS_SOURCE). */
  jobsSnapshot: 'site-jobs.json',
  /** Beside the snapshot, the ids of the jobs whose pages are rendered (handed over as JOB_PAGES). */
  jobPagesSuffix: '.pages.json',
} as const;

/** The preview build (`npm run build:preview -w site`), which the API loads to render drafts. */
export const PREVIEW_BUILD = {
  /** Its request handler, below the preview build's folder. */
  entry: ['server', 'entry.mjs'],
  /** Its scripts and styles, below the preview build's folder. */
  clientDir: 'client',
  /** Where the API serves those (and the draft's media, under `/media/cms`): Astro's `assetsPrefix`. */
  assetsPrefix: '/_preview',
} as const;

/** What the API puts in a preview request's `locals.preview`: whose draft to render and how to read it. */
export interface PreviewRequest {
  cmsUrl: string;
  cmsToken: string;
  /** Where media the draft names are downloaded (the API serves them under `/_preview/media/cms/`). */
  cmsMediaDir: string;
  /** The content type, by its folder name in content-seeds ('roles', 'plans', 'home-page'…). */
  type: ContentTypeName;
  documentId: string;
  locale: Locale;
}
