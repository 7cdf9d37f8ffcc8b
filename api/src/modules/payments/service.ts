// The commerce rules: prices from the catalogue (never the browser's), checkout through the provider,
// lists for buyers and admins, cancellation (provider first, then here), refunds, invoice links and the
// keyless demo checkout, whose Pay and Cancel go through the same event processor as Stripe's webhooks.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  REGION_CURRENCY,
  billingQuote,
  formatDateTime,
  formatMoney,
  t,
  type CreateSubscribeBody,
  type Customer,
  type Locale,
} from '@crestline/contracts';
import type { Db } from '../../db/client';
import { demoCheckoutSessions } from '../../db/schema';
import { HttpError, badRequest, notFound } from '../../http/errors';
import type { SignedInUser } from '../../http/auth';
import { escapeHtml } from '../mail/templates';
import type { PlanCatalogueSource } from './catalogue';
import { demoPaymentRef, type PaymentProvider } from './provider';
import { paymentsRepository, type PaymentRow, type SubscriptionRow } from './repository';
import type { EventProcessor } from './webhook';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const paymentJson = (p: PaymentRow) => ({
  _id: p.id,
  customerName: p.customerName,
  customerEmail: p.customerEmail,
  paymentMethod: p.paymentMethod,
  created: p.created.toISOString(),
  amount: p.amount,
  currency: p.currency,
  status: p.status,
  shippingAddress: p.shippingAddress ?? null,
  role: p.role,
  noOfRoles: p.noOfRoles,
  noOfMonths: p.noOfMonths,
  billing: p.billing,
  amountRefunded: p.amountRefunded,
  subscriptionId: p.subscriptionId,
  invoiceId: p.invoiceId,
  userId: p.userId,
});

export const subscriptionJson = (s: SubscriptionRow) => ({
  _id: s.id,
  subscriptionId: s.subscriptionId,
  user: { name: s.customerName, email: s.customerEmail },
  paymentMethodId: s.paymentMethodId,
  amount: s.amount,
  currency: s.currency,
  status: s.status,
  description: s.description,
  interval: s.interval,
  intervalCount: Math.max(1, s.intervalCount),
  quantity: Math.max(1, s.quantity),
  startDate: s.startDate.toISOString(),
  createdAt: s.createdAt.toISOString(),
  shippingAddress: s.shippingAddress ?? null,
  latestInvoice: s.latestInvoice,
  role: s.role,
  noOfMonths: Math.max(1, s.noOfMonths),
  endsAt: iso(s.endsAt),
});

/** How long an invoice link opens the invoice. */
const INVOICE_LINK_SECONDS = 5 * 60;
/** Without a client attempt id, the same choice within this window is the same checkout. */
const ATTEMPT_WINDOW_MS = 10 * 60_000;

export interface PaymentsDeps {
  db: Db;
  provider: PaymentProvider;
  processor: EventProcessor;
  catalogue: PlanCatalogueSource;
  publicUrl: string;
  linkSecret: string;
}

