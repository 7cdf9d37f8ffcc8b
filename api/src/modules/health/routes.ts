import { Router } from 'express';
import type { Database } from '../../db/client';

export function healthRoutes(database: Database): Router {
  const router = Router();
  router.get('/health', async (_req, res) => {
    const dbOk = await database.ping();
    res.status(dbOk ? 200 : 503).json({ status: dbOk ? 'ok' : 'degraded', db: dbOk ? 'ok' : 'down' });
  });
  return router;
}
