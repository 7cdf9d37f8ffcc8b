// What the payments module holds about a person, for the privacy export and erasure (modules/privacy):
// the payments and subscriptions of their accounts, or bought under their email address (in any case).
import { inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { payments, subscriptions, type StoredAddress } from '../../db/schema';

export interface Person {
  /** Their accounts (none when they never signed up). */
  userIds: string[];
  email: string;
}

const heldBy = (t: typeof payments | typeof subscriptions, { userIds, email }: Person) =>
  or(
    sql`lower(${t.customerEmail}) = ${email.trim().toLowerCase()}`,
    ...(userIds.length ? [inArray(t.userId, userIds)] : []),
  );

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
      const p = await db
        .update(payments)
        .set(blank)
        .where(heldBy(payments, person))
        .returning({ id: payments.id });
      const s = await db
        .update(subscriptions)
        .set(blank)
        .where(heldBy(subscriptions, person))
        .returning({ id: subscriptions.id });
      return { payments: p.length, subscriptions: s.length };
    },
  };
}
