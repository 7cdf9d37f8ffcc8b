// Columns and details of the contact messages list.
import type { z } from 'zod';
import type { contactMessagesListResponseSchema } from '@crestline/contracts/contact-messages';
import type { Locale } from '@crestline/contracts/enums';
import { columnHelper, type Column } from '../../kit/DataTable';
import { DateCell } from '../../admin-kit/InboxScreen';
import { formatDate } from '../../kit/format';
import type { Translate } from '../../kit/i18n';

export type ContactMessage = z.infer<typeof contactMessagesListResponseSchema>['messages'][number];

export const nameOf = (m: ContactMessage) => m.fullName;

export function messageColumns(t: Translate): Column<ContactMessage>[] {
  const col = columnHelper<ContactMessage>();
  return [
    col.accessor('createdAt', {
      header: t('admin.col.date'),
      cell: (info) => <DateCell iso={info.getValue()} />,
    }),
    col.accessor('fullName', { header: t('admin.col.fullName') }),
    col.accessor('email', { header: t('admin.col.email') }),
    col.accessor('phone', { header: t('admin.col.phone') }),
    col.accessor('website', { header: t('admin.col.website') }),
  ];
}

export function messageDetails(m: ContactMessage, t: Translate, lang: Locale): [string, string][] {
  return [
    [t('admin.col.date'), formatDate(lang, m.createdAt, { time: true })],
    [t('admin.col.fullName'), m.fullName],
    [t('admin.col.email'), m.email],
    [t('admin.col.phone'), m.phone],
    [t('admin.col.website'), m.website],
    [t('admin.col.updates'), t(m.isWillingToReceiveUpdates ? 'common.yes' : 'common.no')],
    [t('admin.col.message'), m.message],
  ];
}
