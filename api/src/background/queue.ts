// The one job queue for all background work of the API (docs/architecture.md#background-work): pg-boss,
// keeping its jobs in the API's own database (schema `pgboss`), PGlite in-process or PostgreSQL. A job
// sent inside a transaction exists exactly when that transaction commits; every API process may work
// the queue (jobs are claimed under FOR UPDATE SKIP LOCKED); LISTEN/NOTIFY wakes workers when a job is
// sent, and they poll only as a slow fallback.
import { PgBoss, fromPglite, type ConstructorOptions, type Queue } from 'pg-boss';
import type { Database, DbOrTx } from '../db/client';
import { jobQueueConnection } from '../db/job-queue';
import type { Logger } from '../logger';
import type { JobKind } from './job-kind';

/** What a handler learns about the job it runs besides its data. */
export interface JobContext {
  id: string;
  /** 0 on the first try, then how many tries came before this one. */
  retryCount: number;
  /** Aborted when the process stops before the job is done. */
  signal: AbortSignal;
}

/**
 * Does one job. What it answers is kept with the job for a day (no personal data); throwing fails the
 * try, which the kind's retry settings may repeat. Only the error's message is kept, never its fields.
 */
export type JobHandler<Data> = (data: Data, job: JobContext) => Promise<Record<string, unknown> | void>;

export interface WorkOptions {
  /** Jobs of this kind run at once in this process. Default 1. */
  concurrency?: number;
  /** Seconds between two looks for due jobs when no wake-up came. Default 30 (5 without LISTEN/NOTIFY). */
  pollSeconds?: number;
}

/**
 * A kind of job with the handler this process runs its jobs with: what a module's assembly answers in
 * `workers`, and what the queue is given, all at once, before it starts (`register`).
 */
export interface Worker<Data extends object = object> {
  kind: JobKind<Data>;
  handler: JobHandler<Data>;
  options?: WorkOptions;
}

/** A worker of `kind` (typed: the handler takes the kind's data). */
export function worker<Data extends object>(
  kind: JobKind<Data>,
  handler: JobHandler<Data>,
  options?: WorkOptions,
): Worker {
  return { kind, handler, ...(options && { options }) } as unknown as Worker;
}

/** A job the queue holds, as `find` answers it. */
export interface HeldJob<Data> {
  id: string;
  data: Data | null;
  /** pg-boss's state: created (waiting), retry, active, completed, cancelled, failed. */
  state: string;
}

export interface SendOptions {
  /** Writes the job through this transaction (or database): it exists exactly when that commits. */
  tx?: DbOrTx;
  /** The job's id (a uuid): a send with the id of a job the queue still holds adds nothing. */
  id?: string;
  /** The job waits this many seconds (fractions allowed) before it may start. */
  afterSeconds?: number;
  /**
   * One waiting job per key: a send while a job with this key waits moves that job's start to
   * afterSeconds from now instead of adding another (a trailing debounce).
   */
  replacing?: string;
}

export interface BackgroundQueue {
  /** Gives kinds their handlers in this process (the workers every module answers); before start(). */
  register(workers: readonly Worker[]): void;
  /** Queues a job of this kind; answers its id, or null when the kind's policy dropped it. */
  send<Data extends object>(kind: JobKind<Data>, data: Data, options?: SendOptions): Promise<string | null>;
  /**
   * The jobs of this kind the queue holds, oldest first (pg-boss's findJobs): those sent with the key
   * `replacing` names, read through `tx` when given (so within the caller's transaction).
   */
  find<Data extends object>(
    kind: JobKind<Data>,
    options?: { key?: string; tx?: DbOrTx },
  ): Promise<HeldJob<Data>[]>;
  /** Makes this process's workers of the kind look for due jobs now. */
  wake(kind: JobKind<object>): void;
  /** Installs or migrates pg-boss's tables, creates the kinds' queues and schedules, starts the workers. */
  start(): Promise<void>;
  /** Stops taking jobs; waits up to timeoutMs for jobs in flight, then fails them so they are retried. */
  stop(timeoutMs?: number): Promise<void>;
  readonly started: boolean;
  /** pg-boss itself, for tests and operators (job lists, schedules); throws before start(). */
  readonly boss: PgBoss;
}

