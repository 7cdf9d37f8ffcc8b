// The audit module assembled: the trail's routes (GET /audit and its CSV export).
import type { Db } from '../../db/client';
import { auditRoutes } from './routes';
import { auditService } from './service';

export function auditModule(deps: { db: Db }) {
  return { routes: auditRoutes(auditService(deps.db)) };
}
