// SQL of payments, subscriptions, processed provider events and the users' provider customers (the
// demo's sessions: demo-sessions.ts; what is held about a person: personal-data.ts).
import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { payments, subscriptions, users, waitingRefunds, webhookEvents } from '../../db/schema';

export type PaymentRow = typeof payments.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscription = typeof subscriptions.$inferInsert;
export type NewPayment = typeof payments.$inferInsert;

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
    /** Keeps a refund whose payment is not recorded yet (the largest total per reference wins). */
    async keepWaitingRefund(refs: string[], charge: string, amountRefunded: number) {
      for (const paymentRef of refs) {
        await db
          .insert(waitingRefunds)
          .values({ paymentRef, charge, amountRefunded })
          .onConflictDoUpdate({
            target: waitingRefunds.paymentRef,
            set: {
              amountRefunded: sql`greatest(${waitingRefunds.amountRefunded}, excluded.amount_refunded)`,
            },
          });
      }
    },
    /** Takes (and removes, with its charge's other rows) the refunded total kept for a payment reference. */
    async takeWaitingRefund(paymentRef: string): Promise<number | undefined> {
      const charges = db
        .select({ charge: waitingRefunds.charge })
        .from(waitingRefunds)
        .where(eq(waitingRefunds.paymentRef, paymentRef));
      const rows = await db.delete(waitingRefunds).where(inArray(waitingRefunds.charge, charges)).returning();
      return rows.length ? Math.max(...rows.map((r) => r.amountRefunded)) : undefined;
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
  };
}

export type PaymentsRepository = ReturnType<typeof paymentsRepository>;
