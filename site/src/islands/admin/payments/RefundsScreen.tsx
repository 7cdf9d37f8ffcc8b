// /refunds (admin): the payments with money given back, from the same list as /payments.
import { withText, type IslandProps } from '../../kit/i18n';
import { AdminOnly } from '../../admin-kit/AdminOnly';
import { AdminPayments } from './Screen';

function RefundsScreen(_props: IslandProps) {
  return (
    <AdminOnly>
      <AdminPayments refundsOnly />
    </AdminOnly>
  );
}

export default withText(RefundsScreen);
