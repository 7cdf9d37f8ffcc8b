// Pricing cards with the region picker and the talents/months counters. The cards are one GET form to
// /getstarted: each Get Started button submits its plan key, the region and that card's counters, so the
// choice goes through even before (or without) the island's script; /getstarted turns it into the stored
// plan. Once hydrated, the region picker reprices the cards and the −/+ buttons work; values a visitor
// changed before that are kept.
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { REGIONS, isRegion, type Region } from '@crestline/contracts/enums';
import { PLAN_COUNT_LIMITS } from '@crestline/contracts/pricing-core';
import { useBrowserStore, useHydrated } from '../kit/hydrated';
import { clampCount, planAddress } from '@crestline/contracts/plan-selection';
import { readRegion, storeRegion, subscribeToSelection } from './stored-plan';
import type { PricingCardPlan, PricingLabels } from '../../lib/form-labels';

interface Props {
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
  plans,
  labels,
  getStartedHref,
  idPrefix = 'pricing',
  headingLevel = 3,
}: Props) {
  // Server HTML is priced in US; the stored region takes over once hydrated.
  const region = useBrowserStore<Region>(
    subscribeToSelection,
    () => readRegion(),
    () => 'US',
  );
  const picker = useRef<HTMLSelectElement>(null);

  // A region chosen before hydration is still in the picker: it wins over the stored one.
  useLayoutEffect(() => {
    const early = picker.current?.value;
    if (early && early !== 'US' && isRegion(early)) storeRegion(early);
  }, []);

  return (
    <form
      className="pricing"
      method="get"
      action={getStartedHref}
      onSubmit={(event) => {
        // Once hydrated, the address carries only the pressed card's choice (the browser's own submit,
        // before hydration, sends every card's counters; /getstarted reads either).
        const plan = (event.nativeEvent as SubmitEvent).submitter?.getAttribute('value');
        if (!plan) return;
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        window.location.assign(
          planAddress(getStartedHref, {
            plan,
            region: String(data.get('region') ?? region),
            talents: String(data.get(`talents.${plan}`) ?? 1),
            months: String(data.get(`months.${plan}`) ?? 1),
          }),
        );
      }}
    >
      <div className="region-picker">
        <label htmlFor={`${idPrefix}-region`}>{labels.regionLabel}</label>
        <select
          ref={picker}
          id={`${idPrefix}-region`}
          name="region"
          value={region}
          onChange={(e) => storeRegion(e.target.value as Region)}
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
            <PlanCard plan={plan} region={region} labels={labels} headingLevel={headingLevel} />
          </li>
        ))}
      </ul>
    </form>
  );
}

function Counter({
  label,
  name,
  max,
  increase,
  decrease,
}: {
  label: string;
  name: string;
  max: number;
  increase: string;
  decrease: string;
}) {
  const id = useId();
  const hydrated = useHydrated();
  const input = useRef<HTMLInputElement>(null);
  // The whole number the counter stands at; the field may hold a draft (empty, 0) while being typed.
  const [value, setValue] = useState(1);
  const [draft, setDraft] = useState<string | null>(null);

  // A number typed before hydration is still in the field: take it over.
  useLayoutEffect(() => {
    const early = input.current?.value;
    if (early && early !== '1') setValue(clampCount(early, max));
  }, [max]);

  const type = (text: string) => {
    setDraft(text);
    if (/^\d+$/.test(text) && Number(text) >= 1) setValue(clampCount(text, max));
  };
  const step = (next: number) => {
    setDraft(null);
    setValue(clampCount(next, max));
  };
  // The −/+ buttons need the script: until it runs they are off (and announced as unavailable).
  return (
    <div className="counter">
      <label htmlFor={id}>{label}</label>
      <div className="counter-controls">
        <button
          type="button"
          aria-label={`${decrease}: ${label}`}
          onClick={() => step(value - 1)}
          disabled={!hydrated || value <= 1}
        >
          −
        </button>
        <input
          ref={input}
          id={id}
          name={name}
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
          disabled={!hydrated || value >= max}
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
  labels,
  headingLevel,
}: {
  plan: PricingCardPlan;
  region: Region;
  labels: PricingLabels;
  headingLevel: 2 | 3;
}) {
  const Name = headingLevel === 2 ? 'h2' : 'h3';
  const Sub = headingLevel === 2 ? 'h3' : 'h4';
  const headingId = useId();

  return (
    <article className="plan-card" aria-labelledby={headingId}>
      <Name id={headingId} className="plan-name">
        {plan.name}
      </Name>
      <p className="plan-price">
        <strong>{plan.hourly[region]}</strong> <span>{labels.perHour}</span>
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
          name={`talents.${plan.key}`}
          max={PLAN_COUNT_LIMITS.maxRoles}
          increase={labels.increase}
          decrease={labels.decrease}
        />
        <Counter
          label={labels.months}
          name={`months.${plan.key}`}
          max={PLAN_COUNT_LIMITS.maxMonths}
          increase={labels.increase}
          decrease={labels.decrease}
        />
      </div>
      {/* A real submit: works before and without the script, carrying this card's choice. */}
      <button
        type="submit"
        name="plan"
        value={plan.key}
        className="button button-gold plan-cta"
        formNoValidate
      >
        {labels.getStarted}
      </button>
    </article>
  );
}
