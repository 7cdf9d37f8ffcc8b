// SQL of the keyless demo's records: demo_checkout_sessions, one row per checkout session and the
// subscription and first invoice it becomes when paid. Only the demo provider reads them.
import { and, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { demoCheckoutSessions } from '../../db/schema';

export type DemoSessionRow = typeof demoCheckoutSessions.$inferSelect;
type NewDemoSession = typeof demoCheckoutSessions.$inferInsert;

export function demoSessions(db: Db) {
  const oneWhere = async (where: SQL) => (await db.select().from(demoCheckoutSessions).where(where))[0];
  return {
    byId: (id: string) => oneWhere(eq(demoCheckoutSessions.id, id)),
    bySubscription: (id: string) => oneWhere(eq(demoCheckoutSessions.subscriptionId, id)),
    byInvoice: (id: string) => oneWhere(eq(demoCheckoutSessions.invoiceId, id)),
    /** A customer's subscriptions with a renewal left unpaid. */
    unpaidOf: (customerId: string) =>
      db
        .select()
        .from(demoCheckoutSessions)
        .where(
          and(
            eq(demoCheckoutSessions.customerId, customerId),
            isNotNull(demoCheckoutSessions.unpaidInvoiceId),
          ),
        ),

    /** The same attempt twice answers the same session (as Stripe's idempotency keys do). */
    async open(values: NewDemoSession): Promise<DemoSessionRow> {
      const [row] = await db
        .insert(demoCheckoutSessions)
        .values(values)
        .onConflictDoNothing({ target: demoCheckoutSessions.idempotencyKey })
        .returning();
      return row ?? (await oneWhere(eq(demoCheckoutSessions.idempotencyKey, values.idempotencyKey)))!;
    },
    /** Completes an open session; undefined when another call completed or expired it first. */
    async complete(
      id: string,
      ids: { subscriptionId: string; invoiceId: string; billingDetails: NewDemoSession['billingDetails'] },
    ) {
      const [row] = await db
        .update(demoCheckoutSessions)
        .set({ status: 'complete', ...ids, subscriptionStatus: 'active', startDate: new Date() })
        .where(and(eq(demoCheckoutSessions.id, id), eq(demoCheckoutSessions.status, 'open')))
        .returning();
      return row;
    },
    /** Expires an open session (a paid one stays paid). */
    async expire(id: string) {
      await db
        .update(demoCheckoutSessions)
        .set({ status: 'expired' })
        .where(and(eq(demoCheckoutSessions.id, id), eq(demoCheckoutSessions.status, 'open')));
    },
    /** The billing details the buyer changed on the demo billing page. */
    async setBillingDetails(id: string, billingDetails: NewDemoSession['billingDetails']) {
      await db
        .update(demoCheckoutSessions)
        .set({ billingDetails })
        .where(eq(demoCheckoutSessions.subscriptionId, id));
    },
    async setOfSubscription(
      id: string,
      change: Pick<
        Partial<NewDemoSession>,
        'cancelAt' | 'cancelAtPeriodEnd' | 'subscriptionStatus' | 'noOfRoles' | 'unpaidInvoiceId'
      >,
    ) {
      await db.update(demoCheckoutSessions).set(change).where(eq(demoCheckoutSessions.subscriptionId, id));
    },
  };
}
