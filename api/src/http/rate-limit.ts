// Rate limits whose counters are shared by every API instance: in Redis when REDIS_URL is set, otherwise in
// the database.
// express-rate-limit does the HTTP side; this store does fixed-window counting with one upsert.
import { RedisStore, type RedisReply } from 'rate-limit-redis';
import { rateLimit, type Store, type Options, type IncrementResponse } from 'express-rate-limit';
import type { RequestHandler } from 'express';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { t } from '@crestline/contracts';
import { sendError } from './errors';
import { requestLocale } from './locale';

/** Rows of a raw query; PGlite's and node-postgres' results both carry `rows`. */
async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

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

/** Where per-IP counters live: Redis when REDIS_URL is set (shared, fast), else the database. */
export interface LimitBackend {
  db: Db;
  redis?: { sendCommand(args: string[]): Promise<unknown> } | undefined;
  /** Key prefix in Redis, so several deployments can share one server. */
  redisPrefix?: string | undefined;
  /** Told (at most once a minute) when the counters cannot be reached and requests pass uncounted. */
  onStoreError?: ((err: unknown) => void) | undefined;
}

/**
 * The store, but a failing count lets the request through uncounted (one quiet warning a minute) instead
 * of express-rate-limit's error on every request.
 */
function failOpen(store: Store, onError: ((err: unknown) => void) | undefined): Store {
  let lastTold = 0;
  const tell = (err: unknown) => {
    if (Date.now() - lastTold < 60_000) return;
    lastTold = Date.now();
    onError?.(err);
  };
  let windowMs = 60_000;
  return Object.assign(Object.create(Object.getPrototypeOf(store) as object) as Store, store, {
    init(options: Options) {
      windowMs = options.windowMs;
      try {
        const started = store.init?.(options) as unknown;
        if (started instanceof Promise) started.catch(tell);
      } catch (err) {
        tell(err);
      }
    },
    async increment(key: string): Promise<IncrementResponse> {
      try {
        return await store.increment(key);
      } catch (err) {
        tell(err);
        return { totalHits: 1, resetTime: new Date(Date.now() + windowMs) };
      }
    },
    async decrement(key: string) {
      await Promise.resolve(store.decrement(key)).catch(tell);
    },
    async resetKey(key: string) {
      await Promise.resolve(store.resetKey(key)).catch(tell);
    },
  });
}

export function ipLimit(
  backend: LimitBackend,
  name: string,
  limit: number,
  windowMs: number,
): RequestHandler {
  const { db, redis } = backend;
  return rateLimit({
    windowMs,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    store: failOpen(
      redis
        ? new RedisStore({
            prefix: `${backend.redisPrefix ?? 'crestline:'}rl:ip:${name}:`,
            sendCommand: (...args: string[]) => redis.sendCommand(args) as Promise<RedisReply>,
          })
        : new DbRateLimitStore(db, `ip:${name}`),
      backend.onStoreError,
    ),
    // If the counter store cannot be reached, serve the request rather than refuse everyone.
    passOnStoreError: true,
    validate: { singleCount: false },
    handler: (req, res) => sendError(res, 429, 'RATE_LIMITED', t(requestLocale(req), 'api.rateLimited')),
  });
}
