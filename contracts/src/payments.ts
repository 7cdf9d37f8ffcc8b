// Payments, subscriptions and the plan selection sent to checkout (docs/product.md). Amounts are integer minor units.

import { z } from 'zod';
import {
  BILLING_CYCLES,
  CURRENCIES,
  DEFAULT_REGION,
  PLAN_KEYS,
  PRE_CONTRACT_VERSION,
  REGIONS,
  SUBSCRIPTION_INTERVALS,
} from './enums';
import { blankToUndefined, idSchema, isoDateTimeSchema, localized, messageFor } from './common';
import { PLAN_COUNT_LIMITS } from './pricing-core';

/** Upper bounds for the plan counters (defined with the zod-free pricing helpers). */
export { PLAN_COUNT_LIMITS };

const minorUnits = z.number().int().nonnegative();

export const shippingAddressSchema = z.object({
  line1: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
});
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;

/** A payment as GET /payments and GET /payments/mypayments return it. */
export const paymentRecordSchema = z.object({
  _id: idSchema,
  customerName: z.string(),
  customerEmail: z.string(),
  paymentMethod: z.string(),
  created: isoDateTimeSchema,
  /** Minor units; shown divided by 100. */
  amount: minorUnits,
  currency: z.string(),
  status: z.string(),
  shippingAddress: shippingAddressSchema.nullable(),
  role: z.string(),
  noOfRoles: z.number().int(),
  noOfMonths: z.number().int(),
  billing: z.enum(BILLING_CYCLES),
  /** The tax within the amount (minor units; 0 when none was calculated). */
  tax: minorUnits.default(0),
  /** Refunded so far (minor units); status becomes refunded / partially_refunded. */
  amountRefunded: minorUnits,
  /** The subscription this payment is for, and its invoice. */
  subscriptionId: z.string().nullable(),
  invoiceId: z.string().nullable(),
  /** The buyer's account. */
  userId: idSchema.nullable(),
});
export type Payment = z.infer<typeof paymentRecordSchema>;

/** GET /payments, GET /payments/mypayments: `{Payments}` (capital P: the wire contract, docs/api.md). */
export const paymentsListResponseSchema = z.object({ Payments: z.array(paymentRecordSchema) });
export type PaymentsListResponse = z.infer<typeof paymentsListResponseSchema>;

/** A subscription as GET /subscription/get-all and GET /subscription/my return it. */
export const subscriptionRecordSchema = z.object({
  _id: idSchema,
  subscriptionId: z.string(),
  user: z.object({ name: z.string(), email: z.string() }),
  paymentMethodId: z.string().nullable(),
  /** Minor units for the whole quantity; unit price = amount / quantity. */
  amount: minorUnits,
  currency: z.string(),
  /** Shown as returned (the provider's values). */
  status: z.string(),
  description: z.string(),
  interval: z.enum(SUBSCRIPTION_INTERVALS),
  intervalCount: z.number().int().positive(),
  quantity: z.number().int().positive(),
  startDate: isoDateTimeSchema,
  createdAt: isoDateTimeSchema,
  shippingAddress: shippingAddressSchema.nullable(),
  /** Invoice identifier for GET /invoices/{latestInvoice}; null when there is none yet. */
  latestInvoice: z.string().nullable(),
  /** The plan key and how many months were bought; the subscription ends by itself at endsAt. */
  role: z.string(),
  noOfMonths: z.number().int().positive(),
  endsAt: isoDateTimeSchema.nullable(),
  /** The buyer (or an admin) cancelled it: it ends at endsAt, the end of the paid period, unless resumed. */
  cancelAtPeriodEnd: z.boolean(),
  /** When the current billing period ends (the next invoice); null before the provider reports one. */
  currentPeriodEnd: isoDateTimeSchema.nullable(),
  /** The buyer's company and tax IDs as checkout collected them (null / empty when none). */
  company: z.string().nullable(),
  taxIds: z.array(z.object({ type: z.string(), value: z.string() })),
  /** Türkiye: the pre-contract texts' version the buyer accepted before paying, and when; else null. */
  preContract: z.object({ version: z.string(), acceptedAt: isoDateTimeSchema }).nullable(),
});
export type Subscription = z.infer<typeof subscriptionRecordSchema>;

/** GET /subscription/get-all and GET /subscription/my: a bare array. */
export const subscriptionsListResponseSchema = z.array(subscriptionRecordSchema);
export type SubscriptionsListResponse = z.infer<typeof subscriptionsListResponseSchema>;

/** Route parameter of POST /subscription/cancel/{subscriptionId}. */
export const subscriptionCancelParamsSchema = z.object({ subscriptionId: z.string().trim().min(1) });
export type SubscriptionCancelParams = z.infer<typeof subscriptionCancelParamsSchema>;

