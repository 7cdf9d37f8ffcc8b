// The rate limits' counters in the database (rate_limits): fixed windows counted with one upsert, for
// express-rate-limit's per-IP limits (rate-limit.ts) and the per-account counts of sign-in failures.
import { sql } from 'drizzle-orm';
import type { Store, Options, IncrementResponse } from 'express-rate-limit';
import { queryRows as rows, type Db } from '../db/client';

export class DbRateLimitStore implements Store {
  windowMs = 60_000;
  prefix: string;
  constructor(
    private readonly db: Db,
    prefix: string,
  ) {
    this.prefix = prefix;
  }
  init(options: Options) {
    this.windowMs = options.windowMs;
  }
  async increment(key: string): Promise<IncrementResponse> {
    return hit(this.db, `${this.prefix}:${key}`, this.windowMs);
  }
  async decrement(key: string) {
    await this.db.execute(
      sql`update rate_limits set hits = greatest(hits - 1, 0) where key = ${`${this.prefix}:${key}`}`,
    );
  }
  async resetKey(key: string) {
    await this.db.execute(sql`delete from rate_limits where key = ${`${this.prefix}:${key}`}`);
  }
}

/** Counts one hit in a fixed window and returns the count and the window's end. */
export async function hit(db: Db, key: string, windowMs: number): Promise<IncrementResponse> {
  const resetAt = new Date(Date.now() + windowMs);
  const result = await rows<{ hits: number; reset_at: string | Date }>(
    db,
    sql`
    insert into rate_limits (key, hits, reset_at) values (${key}, 1, ${resetAt.toISOString()})
    on conflict (key) do update set
      hits = case when rate_limits.reset_at <= now() then 1 else rate_limits.hits + 1 end,
      reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
    returning hits, reset_at`,
  );
  const row = result[0]!;
  return { totalHits: Number(row.hits), resetTime: new Date(row.reset_at) };
}

export async function hitsFor(db: Db, key: string): Promise<number> {
  const result = await rows<{ hits: number }>(
    db,
    sql`select hits from rate_limits where key = ${key} and reset_at > now()`,
  );
  return Number(result[0]?.hits ?? 0);
}

export async function clearHits(db: Db, key: string) {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}
