// What a kind of background job is: its name (the pg-boss queue), the type of its data, and how the queue
// treats it (retries, one at a time, a schedule). A module declares its kinds and answers a worker for
// each in its assembly's `workers`. See docs/api.md#background-jobs.

export interface JobKind<Data extends object> {
  /**
   * The queue's name: lower-case words joined by '-' ('mail-delivery', 'resume-text-backfill'); the
   * constant declaring the kind is the same words in camelCase (`mailDelivery`, `resumeTextBackfill`).
   */
  readonly name: string;
  /**
   * Tries after the first failure: the first waits delaySeconds, each further one twice as long, at
   * most maxDelaySeconds (pg-boss adds up to as much again as jitter). None by default.
   */
  readonly retry?: { limit: number; delaySeconds: number; maxDelaySeconds?: number };
  /** At most one job runs and one waits, across all processes (pg-boss's `stately` policy). */
  readonly oneAtATime?: boolean;
  /** Seconds a job may run before it counts as failed (its process died): it is then retried. Default 15 min. */
  readonly expireInSeconds?: number;
  /** The kind whose worker takes a job of this kind that failed for good (out of retries, or expired). */
  readonly deadLetter?: JobKind<Data>;
  /**
   * Sent on this cron schedule (UTC) and when a process starts, but at most once per period (whole
   * multiples of periodSeconds since 1970, e.g. 86400 for UTC days), however many processes run.
   */
  readonly schedule?: { cron: string; periodSeconds: number };
  /** Never set: carries the type of the job's data. */
  readonly data?: Data;
}

/** Declares a kind of background job; `Data` is what a job carries: ids, never personal data. */
export function jobKind<Data extends object = Record<string, never>>(
  name: string,
  options: Omit<JobKind<Data>, 'name' | 'data'> = {},
): JobKind<Data> {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name)) throw new Error(`Invalid job kind name ${name}`);
  return { name, ...options };
}
