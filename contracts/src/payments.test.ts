import { describe, expect, it } from 'vitest';
import {
  createSubscribeBodySchema,
  createSubscribeResponseSchema,
  intervalMessageKey,
  paymentsListResponseSchema,
  planSelectionSchema,
  subscriptionUnitAmount,
  subscriptionsListResponseSchema,
} from './payments';

const selection = {
  role: 'sr_technical',
  amount: 4422,
  showAmount: 8844,
  noOfRoles: 3,
  noOfMonths: 2,
  billingCycle: 'hourly',
  description: 'Senior Technical',
  currency: 'AUD',
  region: 'AU',
};

const address = { line1: '1 Main St', city: 'Austin', state: 'TX', country: 'US' };

describe('payments and subscriptions', () => {
  it('parses a plan selection', () => {
    expect(planSelectionSchema('en').parse(selection)).toEqual(selection);
    expect(planSelectionSchema('en').safeParse({ ...selection, amount: 44.22 }).success).toBe(false);
    expect(
      planSelectionSchema('en').safeParse({ ...selection, role: 'intern' }).error?.issues[0]?.message,
    ).toBe('Please choose a valid plan.');
  });

  it('createSubscribe body keeps what decides the price, with defaults', () => {
    expect(
      createSubscribeBodySchema('en').parse({ role: 'jr_technical', noOfRoles: '2', noOfMonths: 3 }),
    ).toEqual({
      role: 'jr_technical',
      noOfRoles: 2,
      noOfMonths: 3,
      billingCycle: 'hourly',
      region: 'US',
    });
    expect(createSubscribeBodySchema('en').parse(selection)).toMatchObject({ region: 'AU', noOfRoles: 3 });
    const bad = (change: object) =>
      createSubscribeBodySchema('en').safeParse({ ...selection, ...change }).error?.issues[0]?.message;
    expect(bad({ noOfRoles: 0 })).toBe('Please choose at least 1 talent.');
    expect(bad({ noOfMonths: '' })).toBe('Please choose at least 1 month.');
    expect(bad({ noOfMonths: 121 })).toBe('You can choose at most 120 months.');
    expect(
      createSubscribeBodySchema('tr').safeParse({ ...selection, noOfRoles: 1001 }).error?.issues[0]?.message,
    ).toBe('En fazla 1000 çalışan seçebilirsiniz.');
    expect(
      createSubscribeResponseSchema.parse({ url: 'https://checkout.stripe.com/c/pay/cs_test' }).url,
    ).toMatch(/^https/);
  });

  it('parses {Payments}', () => {
    const payment = {
      _id: 'p1',
      customerName: 'Ada',
      customerEmail: 'ada@example.com',
      paymentMethod: 'card',
      created: '2024-12-01T10:00:00.000Z',
      amount: 8844,
      currency: 'aud',
      status: 'succeeded',
      shippingAddress: address,
      role: 'sr_technical',
      noOfRoles: 3,
      noOfMonths: 2,
      billing: 'hourly',
      amountRefunded: 0,
      subscriptionId: 'sub_123',
      invoiceId: 'in_1',
      userId: 'u1',
    };
    expect(paymentsListResponseSchema.parse({ Payments: [payment] }).Payments[0]?.amount).toBe(8844);
    expect(paymentsListResponseSchema.safeParse({ Payments: [{ ...payment, amount: 88.44 }] }).success).toBe(
      false,
    );
    expect(
      paymentsListResponseSchema.safeParse({ Payments: [{ ...payment, amountRefunded: -1 }] }).success,
    ).toBe(false);
  });

  it('parses the subscriptions array and derives the unit price', () => {
    const sub = {
      _id: 's1',
      subscriptionId: 'sub_123',
      user: { name: 'Ada', email: 'ada@example.com' },
      paymentMethodId: 'pm_1',
      amount: 8844,
      currency: 'aud',
      status: 'active',
      description: 'Senior Technical',
      interval: 'month',
      intervalCount: 1,
      quantity: 3,
      startDate: '2024-12-01T10:00:00.000Z',
      createdAt: '2024-12-01T10:00:00.000Z',
      shippingAddress: null,
      latestInvoice: 'in_1',
      role: 'sr_technical',
      noOfMonths: 2,
      endsAt: '2025-02-01T10:00:00.000Z',
      cancelAtPeriodEnd: false,
      currentPeriodEnd: '2025-01-01T10:00:00.000Z',
      company: null,
      taxIds: [],
      preContract: null,
    };
    const [parsed] = subscriptionsListResponseSchema.parse([sub]);
    expect(parsed && subscriptionUnitAmount(parsed)).toBe(2948);
    expect(intervalMessageKey('year')).toBe('subscriptions.yearly');
    expect(subscriptionsListResponseSchema.safeParse([{ ...sub, interval: 'week' }]).success).toBe(false);
  });
});
