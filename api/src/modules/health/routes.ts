import { Router } from 'express';
import type { Database } from '../../db/client';

const version = Buffer.from(JSON.stringify({ name: 'crestline-api', version: '0.1.0', api: 'v1' }));

export function healthRoutes(database: Database): Router {
  const router = Router();
  // Static JSON: what the API is. Also the baseline of the load benchmark.
  router.get('/version', (_req, res) => {
    res.type('application/json').send(version);
  });
  router.get('/health', async (_req, res) => {
    const dbOk = await database.ping();
    res.status(dbOk ? 200 : 503).json({ status: dbOk ? 'ok' : 'degraded', db: dbOk ? 'ok' : 'down' });
  });
  return router;
}
