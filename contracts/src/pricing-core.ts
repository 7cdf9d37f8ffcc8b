// Talent plan price arithmetic without zod (docs/product.md), so the site's islands can
// price plans without shipping a validation library. Money is integer minor units: a decimal price is
// turned into minor units once (from its decimal text, never by float multiplication), then only integers
// are multiplied. pricing.ts adds the catalogue's zod schemas and re-exports everything here.

import {
  REGION_CURRENCY,
  type BillingCycle,
  type Currency,
  type Locale,
  type PlanKey,
  type Region,
} from './enums';

/** A price in major units, as a decimal string ("14.74") or a number (14.74). */
export type DecimalPrice = string | number;

/** The text form of a decimal price: digits, optionally a dot and more digits. */
export const DECIMAL_PRICE_TEXT = /^(\d+)(?:\.(\d+))?$/;

/**
 * Major units → integer minor units (2 decimals, as for USD, AUD, CAD and TRY): "14.74" → 1474,
 * 961.53 → 96153, "8" → 800. A third decimal rounds half up ("1.005" → 101). Throws RangeError for
 * negative, non-finite or malformed prices.
 */
export function toMinorUnits(price: DecimalPrice): number {
  let text: string;
  if (typeof price === 'number') {
    if (!Number.isFinite(price) || price < 0) throw new RangeError(`Invalid price: ${price}`);
    text = String(price);
    // Exponent notation (1e21, 1e-7) has no decimal text to read: fall back to rounding once.
    if (/e/i.test(text)) return Math.round(price * 100);
  } else {
    text = price.trim();
  }
  const match = DECIMAL_PRICE_TEXT.exec(text);
  if (!match) throw new RangeError(`Invalid price: ${String(price)}`);
  const whole = Number(match[1]);
  const fraction = (match[2] ?? '').padEnd(3, '0');
  let minor = whole * 100 + Number(fraction.slice(0, 2));
  if (Number(fraction[2]) >= 5) minor += 1;
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Price out of range: ${String(price)}`);
  return minor;
}

function assertCount(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 1) throw new RangeError(`${name} must be a whole number ≥ 1`);
}

export interface PlanPriceResult {
  /** Price per talent × number of talents, in minor units. */
  amount: number;
  /** amount × number of months, in minor units. */
  showAmount: number;
}

/**
 * amount = hourly × roles; showAmount = hourly × roles × months (docs/product.md), in integer minor units.
 * `hourly` is the unit price in major units (the plan's "hourly" field; for monthly/yearly plans pass that
 * cycle's price).
 */
export function planPrice({
  hourly,
  roles,
  months,
}: {
  hourly: DecimalPrice;
  roles: number;
  months: number;
}): PlanPriceResult {
  return planTotals(toMinorUnits(hourly), roles, months);
}

/** planPrice for a unit price already in minor units. */
export function planTotals(unitAmount: number, roles: number, months: number): PlanPriceResult {
  if (!Number.isSafeInteger(unitAmount) || unitAmount < 0)
    throw new RangeError('unitAmount must be minor units');
  assertCount('roles', roles);
  assertCount('months', months);
  const amount = unitAmount * roles;
  const showAmount = amount * months;
  if (!Number.isSafeInteger(showAmount)) throw new RangeError('Plan total out of range');
  return { amount, showAmount };
}

/** Hourly price per talent: general plus one per region. */
export interface HourlyPrices {
  general: DecimalPrice;
  US: DecimalPrice;
  AU: DecimalPrice;
  CAN: DecimalPrice;
  TR: DecimalPrice;
}

/** A plan's prices: hourly by region, and optionally monthly and yearly by currency. */
export interface PlanPrices {
  hourly: HourlyPrices;
  /** Monthly price per talent by currency (only sr_technical has them). */
  monthly?: Partial<Record<Currency, DecimalPrice>> | undefined;
  /** Yearly price per talent by currency (only sr_technical has them). */
  yearly?: Partial<Record<Currency, DecimalPrice>> | undefined;
}

/** Upper bounds for the plan counters (they keep totals sane). */
export const PLAN_COUNT_LIMITS = { maxRoles: 1000, maxMonths: 120 } as const;

/** The product's prices per talent (general / US / AU / CAN / TR; sr_technical also monthly and yearly). */
export const DEFAULT_PLAN_PRICES = {
  call_receptionist: { hourly: { general: '8', US: '3.5', AU: '5.43', CAN: '4.84', TR: '142.07' } },
  jr_non_technical: { hourly: { general: '8', US: '4.5', AU: '6.98', CAN: '4.84', TR: '142.07' } },
  jr_technical: { hourly: { general: '10', US: '6.5', AU: '10.08', CAN: '7.29', TR: '263.84' } },
  sr_non_technical: { hourly: { general: '10', US: '8.5', AU: '10.08', CAN: '8.99', TR: '263.84' } },
  sr_technical: {
    hourly: { general: '13', US: '8.5', AU: '14.74', CAN: '13.14', TR: '385.63' },
    monthly: { USD: '2600', AUD: '3270', CAD: '3320' },
    yearly: { USD: '26000', AUD: '32700', CAD: '33200' },
  },
  sr_technical_advanced: { hourly: { general: '20', US: '9.5', AU: '23.98', CAN: '21.14', TR: '769.22' } },
  sr_technical_advanced_2: { hourly: { general: '25', US: '6.5', AU: '31.98', CAN: '28.14', TR: '961.53' } },
} as const satisfies Record<PlanKey, PlanPrices>;

/**
 * A plan as either shape carries its prices: this module's `{prices: {hourly, monthly?, yearly?}}`, or the
 * CMS content shape of content.ts (`{prices: {general, US, AU, CAN, TR}, monthly?, yearly?}`).
 */
export type PricedPlan =
  | { prices: PlanPrices }
  | {
      prices: HourlyPrices;
      monthly?: Partial<Record<Currency, DecimalPrice>>;
      yearly?: Partial<Record<Currency, DecimalPrice>>;
    };

/** The prices of either plan shape as PlanPrices. */
export function planPricesOf(plan: PricedPlan): PlanPrices {
  if ('hourly' in plan.prices) return plan.prices;
  const flat = plan as Exclude<PricedPlan, { prices: PlanPrices }>;
  return {
    hourly: flat.prices,
    ...(flat.monthly ? { monthly: flat.monthly } : {}),
    ...(flat.yearly ? { yearly: flat.yearly } : {}),
  };
}

export interface RegionPrice {
  /** Price per talent in minor units. */
  unitAmount: number;
  currency: Currency;
}

/** Whether the plan has a price for the region's currency in this billing cycle. */
export function hasPriceFor(plan: PricedPlan, region: Region, cycle: BillingCycle = 'hourly'): boolean {
  if (cycle === 'hourly') return true;
  return planPricesOf(plan)[cycle]?.[REGION_CURRENCY[region]] !== undefined;
}

/**
 * The per-talent price of a plan in a region's currency: hourly by region, or the monthly/yearly price of
 * the region's currency. Throws RangeError when the plan has no price for that cycle and currency.
 */
export function priceForRegion(
  plan: PricedPlan,
  region: Region,
  cycle: BillingCycle = 'hourly',
): RegionPrice {
  const currency = REGION_CURRENCY[region];
  const prices = planPricesOf(plan);
  const price = cycle === 'hourly' ? prices.hourly[region] : prices[cycle]?.[currency];
  if (price === undefined) throw new RangeError(`No ${cycle} price in ${currency}`);
  return { unitAmount: toMinorUnits(price), currency };
}

export interface HourlyRateQuote extends PlanPriceResult, RegionPrice {
  region: Region;
  billingCycle: BillingCycle;
  noOfRoles: number;
  noOfMonths: number;
}

/** What a buyer chooses of a plan: where the talents work, how many, for how many months, and how billed. */
export interface PlanChoice {
  region: Region;
  roles: number;
  months: number;
  billingCycle?: BillingCycle;
}

/**
 * A plan choice at the hourly rate, as the pricing card shows it: the unit price and currency, amount =
 * unit × talents and showAmount = amount × months (minor units). What a subscription is charged is
 * monthlyBillingQuote's rule (the API checks out with it, from its own catalogue).
 */
export function hourlyRateQuote(plan: PricedPlan, choice: PlanChoice): HourlyRateQuote {
  const { region, roles, months, billingCycle = 'hourly' } = choice;
  const { unitAmount, currency } = priceForRegion(plan, region, billingCycle);
  const { amount, showAmount } = planTotals(unitAmount, roles, months);
  return {
    unitAmount,
    currency,
    amount,
    showAmount,
    region,
    billingCycle,
    noOfRoles: roles,
    noOfMonths: months,
  };
}

/** Intl locale used for display of money and dates. */
export function intlLocale(locale: Locale | string | null | undefined): 'en-US' | 'tr-TR' {
  return locale === 'tr' ? 'tr-TR' : 'en-US';
}

/** Minor units shown as currency with 2 decimals: (884400, 'AUD', 'en') → "A$8,844.00". */
export function formatMoney(
  minor: number,
  currency: Currency | string,
  locale: Locale | string = 'en',
): string {
  return new Intl.NumberFormat(intlLocale(locale), {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(minor / 100);
}

/** Long date with 12-hour time ("December 1, 2024 at 9:30 AM"), for tables of payments and subscriptions. */
export function formatDateTime(
  iso: string | Date,
  locale: Locale | string = 'en',
  timeZone?: string,
): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: 'long',
    timeStyle: 'short',
    // 12-hour in English (the spec), 24-hour in Turkish (14:30, not "ÖS 02:30").
    hour12: !String(locale).startsWith('tr'),
    ...(timeZone ? { timeZone } : {}),
  }).format(typeof iso === 'string' ? new Date(iso) : iso);
}

/**
 * The billing rule (docs/product.md, pricing and purchase). Plans are priced per talent per hour; a
 * subscription charges every month for full-time work: 40 hours a week × 52 weeks ÷ 12 = 173⅓ hours a
 * month per talent, rounded to the cent. It ends by itself after the chosen number of months. A plan with
 * its own monthly price in the region's currency (and billing cycle "monthly") charges that price instead.
 */
export const BILLING_HOURS_PER_WEEK = 40;
export const BILLING_WEEKS_PER_YEAR = 52;

/** One talent's monthly charge (minor units) for an hourly price (minor units). */
export function monthlyChargeFor(hourlyMinor: number): number {
  if (!Number.isSafeInteger(hourlyMinor) || hourlyMinor < 0)
    throw new RangeError('hourly price must be minor units');
  return Math.round((hourlyMinor * BILLING_HOURS_PER_WEEK * BILLING_WEEKS_PER_YEAR) / 12);
}

export interface MonthlyBillingQuote {
  currency: Currency;
  region: Region;
  /** The hourly price per talent the charge comes from (minor units); null for a monthly-priced plan. */
  hourlyAmount: number | null;
  /** One talent, one month (minor units): the Stripe price's unit amount. */
  unitMonthlyAmount: number;
  /** What every month's invoice charges: unitMonthlyAmount × talents. */
  monthlyAmount: number;
  /** The whole subscription: monthlyAmount × months. */
  totalAmount: number;
  noOfRoles: number;
  noOfMonths: number;
  interval: 'month';
}

/**
 * What a plan choice is charged under the billing rule above (a monthly charge per talent): per talent,
 * per month, and in total. The API's checkout prices with it; the checkout summary shows it.
 */
export function monthlyBillingQuote(plan: PricedPlan, choice: PlanChoice): MonthlyBillingQuote {
  const { region, roles, months, billingCycle = 'hourly' } = choice;
  if (billingCycle === 'yearly') throw new RangeError('Yearly billing is not offered');
  const { unitAmount, currency } = priceForRegion(plan, region, billingCycle);
  const unitMonthlyAmount = billingCycle === 'monthly' ? unitAmount : monthlyChargeFor(unitAmount);
  const { amount: monthlyAmount, showAmount: totalAmount } = planTotals(unitMonthlyAmount, roles, months);
  return {
    currency,
    region,
    hourlyAmount: billingCycle === 'hourly' ? unitAmount : null,
    unitMonthlyAmount,
    monthlyAmount,
    totalAmount,
    noOfRoles: roles,
    noOfMonths: months,
    interval: 'month',
  };
}
