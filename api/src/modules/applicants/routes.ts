import {
  TOTAL_COUNT_HEADER,
  applicantExportQuerySchema,
  applicantFieldsSchema,
  applicantFilterSchema,
  applicantBulkStatusSchema,
  applicantListQuerySchema,
  applicantMailPreviewQuerySchema,
  applicantSourcesQuerySchema,
  applicantUpdateSchema,
  idParamsSchema,
  t,
} from '@crestline/contracts';
import { pdfUpload } from '../../files/upload';
import { sendCsv } from '../../http/csv';
import { route } from '../../http/routes';
import type { ApplicantsService } from './service';
import type { bulkStatusService } from './bulk-status';

export function applicantsRoutes(applicants: ApplicantsService, bulk: ReturnType<typeof bulkStatusService>) {
  return [
    route({
      method: 'post',
      path: '/applicants',
      access: 'public',
      limit: 'publicPost',
      retrySafe: true,
      upload: pdfUpload('resume', 'application.resumeTooLarge'),
      validate: { body: applicantFieldsSchema },
      status: 201,
      handle: async ({ body, file, locale }) => ({
        message: t(locale, 'application.success'),
        applicant: await applicants.apply(body, file, locale),
      }),
    }),
    route({
      method: 'get',
      path: '/jobs/:id/applicants',
      access: 'admin',
      roles: ['recruiter'],
      cache: {},
      validate: { params: idParamsSchema },
      handle: ({ params }) => applicants.jobWithApplicants(params.id),
    }),
    route({
      method: 'get',
      path: '/applicants',
      access: 'admin',
      roles: ['recruiter'],
      cache: { headers: [TOTAL_COUNT_HEADER] },
      validate: { query: applicantListQuerySchema },
      // A bare array (the envelope of docs/api.md); the number of matching rows goes in a header.
      handle: async ({ query, res }) => {
        const { rows, total } = await applicants.page(query);
        res.set(TOTAL_COUNT_HEADER, String(total));
        return rows;
      },
    }),
    route({
      method: 'get',
      path: '/applicants/facets',
      access: 'admin',
      roles: ['recruiter'],
      cache: {},
      validate: { query: applicantFilterSchema },
      handle: ({ query }) => applicants.facets(query),
    }),
    route({
      method: 'post',
      path: '/applicants/bulk-status',
      access: 'admin',
      roles: ['recruiter'],
      validate: { body: applicantBulkStatusSchema },
      handle: ({ body, user, actor }) => bulk.run(body, user, actor),
    }),
    route({
      method: 'get',
      path: '/applicants/sources',
      access: 'admin',
      roles: ['recruiter'],
      cache: {},
      validate: { query: applicantSourcesQuerySchema },
      handle: ({ query }) => applicants.sources(query),
    }),
    route({
      method: 'get',
      path: '/applicants/export',
      access: 'admin',
      roles: ['recruiter'],
      validate: { query: applicantExportQuerySchema },
      handle: async ({ query, locale, actor, res }) => {
        const { header, rows } = await applicants.csv(query, locale, actor);
        sendCsv(res, 'applicants', header, rows);
      },
    }),
    route({
      method: 'get',
      path: '/applicants/:id',
      access: 'admin',
      roles: ['recruiter'],
      validate: { params: idParamsSchema },
      handle: ({ params }) => applicants.details(params.id),
    }),
    route({
      method: 'get',
      path: '/applicants/:id/mail-preview',
      access: 'admin',
      roles: ['recruiter'],
      validate: { params: idParamsSchema, query: applicantMailPreviewQuerySchema },
      handle: ({ params, query }) => applicants.mailPreview(params.id, query),
    }),
    route({
      method: 'patch',
      path: '/applicants/:id',
      access: 'admin',
      roles: ['recruiter'],
      validate: { params: idParamsSchema, body: applicantUpdateSchema },
      handle: async ({ params, body, user, actor }) => ({
        applicant: await applicants.update(params.id, body, user, actor),
      }),
    }),
  ];
}
