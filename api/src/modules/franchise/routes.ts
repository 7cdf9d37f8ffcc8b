import { INBOX_SEARCH_FIELDS, franchiseApplicationSchema, t } from '@crestline/contracts';
import { pdfUpload } from '../../files/upload';
import { route } from '../../http/routes';
import { inboxRoutes, leadCsvColumns } from '../../inbox/routes';
import { leadIntake } from '../leads';
import type { FranchiseService } from './service';

export function franchiseRoutes(franchise: FranchiseService, minFillMs?: number) {
  return [
    route({
      method: 'post',
      path: '/franchise-applications',
      access: 'public',
      limit: 'publicPost',
      retrySafe: true,
      upload: pdfUpload('contract'),
      validate: { body: franchiseApplicationSchema },
      status: 201,
      handle: async ({ body, file, locale, req }) => {
        await franchise.apply(body, file, leadIntake(req, locale, minFillMs));
        return { message: t(locale, 'franchise.success') };
      },
    }),
    ...inboxRoutes(
      '/franchise-applications',
      { one: 'franchiseApplication', many: 'franchiseApplications' },
      franchise.inbox,
      {
        name: 'franchise-applications',
        searchFields: INBOX_SEARCH_FIELDS.franchiseApplications,
        columns: [
          ['admin.col.date', (f) => f.createdAt],
          ['admin.col.name', (f) => f.name],
          ['admin.col.email', (f) => f.email],
          ['admin.col.message', (f) => f.message],
          ['admin.col.read', (f) => f.isRead],
          ['admin.col.comment', (f) => f.comment],
          ...leadCsvColumns(),
        ],
      },
      ['recruiter'],
    ),
  ];
}
