// Purchase disclaimer: the proceed button is enabled only when the box is ticked. Logged out, it says
// login is required and opens the login panel; logged in, it goes to /payment. A box ticked before the
// script ran stays ticked and enables the button at once.
import type { Locale } from '@crestline/contracts/enums';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useHydrated } from '../kit/hydrated';
import { openLoginPanel } from '../kit/login-events';
import type { CataloguePlan } from '@crestline/contracts/plan-selection';
import { storePlanFromAddress, useStoredPlan } from './stored-plan';
import { BillingSummary } from './BillingSummary';
import { useSession } from '../kit/session';
import type { BillingLabels, DisclaimerLabels } from '../../lib/form-labels';

interface Props {
  lang: Locale;
  labels: DisclaimerLabels;
  /** The billing rule and the charges of the stored plan, shown above the box. */
  billing: BillingLabels;
  paymentHref: string;
  /** The catalogue's plans, to take over a choice carried in the address. */
  plans: CataloguePlan[];
}

export default function DisclaimerForm({ lang, labels, billing, paymentHref, plans }: Props) {
  const id = useId();
  const hydrated = useHydrated();
  const session = useSession();
  const loggedIn = session.status === 'in';
  const [accepted, setAccepted] = useState(false);
  const box = useRef<HTMLInputElement>(null);
  const plan = useStoredPlan();

  useLayoutEffect(() => {
    storePlanFromAddress(plans);
    if (box.current?.checked) setAccepted(true);
  }, [plans]);

  function proceed() {
    if (!accepted) return;
    if (!loggedIn) {
      openLoginPanel();
      return;
    }
    window.location.assign(paymentHref);
  }

  return (
    <div className="disclaimer-actions">
      {plan ? <BillingSummary lang={lang} plan={plan} plans={plans} labels={billing} /> : null}
      <div className="check">
        <input
          ref={box}
          id={id}
          type="checkbox"
          name="acceptDisclaimer"
          checked={accepted}
          onChange={(e) => setAccepted(e.target.checked)}
        />
        <label htmlFor={id}>{labels.accept}</label>
      </div>
      <button
        type="button"
        className="button button-gold"
        disabled={!hydrated || !accepted}
        onClick={proceed}
      >
        {loggedIn ? labels.proceed : labels.loginRequired}
      </button>
    </div>
  );
}
