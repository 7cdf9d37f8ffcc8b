// Pricing cards with the region picker and the talents/months counters. "Get Started" stores the plan
// selection (see plan-selection.ts) and goes to /getstarted.
import { useId, useState, useSyncExternalStore } from 'react';
import { REGIONS, type Region } from '@crestline/contracts/enums';
import { formatMoney, PLAN_COUNT_LIMITS, priceForRegion } from '@crestline/contracts/pricing-core';
import {
  buildPlanSelection,
  catalogPrices,
  clampCount,
  readRegion,
  storePlan,
  storeRegion,
  subscribeToSelection,
  type PricedPlan,
} from './plan-selection';

export interface PricingCardPlan extends PricedPlan {
  /** At most seven duties (the card shows the first 7). */
  duties: string[];
  note: string;
}

export interface PricingLabels {
  regionLabel: string;
  regions: Record<Region, string>;
  talents: string;
  months: string;
  increase: string;
  decrease: string;
  perHour: string;
  dutiesHeading: string;
  getStarted: string;
}

interface Props {
  lang: 'en' | 'tr';
  plans: PricingCardPlan[];
  labels: PricingLabels;
  /** Where Get Started goes (/getstarted/ or /tr/getstarted/). */
  getStartedHref: string;
  /** Id prefix so two lists on a page never share ids. */
  idPrefix?: string;
  /** Level of the plan names: 3 under a section's h2, 2 under the page's h1. */
  headingLevel?: 2 | 3;
}

export default function PricingCards({
  lang,
  plans,
  labels,
  getStartedHref,
  idPrefix = 'pricing',
  headingLevel = 3,
}: Props) {
  // Server HTML is priced in US; the stored region takes over once hydrated.
  const region = useSyncExternalStore<Region>(
    subscribeToSelection,
    () => readRegion(),
    () => 'US',
  );

  function changeRegion(next: Region) {
    storeRegion(next);
  }

  return (
    <div className="pricing">
      <div className="region-picker">
        <label htmlFor={`${idPrefix}-region`}>{labels.regionLabel}</label>
        <select
          id={`${idPrefix}-region`}
          value={region}
          onChange={(e) => changeRegion(e.target.value as Region)}
        >
          {REGIONS.map((r) => (
            <option key={r} value={r}>
              {labels.regions[r]}
            </option>
          ))}
        </select>
      </div>
      <ul className="plan-grid">
        {plans.map((plan) => (
          <li key={plan.key}>
            <PlanCard
              plan={plan}
              region={region}
              lang={lang}
              labels={labels}
              getStartedHref={getStartedHref}
              headingLevel={headingLevel}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

function Counter({
  label,
  value,
  max,
  onChange,
  increase,
  decrease,
}: {
  label: string;
  value: number;
  max: number;
  onChange: (n: number) => void;
  increase: string;
  decrease: string;
}) {
  const id = useId();
  // The text being typed may be empty or 0 for a moment (draft); the counter keeps its last whole
  // value ≥ 1 and shows it again when the field is left.
  const [draft, setDraft] = useState<string | null>(null);
  function type(text: string) {
    setDraft(text);
    if (/^\d+$/.test(text) && Number(text) >= 1) onChange(clampCount(text, max));
  }
  function step(next: number) {
    setDraft(null);
    onChange(clampCount(next, max));
  }
  return (
    <div className="counter">
      <label htmlFor={id}>{label}</label>
      <div className="counter-controls">
        <button
          type="button"
          aria-label={`${decrease}: ${label}`}
          onClick={() => step(value - 1)}
          disabled={value <= 1}
        >
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          value={draft ?? String(value)}
          onChange={(e) => type(e.target.value)}
          onBlur={() => setDraft(null)}
        />
        <button
          type="button"
          aria-label={`${increase}: ${label}`}
          onClick={() => step(value + 1)}
          disabled={value >= max}
        >
          +
        </button>
      </div>
    </div>
  );
}

function PlanCard({
  plan,
  region,
  lang,
  labels,
  getStartedHref,
  headingLevel,
}: {
  plan: PricingCardPlan;
  region: Region;
  lang: 'en' | 'tr';
  labels: PricingLabels;
  getStartedHref: string;
  headingLevel: 2 | 3;
}) {
  const Name = headingLevel === 2 ? 'h2' : 'h3';
  const Sub = headingLevel === 2 ? 'h3' : 'h4';
  const [roles, setRoles] = useState(1);
  const [months, setMonths] = useState(1);
  const headingId = useId();
  const { unitAmount, currency } = priceForRegion({ prices: catalogPrices(plan) }, region, 'hourly');

  function getStarted() {
    storePlan(buildPlanSelection(plan, { region, roles, months }));
    window.location.assign(getStartedHref);
  }

  return (
    <article className="plan-card" aria-labelledby={headingId}>
      <Name id={headingId} className="plan-name">
        {plan.name}
      </Name>
      <p className="plan-price">
        <strong>{formatMoney(unitAmount, currency, lang)}</strong> <span>{labels.perHour}</span>
      </p>
      <p className="plan-description">{plan.description}</p>
      <Sub className="plan-duties-heading">{labels.dutiesHeading}</Sub>
      <ul className="check-list plan-duties">
        {plan.duties.slice(0, 7).map((duty) => (
          <li key={duty}>{duty}</li>
        ))}
      </ul>
      <p className="plan-note">{plan.note}</p>
      <div className="plan-counters">
        <Counter
          label={labels.talents}
          value={roles}
          max={PLAN_COUNT_LIMITS.maxRoles}
          onChange={setRoles}
          increase={labels.increase}
          decrease={labels.decrease}
        />
        <Counter
          label={labels.months}
          value={months}
          max={PLAN_COUNT_LIMITS.maxMonths}
          onChange={setMonths}
          increase={labels.increase}
          decrease={labels.decrease}
        />
      </div>
      <button type="button" className="button button-gold plan-cta" onClick={getStarted}>
        {labels.getStarted}
      </button>
    </article>
  );
}
