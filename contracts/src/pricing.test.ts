import { describe, expect, it } from 'vitest';
import { PLAN_KEYS, REGIONS, type PlanKey } from './enums';
import {
  monthlyBillingQuote,
  monthlyChargeFor,
  DEFAULT_PLAN_PRICES,
  formatDateTime,
  formatMoney,
  hasPriceFor,
  pricingCatalogueSchema,
  planPrice,
  priceForRegion,
  hourlyRateQuote,
  toMinorUnits,
} from './pricing';

/** The product's rule (docs/product.md): hourly prices per talent in minor units: general / US / AU / CAN / TR. */
const SPEC_MINOR: Record<PlanKey, [number, number, number, number, number]> = {
  call_receptionist: [800, 350, 543, 484, 14207],
  jr_non_technical: [800, 450, 698, 484, 14207],
  jr_technical: [1000, 650, 1008, 729, 26384],
  sr_non_technical: [1000, 850, 1008, 899, 26384],
  sr_technical: [1300, 850, 1474, 1314, 38563],
  sr_technical_advanced: [2000, 950, 2398, 2114, 76922],
  sr_technical_advanced_2: [2500, 650, 3198, 2814, 96153],
};

describe('toMinorUnits', () => {
  it('converts decimal text and numbers exactly', () => {
    expect(toMinorUnits('14.74')).toBe(1474);
    expect(toMinorUnits(14.74)).toBe(1474); // 14.74 * 100 is 1473.9999999999998 in floating point
    expect(toMinorUnits(4.84)).toBe(484);
    expect(toMinorUnits('961.53')).toBe(96153);
    expect(toMinorUnits('3.5')).toBe(350);
    expect(toMinorUnits(8)).toBe(800);
    expect(toMinorUnits('26000')).toBe(2600000);
    expect(toMinorUnits('1.005')).toBe(101);
    expect(toMinorUnits('1.004')).toBe(100);
  });

  it('rejects malformed prices', () => {
    for (const bad of ['', 'abc', '-1', '1,5', '1.2.3']) expect(() => toMinorUnits(bad)).toThrow(RangeError);
    expect(() => toMinorUnits(-1)).toThrow(RangeError);
    expect(() => toMinorUnits(Number.NaN)).toThrow(RangeError);
  });
});

describe('prices', () => {
  it('holds exactly the spec numbers', () => {
    for (const key of PLAN_KEYS) {
      const h = DEFAULT_PLAN_PRICES[key].hourly;
      expect([h.general, h.US, h.AU, h.CAN, h.TR].map(toMinorUnits), key).toEqual(SPEC_MINOR[key]);
    }
    expect(DEFAULT_PLAN_PRICES.sr_technical.monthly).toEqual({ USD: '2600', AUD: '3270', CAD: '3320' });
    expect(DEFAULT_PLAN_PRICES.sr_technical.yearly).toEqual({ USD: '26000', AUD: '32700', CAD: '33200' });
  });

  it('gives each region its price and currency', () => {
    for (const key of PLAN_KEYS) {
      REGIONS.forEach((region, i) => {
        const price = priceForRegion({ prices: DEFAULT_PLAN_PRICES[key] }, region);
        expect(price.unitAmount, `${key} ${region}`).toBe(SPEC_MINOR[key][i + 1]);
      });
    }
    expect(priceForRegion({ prices: DEFAULT_PLAN_PRICES.sr_technical }, 'TR')).toEqual({
      unitAmount: 38563,
      currency: 'TRY',
    });
    expect(priceForRegion({ prices: DEFAULT_PLAN_PRICES.jr_technical }, 'CAN')).toEqual({
      unitAmount: 729,
      currency: 'CAD',
    });
  });

  it('reads the CMS plan shape (hourly prices flat, monthly/yearly beside them)', () => {
    const cmsPlan = {
      prices: { general: 13, US: 8.5, AU: 14.74, CAN: 13.14, TR: 385.63 },
      monthly: { USD: 2600, AUD: 3270, CAD: 3320 },
    };
    expect(priceForRegion(cmsPlan, 'AU')).toEqual({ unitAmount: 1474, currency: 'AUD' });
    expect(priceForRegion(cmsPlan, 'CAN', 'monthly')).toEqual({ unitAmount: 332000, currency: 'CAD' });
    expect(hasPriceFor(cmsPlan, 'US', 'yearly')).toBe(false);
    expect(hourlyRateQuote(cmsPlan, { region: 'AU', roles: 3, months: 2 })).toMatchObject({
      amount: 4422,
      showAmount: 8844,
    });
  });

  it('prices monthly and yearly sr_technical by currency', () => {
    const plan = { prices: DEFAULT_PLAN_PRICES.sr_technical };
    expect(priceForRegion(plan, 'US', 'monthly')).toEqual({ unitAmount: 260000, currency: 'USD' });
    expect(priceForRegion(plan, 'AU', 'yearly')).toEqual({ unitAmount: 3270000, currency: 'AUD' });
    expect(priceForRegion(plan, 'CAN', 'monthly')).toEqual({ unitAmount: 332000, currency: 'CAD' });
    expect(hasPriceFor(plan, 'TR', 'monthly')).toBe(false);
    expect(() => priceForRegion(plan, 'TR', 'yearly')).toThrow(RangeError);
    expect(() => priceForRegion({ prices: DEFAULT_PLAN_PRICES.jr_technical }, 'US', 'monthly')).toThrow(
      RangeError,
    );
  });
});

