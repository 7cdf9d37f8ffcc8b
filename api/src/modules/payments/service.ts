// The commerce rules: prices from the catalogue (never the browser's), checkout through the provider,
// lists for buyers and admins, cancellation (provider first, then here), refunds, customers and the
// billing portal. Invoice links are in invoices.ts, the checkout page of providers without a hosted one
// (the keyless demo) in demo-checkout.ts; the service answers for all three.
import { createHash } from 'node:crypto';
import {
  PRE_CONTRACT_REGION,
  REGION_CURRENCY,
  monthlyBillingQuote,
  formatMoney,
  t,
  type BillingDetailsBody,
  type CreateSubscribeBody,
  type Customer,
  type Locale,
  type CancelWhen,
  formatDay,
} from '@crestline/contracts';
import { canSee } from '../../http/access';
import type { Actor } from '../../http/audit';
import type { SignedInUser } from '../../http/auth';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { sitePath } from '../../lib/site-paths';
import { auditChanges, recordAudit } from '../audit';
import { paymentAccounts } from '../users';
import { demoCheckout, detailsOf } from './demo-checkout';
import type { PaymentsDeps } from './deps';
import { contractEnd, endingOf, monthsBought, subscriptionRow } from './event-fields';
import { invoiceLinks } from './invoices';
import { paymentsRepository, type PaymentRow, type SubscriptionRow } from './repository';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const paymentJson = (p: PaymentRow) => ({
  tax: p.tax,
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
  cancelAtPeriodEnd: s.cancelAtPeriodEnd,
  currentPeriodEnd: iso(s.currentPeriodEnd),
  company: s.company ?? null,
  taxIds: s.taxIds ?? [],
  preContract:
    s.preContractVersion && s.preContractAcceptedAt
      ? { version: s.preContractVersion, acceptedAt: s.preContractAcceptedAt.toISOString() }
      : null,
});

/** The statuses in which a subscription still runs (and can be changed). */
const LIVE_STATUSES = ['active', 'trialing', 'past_due'];

/** Without a client attempt id, the same choice within this window is the same checkout. */
const ATTEMPT_WINDOW_MS = 10 * 60_000;

