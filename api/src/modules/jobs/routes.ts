import {
  TOTAL_COUNT_HEADER,
  adminJobsExportQuerySchema,
  adminJobsQuerySchema,
  careersListQuerySchema,
  hasRole,
  idParamsSchema,
  jobBodySchema,
  jobToggleActiveBodySchema,
} from '@crestline/contracts';
import { sendCsv } from '../../http/csv';
import { sendPublicList } from '../../http/public-list';
import { route } from '../../http/routes';
import type { JobsService } from './service';

export function jobsRoutes(jobs: JobsService) {
  return [
    route({
      method: 'get',
      path: '/jobs/active',
      access: 'public',
      // Sent as cached bytes, not re-serialised per request.
      handle: async ({ res }) => sendPublicList(res, await jobs.activeList()),
    }),
    route({
      method: 'get',
      path: '/jobs/careers',
      access: 'public',
      validate: { query: careersListQuerySchema },
      handle: async ({ query, locale, res }) =>
        sendPublicList(res, await jobs.careersList(query, locale), 'Accept-Language'),
    }),
    route({
      method: 'get',
      path: '/jobs/admin',
      access: 'admin',
      roles: ['recruiter'],
      cache: { headers: [TOTAL_COUNT_HEADER] },
      validate: { query: adminJobsQuerySchema },
      handle: async ({ query, locale, res }) => {
        const { rows, total } = await jobs.backOfficePage(query, locale);
        res.set(TOTAL_COUNT_HEADER, String(total));
        return rows;
      },
    }),
    route({
      method: 'get',
      path: '/jobs/admin/export',
      access: 'admin',
      roles: ['recruiter'],
      validate: { query: adminJobsExportQuerySchema },
      handle: async ({ query, locale, res }) => {
        const { header, rows } = await jobs.csv(query, locale);
        sendCsv(res, 'jobs', header, rows);
      },
    }),
    route({
      method: 'get',
      path: '/jobs/all',
      access: 'admin',
      roles: ['recruiter'],
      cache: {},
      handle: async () => ({ jobs: await jobs.listAll() }),
    }),
    route({
      method: 'post',
      path: '/jobs',
      access: 'admin',
      roles: ['recruiter'],
      validate: { body: jobBodySchema },
      status: 201,
      handle: async ({ body, actor }) => ({ job: await jobs.create(body, actor) }),
    }),
    route({
      method: 'put',
      path: '/jobs/:id',
      access: 'admin',
      roles: ['recruiter'],
      validate: { params: idParamsSchema, body: jobBodySchema },
      handle: async ({ params, body, actor }) => ({ job: await jobs.update(params.id, body, actor) }),
    }),
    route({
      method: 'patch',
      path: '/jobs/:id/toggle-active',
      access: 'admin',
      roles: ['recruiter'],
      validate: { params: idParamsSchema, body: jobToggleActiveBodySchema },
      handle: async ({ params, body, actor }) => ({
        job: await jobs.setActive(params.id, body.isActive, actor),
      }),
    }),
    route({
      method: 'get',
      path: '/jobs/:id',
      access: 'public',
      validate: { params: idParamsSchema },
      handle: async ({ params, user }) => ({
        job: await jobs.find(params.id, hasRole(user?.roles, 'recruiter')),
      }),
    }),
  ];
}
