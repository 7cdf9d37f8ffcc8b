// Provider events → payments and subscriptions. Stripe's signed webhooks and the demo checkout's
// synthetic events come through `process` alike. Each event is applied once: its id is claimed in the
// same transaction that writes its effects (also across API processes). Out-of-order events are safe:
// subscriptions are always written from the provider's current object, refunds only ever grow.
import Stripe from 'stripe';
import { formatMoney, normalizeLocale } from '@crestline/contracts';
import type { Db, DbOrTx } from '../../db/client';
import type { StoredAddress } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { Logger } from '../../logger';
import { enqueueMail } from '../mail';
import type { PaymentProvider, SubscriptionSnapshot } from './provider';
import { paymentsRepository, type PaymentsRepository } from './repository';

/** The part of a provider event we read (Stripe's shape; the demo builds the same). */
export interface ProviderEvent {
  id: string;
  type: string;
  data: { object: Record<string, unknown> };
}

type Obj = Record<string, unknown>;
const str = (v: unknown): string | null =>
  typeof v === 'string' ? v : v && typeof v === 'object' && 'id' in v ? str((v as Obj).id) : null;
const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const obj = (v: unknown): Obj => (v && typeof v === 'object' ? (v as Obj) : {});

function addressOf(v: unknown): StoredAddress | null {
  const a = obj(v);
  if (!Object.keys(a).length) return null;
  return { line1: str(a.line1), city: str(a.city), state: str(a.state), country: str(a.country) };
}

/** The subscription an invoice belongs to, in the 2025+ shape (parent) and the older one. */
function invoiceSubscription(invoice: Obj): string | null {
  return str(obj(obj(invoice.parent).subscription_details).subscription) ?? str(invoice.subscription);
}

function addMonths(date: Date, months: number): Date {
  const d = new Date(date);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d;
}

export function verifyWebhook(raw: unknown, signature: string | undefined, secret: string | undefined) {
  const invalid = new HttpError(400, 'INVALID_SIGNATURE', 'billing.webhookSignatureInvalid');
  if (!secret || !signature || !Buffer.isBuffer(raw)) throw invalid;
  try {
    return Stripe.webhooks.constructEvent(raw, signature, secret) as unknown as ProviderEvent;
  } catch {
    throw invalid;
  }
}

