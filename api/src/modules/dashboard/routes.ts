import { route } from '../../http/routes';
import type { DashboardService } from './service';

export function dashboardRoutes(dashboard: DashboardService) {
  return [
    route({
      method: 'get',
      path: '/admin/summary',
      access: 'admin',
      roles: ['recruiter', 'sales', 'finance'],
      cache: {},
      handle: () => dashboard.summary(),
    }),
  ];
}
