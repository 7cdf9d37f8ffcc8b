// One handler per provider event type. A handler first asks the provider for what it needs (outside any
// transaction) and answers the writes to make, which webhook.ts runs in the transaction that claims the
// event. Every effect is independent of arrival order (Stripe does not promise one): subscriptions are
// always written from the provider's current object; a payment failed then paid ends paid either way;
// refunds only ever grow, and a refund for a payment not recorded yet waits (waiting_refunds) and is
// applied when the payment is written.
import { formatMoney } from '@crestline/contracts';
import type { DbOrTx } from '../../db/client';
import type { Logger } from '../../logger';
import { sitePath } from '../../lib/site-paths';
import { enqueueMail } from '../mail';
import { paymentAccounts } from '../users';
import { queuePaymentReminder } from './payment-reminder';
import {
  addMonths,
  addressOf,
  invoiceSubscription,
  monthsBought,
  num,
  obj,
  str,
  subscriptionRow,
  type Obj,
} from './event-fields';
import type { PaymentProvider, ProviderEvent } from './provider';
import { paymentsRepository, type NewPayment, type SubscriptionRow } from './repository';

/** The writes an event makes, inside the transaction that claims it. */
export type EventWrites = (tx: DbOrTx) => Promise<void>;
export type EventHandler = (
  event: ProviderEvent,
  deps: { provider: PaymentProvider; logger: Logger; publicUrl?: string },
) => Promise<EventWrites | undefined>;

const LIVE_STATUSES = ['active', 'trialing', 'past_due'];

/** checkout.session.completed: the subscription bought, set to end by itself after the months bought. */
const recordCheckout: EventHandler = async (event, { provider }) => {
  const session = event.data.object;
  const subId = str(session.subscription);
  const snap = subId ? await provider.retrieveSubscription(subId) : null;
  if (!snap) return undefined;
  if (!snap.cancelAt && LIVE_STATUSES.includes(snap.status)) {
    snap.cancelAt = addMonths(snap.startDate, monthsBought(snap));
    await provider.setCancelAt(snap.id, snap.cancelAt);
  }
  const buyer = obj(session.customer_details);
  return async (tx) => {
    const repo = paymentsRepository(tx);
    await repo.upsertSubscription(await subscriptionRow(paymentAccounts(tx), snap, buyer));
  };
};

/** invoice.paid / invoice.payment_failed: the invoice's payment, once; a failure later paid succeeds. */
const recordInvoicePayment: EventHandler = async (event, { provider, publicUrl = '' }) => {
  const invoice = event.data.object;
  const invoiceId = str(invoice.id);
  const subId = invoiceSubscription(invoice);
  if (!invoiceId || !subId) return undefined;
  const snap = await provider.retrieveSubscription(subId);
  if (!snap) return undefined;
  const paid = event.type === 'invoice.paid';
  const paymentRef =
    str(invoice.payment_intent) ??
    str(invoice.charge) ??
    (await provider.retrieveInvoice(invoiceId))?.paymentRef ??
    null;
  return async (tx) => {
    const repo = paymentsRepository(tx);
    const buyer = {
      name: invoice.customer_name,
      email: invoice.customer_email,
      tax_ids: invoice.customer_tax_ids,
    };
    const sub = await repo.upsertSubscription({
      ...(await subscriptionRow(paymentAccounts(tx), snap, buyer)),
      latestInvoice: snap.latestInvoice ?? invoiceId,
    });
    const row = paymentRow(invoice, sub, { invoiceId, paymentRef, paid, billing: snap.metadata.billing });
    const inserted = await repo.insertPayment(row);
    const existing = inserted ?? (await repo.paymentByInvoice(invoiceId));
    if (!inserted && existing && paid && existing.status === 'failed') {
      await repo.updatePayment(existing.id, {
        status: 'succeeded',
        amount: row.amount,
        paymentRef,
        tax: row.tax,
        invoiceNumber: row.invoiceNumber,
        invoicePdf: row.invoicePdf,
      });
    }
    const becamePaid = paid && (Boolean(inserted) || existing?.status === 'failed');
    const recorded = inserted ?? (await repo.paymentByInvoice(invoiceId));
    if (recorded?.paymentRef && recorded.status !== 'failed') {
      const waiting = await repo.takeWaitingRefund(recorded.paymentRef);
      if (waiting !== undefined) await applyRefund(repo, recorded, waiting);
    }
    if (becamePaid && (await repo.succeededPaymentsOf(subId)) === 1) {
      await mailBuyer(tx, 'paymentConfirmed', sub, row);
    }
    const renewalFailed = !paid && Boolean(inserted) && str(invoice.billing_reason) !== 'subscription_create';
    if (renewalFailed) {
      await mailBuyer(tx, 'renewalFailed', sub, row, publicUrl);
      // A reminder three days on, if it is still unpaid then.
      await queuePaymentReminder(tx, inserted!.id);
    }
  };
};

