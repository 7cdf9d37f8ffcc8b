// Rebuilds the static site when the CMS publishes or unpublishes content, or an admin adds, edits or
// toggles a job (the prebuilt job pages and /career list the active jobs). A build is a `site-build` job
// on the background queue, one at a time across every API process sharing the site (the production
// volume behind nginx): requests within the debounce window make one build, a request during a build
// makes one more afterwards, and a build is never interrupted by a request. Once a build is live the
// other processes are told to serve it (NOTIFY site_rebuilt). How one build runs: build.ts.
// A request says what changed: 'jobs' (an admin's job change: only the changed jobs' pages are rendered,
// job-pages.ts) or 'all' (the CMS). The waiting build carries the union of what its requests asked for:
// one 'all' request makes it a full build, whatever jobs-only requests come after it.
import { jobKind, worker, type BackgroundQueue } from '../../background';
import type { Database } from '../../db/client';
import { buildSite, type BuildOptions, type BuildOutcome } from './build';
import { SITE_REBUILT_CHANNEL, rebuildRepository } from './repository';

export type { BuildOutcome } from './build';

/** A build's data: `jobsOnly` when every request it stands for was a job change (absent: a full build). */
export interface SiteBuildData {
  jobsOnly?: boolean;
}

export type RebuildScope = 'jobs' | 'all';

export const siteBuild = jobKind<SiteBuildData>('site-build', {
  oneAtATime: true,
  // A build cut short by a shutdown is tried again, by whichever process is up; a failed build is not.
  retry: { limit: 2, delaySeconds: 5 },
  expireInSeconds: 30 * 60,
});

export interface SiteBuilderOptions extends BuildOptions {
  /** The queue builds are sent on (the site-build worker is in the builder's `workers`). */
  queue: Pick<BackgroundQueue, 'send' | 'find' | 'wake'>;
  database: Pick<Database, 'db' | 'subscribe'>;
  debounceMs: number;
  /** Called when another process has put a new site in place. */
  onBuiltElsewhere(): void;
  /** Told the outcome of every build this process runs to its end (the operators' metrics). */
  onOutcome?(outcome: BuildOutcome): void;
}

export function createSiteBuilder(options: SiteBuilderOptions) {
  const { queue, database, logger } = options;
  const outcomes: BuildOutcome[] = [];
  const waiters: ((outcome: BuildOutcome) => void)[] = [];
  const wakeTimers = new Set<NodeJS.Timeout>();
  let running: Promise<BuildOutcome> | undefined;
  // This process's own notifications are ignored: it serves the new site already.
  const me = `${process.pid}-${Math.random().toString(36).slice(2)}`;

  const build = worker(
    siteBuild,
    async (data, job) => {
      running = buildSite(options, job.signal, data?.jobsOnly === true).catch((err: Error): BuildOutcome => {
        logger.error(
          { err: err.message },
          'site rebuild failed before it ran; the last good site stays online',
        );
        return { ok: false, ms: 0, error: err.message };
      });
      const outcome = await running.finally(() => (running = undefined));
      if (job.signal.aborted) throw new Error('site build cut short by a shutdown; it is tried again');
      outcomes.push(outcome);
      options.onOutcome?.(outcome);
      for (const waiter of waiters.splice(0)) waiter(outcome);
      if (outcome.ok) await rebuildRepository(database.db).announceBuilt(me);
      return {
        ok: outcome.ok,
        ms: outcome.ms,
        ...(outcome.ok && outcome.jobPages !== undefined ? { jobPages: outcome.jobPages } : {}),
      };
    },
    // Builds asked for by another process are found by polling; this process wakes itself (request()).
    { pollSeconds: 5 },
  );
  database
    .subscribe(SITE_REBUILT_CHANNEL, (from) => {
      if (from !== me) options.onBuiltElsewhere();
    })
    .catch((err: Error) => logger.warn({ err: err.message }, 'cannot hear of builds by other processes'));

  return {
    /** The site-build worker, for the queue to register. */
    workers: [build],
    /**
     * Asks for a rebuild of what changed; several requests within the debounce window make one build,
     * a full one when any of them asked for it.
     */
    request(scope: RebuildScope = 'all') {
      database.db
        .transaction(async (tx) => {
          // One request at a time reads and replaces the waiting build, across processes.
          await rebuildRepository(tx).lockRequests();
          const held = await queue.find(siteBuild, { key: 'site', tx });
          const waiting = held.filter((job) => job.state === 'created');
          const jobsOnly = scope === 'jobs' && waiting.every((job) => job.data?.jobsOnly === true);
          await queue.send(siteBuild, jobsOnly ? { jobsOnly } : {}, {
            tx,
            afterSeconds: options.debounceMs / 1000,
            replacing: 'site',
          });
        })
        .then(() => {
          // The job is due debounceMs after it was written; wake this process's worker then rather than
          // at its next poll.
          const timer = setTimeout(() => {
            wakeTimers.delete(timer);
            queue.wake(siteBuild);
          }, options.debounceMs + 20);
          timer.unref();
          wakeTimers.add(timer);
        })
        .catch((err: Error) => logger.warn({ err: err.message }, 'rebuild request not queued'));
    },
    /** Resolves with the outcome of the next build this process finishes. */
    nextOutcome: () => new Promise<BuildOutcome>((resolve) => waiters.push(resolve)),
    outcomes,
    /** Waits for a build this process is running (the queue keeps the builds still asked for). */
    async stop() {
      for (const timer of wakeTimers) clearTimeout(timer);
      wakeTimers.clear();
      await running?.catch(() => undefined);
    },
  };
}

export type SiteBuilder = ReturnType<typeof createSiteBuilder>;
