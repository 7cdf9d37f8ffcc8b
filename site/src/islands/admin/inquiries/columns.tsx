// Columns and details of the customer inquiries list (quote requests and consultation bookings).
import type { Inquiry } from '@crestline/contracts/inquiries';
import { columnHelper, type Column } from '../../kit/DataTable';
import { DateCell } from '../../admin-kit/InboxScreen';
import { valueLabel, type Translate } from '../../kit/i18n';
import { formatDate } from '../../kit/format';
import type { Locale } from '@crestline/contracts/enums';

export const nameOf = (i: Inquiry) => `${i.firstName} ${i.lastName}`.trim();

export function inquiryColumns(t: Translate): Column<Inquiry>[] {
  const col = columnHelper<Inquiry>();
  return [
    col.accessor('postingDate', {
      header: t('admin.col.date'),
      cell: (info) => <DateCell iso={info.getValue()} />,
    }),
    col.accessor(nameOf, { id: 'name', header: t('admin.col.name') }),
    col.accessor('company', { header: t('admin.col.company') }),
    col.accessor('email', { header: t('admin.col.email') }),
    col.accessor('phone', { header: t('admin.col.phone') }),
    col.accessor('kind', { header: t('admin.col.kind'), cell: (info) => valueLabel(t, info.getValue()) }),
  ];
}

export function inquiryDetails(i: Inquiry, t: Translate, lang: Locale): [string, string][] {
  const common: [string, string][] = [
    [t('admin.col.date'), formatDate(lang, i.postingDate, { time: true })],
    [t('admin.col.kind'), valueLabel(t, i.kind)],
    [t('admin.col.name'), nameOf(i)],
    [t('admin.col.company'), i.company],
    [t('admin.col.email'), i.email],
    [t('admin.col.phone'), i.phone],
  ];
  if (i.kind === 'quote') {
    return [
      ...common,
      [t('admin.col.location'), i.location],
      [t('admin.col.noOfStaff'), String(i.noOfStaff)],
      [t('admin.col.marketing'), t(i.isOkayToRecieveMarketing ? 'common.yes' : 'common.no')],
      [t('admin.col.message'), i.message],
    ];
  }
  return [
    ...common,
    [t('admin.col.timeZone'), i.timeZone],
    [t('admin.col.meetingDate'), i.date],
    [t('admin.col.meetingTime'), `${i.timeFrom}–${i.timeTo}`],
  ];
}
