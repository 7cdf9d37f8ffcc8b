// /refunds (admin): the payments with money given back, from the same list as /payments.
import { withText, type IslandProps } from '../kit/i18n';
import { RefundsScreenBody } from './PaymentsScreen';

function RefundsScreen(_props: IslandProps) {
  return <RefundsScreenBody />;
}

export default withText(RefundsScreen);
