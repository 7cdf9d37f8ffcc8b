// /payments for an admin: every payment with the revenue chart above the table and a refund action on
// each row. A customer's own payments are the other island on the page (islands/account/PaymentsScreen).
import { useState } from 'react';
import type { Payment } from '@crestline/contracts/payments';
import { withText, type IslandProps } from '../../kit/i18n';
import { Notice, useNotice } from '../../kit/Notice';
import { AdminOnly } from '../../admin-kit/AdminOnly';
import { PaymentsTable, usePayments } from '../../commerce-kit/PaymentsTable';
import { RefundModal } from './RefundModal';
import { RevenueChart } from './RevenueChart';
import './payments.css';

/** Everyone's payments (or, on /refunds, those with money given back), refundable. */
export function AdminPayments({ refundsOnly = false }: { refundsOnly?: boolean }) {
  const notice = useNotice();
  const [refunding, setRefunding] = useState<Payment | null>(null);
  const list = usePayments(true);
  return (
    <div className="admin-screen">
      <Notice notice={notice.notice} onClose={notice.clear} />
      {!refundsOnly && list.state.status === 'ready' ? <RevenueChart payments={list.state.data} /> : null}
      <PaymentsTable list={list} admin refundsOnly={refundsOnly} onRefund={setRefunding} />
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
  return (
    <AdminOnly others="nothing">
      <AdminPayments />
    </AdminOnly>
  );
}

export default withText(PaymentsScreen);
