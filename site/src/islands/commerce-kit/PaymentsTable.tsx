// The payments table: a customer's own payments on /payments (islands/account), everyone's for an admin
// with a refund action on each row (islands/admin/payments), and on /refunds the payments with money given
// back. Newest first, pages of 10, amounts divided by 100 with two decimals and the currency.
import { useMemo } from 'react';
import type { Payment } from '@crestline/contracts/payments';
import { DataTable } from '../kit/DataTable';
import { useText } from '../kit/i18n';
import { useResource } from '../kit/use-resource';
import { loadPayments } from './api';
import { useFetchError } from './cells';
import { paymentColumns, paymentSearchText } from './payment-columns';
import './commerce.css';

/** The payments list: one's own, or everyone's for an admin. */
export function usePayments(admin: boolean) {
  const { lang } = useText();
  return useResource((signal) => loadPayments(lang, admin, signal), `${lang}:${admin}`);
}

export function PaymentsTable({
  list,
  admin,
  refundsOnly = false,
  onRefund,
}: {
  list: ReturnType<typeof usePayments>;
  admin: boolean;
  refundsOnly?: boolean;
  onRefund?: (payment: Payment) => void;
}) {
  const { t } = useText();
  const all = list.state.status === 'ready' ? list.state.data : [];
  const rows = refundsOnly ? all.filter((p) => p.amountRefunded > 0) : all;
  const columns = useMemo(
    () => paymentColumns(t, { admin, refunded: refundsOnly, ...(onRefund ? { onRefund } : {}) }),
    [t, admin, refundsOnly, onRefund],
  );
  const error = useFetchError(list.state);
  const caption = refundsOnly
    ? t('commerce.title.refunds')
    : admin
      ? t('commerce.paymentsAdminTitle')
      : t('commerce.paymentsUserTitle');
  return (
    <DataTable
      caption={caption}
      showCaption
      columns={columns}
      data={rows}
      getRowId={(p) => p._id}
      searchText={paymentSearchText}
      searchLabel={t('table.search')}
      initialSort={[{ id: 'created', desc: true }]}
      pageSize={10}
      loading={list.state.status === 'loading'}
      error={error}
      emptyText={refundsOnly ? t('commerce.noRefunds') : t('commerce.noPayments')}
    />
  );
}
