// Rate limits whose counters are shared by every API instance: in Redis when REDIS_URL is set, otherwise in
// the database (rate-limit-repository.ts: fixed-window counting with one upsert). express-rate-limit does
// the HTTP side.
import { RedisStore, type RedisReply } from 'rate-limit-redis';
import { rateLimit, type Store, type Options, type IncrementResponse } from 'express-rate-limit';
import type { RequestHandler } from 'express';
import type { Db } from '../db/client';
import { t } from '@crestline/contracts';
import { sendError } from './errors';
import { requestLocale } from './locale';
import { DbRateLimitStore } from './rate-limit-repository';

export { clearHits, hit, hitsFor } from './rate-limit-repository';

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
 * of express-rate-limit's error on every request. A store whose start failed (Redis not reachable yet,
 * e.g. while the process was busy starting, or down) is started again before a later count, at most every
 * few seconds, so the limits hold again once it answers.
 */
function failOpen(store: Store, onError: ((err: unknown) => void) | undefined): Store {
  let lastTold = 0;
  const tell = (err: unknown) => {
    if (Date.now() - lastTold < 60_000) return;
    lastTold = Date.now();
    onError?.(err);
  };
  let windowMs = 60_000;
  let startOptions: Options | undefined;
  let startFailedAt: number | undefined;
  const start = async () => {
    startFailedAt = undefined;
    try {
      await store.init?.(startOptions!);
    } catch (err) {
      startFailedAt = Date.now();
      tell(err);
    }
  };
  return Object.assign(Object.create(Object.getPrototypeOf(store) as object) as Store, store, {
    init(options: Options) {
      windowMs = options.windowMs;
      startOptions = options;
      void start();
    },
    async increment(key: string): Promise<IncrementResponse> {
      if (startFailedAt !== undefined && Date.now() - startFailedAt > 2_000) await start();
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
