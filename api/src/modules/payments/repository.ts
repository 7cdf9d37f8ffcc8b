// SQL of payments, subscriptions and processed provider events, what is held about a person (the
// privacy export and erasure), and the demo's checkout sessions (demo-sessions-repository.ts). The
// accounts and their provider customers are the users module's (its face's paymentAccounts).
import { and, desc, eq, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { payments, subscriptions, waitingRefunds, webhookEvents, type StoredAddress } from '../../db/schema';

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
            cancelAtPeriodEnd: row.cancelAtPeriodEnd ?? false,
            currentPeriodEnd: sql`coalesce(excluded.current_period_end, ${subscriptions.currentPeriodEnd})`,
            shippingAddress: sql`coalesce(excluded.shipping_address, ${subscriptions.shippingAddress})`,
            company: sql`coalesce(excluded.company, ${subscriptions.company})`,
            taxIds: sql`coalesce(excluded.tax_ids, ${subscriptions.taxIds})`,
            preContractVersion: sql`coalesce(excluded.pre_contract_version, ${subscriptions.preContractVersion})`,
            preContractAcceptedAt: sql`coalesce(excluded.pre_contract_accepted_at, ${subscriptions.preContractAcceptedAt})`,
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
    /** The billing address, company and tax IDs the buyer changed (the demo's billing page). */
    async setBillingDetails(
      subscriptionId: string,
      details: Pick<SubscriptionRow, 'shippingAddress' | 'company' | 'taxIds'>,
    ) {
      const [row] = await db
        .update(subscriptions)
        .set({ ...details, updatedAt: new Date() })
        .where(eq(subscriptions.subscriptionId, subscriptionId))
        .returning();
      return row;
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
    /** The accounts that have a payment or a subscription. */
    async payerIds(): Promise<string[]> {
      const rows = await db
        .select({ id: payments.userId })
        .from(payments)
        .where(isNotNull(payments.userId))
        .union(
          db.select({ id: subscriptions.userId }).from(subscriptions).where(isNotNull(subscriptions.userId)),
        );
      return rows.map((row) => row.id!);
    },
    /** The payments and subscriptions of these accounts. */
    async ofAccounts(ids: string[]) {
      if (!ids.length) return { pays: [], subs: [] };
      const pays = await db.select().from(payments).where(inArray(payments.userId, ids));
      const subs = await db.select().from(subscriptions).where(inArray(subscriptions.userId, ids));
      return { pays, subs };
    },
  };
}

export type PaymentsRepository = ReturnType<typeof paymentsRepository>;

/** A person whose payment records the privacy export and erasure look for. */
export interface Person {
  /** Their accounts (none when they never signed up). */
  userIds: string[];
  email: string;
}

const heldBy = (table: typeof payments | typeof subscriptions, { userIds, email }: Person) =>
  or(
    sql`lower(${table.customerEmail}) = ${email.trim().toLowerCase()}`,
    ...(userIds.length ? [inArray(table.userId, userIds)] : []),
  );

/**
 * What the module holds about a person (modules/privacy): the payments and subscriptions of their
 * accounts, or bought under their email address (in any case).
 */
export function paymentsPersonalData(db: DbOrTx) {
  return {
    async find(person: Person) {
      return {
        payments: await db.select().from(payments).where(heldBy(payments, person)),
        subscriptions: await db.select().from(subscriptions).where(heldBy(subscriptions, person)),
      };
    },
    /** Blanks the personal fields and keeps the records, as bookkeeping law requires; answers how many. */
    async erase(person: Person) {
      const blank = { customerName: '', customerEmail: '', shippingAddress: null as StoredAddress | null };
      const paid = await db
        .update(payments)
        .set(blank)
        .where(heldBy(payments, person))
        .returning({ id: payments.id });
      const subscribed = await db
        .update(subscriptions)
        .set({ ...blank, company: null, taxIds: null })
        .where(heldBy(subscriptions, person))
        .returning({ id: subscriptions.id });
      return { payments: paid.length, subscriptions: subscribed.length };
    },
  };
}

/** How long an applied provider event's id is kept: ten times Stripe's redelivery window (three days). */
export const PROCESSED_EVENT_DAYS = 30;

/** Forgets the provider events applied longer ago than PROCESSED_EVENT_DAYS (the daily retention job). */
export async function forgetProcessedEvents(db: DbOrTx): Promise<number> {
  const gone = await db
    .delete(webhookEvents)
    .where(lt(webhookEvents.processedAt, sql`now() - make_interval(days => ${PROCESSED_EVENT_DAYS})`))
    .returning({ id: webhookEvents.id });
  return gone.length;
}
