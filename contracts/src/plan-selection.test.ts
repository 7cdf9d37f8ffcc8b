// The plan choice's rules: pricing a choice from a pricing form's address, and reading a stored value by
// the same rules as planSelectionSchema (without zod).
import { describe, expect, it } from 'vitest';
import { planSelectionSchema } from './payments';
import {
  cataloguePlans,
  planAddress,
  planFromQuery,
  toPlanSelection,
  type CataloguePlan,
} from './plan-selection';

const plan: CataloguePlan = {
  key: 'sr_technical',
  name: 'Senior Technical',
  description: 'Senior technical talent',
  prices: { general: 13, US: 8.5, AU: 14.74, CAN: 13.14, TR: 385.63 },
  monthly: { USD: 2600, AUD: 3270, CAD: 3320 },
  yearly: { USD: 26000, AUD: 32700, CAD: 33200 },
};

describe('plan choice in an address', () => {
  it('prices a choice sent without the script, bringing counters into range', () => {
    expect(planFromQuery('?plan=sr_technical&region=CAN&talents=2&months=0', [plan])).toMatchObject({
      role: 'sr_technical',
      currency: 'CAD',
      noOfRoles: 2,
      noOfMonths: 1,
      amount: 2628,
    });
    expect(planFromQuery('?plan=unknown', [plan])).toBeNull();
    expect(planFromQuery('?plan=sr_technical&region=XX&talents.sr_technical=99999', [plan])).toMatchObject({
      region: 'US',
      noOfRoles: 1000,
    });
  });

  it('writes the short address of a choice and reads it back', () => {
    const address = planAddress('/getstarted/', {
      plan: 'sr_technical',
      region: 'AU',
      talents: 2,
      months: 3,
    });
    expect(address).toBe('/getstarted/?plan=sr_technical&region=AU&talents=2&months=3');
    expect(planFromQuery(address.split('?')[1]!, [plan])).toMatchObject({
      currency: 'AUD',
      noOfRoles: 2,
      noOfMonths: 3,
      amount: 2948,
      showAmount: 8844,
    });
  });

  it('keeps only the pricing pieces of catalogue plans', () => {
    expect(cataloguePlans([{ ...plan, duties: ['a'], order: 5 }])).toEqual([plan]);
  });
});

describe('stored plan check (no zod)', () => {
  const whole = {
    role: 'sr_technical',
    amount: 2550,
    showAmount: 5100,
    noOfRoles: 3,
    noOfMonths: 2,
    billingCycle: 'hourly',
    description: 'Senior technical talent',
    currency: 'USD',
    region: 'US',
  };
  const samples: unknown[] = [
    whole,
    { ...whole, extra: 'dropped' },
    { ...whole, noOfRoles: '4' },
    { ...whole, noOfMonths: 120 },
    { ...whole, noOfMonths: 121 },
    { ...whole, noOfRoles: 0 },
    { ...whole, noOfRoles: 1.5 },
    { ...whole, role: 'ceo' },
    { ...whole, amount: -1 },
    { ...whole, amount: 1.5 },
    { ...whole, showAmount: '5100' },
    { ...whole, billingCycle: 'weekly' },
    { ...whole, description: undefined },
    { ...whole, currency: 'EUR' },
    { ...whole, region: 'XX' },
    { region: 'AU' },
    null,
    'plan',
    [whole],
  ];

  it.each(samples.map((sample) => [JSON.stringify(sample), sample]))(
    'agrees with the contracts schema on %s',
    (_name, sample) => {
      const parsed = planSelectionSchema('en').safeParse(sample);
      expect(toPlanSelection(sample)).toEqual(parsed.success ? parsed.data : null);
    },
  );
  it('keeps a whole pre-contract acceptance with a plan for Türkiye, and drops it otherwise', () => {
    const tr = { ...whole, region: 'TR', currency: 'TRY' };
    const accepted = { accepted: true, version: 'tr-0123456789abcdef' };
    expect(toPlanSelection({ ...tr, preContract: accepted })?.preContract).toEqual(accepted);
    expect(toPlanSelection({ ...whole, preContract: accepted })?.preContract).toBeUndefined();
    for (const partial of [{ accepted: false, version: accepted.version }, { accepted: true }, 'yes']) {
      const selection = toPlanSelection({ ...tr, preContract: partial });
      expect(selection).not.toBeNull();
      expect(selection?.preContract).toBeUndefined();
    }
  });
});
