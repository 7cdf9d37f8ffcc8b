// The keyless demo provider: no money moves. Checkout sessions and the subscriptions they become are rows
// of demo_checkout_sessions (demo-sessions-repository.ts), reported in the same shapes as Stripe's. The checkout is a
// page of ours (`ownCheckout`); paying it and refunding emit the events Stripe would send, signed with the
// demo's own secret, into the same path as Stripe's webhooks (`deliver`, webhook.ts).
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { sitePath } from '../../lib/site-paths';
import { demoSessions, type DemoSessionRow } from './demo-sessions-repository';
import { prorate } from './proration';
import type {
  EventSink,
  OwnCheckout,
  PaymentProvider,
  ProviderEvent,
  RefundRequest,
  SubscriptionSnapshot,
} from './provider';
import { monthlyPeriod, preContractMetadata } from './event-fields';
import { signEvent, verifySignedEvent } from './signed-events';

const demoId = (prefix: string) => `${prefix}_demo_${randomBytes(12).toString('hex')}`;
/** When an event is created, as Stripe dates its events (Unix seconds). */
const nowSeconds = () => Math.floor(Date.now() / 1000);
/** The demo's payment intent for an invoice. */
const paymentRefOf = (invoiceId: string) => `pi_${invoiceId}`;

/** The events Stripe sends when a checkout is paid; deterministic ids, so paying again applies nothing twice. */
function purchaseEvents(s: DemoSessionRow): ProviderEvent[] {
  const customer = { customer: s.customerId, subscription: s.subscriptionId };
  // What Stripe's Checkout reports of the billing details: the session's customer_details, the invoice's
  // customer_address and customer_tax_ids.
  const billing = s.billingDetails;
  const taxIds = billing?.taxId ? [{ type: 'unknown', value: billing.taxId }] : [];
  return [
    {
      id: `evt_${s.id}_completed`,
      type: 'checkout.session.completed',
      created: nowSeconds(),
      data: {
        object: {
          id: s.id,
          mode: 'subscription',
          ...customer,
          customer_details: {
            email: s.customerEmail,
            name: s.customerName,
            ...(billing ? { business_name: billing.company, address: billing.address, tax_ids: taxIds } : {}),
          },
        },
      },
    },
    {
      id: `evt_${s.invoiceId}_paid`,
      type: 'invoice.paid',
      created: nowSeconds(),
      data: {
        object: {
          id: s.invoiceId,
          ...customer,
          customer_email: s.customerEmail,
          customer_name: s.customerName,
          ...(billing ? { customer_address: billing.address, customer_tax_ids: taxIds } : {}),
          amount_paid: s.unitMonthlyAmount * s.noOfRoles,
          currency: s.currency.toLowerCase(),
          billing_reason: 'subscription_create',
          payment_intent: paymentRefOf(s.invoiceId!),
        },
      },
    },
  ];
}

/** The event Stripe sends when a charge is refunded: the total refunded so far. */
function refundEvent(refundId: string, { payment, amount }: RefundRequest): ProviderEvent {
  return {
    id: `evt_${refundId}`,
    type: 'charge.refunded',
    created: nowSeconds(),
    data: {
      object: {
        id: `ch_${payment.paymentRef}`,
        payment_intent: payment.paymentRef,
        amount: payment.amount,
        amount_refunded: payment.amountRefunded + amount,
      },
    },
  };
}

const demoProration = (snap: SubscriptionSnapshot, quantity: number, at: number) =>
  prorate({
    unitAmount: snap.unitAmount,
    fromQuantity: snap.quantity,
    toQuantity: quantity,
    periodStart: snap.currentPeriodStart,
    periodEnd: snap.currentPeriodEnd,
    at,
  });

/** The event Stripe sends when a subscription changes (its handler reads the subscription as it is now). */
function subscriptionUpdated(id: string): ProviderEvent {
  return {
    id: demoId('evt'),
    type: 'customer.subscription.updated',
    created: nowSeconds(),
    data: { object: { id, object: 'subscription' } },
  };
}

