import { TOTAL_COUNT_HEADER, auditFilterSchema, auditListQuerySchema } from '@crestline/contracts';
import { sendCsv } from '../../http/csv';
import { route } from '../../http/routes';
import type { AuditService } from './service';

export function auditRoutes(audit: AuditService) {
  return [
    route({
      method: 'get',
      path: '/audit',
      access: 'admin',
      validate: { query: auditListQuerySchema },
      // {events}: one page, newest first; the number of events matching the filters goes in a header.
      handle: async ({ query, res }) => {
        const { events, total } = await audit.page(query);
        res.set(TOTAL_COUNT_HEADER, String(total));
        return { events };
      },
    }),
    route({
      method: 'get',
      path: '/audit/export',
      access: 'admin',
      validate: { query: auditFilterSchema },
      handle: async ({ query, locale, actor, res }) => {
        const { header, rows } = await audit.csv(query, locale, actor);
        sendCsv(res, 'audit', header, rows);
      },
    }),
  ];
}
