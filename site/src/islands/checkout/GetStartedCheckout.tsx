// Get started's checkout block: a summary of the stored plan and the button that stores it again and
// goes to /purchasedisclaimer. (The page's head script already sent visitors without a plan home.)
import { useMemo, useSyncExternalStore } from 'react';
import { formatMoney } from '@crestline/contracts/pricing-core';
import {
  readStoredPlan,
  storedSelectionText,
  storePlan,
  subscribeToSelection,
} from '../pricing/plan-selection';

export interface CheckoutLabels {
  heading: string;
  text: string;
  roleLabel: string;
  talents: string;
  months: string;
  hourlyRate: string;
  total: string;
  button: string;
}

interface Props {
  lang: 'en' | 'tr';
  labels: CheckoutLabels;
  /** Plan key → display name in this language. */
  planNames: Record<string, string>;
  disclaimerHref: string;
}

export default function GetStartedCheckout({ lang, labels, planNames, disclaimerHref }: Props) {
  const stored = useSyncExternalStore(
    subscribeToSelection,
    () => storedSelectionText(),
    () => null,
  );
  // Re-read whenever the stored text changes (stored is only the trigger).
  const plan = useMemo(() => (stored ? readStoredPlan() : null), [stored]);

  function proceed() {
    if (plan) storePlan(plan);
    window.location.assign(disclaimerHref);
  }

  return (
    <div className="checkout-card">
      <h2>{labels.heading}</h2>
      <p>{labels.text}</p>
      {plan ? (
        <dl className="summary">
          <div>
            <dt>{labels.roleLabel}</dt>
            <dd>{planNames[plan.role] ?? plan.role}</dd>
          </div>
          <div>
            <dt>{labels.talents}</dt>
            <dd>{plan.noOfRoles}</dd>
          </div>
          <div>
            <dt>{labels.months}</dt>
            <dd>{plan.noOfMonths}</dd>
          </div>
          <div>
            <dt>{labels.hourlyRate}</dt>
            <dd>{formatMoney(Math.round(plan.amount / plan.noOfRoles), plan.currency, lang)}</dd>
          </div>
          <div className="summary-total">
            <dt>{labels.total}</dt>
            <dd>{formatMoney(plan.showAmount, plan.currency, lang)}</dd>
          </div>
        </dl>
      ) : null}
      <button type="button" className="button button-gold" onClick={proceed} disabled={!plan}>
        {labels.button}
      </button>
    </div>
  );
}
