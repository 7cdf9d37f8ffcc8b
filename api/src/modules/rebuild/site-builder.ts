// Rebuilds the static site when the CMS publishes or unpublishes content, or an admin adds, edits or
// toggles a job (the prebuilt job pages and /career list the active jobs). A build is a `site-build` job
// on the background queue, one at a time across every API process sharing the site (the production
// volume behind nginx): requests within the debounce window make one build, a request during a build
// makes one more afterwards, and a build is never interrupted by a request. Once a build is live the
// other processes are told to serve it (NOTIFY site_rebuilt). How one build runs: build.ts.
// A request says what changed: 'jobs' (an admin's job change: only the changed jobs' pages are rendered,
// job-pages.ts) or 'all' (the CMS). The waiting build carries the union of what its requests asked for:
// one 'all' request makes it a full build, whatever jobs-only requests come after it.
import { sql } from 'drizzle-orm';
import { jobKind, type BackgroundQueue } from '../../background';
import type { Database } from '../../db/client';
import { buildSite, type BuildOptions, type BuildOutcome } from './build';

export type { BuildOutcome } from './build';

export const SITE_REBUILT_CHANNEL = 'site_rebuilt';

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
  queue: BackgroundQueue;
  database: Pick<Database, 'db' | 'subscribe'>;
  debounceMs: number;
  /** Called when another process has put a new site in place. */
  onBuiltElsewhere(): void;
  /** Told the outcome of every build this process runs to its end (the operators' metrics). */
  onOutcome?(outcome: BuildOutcome): void;
}

export function createSiteBuilder(o: SiteBuilderOptions) {
  const { queue, database } = o;
  const outcomes: BuildOutcome[] = [];
  const waiters: ((o: BuildOutcome) => void)[] = [];
  const wakeTimers = new Set<NodeJS.Timeout>();
  let running: Promise<BuildOutcome> | undefined;
  // This process's own notifications are ignored: it serves the new site already.
  const me = `${process.pid}-${Math.random().toString(36).slice(2)}`;

  queue.work(
    siteBuild,
    async (data, job) => {
      running = buildSite(o, job.signal, data?.jobsOnly === true).catch((err: Error): BuildOutcome => {
        o.logger.error(
          { err: err.message },
          'site rebuild failed before it ran; the last good site stays online',
        );
        return { ok: false, ms: 0, error: err.message };
      });
      const outcome = await running.finally(() => (running = undefined));
      if (job.signal.aborted) throw new Error('site build cut short by a shutdown; it is tried again');
      outcomes.push(outcome);
      o.onOutcome?.(outcome);
      for (const w of waiters.splice(0)) w(outcome);
      if (outcome.ok) await database.db.execute(sql`select pg_notify(${SITE_REBUILT_CHANNEL}, ${me})`);
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
      if (from !== me) o.onBuiltElsewhere();
    })
    .catch((err: Error) => o.logger.warn({ err: err.message }, 'cannot hear of builds by other processes'));

  return {
    /**
     * Asks for a rebuild of what changed; several requests within the debounce window make one build,
     * a full one when any of them asked for it.
     */
    request(scope: RebuildScope = 'all') {
      database.db
        .transaction(async (tx) => {
          // One request at a time reads and replaces the waiting build, across processes.
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext('site-build-request'))`);
          const waiting = await tx.execute(
            sql`select data from pgboss.job
                where name = ${siteBuild.name} and singleton_key = 'site' and state = 'created'`,
          );
          const rows = (waiting as unknown as { rows: { data: SiteBuildData | null }[] }).rows;
          const jobsOnly = scope === 'jobs' && rows.every((row) => row.data?.jobsOnly === true);
          await queue.send(siteBuild, jobsOnly ? { jobsOnly } : {}, {
            tx,
            afterSeconds: o.debounceMs / 1000,
            replacing: 'site',
          });
        })
        .then(() => {
          // The job is due debounceMs after it was written; wake this process's worker then rather than
          // at its next poll.
          const timer = setTimeout(() => {
            wakeTimers.delete(timer);
            queue.wake(siteBuild);
          }, o.debounceMs + 20);
          timer.unref();
          wakeTimers.add(timer);
        })
        .catch((err: Error) => o.logger.warn({ err: err.message }, 'rebuild request not queued'));
    },
    /** Resolves with the outcome of the next build this process finishes. */
    nextOutcome: () => new Promise<BuildOutcome>((r) => waiters.push(r)),
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
