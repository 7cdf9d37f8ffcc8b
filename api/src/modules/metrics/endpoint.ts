// GET /metrics: this process's metrics in Prometheus's text format, for the bearer of METRICS_TOKEN only
// (401 otherwise; without a token configured the path does not exist). What is read from the database
// (the outbox) and the pool is measured at the scrape, so the answer is never older than the request.
import { createHash, timingSafeEqual } from 'node:crypto';
import { Router } from 'express';
import { unauthorized } from '../../http/errors';
import type { Logger } from '../../logger';
import type { Instruments } from './instruments';

export const METRICS_PATH = '/metrics';

export interface ScrapeSources {
  /** The outbox's backlog, read from the database. */
  outbox(): Promise<{ pending: number; failed: number; oldestPendingAgeSeconds: number }>;
  /** The request pool's connections (PostgreSQL); absent on PGlite, whose pool gauges stay unset. */
  pool?(): { total: number; idle: number; waiting: number; max: number };
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether the request carries `Authorization: Bearer <token>`; compared in constant time. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1];
  // Digests have one length whatever was sent, so the comparison takes as long for any guess.
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

export function metricsEndpoint(options: {
  token: string;
  instruments: Instruments;
  sources: ScrapeSources;
  logger: Logger;
}): Router {
  const { instruments: m, sources } = options;
  const refresh = async () => {
    const pool = sources.pool?.();
    if (pool && m.pool) {
      m.pool.total.set(pool.total);
      m.pool.idle.set(pool.idle);
      m.pool.waiting.set(pool.waiting);
      m.pool.max.set(pool.max);
    }
    try {
      const backlog = await sources.outbox();
      m.outboxPending.set(backlog.pending);
      m.outboxFailed.set(backlog.failed);
      m.outboxOldestAge.set(backlog.oldestPendingAgeSeconds);
    } catch (err) {
      // The database does not answer: the outbox series read NaN (unknown) in this scrape, never stale.
      for (const gauge of [m.outboxPending, m.outboxFailed, m.outboxOldestAge]) gauge.set(NaN);
      options.logger.warn({ err: (err as Error).message }, 'metrics: the outbox could not be read');
    }
  };
  const router = Router();
  router.get(METRICS_PATH, async (req, res, next) => {
    if (!bearerMatches(req.get('authorization'), options.token)) {
      res.setHeader('WWW-Authenticate', 'Bearer');
      next(unauthorized('api.metricsTokenInvalid'));
      return;
    }
    await refresh();
    res.setHeader('Cache-Control', 'no-store');
    res.type(m.registry.contentType).send(await m.registry.metrics());
  });
  return router;
}
