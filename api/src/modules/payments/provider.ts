// The payment provider behind one interface: Stripe when STRIPE_SECRET_KEY is set (stripe-provider.ts),
// otherwise the keyless demo (demo-provider.ts), whose records live in demo_checkout_sessions. Both report
// subscriptions and invoices in the same shapes and verify their own events; the demo emits its events
// (a purchase, a refund) signed, through the same path as Stripe's webhooks (webhook.ts). What differs
// between them is said here as what a provider offers, never as which provider it is.
import type { Locale, MessageKey } from '@crestline/contracts';
import type { DemoBillingDetails } from '../../db/schema';
import { HttpError } from '../../http/errors';

export interface CheckoutRequest {
  idempotencyKey: string;
  customerId: string;
  customerEmail: string;
  customerName: string;
  userId: string;
  locale: 'en' | 'tr';
  role: string;
  region: string;
  billing: string;
  description: string;
  /** ISO code, upper case. */
  currency: string;
  unitMonthlyAmount: number;
  /** The plan's name (English), the catalogue product a provider keeps its prices under. */
  planName: string;
  noOfRoles: number;
  noOfMonths: number;
  /** Türkiye: the pre-contract texts the buyer accepted (their version) and when; kept in the metadata. */
  preContract?: { version: string; acceptedAt: Date };
  successUrl: string;
  cancelUrl: string;
}

/** A subscription as the provider holds it now (the source of truth for out-of-order events). */
export interface SubscriptionSnapshot {
  id: string;
  customerId: string | null;
  status: string;
  quantity: number;
  unitAmount: number;
  currency: string;
  interval: 'month' | 'year';
  intervalCount: number;
  startDate: Date;
  cancelAt: Date | null;
  /** Cancelled to end with the current period (by the buyer, an admin or the provider's portal). */
  cancelAtPeriodEnd: boolean;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  /** The subscription's one item (the plan's price × the number of talents). */
  itemId: string | null;
  latestInvoice: string | null;
  paymentMethodId: string | null;
  /**
   * What checkout attached: userId, role, region, billing, noOfRoles, noOfMonths, locale, description, and
   * preContractVersion / preContractAcceptedAt (ISO) where the buyer accepted the pre-contract texts.
   */
  metadata: Record<string, string>;
}

export interface InvoiceSnapshot {
  id: string;
  /** The provider's hosted invoice page (none in demo mode: the API renders one). */
  hostedUrl: string | null;
  /** The payment intent or charge a refund names. */
  paymentRef: string | null;
}

/** A refund of (part of) a payment, with where the payment stands before it. */
export interface RefundRequest {
  payment: { id: string; paymentRef: string; amount: number; amountRefunded: number; currency: string };
  amount: number;
  idempotencyKey: string;
}

export interface RefundResult {
  id: string;
  amount: number;
  currency: string;
  status: string;
}

/** The part of a provider event we read (Stripe's shape; the demo emits the same). */
export interface ProviderEvent {
  id: string;
  type: string;
  /** When the provider created the event (Unix seconds); a retried delivery keeps it. */
  created?: number;
  data: { object: Record<string, unknown> };
}

/** Where a provider's own events go: the raw body and its signature, as a webhook delivers them. */
export type EventSink = (rawBody: Buffer, signature: string) => Promise<unknown>;

/** A checkout session on a page the API serves itself (the demo's); Stripe hosts its own. */
export interface OwnCheckoutSession {
  id: string;
  userId: string | null;
  status: 'open' | 'complete' | 'expired';
  locale: string;
  role: string;
  description: string;
  currency: string;
  unitMonthlyAmount: number;
  noOfRoles: number;
  noOfMonths: number;
  customerEmail: string;
}

export interface OwnCheckout {
  session(id: string): Promise<OwnCheckoutSession | undefined>;
  /**
   * Pays an open session with the billing details the buyer entered (null: none) and reports the purchase
   * as events; answers the session as it now stands.
   */
  pay(id: string, billing: DemoBillingDetails | null): Promise<OwnCheckoutSession>;
  /** Expires an open session (a paid one stays paid); answers the session as it now stands. */
  cancel(id: string): Promise<OwnCheckoutSession>;
  /**
   * A renewal whose card is declined (to try the failed-payment path without Stripe): the subscription goes
   * past due with an unpaid invoice, reported as Stripe's events. False for a subscription not live here.
   */
  failRenewal(subscriptionId: string): Promise<boolean>;
  /**
   * The demo billing page's Update card: the buyer's card is replaced, and the renewals it left unpaid are
   * paid with it (reported as Stripe's events, as its retries are).
   */
  updateCard(customerId: string): Promise<void>;
  /** The billing details the buyer changed on the demo billing page (later invoices carry them). */
  setBillingDetails(subscriptionId: string, billing: DemoBillingDetails): Promise<void>;
}

export interface PaymentProvider {
  createCustomer(input: { userId: string; email: string; name: string }): Promise<string>;
  createCheckout(input: CheckoutRequest): Promise<{ id: string; url: string }>;
  retrieveSubscription(id: string): Promise<SubscriptionSnapshot | null>;
  /** The subscription ends by itself at `at` (after the months bought). */
  setCancelAt(id: string, at: Date): Promise<void>;
  cancelSubscription(id: string): Promise<void>;
  /**
   * What changing the number of talents to `quantity` at `at` (Unix seconds) charges today (negative: a
   * credit), by the provider's proration rule; the price of a talent stays the subscription's.
   */
  previewQuantity(snap: SubscriptionSnapshot, quantity: number, at: number): Promise<{ dueToday: number }>;
  /** Changes the number of talents, prorated as previewed for `at`, invoiced today. */
  changeQuantity(snap: SubscriptionSnapshot, quantity: number, at: number): Promise<void>;
  /** The subscription ends with its current billing period (Stripe's cancel_at_period_end). */
  cancelAtPeriodEnd(id: string): Promise<void>;
  /** Undoes a cancel at the end of the period: it ends at `contractEnd` again (after the months bought). */
  resume(id: string, contractEnd: Date): Promise<void>;
  retrieveInvoice(id: string): Promise<InvoiceSnapshot | null>;
  /** Asks for a refund; the payment changes when the refund's event arrives (the demo sends it at once). */
  refund(input: RefundRequest): Promise<RefundResult>;
  /**
   * Where the buyer manages billing (Stripe's portal, or the demo's own billing page in the buyer's
   * language); null when they have no customer at the provider yet.
   */
  portalUrl(customerId: string | null, returnUrl: string, locale: Locale): Promise<string | null>;
  /** A line our own invoice page adds about this provider's invoices (the demo's: no money was taken). */
  invoiceNote: MessageKey | null;
  /** The event in a webhook's raw body, if its signature is this provider's; 400 otherwise. */
  verifyEvent(rawBody: unknown, signature: string | undefined): ProviderEvent;
  /** Checkout sessions on the API's own page (the demo); absent where the provider hosts checkout. */
  ownCheckout?: OwnCheckout;
}

/** The provider failed (5xx, time-out, refused): a clean 502 the buyer can retry. */
export const providerUnavailable = () =>
  new HttpError(502, 'PAYMENT_PROVIDER_UNAVAILABLE', 'billing.providerUnavailable');
