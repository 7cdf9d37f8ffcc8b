// Get started's checkout block: a summary of the selected plan and the link to /purchasedisclaimer. A
// plan chosen on a pricing form arrives in the address (?plan=…) and is stored here; a plan stored
// earlier is shown as it is. The link works before the script runs (the boot script carries the
// address's choice onto it).
import type { Locale } from '@crestline/contracts/enums';
import { useLayoutEffect } from 'react';
import { BillingSummary } from './BillingSummary';
import { formatMoney } from '@crestline/contracts/pricing-core';
import type { CataloguePlan } from '@crestline/contracts/plan-selection';
import { storePlanFromAddress, useStoredPlan } from './stored-plan';
import type { BillingLabels, CheckoutLabels } from '../../lib/form-labels';

interface Props {
  lang: Locale;
  labels: CheckoutLabels;
  billing: BillingLabels;
  /** The catalogue's plans (names in this language, prices) to price a choice from the address. */
  plans: CataloguePlan[];
  disclaimerHref: string;
}

export default function GetStartedCheckout({ lang, labels, billing, plans, disclaimerHref }: Props) {
  useLayoutEffect(() => {
    storePlanFromAddress(plans);
  }, [plans]);
  const plan = useStoredPlan();
  const name = plan ? (plans.find((p) => p.key === plan.role)?.name ?? plan.role) : '';

  return (
    <div className="checkout-card">
      <h2>{labels.heading}</h2>
      <p>{labels.text}</p>
      {plan ? (
        <dl className="summary">
          <div>
            <dt>{labels.roleLabel}</dt>
            <dd>{name}</dd>
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
        </dl>
      ) : null}
      {plan ? <BillingSummary lang={lang} plan={plan} plans={plans} labels={billing} /> : null}
      <a className="button button-gold" href={disclaimerHref} data-carry-query>
        {labels.button}
      </a>
    </div>
  );
}
