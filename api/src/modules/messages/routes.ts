import { INBOX_SEARCH_FIELDS, contactMessageSchema, t } from '@crestline/contracts';
import { route } from '../../http/routes';
import { inboxRoutes, leadCsvColumns } from '../../inbox/routes';
import { leadIntake } from '../leads';
import type { MessagesService } from './service';

export function messagesRoutes(messages: MessagesService, minFillMs?: number) {
  return [
    route({
      method: 'post',
      path: '/messages',
      access: 'public',
      limit: 'publicPost',
      retrySafe: true,
      validate: { body: contactMessageSchema },
      status: 201,
      handle: async ({ body, locale, req }) => ({
        message: await messages.create(body, leadIntake(req, locale, minFillMs)),
        success: t(locale, 'contact.success'),
      }),
    }),
    ...inboxRoutes(
      '/messages',
      { one: 'message', many: 'messages' },
      messages.inbox,
      {
        name: 'messages',
        searchFields: INBOX_SEARCH_FIELDS.messages,
        columns: [
          ['admin.col.date', (m) => m.createdAt],
          ['admin.col.fullName', (m) => m.fullName],
          ['admin.col.email', (m) => m.email],
          ['admin.col.phone', (m) => m.phone],
          ['admin.col.website', (m) => m.website],
          ['admin.col.message', (m) => m.message],
          ['admin.col.updates', (m) => m.isWillingToReceiveUpdates],
          ['admin.col.read', (m) => m.isRead],
          ['admin.col.comment', (m) => m.comment],
          ...leadCsvColumns(),
        ],
      },
      ['sales'],
    ),
  ];
}
