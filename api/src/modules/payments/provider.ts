// The payment provider behind one interface: Stripe (STRIPE_SECRET_KEY set) or the keyless demo, whose
// records live in demo_checkout_sessions. Both report subscriptions and invoices in the same shapes, and
// the demo's pay/cancel/refund go through the same event processor as Stripe's webhooks (webhook.ts).
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { demoCheckoutSessions } from '../../db/schema';
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

const upper = (s: string | null | undefined) => (s ?? '').toUpperCase();
const idOf = (v: string | { id: string } | null | undefined) => (typeof v === 'string' ? v : (v?.id ?? null));
const fromUnix = (s: number | null | undefined) => (s ? new Date(s * 1000) : null);

function isMissing(err: unknown): boolean {
  return err instanceof Stripe.errors.StripeError && err.statusCode === 404;
}

async function guarded<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw Object.assign(providerUnavailable(), { cause: err });
  }
}

export function stripeClient(config: Config['payments']): Stripe {
  const base = config.apiBase ? new URL(config.apiBase) : undefined;
  return new Stripe(config.secretKey ?? 'sk_unset', {
    maxNetworkRetries: 0,
    telemetry: false,
    timeout: config.timeoutMs,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol.replace(':', '') as 'http' | 'https',
        }
      : {}),
  });
}

export function stripeProvider(stripe: Stripe): PaymentProvider {
  return {
    kind: 'stripe',
    createCustomer: ({ userId, email, name }) =>
      guarded(async () => {
        const customer = await stripe.customers.create(
          { email, name, metadata: { userId } },
          { idempotencyKey: `customer-${userId}` },
        );
        return customer.id;
      }),
    createCheckout: (r) =>
      guarded(async () => {
        const metadata = {
          userId: r.userId,
          role: r.role,
          region: r.region,
          billing: r.billing,
          noOfRoles: String(r.noOfRoles),
          noOfMonths: String(r.noOfMonths),
          locale: r.locale,
          description: r.description,
        };
        const session = await stripe.checkout.sessions.create(
          {
            mode: 'subscription',
            customer: r.customerId,
            client_reference_id: r.userId,
            line_items: [
              {
                quantity: r.noOfRoles,
                price_data: {
                  currency: r.currency.toLowerCase(),
                  unit_amount: r.unitMonthlyAmount,
                  recurring: { interval: 'month' },
                  product_data: { name: r.description },
                },
              },
            ],
            success_url: r.successUrl,
            cancel_url: r.cancelUrl,
            locale: r.locale,
            metadata,
            subscription_data: { metadata, description: r.description },
          },
          { idempotencyKey: r.idempotencyKey },
        );
        if (!session.url) throw providerUnavailable();
        return { id: session.id, url: session.url };
      }),
    retrieveSubscription: (id) =>
      guarded(async () => {
        let sub: Stripe.Subscription;
        try {
          sub = await stripe.subscriptions.retrieve(id);
        } catch (err) {
          if (isMissing(err)) return null;
          throw err;
        }
        const item = sub.items.data[0];
        return {
          id: sub.id,
          customerId: idOf(sub.customer),
          status: sub.status,
          quantity: item?.quantity ?? 1,
          unitAmount: item?.price.unit_amount ?? 0,
          currency: upper(item?.price.currency ?? sub.currency),
          interval: item?.price.recurring?.interval === 'year' ? 'year' : 'month',
          intervalCount: item?.price.recurring?.interval_count ?? 1,
          startDate: fromUnix(sub.start_date) ?? new Date(),
          cancelAt: fromUnix(sub.cancel_at),
          latestInvoice: idOf(sub.latest_invoice),
          paymentMethodId: idOf(sub.default_payment_method),
          metadata: { ...sub.metadata },
        };
      }),
    setCancelAt: (id, at) =>
      guarded(async () => {
        await stripe.subscriptions.update(id, { cancel_at: Math.floor(at.getTime() / 1000) });
      }),
    cancelSubscription: (id) =>
      guarded(async () => {
        try {
          await stripe.subscriptions.cancel(id);
        } catch (err) {
          // Already gone at Stripe: cancelled is what was asked for.
          if (!isMissing(err)) throw err;
        }
      }),
    retrieveInvoice: (id) =>
      guarded(async () => {
        let invoice: Stripe.Invoice;
        try {
          invoice = await stripe.invoices.retrieve(id, { expand: ['payments'] });
        } catch (err) {
          if (isMissing(err)) return null;
          throw err;
        }
        const payment = invoice.payments?.data[0]?.payment;
        return {
          id: invoice.id ?? id,
          hostedUrl: invoice.hosted_invoice_url ?? null,
          paymentRef: idOf(payment?.payment_intent) ?? idOf(payment?.charge) ?? null,
        };
      }),
    refund: ({ paymentRef, amount, idempotencyKey, paymentId }) =>
      guarded(async () => {
        const refund = await stripe.refunds.create(
          {
            ...(paymentRef.startsWith('ch_') ? { charge: paymentRef } : { payment_intent: paymentRef }),
            amount,
            metadata: { paymentId },
          },
          { idempotencyKey },
        );
        return {
          id: refund.id,
          amount: refund.amount,
          currency: upper(refund.currency),
          status: refund.status ?? 'pending',
        };
      }),
    portalUrl: (customer, returnUrl) =>
      guarded(async () => {
        const session = await stripe.billingPortal.sessions.create({ customer, return_url: returnUrl });
        return session.url;
      }),
  };
}

