// /subscription for an admin: every subscription, with the latest invoice and Cancel Subscription. A
// customer's own subscriptions are the other island on the page (islands/account/SubscriptionsScreen).
import { withText, type IslandProps } from '../../kit/i18n';
import { AdminOnly } from '../../admin-kit/AdminOnly';
import { SubscriptionsTable } from '../../commerce-kit/SubscriptionsTable';

function SubscriptionsScreen(_props: IslandProps) {
  return (
    <AdminOnly others="nothing">
      <SubscriptionsTable admin />
    </AdminOnly>
  );
}

export default withText(SubscriptionsScreen);
