// The checkout page the API serves itself, for a provider that hosts none (the keyless demo, without
// STRIPE_SECRET_KEY): its page reads the session, and its Pay and Cancel buttons end it. The provider
// reports the purchase as events through the same path as Stripe's webhooks, so the demo drives the same
// code as a real purchase. With Stripe there are no such sessions (404).
import type { DemoPayBody } from '@crestline/contracts';
import { canSee } from '../../http/access';
import type { SignedInUser } from '../../http/auth';
import { notFound } from '../../http/errors';
import { sitePath } from '../../lib/site-paths';
import type { PaymentsDeps } from './deps';
import type { OwnCheckoutSession } from './provider';

/** Where the buyer lands once the session has ended one way or the other. */
const landing = (s: OwnCheckoutSession) =>
  sitePath(s.locale, s.status === 'complete' ? `/payment-success?session_id=${s.id}` : '/payment-failure');

/** The billing details as the demo provider keeps them (as Stripe's Checkout reports them). */
export const detailsOf = (billing: NonNullable<DemoPayBody['billing']>) => ({
  company: billing.company,
  address: { line1: billing.line1, city: billing.city, state: null, country: billing.country },
  taxId: billing.taxId,
});

export function demoCheckout({ provider }: PaymentsDeps) {
  /** The session, for its buyer or an admin; none at all where the provider hosts its checkout. */
  async function sessionFor(user: SignedInUser, sessionId: string) {
    const checkout = provider.ownCheckout;
    const session = checkout && (await checkout.session(sessionId));
    if (!checkout || !session || !canSee(user, session.userId)) throw notFound('billing.checkoutNotFound');
    return { checkout, session };
  }

  return {
    async demoSession(user: SignedInUser, sessionId: string) {
      const { session: s } = await sessionFor(user, sessionId);
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

    /** Pays the session (once, however often pressed); cancelled meanwhile, nothing is bought. */
    async demoPay(user: SignedInUser, sessionId: string, billing?: DemoPayBody['billing']) {
      const { checkout, session } = await sessionFor(user, sessionId);
      const details = billing ? detailsOf(billing) : null;
      return { url: landing(await checkout.pay(session.id, details)) };
    },

    /** An admin's demo of a declined renewal (the failed-payment path, mail and banner included). */
    async demoFailRenewal(subscriptionId: string) {
      const checkout = provider.ownCheckout;
      if (!checkout || !(await checkout.failRenewal(subscriptionId)))
        throw notFound('subscriptions.notFound');
      return { subscriptionId, status: 'past_due' };
    },

    /** Abandons the session; paid meanwhile (or before), the purchase stands. */
    async demoCancel(user: SignedInUser, sessionId: string) {
      const { checkout, session } = await sessionFor(user, sessionId);
      return { url: landing(await checkout.cancel(session.id)) };
    },
  };
}
