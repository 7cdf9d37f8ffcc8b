// Background jobs that run once per interval across every API process: each process polls, and runs a
// due job only after claiming its row in `scheduled_jobs` with a lease (an atomic UPDATE … RETURNING),
// so two processes never run the same job at once. A process that dies mid-run only delays the job until
// its lease runs out.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Logger } from '../logger';

export interface ScheduledJob {
  name: string;
  /** Time between two runs. */
  everyMs: number;
  /** Does the work; what it answers is kept as the job's last result. */
  run(): Promise<Record<string, unknown>>;
}

export interface Scheduler {
  start(): void;
  stop(): Promise<void>;
  /** Runs every due job this process can claim; answers the names it ran. */
  runDue(): Promise<string[]>;
}

export function createScheduler(options: {
  db: Db;
  jobs: ScheduledJob[];
  logger: Logger;
  pollMs?: number;
  leaseSeconds?: number;
}): Scheduler {
  const { db, jobs, logger } = options;
  const pollMs = options.pollMs ?? 60_000;
  const leaseSeconds = options.leaseSeconds ?? 1_800;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<string[]> | undefined;
  let stopped = false;

  async function claim(job: ScheduledJob): Promise<boolean> {
    await db.execute(
      sql`insert into scheduled_jobs (name) values (${job.name}) on conflict (name) do nothing`,
    );
    const claimed = (await db.execute(sql`
      update scheduled_jobs set locked_until = now() + make_interval(secs => ${leaseSeconds})
      where name = ${job.name} and next_run_at <= now() and (locked_until is null or locked_until < now())
      returning name`)) as unknown as { rows: unknown[] };
    return claimed.rows.length > 0;
  }

  async function runDue(): Promise<string[]> {
    const ran: string[] = [];
    for (const job of jobs) {
      if (stopped || !(await claim(job))) continue;
      let result: Record<string, unknown>;
      try {
        result = await job.run();
        logger.info({ job: job.name, result }, 'scheduled job ran');
      } catch (err) {
        result = { error: (err as Error).message };
        logger.error({ err, job: job.name }, 'scheduled job failed; it runs again at its next time');
      }
      await db.execute(sql`
        update scheduled_jobs set locked_until = null, last_run_at = now(), last_result = ${JSON.stringify(result)}::jsonb,
          next_run_at = now() + make_interval(secs => ${job.everyMs / 1000})
        where name = ${job.name}`);
      ran.push(job.name);
    }
    return ran;
  }

  const tick = async () => {
    try {
      running = runDue();
      await running;
    } catch (err) {
      logger.warn({ err: (err as Error).message }, 'scheduler could not check its jobs; trying again later');
    } finally {
      running = undefined;
      if (!stopped) timer = setTimeout(() => void tick(), pollMs).unref();
    }
  };

  return {
    start() {
      stopped = false;
      timer = setTimeout(() => void tick(), 1_000).unref();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => undefined);
    },
    runDue,
  };
}
