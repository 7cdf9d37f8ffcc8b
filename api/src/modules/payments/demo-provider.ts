// The keyless demo provider: no money moves; checkout sessions and the subscriptions they become are rows
// of demo_checkout_sessions, reported in the same shapes as Stripe's.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { demoCheckoutSessions } from '../../db/schema';
import { sitePath } from '../../lib/site-paths';
import type { PaymentProvider } from './provider';

const demoId = (prefix: string) => `${prefix}_demo_${randomBytes(12).toString('hex')}`;

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
      return { id: session.id, url: sitePath(r.locale, `/checkout?session=${session.id}`) };
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
