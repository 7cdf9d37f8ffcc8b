// Payments (modules/payments): subscriptions, paid invoices and refunds, provider events, the demo checkout.
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './accounts';

/** An address as the payment provider reports it (kept on payments and subscriptions, erased on request). */
export interface StoredAddress {
  line1: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
}

/** A tax ID the buyer gave at checkout (Stripe's type, e.g. "eu_vat" or "tr_tin", and the number). */
export interface StoredTaxId {
  type: string;
  value: string;
}

/** What the demo checkout asks for, as Stripe's Checkout does: billing address, company, tax ID. */
export interface DemoBillingDetails {
  company: string | null;
  address: StoredAddress;
  taxId: string | null;
}

/**
 * Subscriptions as the payment provider's webhooks describe them (modules/payments): one row per provider
 * subscription. Personal fields are blanked by a privacy erasure; the record itself is kept (bookkeeping).
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: text('subscription_id').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    customerId: text('customer_id'),
    customerName: text('customer_name').notNull().default(''),
    customerEmail: text('customer_email').notNull().default(''),
    paymentMethodId: text('payment_method_id'),
    /** Every month's charge for the whole quantity, in minor units. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    description: text('description').notNull().default(''),
    interval: text('interval').$type<'month' | 'year'>().notNull().default('month'),
    intervalCount: integer('interval_count').notNull().default(1),
    quantity: integer('quantity').notNull(),
    role: text('role').notNull(),
    region: text('region').notNull().default('US'),
    noOfMonths: integer('no_of_months').notNull(),
    locale: text('locale').notNull().default('en'),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Cancelled by the buyer or an admin: it ends at endsAt, the end of the current period, unless resumed. */
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    shippingAddress: jsonb('shipping_address').$type<StoredAddress>(),
    /** The buyer's company and tax IDs as checkout collected them (receipts carry them); erased on request. */
    company: text('company'),
    taxIds: jsonb('tax_ids').$type<StoredTaxId[]>(),
    latestInvoice: text('latest_invoice'),
    /**
     * Türkiye: the pre-contract information form and distance sales contract the buyer accepted before
     * paying (the texts' version, as checkout carried it) and when; null where none was required.
     */
    preContractVersion: text('pre_contract_version'),
    preContractAcceptedAt: timestamp('pre_contract_accepted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('subscriptions_provider_id_key').on(t.subscriptionId), index().on(t.userId)],
);

/** One paid invoice (or a failed one), refunds included, as the provider's events report it. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: text('invoice_id').notNull(),
    /** The provider's payment intent or charge, which refunds name. */
    paymentRef: text('payment_ref'),
    subscriptionId: text('subscription_id'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull().default(''),
    customerEmail: text('customer_email').notNull().default(''),
    paymentMethod: text('payment_method').notNull().default('card'),
    amount: integer('amount').notNull(),
    amountRefunded: integer('amount_refunded').notNull().default(0),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    shippingAddress: jsonb('shipping_address').$type<StoredAddress>(),
    role: text('role').notNull(),
    noOfRoles: integer('no_of_roles').notNull(),
    noOfMonths: integer('no_of_months').notNull(),
    billing: text('billing').$type<'hourly' | 'monthly' | 'yearly'>().notNull().default('hourly'),
    /** The invoice's number and the tax it holds (minor units; 0 when none was calculated). */
    invoiceNumber: text('invoice_number'),
    tax: integer('tax').notNull().default(0),
    /** The provider's PDF of the invoice (none in demo mode: the API renders a page). */
    invoicePdf: text('invoice_pdf'),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_invoice_key').on(t.invoiceId),
    index().on(t.userId),
    index().on(t.paymentRef),
  ],
);

/**
 * Refunds whose payment is not recorded yet (a `charge.refunded` that arrived before its `invoice.paid`):
 * kept by payment reference and applied when the payment is written, so no refund is lost to event order.
 */
export const waitingRefunds = pgTable('waiting_refunds', {
  /** The payment intent or the charge the refund names (one row for each). */
  paymentRef: text('payment_ref').primaryKey(),
  /** The refunded charge: its rows are taken together when the payment is written. */
  charge: text('charge').notNull(),
  amountRefunded: integer('amount_refunded').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Provider events already applied: the id is claimed in the transaction that applies the event. */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The keyless demo checkout (no STRIPE_SECRET_KEY): the session the buyer pays or abandons on /checkout,
 * and then the demo subscription it became (the demo provider's own records).
 */
export const demoCheckoutSessions = pgTable(
  'demo_checkout_sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    customerId: text('customer_id').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerName: text('customer_name').notNull(),
    locale: text('locale').notNull().default('en'),
    role: text('role').notNull(),
    region: text('region').notNull(),
    billing: text('billing').notNull().default('hourly'),
    description: text('description').notNull(),
    currency: text('currency').notNull(),
    unitMonthlyAmount: integer('unit_monthly_amount').notNull(),
    noOfRoles: integer('no_of_roles').notNull(),
    noOfMonths: integer('no_of_months').notNull(),
    status: text('status').$type<'open' | 'complete' | 'expired'>().notNull().default('open'),
    subscriptionId: text('subscription_id'),
    subscriptionStatus: text('subscription_status'),
    invoiceId: text('invoice_id'),
    startDate: timestamp('start_date', { withTimezone: true }),
    cancelAt: timestamp('cancel_at', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** A renewal made to fail (an admin's demo of a declined card): the invoice left unpaid. */
    unpaidInvoiceId: text('unpaid_invoice_id'),
    /** The billing details the buyer entered on the demo checkout (null: paid without them, as tests do). */
    billingDetails: jsonb('billing_details').$type<DemoBillingDetails>(),
    /** The pre-contract texts accepted at checkout (Türkiye), carried into the subscription's metadata. */
    preContractVersion: text('pre_contract_version'),
    preContractAcceptedAt: timestamp('pre_contract_accepted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('demo_checkout_sessions_idem_key').on(t.idempotencyKey),
    uniqueIndex('demo_checkout_sessions_subscription_key').on(t.subscriptionId),
  ],
);