/** POST /subscription/cancel/{subscriptionId} success body (the client only checks success). */
export const subscriptionCancelResponseSchema = z.object({
  message: z.string(),
  /** The subscription as it now stands (when the change keeps it running: a cancel at period end, a resume). */
  subscription: subscriptionRecordSchema.optional(),
});
export type SubscriptionCancelResponse = z.infer<typeof subscriptionCancelResponseSchema>;

/** Route parameter of GET /invoices/{latestInvoice}. */
export const invoiceParamsSchema = z.object({ latestInvoice: z.string().trim().min(1) });
export type InvoiceParams = z.infer<typeof invoiceParamsSchema>;

/** Unit price of a subscription row in minor units (amount divided by quantity). */
export function subscriptionUnitAmount(subscription: Pick<Subscription, 'amount' | 'quantity'>): number {
  return subscription.quantity > 0
    ? Math.round(subscription.amount / subscription.quantity)
    : subscription.amount;
}

/** "month" → Monthly, "year" → Yearly: message keys for the interval column. */
export function intervalMessageKey(
  interval: Subscription['interval'],
): 'subscriptions.monthly' | 'subscriptions.yearly' {
  return interval === 'year' ? 'subscriptions.yearly' : 'subscriptions.monthly';
}

function toCount(value: unknown): unknown {
  const v = blankToUndefined(value);
  return typeof v === 'string' ? Number(v.trim()) : v;
}

function planCounts(locale: Parameters<typeof messageFor>[0]) {
  const m = messageFor(locale);
  return {
    noOfRoles: z.preprocess(
      toCount,
      z
        .number({ error: m('checkout.noOfRolesInvalid') })
        .int({ error: m('checkout.noOfRolesInvalid') })
        .min(1, { error: m('checkout.noOfRolesInvalid') })
        .max(PLAN_COUNT_LIMITS.maxRoles, {
          error: m('checkout.noOfRolesMax', { max: PLAN_COUNT_LIMITS.maxRoles }),
        }),
    ),
    noOfMonths: z.preprocess(
      toCount,
      z
        .number({ error: m('checkout.noOfMonthsInvalid') })
        .int({ error: m('checkout.noOfMonthsInvalid') })
        .min(1, { error: m('checkout.noOfMonthsInvalid') })
        .max(PLAN_COUNT_LIMITS.maxMonths, {
          error: m('checkout.noOfMonthsMax', { max: PLAN_COUNT_LIMITS.maxMonths }),
        }),
    ),
  };
}

/**
 * The plan selection the pricing card saves (docs/product.md): role, amount, showAmount (minor units), noOfRoles,
 * noOfMonths, billingCycle, description, currency, region.
 */
export const planSelectionSchema = localized((locale) =>
  z.object({
    role: z.enum(PLAN_KEYS, { error: messageFor(locale)('checkout.planInvalid') }),
    amount: minorUnits,
    showAmount: minorUnits,
    ...planCounts(locale),
    billingCycle: z.enum(BILLING_CYCLES),
    description: z.string(),
    currency: z.enum(CURRENCIES),
    region: z.enum(REGIONS),
    /** Türkiye: the pre-contract texts accepted on the purchase page (sent on with createSubscribe). */
    preContract: z.object({ accepted: z.literal(true), version: z.string() }).optional(),
  }),
);
export type PlanSelection = z.output<ReturnType<typeof planSelectionSchema>>;

/**
 * POST /stripe/createSubscribe body: the selected plan object. Only role, noOfRoles, noOfMonths,
 * billingCycle and region decide the price (computed on the server from the catalogue); amount,
 * showAmount, description and currency are accepted and ignored.
 */
export const createSubscribeBodySchema = localized((locale) =>
  z.object({
    role: z.enum(PLAN_KEYS, { error: messageFor(locale)('checkout.planInvalid') }),
    ...planCounts(locale),
    billingCycle: z.enum(BILLING_CYCLES).default('hourly'),
    region: z.enum(REGIONS).default(DEFAULT_REGION),
    amount: z.number().optional(),
    showAmount: z.number().optional(),
    description: z.string().optional(),
    currency: z.string().optional(),
    /**
     * The pre-contract texts the buyer accepted on the purchase page (required for region TR): their
     * version, as the site computes it from the texts shown (preContractVersion).
     */
    preContract: z
      .object({ accepted: z.literal(true), version: z.string().regex(PRE_CONTRACT_VERSION) })
      .optional(),
  }),
);
export type CreateSubscribeBody = z.output<ReturnType<typeof createSubscribeBodySchema>>;

