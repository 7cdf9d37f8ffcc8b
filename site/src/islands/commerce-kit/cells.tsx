// Cells the commerce tables share: money from minor units, dates with time, addresses, statuses; and the
// table's text for a list that could not be loaded.
import type { Payment } from '@crestline/contracts/payments';
import { formatDate, formatMoney } from '../kit/format';
import { failureDetail } from '../kit/http';
import { useText, type MessageKey } from '../kit/i18n';
import type { Resource } from '../kit/use-resource';

/** "Error fetching data: {detail}" while the screen's list failed to load, else null. */
export function useFetchError(state: Resource<unknown>): string | null {
  const { t, lang } = useText();
  return state.status === 'error'
    ? t('commerce.fetchError', { detail: failureDetail(state.error, lang) })
    : null;
}

export function Money({ minor, currency }: { minor: number; currency: string }) {
  const { lang } = useText();
  return <span className="money">{formatMoney(minor, currency, lang)}</span>;
}

export function DateTime({ iso }: { iso: string | null }) {
  const { lang } = useText();
  return iso ? <time dateTime={iso}>{formatDate(lang, iso, { time: true })}</time> : <>—</>;
}

export function addressText(address: Payment['shippingAddress']): string {
  if (!address) return '—';
  return [address.line1, address.city, address.state, address.country].filter(Boolean).join(', ') || '—';
}

export function StatusBadge({ status }: { status: string }) {
  const { t } = useText();
  const good = status === 'active' || status === 'succeeded';
  return (
    <span className={`badge ${good ? 'badge-new' : 'badge-muted'}`}>
      {t(`commerce.status.${status}` as MessageKey, { defaultValue: status })}
    </span>
  );
}

/** The rows' displayed position (1-based) in the table's current order, for the "#" column. */
export function rowNumber(info: {
  row: { id: string };
  table: { getSortedRowModel(): { rows: { id: string }[] } };
}): number {
  return info.table.getSortedRowModel().rows.findIndex((r) => r.id === info.row.id) + 1;
}