describe('planPrice', () => {
  it('computes amount = price × roles and showAmount = × months in minor units', () => {
    expect(planPrice({ hourly: '14.74', roles: 3, months: 2 })).toEqual({ amount: 4422, showAmount: 8844 });
    expect(planPrice({ hourly: 14.74, roles: 3, months: 2 })).toEqual({ amount: 4422, showAmount: 8844 });
    expect(planPrice({ hourly: '3.5', roles: 1, months: 1 })).toEqual({ amount: 350, showAmount: 350 });
    expect(planPrice({ hourly: '142.07', roles: 3, months: 1 })).toEqual({
      amount: 42621,
      showAmount: 42621,
    });
    expect(planPrice({ hourly: '5.43', roles: 7, months: 12 })).toEqual({ amount: 3801, showAmount: 45612 });
    expect(planPrice({ hourly: '4.84', roles: 3, months: 5 })).toEqual({ amount: 1452, showAmount: 7260 });
    expect(planPrice({ hourly: '961.53', roles: 50, months: 24 })).toEqual({
      amount: 4807650,
      showAmount: 115383600,
    });
    expect(planPrice({ hourly: 961.53, roles: 50, months: 24 })).toEqual({
      amount: 4807650,
      showAmount: 115383600,
    });
    expect(planPrice({ hourly: '769.22', roles: 13, months: 7 })).toEqual({
      amount: 999986,
      showAmount: 6999902,
    });
    expect(planPrice({ hourly: '13.14', roles: 50, months: 24 })).toEqual({
      amount: 65700,
      showAmount: 1576800,
    });
  });

  it('is exact for every spec price up to 50 roles × 24 months', () => {
    for (const key of PLAN_KEYS) {
      const h = DEFAULT_PLAN_PRICES[key].hourly;
      [h.general, h.US, h.AU, h.CAN, h.TR].forEach((hourly, i) => {
        const unit = SPEC_MINOR[key][i] ?? 0;
        for (let roles = 1; roles <= 50; roles += 1) {
          for (const months of [1, 2, 3, 6, 12, 24]) {
            const { amount, showAmount } = planPrice({ hourly, roles, months });
            expect(Number.isInteger(amount) && Number.isInteger(showAmount)).toBe(true);
            if (amount !== unit * roles || showAmount !== unit * roles * months) {
              throw new Error(`${key} ${hourly} × ${roles} × ${months}: ${amount}/${showAmount}`);
            }
          }
        }
      });
    }
  });

  it('rejects non-positive or fractional counts', () => {
    expect(() => planPrice({ hourly: '8', roles: 0, months: 1 })).toThrow(RangeError);
    expect(() => planPrice({ hourly: '8', roles: 1, months: 1.5 })).toThrow(RangeError);
  });

  it('quotes a plan for a region', () => {
    expect(
      hourlyRateQuote({ prices: DEFAULT_PLAN_PRICES.sr_technical }, { region: 'AU', roles: 3, months: 2 }),
    ).toEqual({
      unitAmount: 1474,
      currency: 'AUD',
      amount: 4422,
      showAmount: 8844,
      region: 'AU',
      billingCycle: 'hourly',
      noOfRoles: 3,
      noOfMonths: 2,
    });
    expect(
      hourlyRateQuote(
        { prices: DEFAULT_PLAN_PRICES.sr_technical },
        { region: 'US', roles: 2, months: 12, billingCycle: 'monthly' },
      ),
    ).toMatchObject({ unitAmount: 260000, amount: 520000, showAmount: 6240000, currency: 'USD' });
  });
});