export function demoProvider(db: Db, deliver: EventSink): PaymentProvider {
  const sessions = demoSessions(db);
  // Known only to this process, which is where its events are delivered: nobody else can forge one.
  const secret = `whsec_demo_${randomBytes(24).toString('hex')}`;
  const emit = async (event: ProviderEvent) => {
    const { rawBody, signature } = signEvent(event, secret);
    await deliver(rawBody, signature);
  };

  const ownCheckout: OwnCheckout = {
    session: (id) => sessions.byId(id),
    async pay(id, billingDetails) {
      let session = (await sessions.byId(id))!;
      if (session.status === 'open') {
        const suffix = randomBytes(12).toString('hex');
        // Paid twice at once, or cancelled meanwhile: only the first to change the open session counts.
        session =
          (await sessions.complete(id, {
            subscriptionId: `sub_demo_${suffix}`,
            invoiceId: `in_demo_${suffix}`,
            billingDetails,
          })) ?? (await sessions.byId(id))!;
      }
      if (session.status === 'complete') {
        for (const event of purchaseEvents(session)) await emit(event);
      }
      return session;
    },
    async cancel(id) {
      await sessions.expire(id);
      return (await sessions.byId(id))!;
    },
    async failRenewal(subscriptionId) {
      const s = await sessions.bySubscription(subscriptionId);
      const live = s && ['active', 'trialing', 'past_due'].includes(s.subscriptionStatus ?? 'active');
      if (!s || !live || (s.cancelAt && s.cancelAt <= new Date())) return false;
      const invoiceId = demoId('in');
      await sessions.setOfSubscription(subscriptionId, {
        subscriptionStatus: 'past_due',
        unpaidInvoiceId: invoiceId,
      });
      await emit({
        id: `evt_${invoiceId}_failed`,
        type: 'invoice.payment_failed',
        created: nowSeconds(),
        data: { object: { ...renewalInvoice(s, invoiceId), amount_due: s.unitMonthlyAmount * s.noOfRoles } },
      });
      await emit(subscriptionUpdated(subscriptionId));
      return true;
    },
    updateCard: (customerId) => payUnpaid(customerId),
    setBillingDetails: (subscriptionId, billingDetails) =>
      sessions.setBillingDetails(subscriptionId, billingDetails),
  };

  /** The renewal invoice of a demo subscription, as Stripe describes one. */
  const renewalInvoice = (s: DemoSessionRow, invoiceId: string) => ({
    id: invoiceId,
    customer: s.customerId,
    subscription: s.subscriptionId,
    customer_email: s.customerEmail,
    customer_name: s.customerName,
    currency: s.currency.toLowerCase(),
    billing_reason: 'subscription_cycle',
    created: nowSeconds(),
    payment_intent: paymentRefOf(invoiceId),
  });

  /**
   * What the demo's billing portal stands for: the buyer updates the card, and the renewals it left unpaid
   * are paid with it (Stripe retries them the same way).
   */
  async function payUnpaid(customerId: string) {
    for (const s of await sessions.unpaidOf(customerId)) {
      const invoiceId = s.unpaidInvoiceId!;
      await sessions.setOfSubscription(s.subscriptionId!, {
        subscriptionStatus: 'active',
        unpaidInvoiceId: null,
      });
      await emit({
        id: `evt_${invoiceId}_paid`,
        type: 'invoice.paid',
        created: nowSeconds(),
        data: { object: { ...renewalInvoice(s, invoiceId), amount_paid: s.unitMonthlyAmount * s.noOfRoles } },
      });
      await emit(subscriptionUpdated(s.subscriptionId!));
    }
  }

  return {
    createCustomer: async ({ userId }) => `cus_demo_${userId.replace(/-/g, '')}`,
    async createCheckout(checkout) {
      const session = await sessions.open({
        id: demoId('cs'),
        userId: checkout.userId,
        idempotencyKey: checkout.idempotencyKey,
        customerId: checkout.customerId,
        customerEmail: checkout.customerEmail,
        customerName: checkout.customerName,
        locale: checkout.locale,
        role: checkout.role,
        region: checkout.region,
        billing: checkout.billing,
        description: checkout.description,
        currency: checkout.currency,
        unitMonthlyAmount: checkout.unitMonthlyAmount,
        noOfRoles: checkout.noOfRoles,
        noOfMonths: checkout.noOfMonths,
        preContractVersion: checkout.preContract?.version ?? null,
        preContractAcceptedAt: checkout.preContract?.acceptedAt ?? null,
      });
      return { id: session.id, url: sitePath(checkout.locale, `/checkout?session=${session.id}`) };
    },
    async retrieveSubscription(id) {
      const s = await sessions.bySubscription(id);
      if (!s?.subscriptionId) return null;
      const startDate = s.startDate ?? s.createdAt;
      const period = monthlyPeriod(startDate);
      // Nothing runs the demo's clock: a subscription past its end reads as ended.
      const ended = s.cancelAt !== null && s.cancelAt <= new Date();
      return {
        id: s.subscriptionId,
        customerId: s.customerId,
        status: ended ? 'canceled' : (s.subscriptionStatus ?? 'active'),
        quantity: s.noOfRoles,
        unitAmount: s.unitMonthlyAmount,
        currency: s.currency,
        interval: 'month',
        intervalCount: 1,
        startDate,
        cancelAt: s.cancelAt,
        cancelAtPeriodEnd: s.cancelAtPeriodEnd,
        currentPeriodStart: period.start,
        currentPeriodEnd: period.end,
        itemId: `si_${s.subscriptionId}`,
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
          ...preContractMetadata(
            s.preContractVersion && s.preContractAcceptedAt
              ? { version: s.preContractVersion, acceptedAt: s.preContractAcceptedAt }
              : undefined,
          ),
        },
      };
    },
    setCancelAt: (id, at) => sessions.setOfSubscription(id, { cancelAt: at }),
    // Stripe's proration rule (proration.ts): the same amounts the Stripe provider previews and charges.
    previewQuantity: async (snap, quantity, at) => ({ dueToday: demoProration(snap, quantity, at).dueToday }),
    async changeQuantity(snap, quantity, at) {
      const { dueToday } = demoProration(snap, quantity, at);
      await sessions.setOfSubscription(snap.id, { noOfRoles: quantity });
      if (dueToday > 0) {
        const invoiceId = demoId('in');
        await emit({
          id: `evt_${invoiceId}_paid`,
          type: 'invoice.paid',
          created: nowSeconds(),
          data: {
            object: {
              id: invoiceId,
              customer: snap.customerId,
              subscription: snap.id,
              amount_paid: dueToday,
              currency: snap.currency.toLowerCase(),
              billing_reason: 'subscription_update',
              created: at,
              payment_intent: paymentRefOf(invoiceId),
            },
          },
        });
      }
      await emit(subscriptionUpdated(snap.id));
    },
    async cancelAtPeriodEnd(id) {
      const s = await sessions.bySubscription(id);
      if (!s) return;
      const { end } = monthlyPeriod(s.startDate ?? s.createdAt);
      await sessions.setOfSubscription(id, { cancelAtPeriodEnd: true, cancelAt: end });
      await emit(subscriptionUpdated(id));
    },
    async resume(id, end) {
      await sessions.setOfSubscription(id, { cancelAtPeriodEnd: false, cancelAt: end });
      await emit(subscriptionUpdated(id));
    },
    cancelSubscription: (id) => sessions.setOfSubscription(id, { subscriptionStatus: 'canceled' }),
    async retrieveInvoice(id) {
      const s = await sessions.byInvoice(id);
      return s ? { id, hostedUrl: null, paymentRef: paymentRefOf(id) } : null;
    },
    /** Refunded at once: the refund's event is applied before this answers. */
    async refund(request) {
      const refund = { id: demoId('re'), amount: request.amount, currency: request.payment.currency };
      await emit(refundEvent(refund.id, request));
      return { ...refund, status: 'succeeded' };
    },
    // No Stripe portal without Stripe: the site's own billing page (card on file, billing details), whose
    // Update card pays a renewal left unpaid (ownCheckout.updateCard).
    portalUrl: async (customerId, _returnUrl, locale) => (customerId ? sitePath(locale, '/billing') : null),
    invoiceNote: 'invoicePage.demoReceipt',
    verifyEvent: (rawBody, signature) => verifySignedEvent(rawBody, signature, secret),
    ownCheckout,
  };
}