export interface BackgroundQueueOptions {
  database: Pick<Database, 'kind' | 'pglite' | 'url'>;
  logger: Logger;
  /** Wake workers through LISTEN/NOTIFY when a job is sent (default); without it they only poll. */
  listen?: boolean;
}

const DAY = 86_400;

/** The queues started in this process, newest last (one in production; tests may start several). */
const running: BackgroundQueue[] = [];

/**
 * Queues a job through the queue this process started. The job is written through `tx` (the caller's
 * transaction or database) when given, so it lands in the caller's database and commits with it.
 */
export function sendJob<Data extends object>(
  kind: JobKind<Data>,
  data: Data,
  options: SendOptions = {},
): Promise<string | null> {
  const queue = running.at(-1);
  if (!queue) throw new Error(`No background queue is running to send a ${kind.name} job`);
  return queue.send(kind, data, options);
}

export function createBackgroundQueue(options: BackgroundQueueOptions): BackgroundQueue {
  const { database } = options;
  const listen = options.listen ?? true;
  const log = options.logger.child({ module: 'background' });
  const workers = new Map<
    string,
    { kind: JobKind<object>; handler: JobHandler<object>; options: WorkOptions }
  >();
  let boss: PgBoss | undefined;
  let startedAt: Promise<void> | undefined;
  let stopped = false;

  function connection(): ConstructorOptions {
    if (database.kind === 'pglite') {
      if (!database.pglite) throw new Error('The PGlite database has no client for the job queue');
      return { backend: 'pglite', db: fromPglite(database.pglite) };
    }
    if (!database.url) throw new Error('The PostgreSQL database has no connection string for the job queue');
    // A small pool of its own: fetching and settling jobs are short queries; the work itself uses the API's pool.
    return { connectionString: database.url, max: 3, application_name: 'crestline-api-queue' };
  }

  function queueOptions(kind: JobKind<object>): Omit<Queue, 'name'> {
    const period = kind.schedule?.periodSeconds ?? 0;
    return {
      policy: kind.oneAtATime ? 'stately' : 'standard',
      notify: true,
      retryLimit: kind.retry?.limit ?? 0,
      retryDelay: kind.retry?.delaySeconds ?? 0,
      retryBackoff: Boolean(kind.retry),
      ...(kind.retry?.maxDelaySeconds ? { retryDelayMax: kind.retry.maxDelaySeconds } : {}),
      expireInSeconds: kind.expireInSeconds ?? 15 * 60,
      // Finished jobs are kept a day for operators (a scheduled kind's for its whole period, which is
      // what holds it to one job per period); waiting ones give up after a week.
      deleteAfterSeconds: Math.max(DAY, period),
      retentionSeconds: 7 * DAY,
      ...(kind.deadLetter ? { deadLetter: kind.deadLetter.name } : {}),
    };
  }

  /** Every kind with a worker, each after its dead-letter kind (which must exist first). */
  function allKinds(): JobKind<object>[] {
    const kinds = new Map<string, JobKind<object>>();
    const add = (kind: JobKind<object>) => {
      if (kind.deadLetter) add(kind.deadLetter);
      kinds.set(kind.name, kind);
    };
    for (const { kind } of workers.values()) add(kind);
    return [...kinds.values()];
  }

  async function startBoss(): Promise<void> {
    const b = new PgBoss({
      ...connection(),
      useListenNotify: listen,
      instanceName: 'api',
      // Finished jobs are deleted hourly (after their deleteAfterSeconds); no flows are used.
      maintenanceIntervalSeconds: 3_600,
      flowIntervalSeconds: 60,
    });
    b.on('error', (err) => log.warn({ err: err.message }, 'job queue error; it keeps trying'));
    b.on('warning', (w) => log.warn({ warning: w.message, data: w.data }, 'job queue warning'));
    boss = b;
    await b.start();
    for (const kind of allKinds()) {
      const { policy: _policy, deadLetter: _deadLetter, ...changeable } = queueOptions(kind);
      await b.createQueue(kind.name, queueOptions(kind));
      // A queue created by an earlier version keeps its policy; the rest follows the code.
      await b.updateQueue(kind.name, changeable);
    }
    for (const { kind, handler, options } of workers.values()) {
      await b.work<object>(
        kind.name,
        {
          localConcurrency: options.concurrency ?? 1,
          notifyPollingIntervalSeconds: options.pollSeconds ?? 30,
          pollingIntervalSeconds: Math.min(options.pollSeconds ?? 5, 5),
        },
        async ([job]) => {
          if (!job) return undefined;
          try {
            return (await handler(job.data, job)) ?? undefined;
          } catch (err) {
            const message = (err as Error)?.message ?? String(err);
            log.warn(
              { job: kind.name, jobId: job.id, retryCount: job.retryCount, err: message },
              'job failed',
            );
            // pg-boss keeps what is thrown (fields and cause included) in its job row: only the message goes.
            // eslint-disable-next-line preserve-caught-error
            throw new Error(message);
          } finally {
            // More may be waiting (a burst sent in one transaction wakes the workers once): look again at
            // once rather than after the poll interval; a look that finds nothing ends the burst.
            queue.wake(kind);
          }
        },
      );
    }
    for (const kind of allKinds()) {
      if (!kind.schedule) continue;
      const once = { singletonKey: 'scheduled', singletonSeconds: kind.schedule.periodSeconds };
      await b.schedule(kind.name, kind.schedule.cron, null, once);
      // A process that starts in a period nobody has run the job in yet runs it now.
      await b.send(kind.name, null, once);
    }
  }

  const queue: BackgroundQueue = {
    register(given) {
      for (const { kind, handler, options = {} } of given) {
        if (startedAt) throw new Error(`Give ${kind.name} its worker before the queue starts`);
        if (workers.has(kind.name)) throw new Error(`${kind.name} has a worker already`);
        workers.set(kind.name, { kind, handler, options });
      }
    },
    async send(kind, data, options = {}) {
      if (!startedAt) throw new Error(`The background queue is not started; cannot send ${kind.name}`);
      await startedAt;
      const b = queue.boss;
      const db = options.tx ? jobQueueConnection(options.tx) : undefined;
      if (options.replacing) {
        const { jobs } = await b.upsert(kind.name, data, {
          singletonKey: options.replacing,
          startAfter: options.afterSeconds ?? 0,
          ...(db ? { db } : {}),
        });
        return jobs[0] ?? null;
      }
      return b.send(kind.name, data, {
        ...(options.id ? { id: options.id } : {}),
        ...(options.afterSeconds ? { startAfter: options.afterSeconds } : {}),
        ...(db ? { db } : {}),
      });
    },
    async find<Data extends object>(kind: JobKind<Data>, options: { key?: string; tx?: DbOrTx } = {}) {
      const jobs = await queue.boss.findJobs<Data>(kind.name, {
        ...(options.key !== undefined && { key: options.key }),
        ...(options.tx && { db: jobQueueConnection(options.tx) }),
      });
      return jobs.map(({ id, data, state }) => ({ id, data, state }));
    },
    wake(kind) {
      if (!boss || stopped) return;
      for (const wip of boss.getWipData()) if (wip.name === kind.name) boss.notifyWorker(wip.id);
    },
    async start() {
      if (startedAt) return startedAt;
      startedAt = startBoss();
      try {
        await startedAt;
      } catch (err) {
        startedAt = undefined;
        await boss?.stop({ graceful: false }).catch(() => undefined);
        boss = undefined;
        throw err;
      }
      running.push(queue);
      log.info({ db: database.kind, kinds: allKinds().map((k) => k.name) }, 'background queue started');
    },
    async stop(timeoutMs = 10_000) {
      stopped = true;
      const i = running.indexOf(queue);
      if (i >= 0) running.splice(i, 1);
      await startedAt?.catch(() => undefined);
      await boss?.stop({ graceful: true, timeout: timeoutMs });
    },
    get started() {
      return Boolean(boss) && !stopped;
    },
    get boss() {
      if (!boss) throw new Error('The background queue is not started');
      return boss;
    },
  };
  return queue;
}