export function eventProcessor(deps: { db: Db; provider: PaymentProvider; logger: Logger }) {
  const { db, provider, logger } = deps;

  async function subscriptionRow(repo: PaymentsRepository, snap: SubscriptionSnapshot, extra: Obj = {}) {
    const m = snap.metadata;
    const userId = m.userId ?? null;
    const user = userId ? await repo.user(userId) : undefined;
    const months = Number(m.noOfMonths) || 1;
    return {
      subscriptionId: snap.id,
      userId: user ? user.id : null,
      customerId: snap.customerId,
      customerName: user?.name ?? str(extra.name) ?? '',
      customerEmail: user?.email ?? str(extra.email) ?? '',
      paymentMethodId: snap.paymentMethodId,
      amount: snap.unitAmount * snap.quantity,
      currency: snap.currency,
      status: snap.status,
      description: m.description ?? '',
      interval: snap.interval,
      intervalCount: snap.intervalCount,
      quantity: snap.quantity,
      role: m.role ?? '',
      region: m.region ?? 'US',
      noOfMonths: months,
      locale: normalizeLocale(m.locale),
      startDate: snap.startDate,
      endsAt: snap.cancelAt ?? addMonths(snap.startDate, months),
      shippingAddress: addressOf(extra.address),
      latestInvoice: snap.latestInvoice,
    };
  }

  /** What an event needs from the provider, fetched before the transaction; then its writes. */
  async function prepare(event: ProviderEvent): Promise<((tx: DbOrTx) => Promise<void>) | undefined> {
    const o = event.data.object;
    switch (event.type) {
      case 'checkout.session.completed': {
        const subId = str(o.subscription);
        if (!subId) return undefined;
        const snap = await provider.retrieveSubscription(subId);
        if (!snap) return undefined;
        // The subscription ends by itself after the months bought.
        if (!snap.cancelAt && ['active', 'trialing', 'past_due'].includes(snap.status)) {
          const months = Number(snap.metadata.noOfMonths) || 1;
          snap.cancelAt = addMonths(snap.startDate, months);
          await provider.setCancelAt(snap.id, snap.cancelAt);
        }
        const details = obj(o.customer_details);
        return async (tx) => {
          const repo = paymentsRepository(tx);
          await repo.upsertSubscription(await subscriptionRow(repo, snap, details));
        };
      }
      case 'invoice.paid':
      case 'invoice.payment_failed': {
        const invoiceId = str(o.id);
        const subId = invoiceSubscription(o);
        if (!invoiceId || !subId) return undefined;
        const snap = await provider.retrieveSubscription(subId);
        if (!snap) return undefined;
        const paid = event.type === 'invoice.paid';
        const paymentRef =
          str(o.payment_intent) ??
          str(o.charge) ??
          (await provider.retrieveInvoice(invoiceId))?.paymentRef ??
          null;
        return async (tx) => {
          const repo = paymentsRepository(tx);
          const sub = await repo.upsertSubscription({
            ...(await subscriptionRow(repo, snap, { name: o.customer_name, email: o.customer_email })),
            latestInvoice: snap.latestInvoice ?? invoiceId,
          });
          const m = snap.metadata;
          const amount = paid ? num(o.amount_paid) : num(o.amount_due);
          const row = {
            invoiceId,
            paymentRef,
            subscriptionId: subId,
            userId: sub.userId,
            customerName: sub.customerName || (str(o.customer_name) ?? ''),
            customerEmail: sub.customerEmail || (str(o.customer_email) ?? ''),
            paymentMethod: 'card',
            amount,
            currency: (str(o.currency) ?? sub.currency).toUpperCase(),
            status: paid ? 'succeeded' : 'failed',
            shippingAddress: addressOf(o.customer_address) ?? sub.shippingAddress,
            role: sub.role,
            noOfRoles: sub.quantity,
            noOfMonths: sub.noOfMonths,
            billing: (m.billing === 'monthly' ? 'monthly' : 'hourly') as 'hourly' | 'monthly',
            created: new Date(num(o.created) * 1000 || Date.now()),
          };
          const inserted = await repo.insertPayment(row);
          const existing = inserted ?? (await repo.paymentByInvoice(invoiceId));
          // A failed attempt that was later paid becomes a success (never the other way round).
          if (!inserted && existing && paid && existing.status === 'failed') {
            await repo.updatePayment(existing.id, { status: 'succeeded', amount, paymentRef });
          }
          const becamePaid = paid && (inserted || existing?.status === 'failed');
          const to = sub.customerEmail;
          const money = formatMoney(amount, row.currency, sub.locale);
          if (becamePaid && to && (await repo.succeededPaymentsOf(subId)) === 1) {
            await enqueueMail(tx, {
              to,
              template: 'paymentConfirmed',
              locale: sub.locale,
              params: {
                name: sub.customerName,
                amount: money,
                description: sub.description,
                months: String(sub.noOfMonths),
              },
            });
          }
          const renewal = str(o.billing_reason) !== 'subscription_create';
          if (!paid && inserted && renewal && to) {
            await enqueueMail(tx, {
              to,
              template: 'renewalFailed',
              locale: sub.locale,
              params: { name: sub.customerName, amount: money, description: sub.description },
            });
          }
        };
      }
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted': {
        const subId = str(o.id);
        if (!subId) return undefined;
        const snap = await provider.retrieveSubscription(subId);
        return async (tx) => {
          const repo = paymentsRepository(tx);
          if (snap) {
            await repo.upsertSubscription(await subscriptionRow(repo, snap));
          } else if (event.type === 'customer.subscription.deleted') {
            await repo.setSubscriptionStatus(subId, 'canceled');
          }
        };
      }
      case 'charge.refunded': {
        const refs = [str(o.payment_intent), str(o.id)].filter((r): r is string => Boolean(r));
        const refunded = num(o.amount_refunded);
        return async (tx) => {
          const repo = paymentsRepository(tx);
          const payment = refs.length ? await repo.paymentByRef(refs) : undefined;
          if (!payment) {
            logger.warn({ event: event.id }, 'refund for an unknown payment');
            return;
          }
          // Totals only grow: an older event arriving late changes nothing.
          const amountRefunded = Math.min(payment.amount, Math.max(payment.amountRefunded, refunded));
          await repo.updatePayment(payment.id, {
            amountRefunded,
            status: amountRefunded >= payment.amount ? 'refunded' : 'partially_refunded',
          });
        };
      }
      default:
        return undefined;
    }
  }

  return {
    /** Applies the event once; answers whether this call applied it. */
    async process(event: ProviderEvent): Promise<'applied' | 'duplicate' | 'ignored'> {
      if (await paymentsRepository(db).isProcessed(event.id)) return 'duplicate';
      const apply = await prepare(event);
      return db.transaction(async (tx) => {
        if (!(await paymentsRepository(tx).claimEvent(event.id, event.type))) return 'duplicate';
        if (!apply) return 'ignored';
        await apply(tx);
        return 'applied';
      });
    },
  };
}

export type EventProcessor = ReturnType<typeof eventProcessor>;
