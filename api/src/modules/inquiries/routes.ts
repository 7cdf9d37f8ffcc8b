import { INBOX_SEARCH_FIELDS, inquiryRequestSchema, t } from '@crestline/contracts';
import { route } from '../../http/routes';
import { inboxRoutes, leadCsvColumns } from '../../inbox/routes';
import { leadIntake } from '../leads';
import type { InquiriesService } from './service';

export function inquiriesRoutes(inquiries: InquiriesService, minFillMs?: number) {
  return [
    route({
      method: 'post',
      path: '/inquiries',
      access: 'public',
      limit: 'publicPost',
      retrySafe: true,
      validate: { body: inquiryRequestSchema },
      status: 201,
      handle: async ({ body, locale, req }) => ({
        message: t(locale, body.kind === 'quote' ? 'inquiries.success' : 'booking.success'),
        inquiry: await inquiries.create(body, leadIntake(req, locale, minFillMs)),
      }),
    }),
    ...inboxRoutes(
      '/inquiries',
      { one: 'inquiry', many: 'inquiries' },
      inquiries.inbox,
      {
        name: 'inquiries',
        searchFields: INBOX_SEARCH_FIELDS.inquiries,
        columns: [
          ['admin.col.date', (i) => i.postingDate],
          ['admin.col.kind', (i) => i.kind],
          ['admin.col.firstName', (i) => i.firstName],
          ['admin.col.lastName', (i) => i.lastName],
          ['admin.col.company', (i) => i.company],
          ['admin.col.email', (i) => i.email],
          ['admin.col.phone', (i) => i.phone],
          ['admin.col.location', (i) => ('location' in i ? i.location : '')],
          ['admin.col.noOfStaff', (i) => ('noOfStaff' in i ? i.noOfStaff : '')],
          ['admin.col.message', (i) => ('message' in i ? i.message : '')],
          ['admin.col.marketing', (i) => ('isOkayToRecieveMarketing' in i ? i.isOkayToRecieveMarketing : '')],
          ['admin.col.timeZone', (i) => ('timeZone' in i ? i.timeZone : '')],
          ['admin.col.meetingDate', (i) => ('date' in i ? i.date : '')],
          ['admin.col.meetingTime', (i) => ('timeFrom' in i ? `${i.timeFrom}–${i.timeTo}` : '')],
          ['admin.col.read', (i) => i.isRead],
          ['admin.col.comment', (i) => i.comment],
          ...leadCsvColumns(),
        ],
      },
      ['sales'],
    ),
  ];
}