export function paymentsService(deps: PaymentsDeps) {
  const { db, provider, processor, catalogue, publicUrl } = deps;
  const repo = paymentsRepository(db);
  const prefix = (locale: Locale) => (locale === 'tr' ? '/tr' : '');
  const invoiceMac = (invoiceId: string, exp: number) =>
    createHmac('sha256', deps.linkSecret).update(`invoice:${invoiceId}:${exp}`).digest('base64url');
  const canSee = (user: SignedInUser, ownerId: string | null) => user.isAdmin || ownerId === user.id;

  async function customerFor(user: SignedInUser & { name?: string }) {
    const row = await repo.user(user.id);
    if (!row) throw notFound();
    if (row.stripeCustomerId) return { row, customerId: row.stripeCustomerId };
    const created = await provider.createCustomer({ userId: row.id, email: row.email, name: row.name });
    return { row, customerId: await repo.rememberCustomer(row.id, created) };
  }

  async function demoSession(sessionId: string, user: SignedInUser) {
    if (provider.kind !== 'demo') throw notFound('billing.checkoutNotFound');
    const [s] = await db.select().from(demoCheckoutSessions).where(eq(demoCheckoutSessions.id, sessionId));
    if (!s || !canSee(user, s.userId)) throw notFound('billing.checkoutNotFound');
    return s;
  }

  return {
    provider,

    /** A checkout for the chosen plan, priced here from the catalogue; answers where the buyer goes. */
    async createSubscribe(user: SignedInUser, body: CreateSubscribeBody, locale: Locale, attempt?: string) {
      const plan = (await catalogue.get()).get(body.role);
      if (!plan) throw badRequest('checkout.planInvalid');
      const currency = REGION_CURRENCY[body.region];
      if (body.currency !== undefined && body.currency.trim().toUpperCase() !== currency) {
        throw badRequest('billing.currencyMismatch', { currency });
      }
      let quote;
      try {
        quote = billingQuote(plan.plan, {
          region: body.region,
          roles: body.noOfRoles,
          months: body.noOfMonths,
          billingCycle: body.billingCycle,
        });
      } catch {
        throw badRequest('billing.priceUnavailable');
      }
      const { row, customerId } = await customerFor(user);
      const description = t(locale, 'billing.planDescription', {
        plan: plan.name[locale],
        roles: quote.noOfRoles,
        months: quote.noOfMonths,
        count: quote.noOfMonths,
      });
      const attemptId = attempt ?? String(Math.floor(Date.now() / ATTEMPT_WINDOW_MS));
      const idempotencyKey = `checkout-${createHash('sha256')
        .update(
          // Everything the session is made of: Stripe refuses a key reused with other parameters.
          [
            user.id,
            locale,
            body.role,
            body.region,
            body.billingCycle,
            quote.noOfRoles,
            quote.noOfMonths,
            attemptId,
          ].join('|'),
        )
        .digest('hex')}`;
      const base = `${publicUrl}${prefix(locale)}`;
      const session = await provider.createCheckout({
        idempotencyKey,
        customerId,
        customerEmail: row.email,
        customerName: row.name,
        userId: row.id,
        locale,
        role: body.role,
        region: body.region,
        billing: body.billingCycle,
        description,
        currency: quote.currency,
        unitMonthlyAmount: quote.unitMonthlyAmount,
        noOfRoles: quote.noOfRoles,
        noOfMonths: quote.noOfMonths,
        successUrl: `${base}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${base}/payment-failure`,
      });
      return { url: session.url };
    },

    async payments(userId?: string) {
      return { Payments: (await repo.listPayments(userId)).map(paymentJson) };
    },
    async subscriptions(userId?: string) {
      return (await repo.listSubscriptions(userId)).map(subscriptionJson);
    },

    /** Cancels at the provider first, then here; others' subscriptions do not exist for the caller. */
    async cancel(user: SignedInUser, subscriptionId: string, locale: Locale) {
      const sub = await repo.subscriptionByProviderId(subscriptionId);
      if (!sub || !canSee(user, sub.userId)) throw notFound('subscriptions.notFound');
      if (sub.status === 'canceled') return { message: t(locale, 'billing.subscriptionAlreadyCanceled') };
      await provider.cancelSubscription(sub.subscriptionId);
      await repo.setSubscriptionStatus(sub.subscriptionId, 'canceled');
      return { message: t(locale, 'billing.subscriptionCanceled') };
    },

    /** Asks the provider for a refund; the payment changes when the refund's event arrives. */
    async refund(paymentId: string, amount: number | undefined) {
      const payment = await repo.paymentById(paymentId);
      if (!payment) throw notFound('billing.paymentNotFound');
      if (payment.status === 'failed' || !payment.paymentRef) throw badRequest('billing.refundUnavailable');
      const remaining = payment.amount - payment.amountRefunded;
      if (remaining <= 0) throw badRequest('billing.nothingToRefund');
      const give = amount ?? remaining;
      if (give > remaining) {
        throw badRequest('billing.refundTooLarge', { amount: formatMoney(remaining, payment.currency) });
      }
      const refund = await provider.refund({
        paymentRef: payment.paymentRef,
        amount: give,
        currency: payment.currency,
        paymentId: payment.id,
        idempotencyKey: `refund-${payment.id}-${payment.amountRefunded}-${give}`,
      });
      if (provider.kind === 'demo') {
        await processor.process({
          id: `evt_${refund.id}`,
          type: 'charge.refunded',
          data: {
            object: {
              id: `ch_${payment.paymentRef}`,
              payment_intent: payment.paymentRef,
              amount: payment.amount,
              amount_refunded: payment.amountRefunded + give,
            },
          },
        });
      }
      return { refund };
    },

    /** A short-lived signed address that opens the invoice without an Authorization header. */
    async invoiceLink(user: SignedInUser, invoiceId: string, now = Date.now()) {
      const { payment, subscription } = await repo.invoiceOwner(invoiceId);
      const owner = payment?.userId ?? subscription?.userId ?? null;
      if ((!payment && !subscription) || !canSee(user, owner)) throw notFound('billing.invoiceNotFound');
      const exp = Math.floor(now / 1000) + INVOICE_LINK_SECONDS;
      const sig = invoiceMac(invoiceId, exp);
      return {
        url: `${publicUrl}/api/v1/invoices/${encodeURIComponent(invoiceId)}?exp=${exp}&sig=${sig}`,
      };
    },

    /** Where a signed link leads: the provider's hosted invoice, or a simple page of ours. */
    async openInvoice(invoiceId: string, exp: unknown, sig: unknown, locale: Locale, now = Date.now()) {
      const valid =
        typeof exp === 'string' &&
        typeof sig === 'string' &&
        /^\d{1,12}$/.test(exp) &&
        Number(exp) * 1000 >= now &&
        (() => {
          const expected = Buffer.from(invoiceMac(invoiceId, Number(exp)));
          const given = Buffer.from(sig);
          return expected.length === given.length && timingSafeEqual(expected, given);
        })();
      if (!valid) throw new HttpError(403, 'INVALID_SIGNATURE', 'billing.invoiceLinkInvalid');
      const { payment, subscription } = await repo.invoiceOwner(invoiceId);
      if (!payment && !subscription) throw notFound('billing.invoiceNotFound');
      const remote = provider.kind === 'stripe' ? await provider.retrieveInvoice(invoiceId) : null;
      if (remote?.hostedUrl) return { redirect: remote.hostedUrl };
      return { html: invoicePage(invoiceId, payment, subscription, locale, provider.kind === 'demo') };
    },

    async customers(): Promise<{ customers: Customer[] }> {
      const { people, pays, subs } = await repo.customerRows();
      return {
        customers: people.map((p) => {
          const mine = pays.filter((x) => x.userId === p.id);
          const totals = new Map<string, number>();
          for (const x of mine) {
            if (x.status === 'failed') continue;
            totals.set(x.currency, (totals.get(x.currency) ?? 0) + x.amount - x.amountRefunded);
          }
          const theirs = subs.filter((s) => s.userId === p.id);
          const last = mine.filter((x) => x.status !== 'failed').sort((a, b) => +b.created - +a.created)[0];
          return {
            _id: p.id,
            name: p.name,
            email: p.email,
            stripeCustomerId: p.stripeCustomerId,
            subscriptions: theirs.length,
            activeSubscriptions: theirs.filter((s) => ['active', 'trialing', 'past_due'].includes(s.status))
              .length,
            payments: mine.filter((x) => x.status !== 'failed').length,
            totals: [...totals].map(([currency, amount]) => ({ currency, amount })),
            lastPaymentAt: last ? last.created.toISOString() : null,
          };
        }),
      };
    },

    async portal(user: SignedInUser) {
      if (provider.kind === 'demo') return { url: '/subscription' };
      const row = await repo.user(user.id);
      if (!row?.stripeCustomerId) throw notFound('billing.noCustomer');
      return { url: await provider.portalUrl(row.stripeCustomerId, `${publicUrl}/subscription`) };
    },

    async demoSession(user: SignedInUser, sessionId: string) {
      const s = await demoSession(sessionId, user);
      const monthlyAmount = s.unitMonthlyAmount * s.noOfRoles;
      return {
        session: {
          id: s.id,
          status: s.status,
          role: s.role,
          description: s.description,
          currency: s.currency,
          unitMonthlyAmount: s.unitMonthlyAmount,
          monthlyAmount,
          totalAmount: monthlyAmount * s.noOfMonths,
          noOfRoles: s.noOfRoles,
          noOfMonths: s.noOfMonths,
          customerEmail: s.customerEmail,
        },
      };
    },

    /** Pays the demo session: the subscription and its first invoice, reported as Stripe would. */
    async demoPay(user: SignedInUser, sessionId: string) {
      const s = await demoSession(sessionId, user);
      const success = {
        url: `${prefix(s.locale === 'tr' ? 'tr' : 'en')}/payment-success?session_id=${s.id}`,
      };
      if (s.status === 'expired')
        return { url: `${prefix(s.locale === 'tr' ? 'tr' : 'en')}/payment-failure` };
      let session = s;
      if (s.status === 'open') {
        const suffix = randomBytes(12).toString('hex');
        const [updated] = await db
          .update(demoCheckoutSessions)
          .set({
            status: 'complete',
            subscriptionId: `sub_demo_${suffix}`,
            subscriptionStatus: 'active',
            invoiceId: `in_demo_${suffix}`,
            startDate: new Date(),
          })
          .where(eq(demoCheckoutSessions.id, s.id))
          .returning();
        // Paid twice at once: the other call completed it.
        session =
          updated ??
          (await db.select().from(demoCheckoutSessions).where(eq(demoCheckoutSessions.id, s.id)))[0]!;
      }
      // Deterministic event ids: paying again (after a crash, a double click) applies nothing twice.
      const amount = session.unitMonthlyAmount * session.noOfRoles;
      await processor.process({
        id: `evt_${session.id}_completed`,
        type: 'checkout.session.completed',
        data: {
          object: {
            id: session.id,
            mode: 'subscription',
            subscription: session.subscriptionId,
            customer: session.customerId,
            customer_details: { email: session.customerEmail, name: session.customerName },
          },
        },
      });
      await processor.process({
        id: `evt_${session.invoiceId}_paid`,
        type: 'invoice.paid',
        data: {
          object: {
            id: session.invoiceId,
            subscription: session.subscriptionId,
            customer: session.customerId,
            customer_email: session.customerEmail,
            customer_name: session.customerName,
            amount_paid: amount,
            currency: session.currency.toLowerCase(),
            billing_reason: 'subscription_create',
            payment_intent: demoPaymentRef(session.invoiceId!),
          },
        },
      });
      return success;
    },

    async demoCancel(user: SignedInUser, sessionId: string) {
      const s = await demoSession(sessionId, user);
      const lang = s.locale === 'tr' ? 'tr' : 'en';
      if (s.status === 'complete') return { url: `${prefix(lang)}/payment-success?session_id=${s.id}` };
      await db
        .update(demoCheckoutSessions)
        .set({ status: 'expired' })
        .where(eq(demoCheckoutSessions.id, s.id));
      return { url: `${prefix(lang)}/payment-failure` };
    },
  };
}

