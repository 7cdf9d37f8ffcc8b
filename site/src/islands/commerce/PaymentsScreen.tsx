// /payments: an admin sees every payment with the revenue chart above the table and a refund action on
// each row; a user sees their own payments. /refunds (admin): the refunded and partly refunded payments.
// Newest first, pages of 10, amounts divided by 100 with two decimals and the currency.
import { useMemo, useState } from 'react';
import type { Payment } from '@crestline/contracts/payments';
import { DataTable } from '../kit/DataTable';
import { useText, withText, type IslandProps } from '../kit/i18n';
import { Notice, useNotice } from '../kit/Notice';
import { AdminOnly } from '../admin-kit/AdminOnly';
import { SignedInOnly } from '../kit/SignedInOnly';
import { useResource } from '../kit/use-resource';
import { loadPayments } from './api';
import { useFetchError } from './cells';
import { paymentColumns, paymentSearchText } from './payment-columns';
import { RefundModal } from './RefundModal';
import { RevenueChart } from './RevenueChart';
import './commerce.css';

function Payments({ admin, refundsOnly = false }: { admin: boolean; refundsOnly?: boolean }) {
  const { t, lang } = useText();
  const notice = useNotice();
  const [refunding, setRefunding] = useState<Payment | null>(null);
  const list = useResource((signal) => loadPayments(lang, admin, signal), `${lang}:${admin}`);
  const all = list.state.status === 'ready' ? list.state.data : [];
  const rows = refundsOnly ? all.filter((p) => p.amountRefunded > 0) : all;
  const columns = useMemo(
    () => paymentColumns(t, { admin, refunded: refundsOnly, ...(admin ? { onRefund: setRefunding } : {}) }),
    [t, admin, refundsOnly],
  );
  const error = useFetchError(list.state);
  const caption = refundsOnly
    ? t('commerce.title.refunds')
    : admin
      ? t('commerce.paymentsAdminTitle')
      : t('commerce.paymentsUserTitle');
  return (
    <div className="admin-screen">
      <Notice notice={notice.notice} onClose={notice.clear} />
      {admin && !refundsOnly && list.state.status === 'ready' ? <RevenueChart payments={all} /> : null}
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
      <RefundModal
        payment={refunding}
        onClose={() => setRefunding(null)}
        onDone={(text) => {
          setRefunding(null);
          notice.success(text);
          list.reload();
        }}
      />
    </div>
  );
}

function PaymentsScreen(_props: IslandProps) {
  return <SignedInOnly>{(admin) => <Payments admin={admin} />}</SignedInOnly>;
}

/** /refunds: admins only. */
export function RefundsScreenBody() {
  return (
    <AdminOnly>
      <Payments admin refundsOnly />
    </AdminOnly>
  );
}

export default withText(PaymentsScreen);
