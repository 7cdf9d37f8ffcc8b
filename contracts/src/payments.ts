// Payments, subscriptions and the plan selection sent to checkout (spec §3, §7 /payments, /stripe,
// /subscription, /invoices). Amounts are integer minor units.

import { z } from 'zod';
import {
  BILLING_CYCLES,
  CURRENCIES,
  DEFAULT_REGION,
  PLAN_KEYS,
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
});
export type Payment = z.infer<typeof paymentRecordSchema>;

/** GET /payments, GET /payments/mypayments: `{Payments}` (capital P, as the spec's client reads it). */
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
  /** Shown as returned (the spec does not list the values). */
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
});
export type Subscription = z.infer<typeof subscriptionRecordSchema>;

/** GET /subscription/get-all and GET /subscription/my: a bare array. */
export const subscriptionsListResponseSchema = z.array(subscriptionRecordSchema);
export type SubscriptionsListResponse = z.infer<typeof subscriptionsListResponseSchema>;

/** Route parameter of POST /subscription/cancel/{subscriptionId}. */
export const subscriptionCancelParamsSchema = z.object({ subscriptionId: z.string().trim().min(1) });
export type SubscriptionCancelParams = z.infer<typeof subscriptionCancelParamsSchema>;

/** POST /subscription/cancel/{subscriptionId} success body (the client only checks success). */
export const subscriptionCancelResponseSchema = z.object({ message: z.string() });
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
 * The plan selection the pricing card saves (spec §3): role, amount, showAmount (minor units), noOfRoles,
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
  }),
);
export type PlanSelection = z.output<ReturnType<typeof planSelectionSchema>>;
export const planSelectionSchemaEn = planSelectionSchema('en');

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
  }),
);
export type CreateSubscribeBody = z.output<ReturnType<typeof createSubscribeBodySchema>>;
export const createSubscribeBodySchemaEn = createSubscribeBodySchema('en');

/** POST /stripe/createSubscribe: `{url}` of the hosted checkout session. */
// Absolute, or site-relative for the local demo checkout.
export const createSubscribeResponseSchema = z.object({ url: z.string().min(1) });
export type CreateSubscribeResponse = z.infer<typeof createSubscribeResponseSchema>;
