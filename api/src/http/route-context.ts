// What the route kit needs to mount routes (routes.ts, RouteContext), built once per app from the
// configuration: who may call a route (access.ts), the per-IP rate limits a route may name (counted in
// Redis when REDIS_URL is set, else in the database), the memory of admin lists (admin-lists-cache.ts) and
// the answers of retry-safe form POSTs (replays.ts).
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Logger } from '../logger';
import { createAdmit } from './access';
import { adminListsCache } from './admin-lists-cache';
import type { Auth } from './auth';
import { ipLimit } from './rate-limit';
import { connectRedis } from './redis';
import { requestReplays } from './replays-repository';
import type { RouteContext } from './routes';

const FIFTEEN_MINUTES = 15 * 60_000;

export function createRouteContext(deps: {
  config: Config;
  database: Database;
  auth: Auth;
  logger: Logger;
}): RouteContext & { close(): Promise<void> } {
  const { config, database, logger } = deps;
  const redis = config.redis
    ? connectRedis(config.redis.url, logger, config.redis.commandTimeoutMs)
    : undefined;
  const limitBackend = {
    db: database.db,
    redis,
    redisPrefix: config.redis?.prefix,
    onStoreError: (err: unknown) =>
      logger.warn(
        { err: (err as Error).message },
        'rate-limit counters unavailable; requests pass uncounted',
      ),
  };
  return {
    admit: createAdmit(deps.auth, config.rebuild.secret, { adminMfa: config.adminMfa }),
    cache: adminListsCache(database, config.adminListCacheSeconds),
    replays: requestReplays(database.db),
    limits: {
      publicPost: ipLimit(limitBackend, 'post', config.rateLimits.publicPosts, FIFTEEN_MINUTES),
      auth: ipLimit(limitBackend, 'auth', config.rateLimits.auth, FIFTEEN_MINUTES),
    },
    /** Closes the connection to Redis, if one was opened. */
    close: async () => {
      await redis?.close();
    },
  };
}
