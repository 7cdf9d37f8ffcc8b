// One build of the static site, put live only when it succeeded: a failed build leaves the last good site
// online. Going live never leaves a moment without a site: the new build is served from the folder it was
// built in while it is hard-linked into SITE_DIST (no page is copied), and no folder is moved or deleted
// while a request is still reading it (renaming site/dist away and the new build into its place left a gap
// in which requests failed). The folders no request reads any more are removed off the critical path.
// A build after a job change renders only the changed jobs' pages and keeps the others (job-pages.ts).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  SITE_BUILD_ENV,
  SITE_BUILD_INPUT,
  SITE_OUTPUT,
  SITE_OUT_DIR_OPTION,
} from '@crestline/contracts/site-build';
import type { Logger } from '../../logger';
import { waitForCms, type CmsWait } from './cms-ready';
import { completeJobPages, linkTree, planJobPages, type JobPagesPlan } from './job-pages';

export interface BuildOptions {
  distDir: string;
  command: string;
  cmsUrl: string | undefined;
  /** How long a build waits for the CMS to answer before it starts (CMS_WAIT_MS; cms-ready.ts). */
  cmsWait?: CmsWait;
  cwd: string;
  logger: Logger;
  /** Extra environment of one build, prepared just before it runs (the active jobs' snapshot). */
  prepare?: () => Promise<Record<string, string>>;
  /** The active jobs' snapshot prepare() writes (JOBS_SOURCE): what the job pages are planned from. */
  jobsSnapshot?: string;
  /**
   * Serves the build in `dir` from now on; resolves once no request is reading the previous folder
   * (StaticSite.serveFrom).
   */
  serveFrom(dir: string): Promise<void>;
}

export type BuildOutcome =
  | { ok: true; ms: number; /** Job pages rendered; undefined: all. */ jobPages?: number }
  | { ok: false; ms: number; error: string };

/** Removes the folders of earlier builds a stopped process left to be removed (see the end of buildSite). */
async function removeLeftovers(distDir: string): Promise<void> {
  const prefix = `${path.basename(distDir)}.trash-`;
  const mine = `${prefix}${process.pid}-`;
  const names = await readdir(path.dirname(distDir)).catch(() => [] as string[]);
  for (const name of names) {
    if (name.startsWith(prefix) && !name.startsWith(mine)) {
      await rm(path.join(path.dirname(distDir), name), { recursive: true, force: true }).catch(
        () => undefined,
      );
    }
  }
}

/**
 * Builds the site into `<distDir>.next` and swaps it in; `signal` stops the build command. `jobsOnly`: only
 * jobs changed (no CMS content), so only the changed jobs' pages are rendered.
 */
export async function buildSite(
  options: BuildOptions,
  signal?: AbortSignal,
  jobsOnly = false,
): Promise<BuildOutcome> {
  if (options.cmsUrl && options.cmsWait) {
    await waitForCms(options.cmsUrl, options.cmsWait, options.logger, signal);
  }
  const started = Date.now();
  const next = `${options.distDir}.next`;
  await rm(next, { recursive: true, force: true });
  await removeLeftovers(options.distDir);
  const output: string[] = [];
  const extraEnv = options.prepare ? await options.prepare() : {};
  let plan: JobPagesPlan | undefined;
  if (options.jobsSnapshot && existsSync(options.jobsSnapshot)) {
    plan = await planJobPages(options.distDir, await readFile(options.jobsSnapshot), jobsOnly);
    if (plan.render) {
      const only = `${options.jobsSnapshot}${SITE_BUILD_INPUT.jobPagesSuffix}`;
      await writeFile(only, JSON.stringify(plan.render));
      extraEnv[SITE_BUILD_ENV.jobPages] = only;
    }
  }
  const code = await new Promise<number>((resolve) => {
    const child = spawn(`${options.command} ${SITE_OUT_DIR_OPTION} ${JSON.stringify(next)}`, {
      cwd: options.cwd,
      shell: true,
      // A production build whatever mode the API runs in: Astro keeps an inherited NODE_ENV (the
      // journeys run the API with NODE_ENV=test), which would bundle React's development build.
      env: {
        ...process.env,
        NODE_ENV: 'production',
        ...(options.cmsUrl ? { [SITE_BUILD_ENV.cmsUrl]: options.cmsUrl } : {}),
        ...extraEnv,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const stop = () => child.kill();
    signal?.addEventListener('abort', stop, { once: true });
    const keep = (b: Buffer) => {
      output.push(b.toString());
      if (output.length > 200) output.shift();
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('exit', (c) => {
      signal?.removeEventListener('abort', stop);
      resolve(c ?? 1);
    });
    child.on('error', () => resolve(1));
  });
  const ms = Date.now() - started;
  if (signal?.aborted) {
    // Stopped by a shutdown (the queue tries it again later): not a failure of the build itself.
    await rm(next, { recursive: true, force: true });
    options.logger.info({ ms }, 'site rebuild stopped by a shutdown; it is tried again');
    return { ok: false, ms, error: 'stopped by a shutdown' };
  }
  if (code !== 0 || !existsSync(path.join(next, SITE_OUTPUT.index))) {
    await rm(next, { recursive: true, force: true });
    const error = output.join('').split('\n').slice(-30).join('\n');
    options.logger.error({ ms, error }, 'site rebuild failed; the last good site stays online');
    return { ok: false, ms, error };
  }
  if (plan && !(await completeJobPages(options.distDir, next, plan))) {
    options.logger.info('the live site was built with other scripts and styles: every job page is rebuilt');
    return buildSite(options, signal, false);
  }
  const old = `${options.distDir}.old`;
  await rm(old, { recursive: true, force: true });
  await options.serveFrom(next);
  let moved = false;
  try {
    if (existsSync(options.distDir)) {
      await rename(options.distDir, old);
      moved = true;
    }
    // Hard links, not copies: the files of a build never change (job-pages.ts).
    await linkTree(next, options.distDir);
  } catch (err) {
    // E.g. a full disk: put the last good build back in place and serve it again.
    if (moved) {
      await rm(options.distDir, { recursive: true, force: true });
      await rename(old, options.distDir);
    }
    await options.serveFrom(options.distDir);
    await rm(next, { recursive: true, force: true });
    const error = (err as Error).message;
    options.logger.error(
      { ms, error },
      'could not put the new site in place; the last good site stays online',
    );
    return { ok: false, ms, error };
  }
  await options.serveFrom(options.distDir);
  // The two folders no request reads any more are removed after the build is reported live, while the
  // next build may already run (thousands of job pages take seconds to remove).
  const trash = `${options.distDir}.trash-${process.pid}-${Date.now()}`;
  await rename(next, trash);
  await rename(old, `${trash}-old`).catch(() => undefined);
  void Promise.all([trash, `${trash}-old`].map((dir) => rm(dir, { recursive: true, force: true }))).catch(
    (err: Error) => options.logger.warn({ err: err.message }, 'an earlier build was not removed'),
  );
  const jobPages = plan?.render?.length;
  options.logger.info({ ms, ...(jobPages === undefined ? {} : { jobPages }) }, 'site rebuilt and live');
  return { ok: true, ms, ...(jobPages === undefined ? {} : { jobPages }) };
}
