// The rebuild module assembled: the CMS's publish webhook (a full build), a build after every job change
// (only the changed jobs' pages, job-pages.ts) through the jobs module's change event, and the check at
// start that the served site was built from the jobs the database holds. Builds run as `site-build` jobs
// (site-builder.ts); each is handed the active jobs (the same bytes as GET /jobs/active) as JOBS_SOURCE.
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SITE_BUILD_ENV, SITE_BUILD_INPUT, SITE_OUTPUT } from '@crestline/contracts/site-build';
import type { BackgroundQueue } from '../../background';
import { repoRoot, type Config } from '../../config';
import type { Database } from '../../db/client';
import type { StaticSite } from '../../http/static-site';
import type { Logger } from '../../logger';
import { rebuildRoutes } from './routes';
import { createSiteBuilder, type BuildOutcome } from './site-builder';

/** What the rebuild needs of the jobs module: the active jobs' list and word of every change to a job. */
export interface JobsForTheSite {
  /** `{jobs}` of the active jobs serialised (GET /jobs/active), with its ETag (the hash of its bytes). */
  activeList(): Promise<{ bytes: Buffer; etag: string }>;
  /** Calls `listener` after every add, edit or toggle of a job. */
  onChange(listener: () => void): void;
}

export function rebuildModule(deps: {
  config: Config;
  database: Database;
  logger: Logger;
  queue: BackgroundQueue;
  /** The site being served: a build goes live through it, and a build by another process is re-read. */
  site: StaticSite;
  jobs: JobsForTheSite;
  /** Told the outcome of every build this process runs (the operators' metrics). */
  onOutcome?: (outcome: BuildOutcome) => void;
}) {
  const { config, site, jobs } = deps;
  const jobsSnapshot = path.join(config.dataDir, SITE_BUILD_INPUT.jobsSnapshot);
  // Several processes may share the site: they build once between them, through the queue.
  const builder = createSiteBuilder({
    queue: deps.queue,
    database: deps.database,
    prepare: async () => {
      // DATA_DIR may not exist yet (every secret given in the environment, nothing else written there).
      await mkdir(config.dataDir, { recursive: true });
      await writeFile(jobsSnapshot, (await jobs.activeList()).bytes);
      const { cmsToken } = config.rebuild;
      return {
        [SITE_BUILD_ENV.jobsSource]: jobsSnapshot,
        ...(cmsToken ? { [SITE_BUILD_ENV.cmsToken]: cmsToken } : {}),
      };
    },
    jobsSnapshot,
    distDir: config.siteDist,
    command: config.rebuild.command,
    cmsUrl: config.rebuild.cmsUrl,
    cmsWait: { timeoutMs: config.rebuild.cmsWaitMs },
    debounceMs: config.rebuild.debounceMs,
    cwd: repoRoot,
    logger: deps.logger,
    serveFrom: (dir) => site.serveFrom(dir),
    // Another process put a new site in place: serve it (with its pages' policies) from now on.
    onBuiltElsewhere: () => void site.reload(),
    ...(deps.onOutcome && { onOutcome: deps.onOutcome }),
  });
  // A job change renders that job's pages and /career again, not every job's page (job-pages.ts).
  jobs.onChange(() => builder.request('jobs'));

  return {
    routes: rebuildRoutes(builder),
    workers: builder.workers,
    /** Waits for a build this process is running (the queue keeps the builds still asked for). */
    stop: () => builder.stop(),
    siteBuilder: builder,
    /** Asks for a rebuild when the served site was built from other active jobs than the database holds. */
    async syncJobPages(): Promise<boolean> {
      if (!existsSync(path.join(config.siteDist, SITE_OUTPUT.index))) return false;
      const built = await readFile(path.join(config.siteDist, SITE_OUTPUT.jobsVersion), 'utf8').catch(
        () => '',
      );
      if ((await jobs.activeList()).etag === `"${built.trim()}"`) return false;
      builder.request('jobs');
      return true;
    },
  };
}