const demoId = (prefix: string) => `${prefix}_demo_${randomBytes(12).toString('hex')}`;

/** The keyless demo: no money moves; sessions and subscriptions are rows of demo_checkout_sessions. */
export function demoProvider(db: Db): PaymentProvider {
  const bySubscription = async (id: string) =>
    (await db.select().from(demoCheckoutSessions).where(eq(demoCheckoutSessions.subscriptionId, id)))[0];
  return {
    kind: 'demo',
    createCustomer: async ({ userId }) => `cus_demo_${userId.replace(/-/g, '')}`,
    async createCheckout(r) {
      const id = demoId('cs');
      // The same attempt twice answers the same session (as Stripe's idempotency keys do).
      const [row] = await db
        .insert(demoCheckoutSessions)
        .values({
          id,
          userId: r.userId,
          idempotencyKey: r.idempotencyKey,
          customerId: r.customerId,
          customerEmail: r.customerEmail,
          customerName: r.customerName,
          locale: r.locale,
          role: r.role,
          region: r.region,
          billing: r.billing,
          description: r.description,
          currency: r.currency,
          unitMonthlyAmount: r.unitMonthlyAmount,
          noOfRoles: r.noOfRoles,
          noOfMonths: r.noOfMonths,
        })
        .onConflictDoNothing({ target: demoCheckoutSessions.idempotencyKey })
        .returning();
      const session =
        row ??
        (
          await db
            .select()
            .from(demoCheckoutSessions)
            .where(eq(demoCheckoutSessions.idempotencyKey, r.idempotencyKey))
        )[0]!;
      return { id: session.id, url: `${r.locale === 'tr' ? '/tr' : ''}/checkout?session=${session.id}` };
    },
    async retrieveSubscription(id) {
      const s = await bySubscription(id);
      if (!s?.subscriptionId) return null;
      return {
        id: s.subscriptionId,
        customerId: s.customerId,
        status: s.subscriptionStatus ?? 'active',
        quantity: s.noOfRoles,
        unitAmount: s.unitMonthlyAmount,
        currency: s.currency,
        interval: 'month',
        intervalCount: 1,
        startDate: s.startDate ?? s.createdAt,
        cancelAt: s.cancelAt,
        latestInvoice: s.invoiceId,
        paymentMethodId: 'pm_demo_card',
        metadata: {
          ...(s.userId ? { userId: s.userId } : {}),
          role: s.role,
          region: s.region,
          billing: s.billing,
          noOfRoles: String(s.noOfRoles),
          noOfMonths: String(s.noOfMonths),
          locale: s.locale,
          description: s.description,
        },
      };
    },
    async setCancelAt(id, at) {
      await db
        .update(demoCheckoutSessions)
        .set({ cancelAt: at })
        .where(eq(demoCheckoutSessions.subscriptionId, id));
    },
    async cancelSubscription(id) {
      await db
        .update(demoCheckoutSessions)
        .set({ subscriptionStatus: 'canceled' })
        .where(eq(demoCheckoutSessions.subscriptionId, id));
    },
    async retrieveInvoice(id) {
      const [s] = await db.select().from(demoCheckoutSessions).where(eq(demoCheckoutSessions.invoiceId, id));
      return s ? { id, hostedUrl: null, paymentRef: demoPaymentRef(id) } : null;
    },
    async refund({ amount, currency }) {
      return { id: demoId('re'), amount, currency, status: 'succeeded' };
    },
    async portalUrl() {
      return '/subscription';
    },
  };
}

/** The demo's payment intent for an invoice. */
export const demoPaymentRef = (invoiceId: string) => `pi_${invoiceId}`;