/** The tax an invoice holds: its total_taxes (2025+), or the older single `tax` field. */
function taxOf(invoice: Obj): number {
  const taxes = Array.isArray(invoice.total_taxes) ? invoice.total_taxes : [];
  return taxes.reduce((sum: number, line) => sum + num(obj(line).amount), 0) || num(invoice.tax);
}

/** The payment an invoice event describes, completed from its subscription. */
function paymentRow(
  invoice: Obj,
  sub: SubscriptionRow,
  from: { invoiceId: string; paymentRef: string | null; paid: boolean; billing: string | undefined },
): NewPayment {
  return {
    invoiceId: from.invoiceId,
    paymentRef: from.paymentRef,
    subscriptionId: sub.subscriptionId,
    userId: sub.userId,
    customerName: sub.customerName || (str(invoice.customer_name) ?? ''),
    customerEmail: sub.customerEmail || (str(invoice.customer_email) ?? ''),
    paymentMethod: 'card',
    amount: from.paid ? num(invoice.amount_paid) : num(invoice.amount_due),
    currency: (str(invoice.currency) ?? sub.currency).toUpperCase(),
    status: from.paid ? 'succeeded' : 'failed',
    shippingAddress: addressOf(invoice.customer_address) ?? sub.shippingAddress,
    role: sub.role,
    noOfRoles: sub.quantity,
    noOfMonths: sub.noOfMonths,
    billing: from.billing === 'monthly' ? 'monthly' : 'hourly',
    invoiceNumber: str(invoice.number),
    tax: taxOf(invoice),
    invoicePdf: str(invoice.invoice_pdf),
    created: new Date(num(invoice.created) * 1000 || Date.now()),
  };
}

/** The buyer's mail about a payment: in the language they bought in, and none without an address. */
async function mailBuyer(
  tx: DbOrTx,
  template: 'paymentConfirmed' | 'renewalFailed',
  sub: SubscriptionRow,
  payment: Pick<NewPayment, 'amount' | 'currency'>,
  publicUrl = '',
) {
  if (!sub.customerEmail) return;
  const mail = {
    to: sub.customerEmail,
    locale: sub.locale,
    params: {
      name: sub.customerName,
      amount: formatMoney(payment.amount, payment.currency, sub.locale),
      description: sub.description,
    },
  };
  await enqueueMail(
    tx,
    template === 'paymentConfirmed'
      ? { ...mail, template, params: { ...mail.params, months: String(sub.noOfMonths) } }
      : {
          ...mail,
          template,
          // Straight to the past-due banner's Fix payment on My subscriptions.
          params: {
            ...mail.params,
            fixUrl: `${publicUrl}${sitePath(sub.locale, '/subscription#fix-payment')}`,
          },
        },
  );
}

/** customer.subscription.created / updated / deleted: the subscription as the provider holds it now. */
const refreshSubscription: EventHandler = async (event, { provider }) => {
  const subId = str(event.data.object.id);
  if (!subId) return undefined;
  const snap = await provider.retrieveSubscription(subId);
  return async (tx) => {
    const repo = paymentsRepository(tx);
    if (snap) await repo.upsertSubscription(await subscriptionRow(paymentAccounts(tx), snap));
    else if (event.type === 'customer.subscription.deleted')
      await repo.setSubscriptionStatus(subId, 'canceled');
  };
};

/** A payment's refunded total, which only grows and never passes the amount paid. */
async function applyRefund(
  repo: ReturnType<typeof paymentsRepository>,
  payment: { id: string; amount: number; amountRefunded: number },
  refunded: number,
) {
  const amountRefunded = Math.min(payment.amount, Math.max(payment.amountRefunded, refunded));
  if (amountRefunded <= 0) return;
  await repo.updatePayment(payment.id, {
    amountRefunded,
    status: amountRefunded >= payment.amount ? 'refunded' : 'partially_refunded',
  });
}

/**
 * charge.refunded: the payment's refunded total, which only grows (a late, older event changes nothing).
 * A refund whose payment is not recorded yet is kept and applied when the payment arrives.
 */
const recordRefund: EventHandler = async (event) => {
  const charge = event.data.object;
  const refs = [str(charge.payment_intent), str(charge.id)].filter((r): r is string => Boolean(r));
  const refunded = num(charge.amount_refunded);
  if (!refs.length) return undefined;
  return async (tx) => {
    const repo = paymentsRepository(tx);
    const payment = await repo.paymentByRef(refs);
    if (!payment || payment.status === 'failed') await repo.keepWaitingRefund(refs, refs.at(-1)!, refunded);
    else await applyRefund(repo, payment, refunded);
  };
};

/** The handler of each event type we act on. */
export const EVENT_HANDLERS = new Map<string, EventHandler>([
  ['checkout.session.completed', recordCheckout],
  ['invoice.paid', recordInvoicePayment],
  ['invoice.payment_failed', recordInvoicePayment],
  ['customer.subscription.created', refreshSubscription],
  ['customer.subscription.updated', refreshSubscription],
  ['customer.subscription.deleted', refreshSubscription],
  ['charge.refunded', recordRefund],
]);