/** POST /stripe/createSubscribe: `{url}` of the hosted checkout session. */
// Absolute, or site-relative for the local demo checkout.
export const createSubscribeResponseSchema = z.object({ url: z.string().min(1) });
export type CreateSubscribeResponse = z.infer<typeof createSubscribeResponseSchema>;

// ---------------------------------------------------------------------------------------------------
// The rest of the commerce API (docs/api.md, payments).

/** The statuses a payment takes (Stripe's words). */
export const PAYMENT_STATUSES = ['succeeded', 'failed', 'refunded', 'partially_refunded'] as const;

/** POST /payments/{id}/refund (admin): the amount to give back (minor units); all that is left when omitted. */
export const refundBodySchema = z.object({ amount: z.number().int().positive().optional() });
export type RefundBody = z.infer<typeof refundBodySchema>;
/** POST /payments/{id}/refund: the refund asked of the provider; the payment changes when its event arrives. */
export const refundResponseSchema = z.object({
  refund: z.object({ id: z.string(), amount: minorUnits, currency: z.string(), status: z.string() }),
});

/** POST /invoices/{latestInvoice}/link: a short-lived signed address that opens the invoice in a new tab. */
export const invoiceLinkResponseSchema = z.object({ url: z.string().min(1) });

/** GET /customers (admin): people who paid, with their subscriptions and totals per currency. */
export const customerSchema = z.object({
  _id: idSchema,
  name: z.string(),
  email: z.string(),
  stripeCustomerId: z.string().nullable(),
  subscriptions: z.number().int().nonnegative(),
  activeSubscriptions: z.number().int().nonnegative(),
  payments: z.number().int().nonnegative(),
  /** Paid minus refunded, per currency (minor units). */
  totals: z.array(z.object({ currency: z.string(), amount: z.number().int() })),
  lastPaymentAt: isoDateTimeSchema.nullable(),
});
export type Customer = z.infer<typeof customerSchema>;
export const customersResponseSchema = z.object({ customers: z.array(customerSchema) });

/**
 * GET /checkout/demo/{sessionId} (the buyer): the keyless demo checkout's session, shown on /checkout.
 * POST /checkout/demo/{sessionId}/pay and …/cancel answer `{url}`: where the browser goes next
 * (/payment-success or /payment-failure in the buyer's language).
 */
export const demoSessionSchema = z.object({
  id: z.string(),
  status: z.enum(['open', 'complete', 'expired']),
  role: z.string(),
  description: z.string(),
  currency: z.string(),
  unitMonthlyAmount: minorUnits,
  monthlyAmount: minorUnits,
  totalAmount: minorUnits,
  noOfRoles: z.number().int().positive(),
  noOfMonths: z.number().int().positive(),
  customerEmail: z.string(),
});
export type DemoSession = z.infer<typeof demoSessionSchema>;
export const demoSessionResponseSchema = z.object({ session: demoSessionSchema });
export const demoSessionParamsSchema = z.object({ sessionId: z.string().trim().min(1).max(200) });

/**
 * POST /checkout/demo/{sessionId}/pay body (optional): the billing details Stripe's Checkout collects, so
 * receipts carry them: the billing address always, the company and a tax ID when buying as a business.
 */
/** The billing details the demo checkout and the demo billing page ask for (as Stripe's Checkout does). */
const billingDetailsFields = (locale: Parameters<typeof messageFor>[0]) => {
  const m = messageFor(locale);
  const optional = (max: number) =>
    z
      .string()
      .trim()
      .max(max)
      .optional()
      .transform((v) => v || null);
  return z.object({
    company: optional(200),
    line1: z
      .string({ error: m('billing.addressRequired') })
      .trim()
      .min(1, m('billing.addressRequired'))
      .max(200),
    city: z
      .string({ error: m('billing.cityRequired') })
      .trim()
      .min(1, m('billing.cityRequired'))
      .max(100),
    country: z
      .string({ error: m('billing.countryRequired') })
      .trim()
      .min(1, m('billing.countryRequired'))
      .max(100),
    taxId: optional(50),
  });
};

export const demoPayBodySchema = localized((locale) =>
  z.object({ billing: billingDetailsFields(locale).optional() }).default({}),
);
/**
 * PUT /subscription/{subscriptionId}/billing-details body (the demo's billing page): the billing address,
 * and the company and tax ID when buying as a business (empty clears them).
 */
export const billingDetailsBodySchema = localized((locale) => billingDetailsFields(locale));
export type BillingDetailsBody = z.output<ReturnType<typeof billingDetailsBodySchema>>;
export type DemoPayBody = z.output<ReturnType<typeof demoPayBodySchema>>;

/** POST /billing/portal (the buyer): Stripe's customer portal, or the site's /billing page in demo mode. */
export const billingPortalResponseSchema = z.object({ url: z.string().min(1) });
