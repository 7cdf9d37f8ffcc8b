// /subscription for a signed-in customer: their own subscriptions (change the number of talents, cancel at
// the end of the period, resume, the latest invoice), Manage billing, a past-due banner and their invoices. An admin gets everyone's from the other island on the page (islands/admin/subscriptions);
// anyone signed out is told to log in here.
import { withText, type IslandProps } from '../kit/i18n';
import { SignedInOnly } from '../kit/SignedInOnly';
import { InvoicesList } from '../commerce-kit/MyBilling';
import { SubscriptionsTable } from '../commerce-kit/SubscriptionsTable';
// The account screens share the back office's look (screens, badges, row actions).
import '../admin-kit/admin.css';

function SubscriptionsScreen(_props: IslandProps) {
  return (
    <SignedInOnly>
      {(admin) =>
        admin ? null : (
          <>
            <SubscriptionsTable admin={false} />
            <InvoicesList />
          </>
        )
      }
    </SignedInOnly>
  );
}

export default withText(SubscriptionsScreen);
