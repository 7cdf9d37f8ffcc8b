import { route } from '../../http/routes';
import type { AdminService } from './service';

export function adminRoutes(admin: AdminService) {
  return [
    route({
      method: 'get',
      path: '/admin/summary',
      access: 'admin',
      cache: {},
      handle: () => admin.summary(),
    }),
  ];
}
