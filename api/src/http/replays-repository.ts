// The answers of retry-safe form POSTs (request_replays), kept for the front door's retries (replays.ts).
import { sql } from 'drizzle-orm';
import { queryRows as rows, type Db, type DbOrTx } from '../db/client';

/** How long a request's answer is kept for its retries. */
export const REPLAY_KEEP_MINUTES = 10;

/** What a claim found: the first attempt (run it), an earlier answer, or an attempt still running. */
export type Claim =
  { first: true } | { first: false; status: number; body: string } | { first: false; busy: true };

export function requestReplays(db: Db) {
  let sweptAt = 0;
  return {
    /** Claims `key` for this attempt, or says what an earlier attempt of the same request left. */
    async claim(key: string): Promise<Claim> {
      if (Date.now() - sweptAt > 60_000) {
        sweptAt = Date.now();
        await db.execute(
          sql`delete from request_replays where created_at < now() - make_interval(mins => ${REPLAY_KEEP_MINUTES})`,
        );
      }
      const claimed = await rows<{ key: string }>(
        db,
        sql`insert into request_replays (key) values (${key}) on conflict (key) do nothing returning key`,
      );
      if (claimed.length) return { first: true };
      const [earlier] = await rows<{ status: number | null; body: string | null }>(
        db,
        sql`select status, body from request_replays where key = ${key}`,
      );
      // Deleted in between (released after a server error): this attempt may run after all.
      if (!earlier) return this.claim(key);
      if (earlier.status === null) return { first: false, busy: true };
      return { first: false, status: Number(earlier.status), body: earlier.body ?? '' };
    },
    /** Keeps the answer of the attempt that claimed `key`, for its retries. */
    async complete(key: string, status: number, body: string): Promise<void> {
      await db.execute(sql`update request_replays set status = ${status}, body = ${body} where key = ${key}`);
    },
    /** Lets a retry run again: the attempt failed without a lasting effect (an error answer). */
    async release(key: string): Promise<void> {
      await db.execute(sql`delete from request_replays where key = ${key} and status is null`);
    },
  };
}

export type RequestReplays = ReturnType<typeof requestReplays>;

/**
 * Drops the kept answers that hold `email` (an erasure: a form's answer repeats what was sent, for the ten
 * minutes it is kept).
 */
export async function eraseReplaysHolding(db: DbOrTx, email: string): Promise<number> {
  const gone = await rows<{ key: string }>(
    db,
    sql`delete from request_replays where strpos(lower(body), ${email.toLowerCase()}) > 0 returning key`,
  );
  return gone.length;
}
