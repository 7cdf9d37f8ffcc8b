// The payment provider behind one interface: Stripe when STRIPE_SECRET_KEY is set (stripe-provider.ts),
// otherwise the keyless demo (demo-provider.ts), whose records live in demo_checkout_sessions. Both report
// subscriptions and invoices in the same shapes, and the demo's pay/cancel/refund go through the same
// event processor as Stripe's webhooks (webhook.ts).
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
  noOfRoles: number;
  noOfMonths: number;
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
  latestInvoice: string | null;
  paymentMethodId: string | null;
  /** What checkout attached: userId, role, region, billing, noOfRoles, noOfMonths, locale, description. */
  metadata: Record<string, string>;
}

export interface InvoiceSnapshot {
  id: string;
  /** The provider's hosted invoice page (none in demo mode: the API renders one). */
  hostedUrl: string | null;
  /** The payment intent or charge a refund names. */
  paymentRef: string | null;
}

export interface RefundResult {
  id: string;
  amount: number;
  currency: string;
  status: string;
}

export interface PaymentProvider {
  kind: 'stripe' | 'demo';
  createCustomer(input: { userId: string; email: string; name: string }): Promise<string>;
  createCheckout(input: CheckoutRequest): Promise<{ id: string; url: string }>;
  retrieveSubscription(id: string): Promise<SubscriptionSnapshot | null>;
  /** The subscription ends by itself at `at` (after the months bought). */
  setCancelAt(id: string, at: Date): Promise<void>;
  cancelSubscription(id: string): Promise<void>;
  retrieveInvoice(id: string): Promise<InvoiceSnapshot | null>;
  refund(input: {
    paymentRef: string;
    amount: number;
    currency: string;
    idempotencyKey: string;
    paymentId: string;
  }): Promise<RefundResult>;
  portalUrl(customerId: string, returnUrl: string): Promise<string>;
}

/** The provider failed (5xx, time-out, refused): a clean 502 the buyer can retry. */
export const providerUnavailable = () =>
  new HttpError(502, 'PAYMENT_PROVIDER_UNAVAILABLE', 'billing.providerUnavailable');
