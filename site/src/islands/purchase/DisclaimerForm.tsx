// Purchase disclaimer: the proceed button is enabled only when the box is ticked. Logged out, it says
// login is required and opens the login panel; logged in, it goes to /payment. A box ticked before the
// script ran stays ticked and enables the button at once.
// A plan priced for Türkiye also shows the pre-contract information form and the distance sales contract
// (the page's static HTML, handed in as children) with their own unticked box; proceeding then keeps
// their version with the stored plan, which /payment sends on (the API refuses region TR without it).
import type { Locale } from '@crestline/contracts/enums';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useHydrated } from '../kit/hydrated';
import { openLoginPanel } from '../kit/login-events';
import type { CataloguePlan } from '@crestline/contracts/plan-selection';
import { storePlanFromAddress, useStoredPlan } from './stored-plan';
import { BillingSummary } from './BillingSummary';
import { useSession } from '../kit/session';
import type { BillingLabels, DisclaimerLabels } from '../../lib/form-labels';
import { PRE_CONTRACT_REGION } from '@crestline/contracts/enums';
import type { ReactNode } from 'react';
import { storePlan } from './stored-plan';

/** The pre-contract texts' frame (the texts themselves are the children) and the version they make. */
export interface PreContractLabels {
  heading: string;
  intro: string;
  acceptLabel: string;
  version: string;
}

interface Props {
  lang: Locale;
  labels: DisclaimerLabels;
  /** The billing rule and the charges of the stored plan, shown above the box. */
  billing: BillingLabels;
  paymentHref: string;
  /** The catalogue's plans, to take over a choice carried in the address. */
  plans: CataloguePlan[];
  preContract: PreContractLabels;
  /** The two pre-contract texts, rendered by the page. */
  children?: ReactNode;
}

export default function DisclaimerForm({
  lang,
  labels,
  billing,
  paymentHref,
  plans,
  preContract,
  children,
}: Props) {
  const id = useId();
  const preContractId = useId();
  const [preContractAccepted, setPreContractAccepted] = useState(false);
  const hydrated = useHydrated();
  const session = useSession();
  const loggedIn = session.status === 'in';
  const [accepted, setAccepted] = useState(false);
  const box = useRef<HTMLInputElement>(null);
  const plan = useStoredPlan();
  const needsPreContract = plan?.region === PRE_CONTRACT_REGION;
  const ready = accepted && (!needsPreContract || preContractAccepted);

  useLayoutEffect(() => {
    storePlanFromAddress(plans);
    if (box.current?.checked) setAccepted(true);
  }, [plans]);

  function proceed() {
    if (!ready) return;
    if (!loggedIn) {
      openLoginPanel();
      return;
    }
    if (plan && needsPreContract) {
      storePlan({ ...plan, preContract: { accepted: true, version: preContract.version } });
    }
    window.location.assign(paymentHref);
  }

  return (
    <div className="disclaimer-actions">
      {plan ? <BillingSummary lang={lang} plan={plan} plans={plans} labels={billing} /> : null}
      {needsPreContract ? (
        <section className="pre-contract" aria-labelledby={`${preContractId}-heading`}>
          <h2 id={`${preContractId}-heading`}>{preContract.heading}</h2>
          <p>{preContract.intro}</p>
          {children}
          <div className="check">
            <input
              id={preContractId}
              type="checkbox"
              name="acceptPreContract"
              required
              checked={preContractAccepted}
              onChange={(e) => setPreContractAccepted(e.target.checked)}
            />
            <label htmlFor={preContractId}>{preContract.acceptLabel}</label>
          </div>
        </section>
      ) : null}
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
      <button type="button" className="button button-gold" disabled={!hydrated || !ready} onClick={proceed}>
        {loggedIn ? labels.proceed : labels.loginRequired}
      </button>
    </div>
  );
}
