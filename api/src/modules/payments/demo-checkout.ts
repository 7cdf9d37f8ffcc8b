// The keyless demo checkout (no STRIPE_SECRET_KEY): its page reads the session, and its Pay and Cancel
// buttons end it. Pay reports the purchase as Stripe's events, through the same event processor as
// Stripe's webhooks, so the demo drives the same code path as a real purchase.
import { randomBytes } from 'node:crypto';
import { canSee } from '../../http/access';
import type { SignedInUser } from '../../http/auth';
import { notFound } from '../../http/errors';
import { sitePath } from '../../lib/site-paths';
import { demoPaymentRef } from './demo-provider';
import { paymentsRepository } from './repository';
import type { PaymentsDeps } from './service';

export function demoCheckout({ db, provider, processor }: PaymentsDeps) {
  const repo = paymentsRepository(db);

  /** The session, for its buyer or an admin; none at all with Stripe. */
  async function sessionFor(user: SignedInUser, sessionId: string) {
    if (provider.kind !== 'demo') throw notFound('billing.checkoutNotFound');
    const s = await repo.demoSession(sessionId);
    if (!s || !canSee(user, s.userId)) throw notFound('billing.checkoutNotFound');
    return s;
  }

  return {
    async demoSession(user: SignedInUser, sessionId: string) {
      const s = await sessionFor(user, sessionId);
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
      const s = await sessionFor(user, sessionId);
      const success = { url: sitePath(s.locale, `/payment-success?session_id=${s.id}`) };
      let session = s;
      if (s.status === 'open') {
        const suffix = randomBytes(12).toString('hex');
        // Paid twice at once, or cancelled meanwhile: only the first to change the open session counts.
        session =
          (await repo.completeDemoSession(s.id, {
            subscriptionId: `sub_demo_${suffix}`,
            invoiceId: `in_demo_${suffix}`,
          })) ?? (await repo.demoSession(s.id))!;
      }
      if (session.status !== 'complete') return { url: sitePath(s.locale, '/payment-failure') };
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
      const s = await sessionFor(user, sessionId);
      await repo.expireDemoSession(s.id);
      // Paid meanwhile (or before): the purchase stands.
      const now = (await repo.demoSession(s.id))!;
      if (now.status === 'complete')
        return { url: sitePath(s.locale, `/payment-success?session_id=${s.id}`) };
      return { url: sitePath(s.locale, '/payment-failure') };
    },
  };
}
