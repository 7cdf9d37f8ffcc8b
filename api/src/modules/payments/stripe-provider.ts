// The payment provider on Stripe, through the official SDK. Any failure of Stripe's is a 502 the buyer can
// retry; a subscription or invoice Stripe does not know is answered as none (null). Its events are
// Stripe's webhooks, signed with STRIPE_WEBHOOK_SECRET.
import Stripe from 'stripe';
import type { Config } from '../../config';
import { HttpError } from '../../http/errors';
import {
  providerUnavailable,
  type CheckoutRequest,
  type PaymentProvider,
  type SubscriptionSnapshot,
} from './provider';
import { verifySignedEvent } from './signed-events';
import { preContractMetadata } from './event-fields';

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

/** The lookup key of a plan's monthly price per talent in one currency (the amount is the catalogue's). */
const priceKey = (c: Pick<CheckoutRequest, 'role' | 'currency' | 'unitMonthlyAmount'>) =>
  `crestline_${c.role}_${c.currency.toLowerCase()}_${c.unitMonthlyAmount}_month`;

/** The proration lines of a preview invoice: what the change itself charges or credits today. */
function prorationTotal(invoice: Stripe.Invoice): number {
  return invoice.lines.data
    .filter((line) => line.parent?.subscription_item_details?.proration)
    .reduce((sum, line) => sum + line.amount, 0);
}

export function stripeProvider(
  stripe: Stripe,
  webhookSecret: string | undefined,
  options: { automaticTax?: boolean } = {},
): PaymentProvider {
  /** The catalogue Price for this plan, currency and amount: found by its lookup key, created once. */
  async function catalogPrice(checkout: CheckoutRequest): Promise<string> {
    const key = priceKey(checkout);
    const found = await stripe.prices.list({ lookup_keys: [key], active: true, limit: 1 });
    if (found.data[0]) return found.data[0].id;
    const price = await stripe.prices.create(
      {
        currency: checkout.currency.toLowerCase(),
        unit_amount: checkout.unitMonthlyAmount,
        recurring: { interval: 'month' },
        lookup_key: key,
        product_data: { name: checkout.planName, metadata: { role: checkout.role } },
        metadata: { role: checkout.role },
      },
      { idempotencyKey: `price-${key}` },
    );
    return price.id;
  }
  const quantityUpdate = (snap: SubscriptionSnapshot, quantity: number, at: number) => ({
    items: [{ id: snap.itemId!, quantity }],
    proration_behavior: 'always_invoice' as const,
    proration_date: at,
  });

  return {
    createCustomer: ({ userId, email, name }) =>
      guarded(async () => {
        const customer = await stripe.customers.create(
          { email, name, metadata: { userId } },
          { idempotencyKey: `customer-${userId}` },
        );
        return customer.id;
      }),
    createCheckout: (checkout) =>
      guarded(async () => {
        const metadata = {
          userId: checkout.userId,
          role: checkout.role,
          region: checkout.region,
          billing: checkout.billing,
          noOfRoles: String(checkout.noOfRoles),
          noOfMonths: String(checkout.noOfMonths),
          locale: checkout.locale,
          description: checkout.description,
          ...preContractMetadata(checkout.preContract),
        };
        const session = await stripe.checkout.sessions.create(
          {
            mode: 'subscription',
            customer: checkout.customerId,
            client_reference_id: checkout.userId,
            // A catalogue Price (not inline price_data), so the Customer Portal can change the quantity.
            line_items: [{ quantity: checkout.noOfRoles, price: await catalogPrice(checkout) }],
            // The buyer's billing address and (optional) company name always; a tax ID when buying as a
            // business; both saved on the customer, so invoices carry them. Tax when Stripe Tax is on.
            billing_address_collection: 'required',
            name_collection: { business: { enabled: true, optional: true } },
            tax_id_collection: { enabled: true },
            customer_update: { address: 'auto', name: 'auto' },
            ...(options.automaticTax ? { automatic_tax: { enabled: true } } : {}),
            success_url: checkout.successUrl,
            cancel_url: checkout.cancelUrl,
            locale: checkout.locale,
            metadata,
            subscription_data: { metadata, description: checkout.description },
          },
          { idempotencyKey: checkout.idempotencyKey },
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
          cancelAtPeriodEnd: sub.cancel_at_period_end,
          currentPeriodStart: fromUnix(item?.current_period_start) ?? fromUnix(sub.start_date) ?? new Date(),
          currentPeriodEnd: fromUnix(item?.current_period_end) ?? fromUnix(sub.cancel_at) ?? new Date(),
          itemId: item?.id ?? null,
          latestInvoice: idOf(sub.latest_invoice),
          paymentMethodId: idOf(sub.default_payment_method),
          metadata: { ...sub.metadata },
        };
      }),
    setCancelAt: (id, at) =>
      guarded(async () => {
        await stripe.subscriptions.update(id, { cancel_at: Math.floor(at.getTime() / 1000) });
      }),
    previewQuantity: (snap, quantity, at) =>
      guarded(async () => {
        const { proration_date, ...details } = quantityUpdate(snap, quantity, at);
        const preview = await stripe.invoices.createPreview({
          ...(snap.customerId ? { customer: snap.customerId } : {}),
          subscription: snap.id,
          subscription_details: { ...details, proration_date },
        });
        return { dueToday: prorationTotal(preview) };
      }),
    changeQuantity: (snap, quantity, at) =>
      guarded(async () => {
        await stripe.subscriptions.update(snap.id, {
          ...quantityUpdate(snap, quantity, at),
          metadata: { noOfRoles: String(quantity) },
        });
      }),
    cancelAtPeriodEnd: (id) =>
      guarded(async () => {
        await stripe.subscriptions.update(id, { cancel_at_period_end: true, proration_behavior: 'none' });
      }),
    // A cancel_at replaces the period-end cancellation (Stripe sets cancel_at_period_end back to false).
    resume: (id, contractEnd) =>
      guarded(async () => {
        await stripe.subscriptions.update(id, {
          cancel_at: Math.floor(contractEnd.getTime() / 1000),
          proration_behavior: 'none',
        });
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
    refund: ({ payment, amount, idempotencyKey }) =>
      guarded(async () => {
        const ref = payment.paymentRef;
        const refund = await stripe.refunds.create(
          {
            ...(ref.startsWith('ch_') ? { charge: ref } : { payment_intent: ref }),
            amount,
            metadata: { paymentId: payment.id },
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
    portalUrl: async (customer, returnUrl) =>
      customer
        ? guarded(async () => {
            const session = await stripe.billingPortal.sessions.create({ customer, return_url: returnUrl });
            return session.url;
          })
        : null,
    // Stripe's invoices open on Stripe's own page (retrieveInvoice's hostedUrl).
    invoiceNote: null,
    verifyEvent: (rawBody, signature) => verifySignedEvent(rawBody, signature, webhookSecret),
  };
}