export function paymentsService(deps: PaymentsDeps) {
  const { db, provider, catalogue, publicUrl } = deps;
  const repo = paymentsRepository(db);
  const accounts = paymentAccounts(db);

  async function customerFor(user: SignedInUser & { name?: string }) {
    const row = await accounts.find(user.id);
    if (!row) throw notFound();
    if (row.stripeCustomerId) return { row, customerId: row.stripeCustomerId };
    const created = await provider.createCustomer({ userId: row.id, email: row.email, name: row.name });
    return { row, customerId: await accounts.rememberCustomer(row.id, created) };
  }

  /** The caller's subscription (any for an admin); another's does not exist for them. */
  async function ownSubscription(user: SignedInUser, subscriptionId: string) {
    const sub = await repo.subscriptionByProviderId(subscriptionId);
    if (!sub || !canSee(user, sub.userId)) throw notFound('subscriptions.notFound');
    return sub;
  }

  /** A running subscription of the caller's whose number of talents can become `quantity`. */
  async function changeable(user: SignedInUser, subscriptionId: string, quantity: number) {
    const sub = await ownSubscription(user, subscriptionId);
    const snap = await provider.retrieveSubscription(sub.subscriptionId);
    if (!snap || !LIVE_STATUSES.includes(snap.status) || !snap.itemId) {
      throw badRequest('billing.subscriptionNotLive');
    }
    if (snap.quantity === quantity) throw badRequest('billing.sameQuantity', { count: quantity });
    return { sub, snap };
  }

  /**
   * The subscription written again from the provider's current snapshot after a change (its event will
   * write the same), with the change in the audit trail when an admin made it.
   */
  async function refreshed(
    sub: SubscriptionRow,
    user: SignedInUser,
    actor: Actor,
    action: 'subscription.cancel' | 'subscription.resume' | 'subscription.quantity',
    details: Record<string, unknown>,
  ): Promise<SubscriptionRow> {
    const snap = await provider.retrieveSubscription(sub.subscriptionId);
    if (!snap) throw notFound('subscriptions.notFound');
    return db.transaction(async (tx) => {
      const saved = await paymentsRepository(tx).upsertSubscription(
        await subscriptionRow(paymentAccounts(tx), snap),
      );
      if (user.isAdmin) {
        await recordAudit(tx, actor, {
          action,
          target: { type: 'subscription', id: sub.subscriptionId, label: sub.description },
          details: {
            ...details,
            before: {
              quantity: sub.quantity,
              endsAt: iso(sub.endsAt),
              cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
            },
            after: {
              quantity: saved.quantity,
              endsAt: iso(saved.endsAt),
              cancelAtPeriodEnd: saved.cancelAtPeriodEnd,
            },
          },
        });
      }
      return saved;
    });
  }

  return {
    /** A checkout for the chosen plan, priced here from the catalogue; answers where the buyer goes. */
    async createSubscribe(user: SignedInUser, body: CreateSubscribeBody, locale: Locale, attempt?: string) {
      const plan = (await catalogue.get()).get(body.role);
      if (!plan) throw badRequest('checkout.planInvalid');
      const currency = REGION_CURRENCY[body.region];
      // Türkiye (Law No. 6502): no checkout before the pre-contract texts are accepted.
      if (body.region === PRE_CONTRACT_REGION && !body.preContract?.accepted) {
        throw badRequest('billing.preContractRequired');
      }
      const preContract =
        body.region === PRE_CONTRACT_REGION && body.preContract
          ? { version: body.preContract.version, acceptedAt: new Date() }
          : undefined;
      if (body.currency !== undefined && body.currency.trim().toUpperCase() !== currency) {
        throw badRequest('billing.currencyMismatch', { currency });
      }
      let quote;
      try {
        quote = monthlyBillingQuote(plan.plan, {
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
            body.preContract?.version ?? '',
            attemptId,
          ].join('|'),
        )
        .digest('hex')}`;
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
        planName: plan.name.en,
        noOfRoles: quote.noOfRoles,
        noOfMonths: quote.noOfMonths,
        ...(preContract ? { preContract } : {}),
        successUrl: `${publicUrl}${sitePath(locale, '/payment-success?session_id={CHECKOUT_SESSION_ID}')}`,
        cancelUrl: `${publicUrl}${sitePath(locale, '/payment-failure')}`,
      });
      return { url: session.url };
    },

    async payments(userId?: string) {
      return { Payments: (await repo.listPayments(userId)).map(paymentJson) };
    },
    /** The buyer's invoices (their payments, failed ones included), newest first. */
    async invoicesMine(userId: string) {
      const pays = await repo.listPayments(userId);
      const subs = new Map((await repo.listSubscriptions(userId)).map((s) => [s.subscriptionId, s]));
      return {
        invoices: pays.map((p) => ({
          invoiceId: p.invoiceId,
          number: p.invoiceNumber ?? p.invoiceId,
          created: p.created.toISOString(),
          amount: p.amount,
          tax: p.tax,
          amountRefunded: p.amountRefunded,
          currency: p.currency,
          status: p.status,
          subscriptionId: p.subscriptionId,
          description: (p.subscriptionId && subs.get(p.subscriptionId)?.description) || p.role,
          pdfUrl: p.invoicePdf,
        })),
      };
    },
    async subscriptions(userId?: string) {
      return (await repo.listSubscriptions(userId)).map(subscriptionJson);
    },

    /**
     * Cancels at the provider first, then here; others' subscriptions do not exist for the caller. By default
     * it ends with the paid period (and can be resumed until then); only an admin ends it now.
     */
    async cancel(user: SignedInUser, subscriptionId: string, when: CancelWhen, locale: Locale, actor: Actor) {
      const sub = await ownSubscription(user, subscriptionId);
      if (sub.status === 'canceled') return { message: t(locale, 'billing.subscriptionAlreadyCanceled') };
      if (when === 'now') {
        if (!user.isAdmin) throw forbidden('billing.cancelNowAdminOnly');
        await provider.cancelSubscription(sub.subscriptionId);
        await db.transaction(async (tx) => {
          await paymentsRepository(tx).setSubscriptionStatus(sub.subscriptionId, 'canceled');
          await recordAudit(tx, actor, {
            action: 'subscription.cancel',
            target: { type: 'subscription', id: sub.subscriptionId, label: sub.description },
            details: { when, before: { status: sub.status }, after: { status: 'canceled' } },
          });
        });
        return { message: t(locale, 'billing.subscriptionCanceled') };
      }
      const snap = await provider.retrieveSubscription(sub.subscriptionId);
      if (!snap) throw notFound('subscriptions.notFound');
      const before = endingOf(snap);
      if (before.cancelAtPeriodEnd) {
        return { message: t(locale, 'billing.cancelScheduled', { date: formatDay(before.endsAt, locale) }) };
      }
      if (before.endsAt <= snap.currentPeriodEnd) {
        // The months bought end with this period anyway.
        return { message: t(locale, 'billing.alreadyEndsThen', { date: formatDay(before.endsAt, locale) }) };
      }
      await provider.cancelAtPeriodEnd(sub.subscriptionId);
      const saved = await refreshed(sub, user, actor, 'subscription.cancel', { when });
      return {
        message: t(locale, 'billing.cancelScheduled', { date: formatDay(saved.endsAt!, locale) }),
        subscription: subscriptionJson(saved),
      };
    },

    /**
     * What changing the number of talents costs: the new monthly amount (the price of a talent stays the
     * subscription's, the catalogue's) and what is charged or credited today, by the provider's proration.
     */
    async previewQuantity(user: SignedInUser, subscriptionId: string, quantity: number) {
      const { snap } = await changeable(user, subscriptionId, quantity);
      const at = Math.floor(Date.now() / 1000);
      const { dueToday } = await provider.previewQuantity(snap, quantity, at);
      return {
        currency: snap.currency,
        quantity,
        unitAmount: snap.unitAmount,
        newMonthlyAmount: snap.unitAmount * quantity,
        dueToday,
        prorationDate: at,
        periodEnd: snap.currentPeriodEnd.toISOString(),
      };
    },

    /** Changes the number of talents, prorated as the preview at `prorationDate` showed (now without one). */
    async changeQuantity(
      user: SignedInUser,
      subscriptionId: string,
      body: { quantity: number; prorationDate?: number | undefined },
      locale: Locale,
      actor: Actor,
    ) {
      const { sub, snap } = await changeable(user, subscriptionId, body.quantity);
      const now = Math.floor(Date.now() / 1000);
      // A preview's time within the current period (an hour's grace); otherwise now.
      const previewed = body.prorationDate;
      const periodStart = Math.floor(snap.currentPeriodStart.getTime() / 1000);
      const at =
        previewed && previewed <= now && previewed >= Math.max(periodStart, now - 3600) ? previewed : now;
      await provider.changeQuantity(snap, body.quantity, at);
      const saved = await refreshed(sub, user, actor, 'subscription.quantity', { quantity: body.quantity });
      return {
        message: t(locale, 'billing.quantityChanged', { count: saved.quantity }),
        subscription: subscriptionJson(saved),
      };
    },

    /** Undoes a cancel at the end of the period: the subscription ends when the months bought are over. */
    async resume(user: SignedInUser, subscriptionId: string, locale: Locale, actor: Actor) {
      const sub = await ownSubscription(user, subscriptionId);
      const snap = await provider.retrieveSubscription(sub.subscriptionId);
      if (!snap || !LIVE_STATUSES.includes(snap.status)) throw badRequest('billing.subscriptionNotLive');
      if (!endingOf(snap).cancelAtPeriodEnd) throw badRequest('billing.notScheduledToCancel');
      await provider.resume(sub.subscriptionId, contractEnd(snap.startDate, monthsBought(snap)));
      const saved = await refreshed(sub, user, actor, 'subscription.resume', {});
      return {
        message: t(locale, 'billing.resumed', { date: formatDay(saved.endsAt!, locale) }),
        subscription: subscriptionJson(saved),
      };
    },

    /** Asks the provider for a refund; the payment changes when the refund's event arrives. */
    async refund(paymentId: string, amount: number | undefined, actor: Actor) {
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
        payment: { ...payment, paymentRef: payment.paymentRef },
        amount: give,
        idempotencyKey: `refund-${payment.id}-${payment.amountRefunded}-${give}`,
      });
      // The provider has taken the refund (the payment itself changes when its event arrives).
      await recordAudit(db, actor, {
        action: 'payment.refund',
        target: { type: 'payment', id: payment.id },
        details: {
          amount: give,
          currency: payment.currency,
          refundId: refund.id,
          before: { amountRefunded: payment.amountRefunded },
          after: { amountRefunded: payment.amountRefunded + give },
        },
      });
      return { refund };
    },

    async customers(): Promise<{ customers: Customer[] }> {
      const people = await accounts.byName(await repo.payerIds());
      const { pays, subs } = await repo.ofAccounts(people.map((person) => person.id));
      return {
        customers: people.map((person) => {
          const mine = pays.filter((payment) => payment.userId === person.id);
          const totals = new Map<string, number>();
          for (const payment of mine) {
            if (payment.status === 'failed') continue;
            const { currency } = payment;
            totals.set(currency, (totals.get(currency) ?? 0) + payment.amount - payment.amountRefunded);
          }
          const theirs = subs.filter((sub) => sub.userId === person.id);
          const last = mine
            .filter((payment) => payment.status !== 'failed')
            .sort((a, b) => +b.created - +a.created)[0];
          return {
            _id: person.id,
            name: person.name,
            email: person.email,
            stripeCustomerId: person.stripeCustomerId,
            subscriptions: theirs.length,
            activeSubscriptions: theirs.filter((sub) =>
              ['active', 'trialing', 'past_due'].includes(sub.status),
            ).length,
            payments: mine.filter((payment) => payment.status !== 'failed').length,
            totals: [...totals].map(([currency, amount]) => ({ currency, amount })),
            lastPaymentAt: last ? last.created.toISOString() : null,
          };
        }),
      };
    },

    /** Where the buyer manages billing: the provider's portal (404 before their first checkout). */
    async portal(user: SignedInUser, locale: Locale) {
      const row = await accounts.find(user.id);
      const returnUrl = `${publicUrl}${sitePath(locale, '/subscription')}`;
      const url = await provider.portalUrl(row?.stripeCustomerId ?? null, returnUrl, locale);
      if (!url) throw notFound('billing.noCustomer');
      return { url };
    },

    /**
     * The demo billing page's Update card: the renewals left unpaid are paid with the new card (the
     * past-due banner's Fix payment). With Stripe, its portal does this (404 here).
     */
    async demoUpdateCard(user: SignedInUser, locale: Locale) {
      const checkout = provider.ownCheckout;
      const row = await accounts.find(user.id);
      if (!checkout || !row?.stripeCustomerId) throw notFound('billing.noCustomer');
      await checkout.updateCard(row.stripeCustomerId);
      return { message: t(locale, 'billing.cardUpdated') };
    },

    /**
     * The demo billing page's billing details of one subscription (the buyer's own, or any for an admin,
     * audited): receipts and invoices from now on carry them. With Stripe, its portal changes them.
     */
    async updateBillingDetails(
      user: SignedInUser,
      subscriptionId: string,
      body: BillingDetailsBody,
      locale: Locale,
      actor: Actor,
    ) {
      const sub = await ownSubscription(user, subscriptionId);
      const checkout = provider.ownCheckout;
      if (!checkout) throw badRequest('billing.demoOnly');
      const details = detailsOf(body);
      const change = {
        shippingAddress: details.address,
        company: details.company,
        taxIds: details.taxId ? [{ type: 'unknown', value: details.taxId }] : [],
      };
      await checkout.setBillingDetails(sub.subscriptionId, details);
      const saved = await db.transaction(async (tx) => {
        const row = (await paymentsRepository(tx).setBillingDetails(sub.subscriptionId, change))!;
        if (user.isAdmin) {
          await recordAudit(tx, actor, {
            action: 'subscription.billingDetails',
            target: { type: 'subscription', id: sub.subscriptionId, label: sub.description },
            details: auditChanges(sub, row, ['shippingAddress', 'company', 'taxIds']),
          });
        }
        return row;
      });
      return { message: t(locale, 'billing.detailsSaved'), subscription: subscriptionJson(saved) };
    },

    ...invoiceLinks(deps),
    ...demoCheckout(deps),
  };
}

export type PaymentsService = ReturnType<typeof paymentsService>;
