// /payments for a signed-in customer: their own payments. An admin gets everyone's from the other island
// on the page (islands/admin/payments); anyone signed out is told to log in here.
import { withText, type IslandProps } from '../kit/i18n';
import { SignedInOnly } from '../kit/SignedInOnly';
import { PaymentsTable, usePayments } from '../commerce-kit/PaymentsTable';
import '../admin-kit/admin.css';

function MyPayments() {
  const list = usePayments(false);
  return (
    <div className="admin-screen">
      <PaymentsTable list={list} admin={false} />
    </div>
  );
}

function PaymentsScreen(_props: IslandProps) {
  return <SignedInOnly>{(admin) => (admin ? null : <MyPayments />)}</SignedInOnly>;
}

export default withText(PaymentsScreen);