export type PaymentsService = ReturnType<typeof paymentsService>;

function invoicePage(
  invoiceId: string,
  payment: PaymentRow | undefined,
  sub: SubscriptionRow | undefined,
  locale: Locale,
  demo: boolean,
): string {
  const m = (key: Parameters<typeof t>[1], params?: Record<string, string>) =>
    escapeHtml(t(locale, key, params));
  const amount = payment?.amount ?? sub?.amount ?? 0;
  const currency = payment?.currency ?? sub?.currency ?? 'USD';
  const rows: [string, string][] = [
    [m('invoicePage.date'), escapeHtml(formatDateTime(payment?.created ?? sub!.createdAt, locale))],
    [
      m('invoicePage.billedTo'),
      escapeHtml(
        [payment?.customerName ?? sub?.customerName, payment?.customerEmail ?? sub?.customerEmail]
          .filter(Boolean)
          .join(', '),
      ),
    ],
    [m('invoicePage.description'), escapeHtml(sub?.description ?? payment?.role ?? '')],
    [m('invoicePage.quantity'), String(payment?.noOfRoles ?? sub?.quantity ?? 1)],
    [m('invoicePage.amount'), escapeHtml(formatMoney(amount, currency, locale))],
    [m('invoicePage.status'), escapeHtml(payment?.status ?? sub?.status ?? '')],
  ];
  if (payment?.amountRefunded) {
    rows.push([m('invoicePage.refunded'), escapeHtml(formatMoney(payment.amountRefunded, currency, locale))]);
  }
  return `<!DOCTYPE html>
<html lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${m('invoicePage.title', { number: invoiceId })}</title>
<style>body{font-family:Arial,sans-serif;max-width:640px;margin:40px auto;padding:0 16px;color:#1f2933}table{width:100%;border-collapse:collapse}th,td{text-align:left;padding:8px;border-bottom:1px solid #e4e7eb}.demo{background:#fff4ce;padding:8px 12px;border-radius:6px}</style>
</head>
<body>
<h1>${m('invoicePage.title', { number: invoiceId })}</h1>
${demo ? `<p class="demo">${m('invoicePage.demo')}</p>` : ''}
<table>${rows.map(([k, v]) => `<tr><th scope="row">${k}</th><td>${v}</td></tr>`).join('')}</table>
</body>
</html>
`;
}
