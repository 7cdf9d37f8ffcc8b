// The billing rule and what the chosen plan will charge (docs/product.md, billing rule): per talent per
// month, every month for all talents, and in total over the chosen months; computed with the contracts'
// monthlyBillingQuote, the same rule the API charges by.
import type { Locale } from '@crestline/contracts/enums';
import { monthlyBillingQuote, formatMoney } from '@crestline/contracts/pricing-core';
import type { PlanSelection } from '@crestline/contracts/payments';
import type { CataloguePlan } from '@crestline/contracts/plan-selection';
import type { BillingLabels } from '../../lib/form-labels';

interface Props {
  lang: Locale;
  plan: PlanSelection;
  plans: readonly CataloguePlan[];
  labels: BillingLabels;
}

export function BillingSummary({ lang, plan, plans, labels }: Props) {
  const priced = plans.find((p) => p.key === plan.role);
  if (!priced) return null;
  let quote;
  try {
    quote = monthlyBillingQuote(priced, {
      region: plan.region,
      roles: plan.noOfRoles,
      months: plan.noOfMonths,
      billingCycle: plan.billingCycle === 'monthly' ? 'monthly' : 'hourly',
    });
  } catch {
    return null;
  }
  const money = (minor: number) => formatMoney(minor, quote.currency, lang);
  const total = (plan.noOfMonths === 1 ? labels.totalOne : labels.totalOther).replace(
    '{months}',
    String(plan.noOfMonths),
  );
  return (
    <div className="billing-summary">
      <dl className="summary">
        <div>
          <dt>{labels.perTalentMonth}</dt>
          <dd>{money(quote.unitMonthlyAmount)}</dd>
        </div>
        <div>
          <dt>{labels.monthlyCharge}</dt>
          <dd>{money(quote.monthlyAmount)}</dd>
        </div>
        <div className="summary-total">
          <dt>{total}</dt>
          <dd>{money(quote.totalAmount)}</dd>
        </div>
      </dl>
      <p className="card-muted billing-rule">{labels.rule}</p>
    </div>
  );
}