describe('catalogue schema', () => {
  const plan = {
    key: 'sr_technical',
    name: 'Senior Technical',
    description: 'Experienced engineers',
    duties: ['Build', 'Ship'],
    note: '40 hours a week, Monday to Friday.',
    prices: DEFAULT_PLAN_PRICES.sr_technical,
  };

  it('accepts plans with string or number prices and refuses duplicates and bad prices', () => {
    expect(pricingCatalogueSchema.safeParse([plan]).success).toBe(true);
    expect(
      pricingCatalogueSchema.safeParse([
        { ...plan, prices: { hourly: { general: 13, US: 8.5, AU: 14.74, CAN: 13.14, TR: 385.63 } } },
      ]).success,
    ).toBe(true);
    expect(pricingCatalogueSchema.safeParse([plan, plan]).success).toBe(false);
    expect(
      pricingCatalogueSchema.safeParse([
        { ...plan, prices: { hourly: { ...plan.prices.hourly, US: '8,5' } } },
      ]).success,
    ).toBe(false);
    expect(pricingCatalogueSchema.safeParse([{ ...plan, key: 'intern' }]).success).toBe(false);
  });
});

describe('formatting', () => {
  it('formats minor units with 2 decimals for en-US and tr-TR', () => {
    expect(formatMoney(8844, 'AUD', 'en')).toBe('A$88.44');
    expect(formatMoney(350, 'USD', 'en')).toBe('$3.50');
    expect(formatMoney(115383600, 'TRY', 'tr')).toBe('₺1.153.836,00');
    expect(formatMoney(96153, 'try', 'tr')).toBe('₺961,53');
    expect(formatMoney(260000, 'CAD', 'en')).toBe('CA$2,600.00');
  });

  it('formats dates long with 12-hour time', () => {
    expect(formatDateTime('2024-12-01T21:05:00Z', 'en', 'UTC')).toMatch(/^December 1, 2024.*9:05\sPM$/);
    expect(formatDateTime('2024-12-01T21:05:00Z', 'tr', 'UTC')).toContain('1 Aralık 2024');
  });
});

describe('the billing rule', () => {
  it('charges a month of full-time work per talent: 40 h × 52 weeks ÷ 12', () => {
    expect(monthlyChargeFor(850)).toBe(147_333); // $8.50/h → $1,473.33 a month
    expect(monthlyChargeFor(100)).toBe(17_333);
    expect(monthlyChargeFor(0)).toBe(0);
  });

  it('quotes Senior Technical for 2 talents and 3 months in the US', () => {
    const quote = monthlyBillingQuote(
      { prices: DEFAULT_PLAN_PRICES.sr_technical },
      { region: 'US', roles: 2, months: 3 },
    );
    expect(quote).toEqual({
      currency: 'USD',
      region: 'US',
      hourlyAmount: 850,
      unitMonthlyAmount: 147_333,
      monthlyAmount: 294_666,
      totalAmount: 883_998,
      noOfRoles: 2,
      noOfMonths: 3,
      interval: 'month',
    });
  });

  it('uses a plan’s own monthly price when billed monthly, and refuses yearly billing', () => {
    const plan = { prices: DEFAULT_PLAN_PRICES.sr_technical };
    expect(
      monthlyBillingQuote(plan, { region: 'AU', roles: 1, months: 2, billingCycle: 'monthly' }),
    ).toMatchObject({
      currency: 'AUD',
      unitMonthlyAmount: 327_000,
      totalAmount: 654_000,
      hourlyAmount: null,
    });
    expect(() =>
      monthlyBillingQuote(plan, { region: 'US', roles: 1, months: 1, billingCycle: 'yearly' }),
    ).toThrow(RangeError);
    expect(() =>
      monthlyBillingQuote(plan, { region: 'TR', roles: 1, months: 1, billingCycle: 'monthly' }),
    ).toThrow(RangeError);
  });
});
