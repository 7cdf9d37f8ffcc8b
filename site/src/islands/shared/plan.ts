// The plan a visitor picks on a pricing card, kept in local storage under `subscription` (docs/product.md):
// role (plan key), amount, showAmount (minor units), noOfRoles, noOfMonths, billingCycle, description,
// currency and region. The same key carries the visitor's region before any plan is picked.
// Only zod-free contracts modules here (enums, pricing-core): the pricing islands ship no validation library.
import {
  BILLING_CYCLES,
  CURRENCIES,
  normalizeRegion,
  PLAN_KEYS,
  REGIONS,
  STORAGE_KEYS,
  type Region,
} from '@crestline/contracts/enums';
import { PLAN_COUNT_LIMITS, quotePlan, type PlanPrices } from '@crestline/contracts/pricing-core';
import type { PlanSelection } from '@crestline/contracts/payments';
import { readJson, safeStorage, writeJson } from '../shared/storage';

export interface PricedPlan {
  key: PlanSelection['role'];
  name: string;
  description: string;
  prices: { general: number; US: number; AU: number; CAN: number; TR: number };
  monthly?: { USD: number; AUD: number; CAD: number } | undefined;
  yearly?: { USD: number; AUD: number; CAD: number } | undefined;
}

export function catalogPrices(plan: PricedPlan): PlanPrices {
  return {
    hourly: plan.prices,
    ...(plan.monthly ? { monthly: plan.monthly } : {}),
    ...(plan.yearly ? { yearly: plan.yearly } : {}),
  };
}

/** Region stored under `subscription` (default US; anything unknown → US). */
export function readRegion(storage: Storage | undefined = safeStorage()): Region {
  const stored = readJson(STORAGE_KEYS.subscription, storage);
  return normalizeRegion(
    stored && typeof stored === 'object' ? (stored as { region?: unknown }).region : undefined,
  );
}

/** Announced on window whenever the stored selection changes in this tab. */
export const SUBSCRIPTION_CHANGE_EVENT = 'subscription-change';

function announce(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(SUBSCRIPTION_CHANGE_EVENT));
}

/** Subscribes to changes of the stored selection (this tab and others), for useSyncExternalStore. */
export function subscribeToSelection(onChange: () => void): () => void {
  window.addEventListener(SUBSCRIPTION_CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(SUBSCRIPTION_CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The raw stored text: a stable snapshot for useSyncExternalStore. */
export function storedSelectionText(storage: Storage | undefined = safeStorage()): string | null {
  try {
    return storage?.getItem(STORAGE_KEYS.subscription) ?? null;
  } catch {
    return null;
  }
}

/** Remembers the region. A plan picked earlier was priced for the old region, so it is dropped. */
export function storeRegion(region: Region, storage: Storage | undefined = safeStorage()): void {
  const current = readStoredPlan(storage);
  if (current && current.region === region) return;
  writeJson(STORAGE_KEYS.subscription, { region }, storage);
  announce();
}

export function buildPlanSelection(
  plan: PricedPlan,
  { region, roles, months }: { region: Region; roles: number; months: number },
): PlanSelection {
  const quote = quotePlan({ prices: catalogPrices(plan) }, { region, roles, months, billingCycle: 'hourly' });
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

export function storePlan(selection: PlanSelection, storage: Storage | undefined = safeStorage()): void {
  writeJson(STORAGE_KEYS.subscription, selection, storage);
  announce();
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
  };
}

/** The selected plan, or null when none is stored (or what is stored is not a whole plan). */
export function readStoredPlan(storage: Storage | undefined = safeStorage()): PlanSelection | null {
  return toPlanSelection(readJson(STORAGE_KEYS.subscription, storage));
}

/** Forgets the plan but keeps the region. */
export function clearPlan(storage: Storage | undefined = safeStorage()): void {
  const region = readRegion(storage);
  writeJson(STORAGE_KEYS.subscription, { region }, storage);
  announce();
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
export function planFromQuery(search: string, plans: readonly PricedPlan[]): PlanSelection | null {
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

/**
 * On the purchase pages: a plan choice in the address (?plan=…, sent by a pricing form) becomes the
 * stored plan, and the address loses the query (a reload shows the stored plan). Answers true when one
 * was taken over.
 */
export function storePlanFromAddress(plans: readonly PricedPlan[], win: Window = window): boolean {
  const selection = planFromQuery(win.location.search, plans);
  if (!selection) return false;
  storePlan(selection);
  win.history.replaceState(win.history.state, '', win.location.pathname + win.location.hash);
  return true;
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

/** The plan pieces of the catalogue the purchase pages need to price a choice (no texts but names). */
export function pricedPlans(plans: readonly (PricedPlan & Record<string, unknown>)[]): PricedPlan[] {
  return plans.map(({ key, name, description, prices, monthly, yearly }) => ({
    key,
    name,
    description,
    prices,
    monthly,
    yearly,
  }));
}
