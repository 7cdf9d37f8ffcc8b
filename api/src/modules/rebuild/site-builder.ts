// Rebuilds the static site when the CMS publishes or unpublishes content, or an admin adds, edits or
// toggles a job (the prebuilt job pages and /career list the active jobs). Publishes arriving within the
// debounce window cause one build; a build that is running is never interrupted (a publish during it
// schedules one more build afterwards); the new site goes live only when the build succeeded, so a
// failed build leaves the last good site online. Going live never leaves a moment without a site: the
// new build is served from the folder it was built in while it is copied to SITE_DIST, and no folder is
// moved or deleted while a request is still reading it (renaming site/dist away and the new build into
// its place left a gap in which requests failed).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../../logger';
import { soloCoordination, type BuildCoordination } from './coordination';

export interface SiteBuilderOptions {
  distDir: string;
  command: string;
  cmsUrl: string | undefined;
  debounceMs: number;
  cwd: string;
  logger: Logger;
  /** Extra environment of one build, prepared just before it runs (the active jobs' snapshot). */
  prepare?: () => Promise<Record<string, string>>;
  /**
   * Serves the build in `dir` from now on; resolves once no request is reading the previous folder
   * (StaticSite.serveFrom).
   */
  serveFrom(dir: string): Promise<void>;
  /** How several API processes share builds (coordination.ts); one process builds alone by default. */
  coordination?: BuildCoordination;
}

export type BuildOutcome =
  | { ok: true; ms: number; /** Another process built (or is building) what was asked for. */ skipped?: true }
  | { ok: false; ms: number; error: string };

export function createSiteBuilder(o: SiteBuilderOptions) {
  const coordination = o.coordination ?? soloCoordination;
  const shared = coordination !== soloCoordination;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<BuildOutcome> | undefined;
  let pendingAfterRun = false;
  const outcomes: BuildOutcome[] = [];
  const waiters: ((o: BuildOutcome) => void)[] = [];

  async function build(): Promise<BuildOutcome> {
    const started = Date.now();
    const next = `${o.distDir}.next`;
    await rm(next, { recursive: true, force: true });
    const output: string[] = [];
    const extraEnv = o.prepare ? await o.prepare() : {};
    const code = await new Promise<number>((resolve) => {
      const child = spawn(`${o.command} --outDir ${JSON.stringify(next)}`, {
        cwd: o.cwd,
        shell: true,
        // A production build whatever mode the API runs in: Astro keeps an inherited NODE_ENV (the
        // journeys run the API with NODE_ENV=test), which would bundle React's development build.
        env: {
          ...process.env,
          NODE_ENV: 'production',
          ...(o.cmsUrl ? { CMS_URL: o.cmsUrl } : {}),
          ...extraEnv,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const keep = (b: Buffer) => {
        output.push(b.toString());
        if (output.length > 200) output.shift();
      };
      child.stdout.on('data', keep);
      child.stderr.on('data', keep);
      child.on('exit', (c) => resolve(c ?? 1));
      child.on('error', () => resolve(1));
    });
    const ms = Date.now() - started;
    if (code !== 0 || !existsSync(path.join(next, 'index.html'))) {
      await rm(next, { recursive: true, force: true });
      const error = output.join('').split('\n').slice(-30).join('\n');
      o.logger.error({ ms, error }, 'site rebuild failed; the last good site stays online');
      return { ok: false, ms, error };
    }
    const old = `${o.distDir}.old`;
    await o.serveFrom(next);
    let moved = false;
    try {
      await rm(old, { recursive: true, force: true });
      if (existsSync(o.distDir)) {
        await rename(o.distDir, old);
        moved = true;
      }
      await cp(next, o.distDir, { recursive: true });
    } catch (err) {
      // E.g. a full disk: put the last good build back in place and serve it again.
      if (moved) {
        await rm(o.distDir, { recursive: true, force: true });
        await rename(old, o.distDir);
      }
      await o.serveFrom(o.distDir);
      await rm(next, { recursive: true, force: true });
      const error = (err as Error).message;
      o.logger.error({ ms, error }, 'could not put the new site in place; the last good site stays online');
      return { ok: false, ms, error };
    }
    await o.serveFrom(o.distDir);
    await rm(next, { recursive: true, force: true });
    await rm(old, { recursive: true, force: true });
    o.logger.info({ ms }, 'site rebuilt and live');
    return { ok: true, ms };
  }

  function run() {
    timer = undefined;
    if (running) {
      pendingAfterRun = true;
      return;
    }
    running = (async (): Promise<BuildOutcome> => {
      const covered = await coordination.claim();
      if (!covered) return { ok: true, ms: 0, skipped: true };
      const outcome = await build().catch((err: Error): BuildOutcome => ({
        ok: false,
        ms: 0,
        error: err.message,
      }));
      await coordination.finish(covered, outcome.ok);
      // Another process may have been asked for a build while this one ran (and skipped): look again.
      if (shared && outcome.ok) pendingAfterRun = true;
      return outcome;
    })()
      .catch((err: Error): BuildOutcome => ({ ok: false, ms: 0, error: err.message }))
      .then((outcome) => {
        running = undefined;
        // A skip is not a build: whoever waits for the next build keeps waiting for a real one.
        if (!('skipped' in outcome)) {
          outcomes.push(outcome);
          for (const w of waiters.splice(0)) w(outcome);
        }
        if (pendingAfterRun) {
          pendingAfterRun = false;
          schedule();
        }
        return outcome;
      });
  }

  function schedule() {
    clearTimeout(timer);
    timer = setTimeout(run, o.debounceMs);
  }

  return {
    /** Asks for a rebuild; several requests within the debounce window make one build. */
    request() {
      coordination
        .requested()
        .catch((err: Error) => o.logger.warn({ err: err.message }, 'rebuild request not shared'));
      schedule();
    },
    /** Resolves with the outcome of the next build that finishes. */
    nextOutcome: () => new Promise<BuildOutcome>((r) => waiters.push(r)),
    get busy() {
      return Boolean(running) || Boolean(timer);
    },
    outcomes,
    async stop() {
      clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}

export type SiteBuilder = ReturnType<typeof createSiteBuilder>;
