// SQL of payments, subscriptions, processed provider events, the users' provider customers and the demo
// checkout's sessions.
import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  demoCheckoutSessions,
  payments,
  subscriptions,
  users,
  webhookEvents,
  type StoredAddress,
} from '../../db/schema';

export type PaymentRow = typeof payments.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscription = typeof subscriptions.$inferInsert;
export type NewPayment = typeof payments.$inferInsert;

/** The records of a person: their accounts' or their email's (whatever its case). */
const heldBy = (t: typeof payments | typeof subscriptions, userIds: string[], email: string) =>
  or(
    sql`lower(${t.customerEmail}) = ${email.trim().toLowerCase()}`,
    ...(userIds.length ? [inArray(t.userId, userIds)] : []),
  );

export function paymentsRepository(db: DbOrTx) {
  return {
    async isProcessed(eventId: string): Promise<boolean> {
      const rows = await db
        .select({ id: webhookEvents.id })
        .from(webhookEvents)
        .where(eq(webhookEvents.id, eventId));
      return rows.length > 0;
    },
    /** Claims the event inside the caller's transaction: false when another process already did. */
    async claimEvent(eventId: string, type: string): Promise<boolean> {
      const rows = await db
        .insert(webhookEvents)
        .values({ id: eventId, type })
        .onConflictDoNothing()
        .returning({ id: webhookEvents.id });
      return rows.length > 0;
    },

    async user(id: string) {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },
    /** Remembers the user's customer unless one was stored meanwhile; answers the one that holds. */
    async rememberCustomer(userId: string, customerId: string): Promise<string> {
      await db
        .update(users)
        .set({ stripeCustomerId: customerId })
        .where(and(eq(users.id, userId), isNull(users.stripeCustomerId)));
      const [row] = await db.select({ c: users.stripeCustomerId }).from(users).where(eq(users.id, userId));
      return row?.c ?? customerId;
    },

    async upsertSubscription(row: NewSubscription): Promise<SubscriptionRow> {
      const [saved] = await db
        .insert(subscriptions)
        .values(row)
        .onConflictDoUpdate({
          target: subscriptions.subscriptionId,
          set: {
            status: row.status,
            amount: row.amount,
            quantity: row.quantity,
            currency: row.currency,
            paymentMethodId: sql`coalesce(excluded.payment_method_id, ${subscriptions.paymentMethodId})`,
            latestInvoice: sql`coalesce(excluded.latest_invoice, ${subscriptions.latestInvoice})`,
            endsAt: sql`coalesce(excluded.ends_at, ${subscriptions.endsAt})`,
            shippingAddress: sql`coalesce(excluded.shipping_address, ${subscriptions.shippingAddress})`,
            updatedAt: new Date(),
          },
        })
        .returning();
      return saved!;
    },
    async subscriptionByProviderId(subscriptionId: string) {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.subscriptionId, subscriptionId));
      return row;
    },
    async setSubscriptionStatus(subscriptionId: string, status: string) {
      await db
        .update(subscriptions)
        .set({ status, updatedAt: new Date() })
        .where(eq(subscriptions.subscriptionId, subscriptionId));
    },
    listSubscriptions(userId?: string) {
      const q = db.select().from(subscriptions);
      return (userId ? q.where(eq(subscriptions.userId, userId)) : q).orderBy(desc(subscriptions.createdAt));
    },

    /** Inserts the invoice's payment once; answers it when this call inserted it. */
    async insertPayment(row: NewPayment): Promise<PaymentRow | undefined> {
      const [saved] = await db
        .insert(payments)
        .values(row)
        .onConflictDoNothing({ target: payments.invoiceId })
        .returning();
      return saved;
    },
    async paymentByInvoice(invoiceId: string) {
      const [row] = await db.select().from(payments).where(eq(payments.invoiceId, invoiceId));
      return row;
    },
    async paymentById(id: string) {
      const [row] = await db.select().from(payments).where(eq(payments.id, id));
      return row;
    },
    async paymentByRef(refs: string[]) {
      const [row] = await db.select().from(payments).where(inArray(payments.paymentRef, refs));
      return row;
    },
    async updatePayment(id: string, patch: Partial<NewPayment>) {
      await db.update(payments).set(patch).where(eq(payments.id, id));
    },
    async succeededPaymentsOf(subscriptionId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(payments)
        .where(and(eq(payments.subscriptionId, subscriptionId), eq(payments.status, 'succeeded')));
      return Number(row?.n ?? 0);
    },
    listPayments(userId?: string) {
      const q = db.select().from(payments);
      return (userId ? q.where(eq(payments.userId, userId)) : q).orderBy(desc(payments.created));
    },
    async invoiceOwner(invoiceId: string) {
      const [payment] = await db.select().from(payments).where(eq(payments.invoiceId, invoiceId));
      const [subscription] = await db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.latestInvoice, invoiceId));
      return { payment, subscription };
    },
    async customerRows() {
      const people = await db
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          stripeCustomerId: users.stripeCustomerId,
        })
        .from(users)
        .where(
          or(
            sql`exists (select 1 from ${payments} where ${payments.userId} = ${users.id})`,
            sql`exists (select 1 from ${subscriptions} where ${subscriptions.userId} = ${users.id})`,
          ),
        )
        .orderBy(users.name);
      const ids = people.map((p) => p.id);
      if (!ids.length) return { people, pays: [], subs: [] };
      const pays = await db.select().from(payments).where(inArray(payments.userId, ids));
      const subs = await db.select().from(subscriptions).where(inArray(subscriptions.userId, ids));
      return { people, pays, subs };
    },

    /** For a privacy erasure: blank the personal fields, keep the records (bookkeeping law). */
    async anonymise(userIds: string[], email: string) {
      const blank = { customerName: '', customerEmail: '', shippingAddress: null as StoredAddress | null };
      const p = await db
        .update(payments)
        .set(blank)
        .where(heldBy(payments, userIds, email))
        .returning({ id: payments.id });
      const s = await db
        .update(subscriptions)
        .set(blank)
        .where(heldBy(subscriptions, userIds, email))
        .returning({ id: subscriptions.id });
      return { payments: p.length, subscriptions: s.length };
    },
    async heldFor(userIds: string[], email: string) {
      return {
        payments: await db
          .select()
          .from(payments)
          .where(heldBy(payments, userIds, email)),
        subscriptions: await db
          .select()
          .from(subscriptions)
          .where(heldBy(subscriptions, userIds, email)),
      };
    },

    async demoSession(id: string) {
      const [row] = await db.select().from(demoCheckoutSessions).where(eq(demoCheckoutSessions.id, id));
      return row;
    },
    /** The demo session paid: the subscription and first invoice it became. */
    /** Completes an open session; undefined when another call completed or expired it first. */
    async completeDemoSession(id: string, ids: { subscriptionId: string; invoiceId: string }) {
      const [row] = await db
        .update(demoCheckoutSessions)
        .set({ status: 'complete', ...ids, subscriptionStatus: 'active', startDate: new Date() })
        .where(and(eq(demoCheckoutSessions.id, id), eq(demoCheckoutSessions.status, 'open')))
        .returning();
      return row;
    },
    /** Expires an open session (a paid one stays paid). */
    async expireDemoSession(id: string) {
      await db
        .update(demoCheckoutSessions)
        .set({ status: 'expired' })
        .where(and(eq(demoCheckoutSessions.id, id), eq(demoCheckoutSessions.status, 'open')));
    },
  };
}

export type PaymentsRepository = ReturnType<typeof paymentsRepository>;
