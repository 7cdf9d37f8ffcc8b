// The dashboard module assembled: the admin home's summary (GET /admin/summary).
import type { Db } from '../../db/client';
import { dashboardRoutes } from './routes';
import { dashboardService } from './service';

export function dashboardModule(deps: { db: Db }) {
  return { routes: dashboardRoutes(dashboardService(deps.db)) };
}
