// The plan choice of the pricing cards and the purchase pages (docs/product.md, pricing and purchase): a
// catalogue plan priced for a region and counters becomes the PlanSelection the site keeps in local storage
// under `subscription`; a stored value is read back by the rules of planSelectionSchema; a pricing form's
// choice travels in the /getstarted address. Zod-free like pricing-core, so the pricing islands ship no
// validation library. The browser's side (reading and writing the storage) is the site's
// islands/kit/stored-plan.ts.
import {
  BILLING_CYCLES,
  CURRENCIES,
  normalizeRegion,
  PLAN_KEYS,
  PRE_CONTRACT_REGION,
  PRE_CONTRACT_VERSION,
  REGIONS,
  type Currency,
  type PlanKey,
  type Region,
} from './enums';
import { PLAN_COUNT_LIMITS, hourlyRateQuote, type DecimalPrice, type HourlyPrices } from './pricing-core';
import type { PlanSelection } from './payments';

/** The pieces of a catalogue plan that price a choice (the content's Plan has them beside its texts). */
export interface CataloguePlan {
  key: PlanKey;
  name: string;
  description: string;
  prices: HourlyPrices;
  monthly?: Partial<Record<Currency, DecimalPrice>> | undefined;
  yearly?: Partial<Record<Currency, DecimalPrice>> | undefined;
}

/** The plan choice of a card: the plan priced hourly for the region, roles talents and months months. */
export function buildPlanSelection(
  plan: CataloguePlan,
  { region, roles, months }: { region: Region; roles: number; months: number },
): PlanSelection {
  const quote = hourlyRateQuote(plan, { region, roles, months, billingCycle: 'hourly' });
  return {
    role: plan.key,
    amount: quote.amount,
    showAmount: quote.showAmount,
    noOfRoles: roles,
    noOfMonths: months,
    billingCycle: 'hourly',
    description: plan.description,
    currency: quote.currency,
    region,
  };
}

function oneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

function minorUnits(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

/** A counter as stored: a whole number (or its digits) from 1 to max; anything else → null. */
function storedCount(value: unknown, max: number): number | null {
  const n = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= max ? n : null;
}

/**
 * A stored value as a whole plan selection (the rules of the contracts' planSelectionSchema, checked by
 * hand so this module needs no zod), or null.
 */
export function toPlanSelection(value: unknown): PlanSelection | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const v = value as Record<string, unknown>;
  const noOfRoles = storedCount(v.noOfRoles, PLAN_COUNT_LIMITS.maxRoles);
  const noOfMonths = storedCount(v.noOfMonths, PLAN_COUNT_LIMITS.maxMonths);
  if (
    !oneOf(PLAN_KEYS, v.role) ||
    !minorUnits(v.amount) ||
    !minorUnits(v.showAmount) ||
    noOfRoles === null ||
    noOfMonths === null ||
    !oneOf(BILLING_CYCLES, v.billingCycle) ||
    typeof v.description !== 'string' ||
    !oneOf(CURRENCIES, v.currency) ||
    !oneOf(REGIONS, v.region)
  )
    return null;
  return {
    role: v.role,
    amount: v.amount,
    showAmount: v.showAmount,
    noOfRoles,
    noOfMonths,
    billingCycle: v.billingCycle,
    description: v.description,
    currency: v.currency,
    region: v.region,
    ...acceptedPreContract(v),
  };
}

/** The pre-contract acceptance a stored choice carries (Türkiye), when it is whole. */
function acceptedPreContract(v: Record<string, unknown>): Pick<PlanSelection, 'preContract'> {
  const p = v.preContract as { accepted?: unknown; version?: unknown } | undefined;
  if (v.region !== PRE_CONTRACT_REGION || !p || typeof p !== 'object') return {};
  if (p.accepted !== true || typeof p.version !== 'string' || !PRE_CONTRACT_VERSION.test(p.version))
    return {};
  return { preContract: { accepted: true, version: p.version } };
}

/** Counter input: whole numbers ≥ 1 (and within the contracts' limits); anything else → 1. */
export function clampCount(value: unknown, max: number): number {
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return 1;
  return Math.min(max, Math.max(1, Math.floor(n)));
}

/**
 * The plan choice a pricing form sends to /getstarted (works without JavaScript): `plan` (the card's
 * key), `region`, and that card's counters as `talents.<plan>` / `months.<plan>` (a plain link may use
 * `talents` / `months`). Answers the full plan selection priced from `plans`, or null when the query
 * names no known plan. Counters out of range are brought into range; an unknown region is US.
 */
export function planFromQuery(search: string, plans: readonly CataloguePlan[]): PlanSelection | null {
  const query = new URLSearchParams(search);
  const key = query.get('plan');
  const plan = plans.find((p) => p.key === key);
  if (!plan) return null;
  const count = (name: string, max: number) =>
    clampCount(query.get(`${name}.${plan.key}`) ?? query.get(name) ?? 1, max);
  return buildPlanSelection(plan, {
    region: normalizeRegion(query.get('region')),
    roles: count('talents', PLAN_COUNT_LIMITS.maxRoles),
    months: count('months', PLAN_COUNT_LIMITS.maxMonths),
  });
}

/** The short address of a pricing choice: /getstarted/?plan=…&region=…&talents=…&months=… */
export function planAddress(
  base: string,
  choice: { plan: string; region: string; talents: string | number; months: string | number },
): string {
  const query = new URLSearchParams({
    plan: choice.plan,
    region: choice.region,
    talents: String(choice.talents),
    months: String(choice.months),
  });
  return `${base}?${query.toString()}`;
}

/** The pricing pieces of catalogue plans, for the purchase pages (no texts but names and descriptions). */
export function cataloguePlans(plans: readonly (CataloguePlan & Record<string, unknown>)[]): CataloguePlan[] {
  return plans.map(({ key, name, description, prices, monthly, yearly }) => ({
    key,
    name,
    description,
    prices,
    monthly,
    yearly,
  }));
}
