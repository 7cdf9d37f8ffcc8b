// Columns of the payments and refunds tables: amounts from minor units with two decimals and the currency.
import type { Payment } from '@crestline/contracts/payments';
import { columnHelper, type Column } from '../kit/DataTable';
import type { Translate } from '../kit/i18n';
import { DateTime, Money, StatusBadge, addressText, rowNumber } from './cells';

export function paymentColumns(
  t: Translate,
  options: { admin: boolean; refunded?: boolean; onRefund?: (p: Payment) => void },
): Column<Payment>[] {
  const col = columnHelper<Payment>();
  const columns: Column<Payment>[] = [
    col.display({ id: 'row', header: t('commerce.col.row'), cell: (info) => rowNumber(info) }),
    col.accessor('created', {
      header: t('commerce.col.date'),
      cell: (info) => <DateTime iso={info.getValue()} />,
    }),
  ];
  if (options.admin) {
    columns.push(
      col.accessor('customerName', { header: t('commerce.col.name') }),
      col.accessor('customerEmail', { header: t('commerce.col.email') }),
    );
  }
  columns.push(
    col.accessor('role', { header: t('commerce.col.plan') }),
    col.accessor('paymentMethod', { header: t('commerce.col.paymentMethod') }),
    col.accessor('amount', {
      header: t('commerce.col.amount'),
      cell: (info) => <Money minor={info.getValue()} currency={info.row.original.currency} />,
    }),
    // The tax within the amount, shown apart (none when no tax was calculated).
    col.accessor('tax', {
      header: t('commerce.col.tax'),
      cell: (info) =>
        info.getValue() ? <Money minor={info.getValue()} currency={info.row.original.currency} /> : '—',
    }),
    col.accessor((p) => p.currency.toUpperCase(), { id: 'currency', header: t('commerce.col.currency') }),
  );
  if (options.refunded || options.admin) {
    columns.push(
      col.accessor('amountRefunded', {
        header: t('commerce.col.refunded'),
        cell: (info) => <Money minor={info.getValue()} currency={info.row.original.currency} />,
      }),
    );
  }
  if (options.admin) {
    columns.push(
      col.accessor((p) => addressText(p.shippingAddress), {
        id: 'address',
        header: t('commerce.col.address'),
      }),
    );
  }
  columns.push(
    col.accessor('status', {
      header: t('commerce.col.status'),
      cell: (info) => <StatusBadge status={info.getValue()} />,
    }),
  );
  const onRefund = options.onRefund;
  if (onRefund) {
    columns.push(
      col.display({
        id: 'action',
        header: t('commerce.col.action'),
        cell: (info) => {
          const p = info.row.original;
          const refundable = p.status !== 'failed' && p.amount - p.amountRefunded > 0;
          return refundable ? (
            <button type="button" className="link-button" onClick={() => onRefund(p)}>
              {t('commerce.refund')}
            </button>
          ) : (
            '—'
          );
        },
      }),
    );
  }
  return columns;
}

export const paymentSearchText = (p: Payment) => [
  p.customerName,
  p.customerEmail,
  p.role,
  p.status,
  p.currency,
];
