// Columns and details of the customer inquiries list (quote requests and consultation bookings).
import type { Inquiry } from '@crestline/contracts/inquiries';
import { columnHelper, type Column } from '../../kit/DataTable';
import { DateCell } from '../../admin-kit/InboxScreen';
import { valueLabel, type Translate } from '../../kit/i18n';
import { formatDate } from '../../kit/format';
import type { Locale } from '@crestline/contracts/enums';
import { timeZoneLabelKey, zonedInstant } from '@crestline/contracts/time-zones';

/** The booked slot on the admin's own clocks ("Dec 3, 2026, 07:00–07:30"), or null when unreadable. */
function slotHere(i: Inquiry & { kind: 'consultation' }, lang: Locale): string | null {
  try {
    const start = zonedInstant(i.date, i.timeFrom, i.timeZone);
    const end = zonedInstant(i.date, i.timeTo, i.timeZone);
    const locale = lang === 'tr' ? 'tr-TR' : 'en-US';
    const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(start);
    const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    return `${day}, ${time.format(start)}–${time.format(end)}`;
  } catch {
    return null;
  }
}

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
  const here = slotHere(i, lang);
  const zoneHere = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return [
    ...common,
    [t('admin.col.timeZone'), t(timeZoneLabelKey(i.timeZone))],
    [t('admin.col.meetingDate'), i.date],
    [t('admin.col.meetingTime'), `${i.timeFrom}–${i.timeTo}`],
    ...(here ? [[t('admin.col.slotInYourZone', { zone: zoneHere }), here] as [string, string]] : []),
  ];
}
