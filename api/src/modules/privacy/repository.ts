// Everything held about one email address, table by table, for export and erasure. Addresses are
// compared case-insensitively, as they are typed in forms.
import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  franchiseApplications,
  inquiries,
  mailOutbox,
  messages,
  privacyRequests,
  users,
} from '../../db/schema';
import { applicantsPersonalData } from '../applicants';
import { paymentsPersonalData } from '../payments';

const sameAddress = (column: PgColumn, email: string): SQL => sql`lower(${column}) = ${email.toLowerCase()}`;

export function privacyRepository(db: DbOrTx) {
  return {
    async find(email: string) {
      const [account] = await db.select().from(users).where(sameAddress(users.email, email));
      return {
        account,
        applications: await applicantsPersonalData(db).find(email),
        messages: await db.select().from(messages).where(sameAddress(messages.email, email)),
        inquiries: await db.select().from(inquiries).where(sameAddress(inquiries.email, email)),
        franchiseApplications: await db
          .select()
          .from(franchiseApplications)
          .where(sameAddress(franchiseApplications.email, email)),
        mail: await db.select().from(mailOutbox).where(sameAddress(mailOutbox.to, email)),
        // Payments and subscriptions of the account, or bought under this address.
        ...(await paymentsPersonalData(db).find({ userIds: account ? [account.id] : [], email })),
      };
    },
    /** Deletes every record held about the address; answers how many of each went. */
    async erase(email: string): Promise<Record<string, number>> {
      const gone = async (query: Promise<unknown[]>) => (await query).length;
      const [account] = await db.select({ id: users.id }).from(users).where(sameAddress(users.email, email));
      // Payment records are kept, as the law requires, without the person's name, address and email.
      const anonymised = await paymentsPersonalData(db).erase({
        userIds: account ? [account.id] : [],
        email,
      });
      return {
        paymentsAnonymised: anonymised.payments,
        subscriptionsAnonymised: anonymised.subscriptions,
        applications: await applicantsPersonalData(db).erase(email),
        messages: await gone(
          db.delete(messages).where(sameAddress(messages.email, email)).returning({ id: messages.id }),
        ),
        inquiries: await gone(
          db.delete(inquiries).where(sameAddress(inquiries.email, email)).returning({ id: inquiries.id }),
        ),
        franchiseApplications: await gone(
          db
            .delete(franchiseApplications)
            .where(sameAddress(franchiseApplications.email, email))
            .returning({ id: franchiseApplications.id }),
        ),
        mail: await gone(
          db.delete(mailOutbox).where(sameAddress(mailOutbox.to, email)).returning({ id: mailOutbox.id }),
        ),
        // Reset tokens go with the account (on delete cascade).
        account: await gone(
          db.delete(users).where(sameAddress(users.email, email)).returning({ id: users.id }),
        ),
      };
    },
    async record(entry: typeof privacyRequests.$inferInsert) {
      await db.insert(privacyRequests).values(entry);
    },
    listRequests: () =>
      db
        .select()
        .from(privacyRequests)
        .orderBy(sql`${privacyRequests.createdAt} desc`),
    requestsFor: (subjectHash: string) =>
      db
        .select()
        .from(privacyRequests)
        .where(eq(privacyRequests.subjectHash, subjectHash))
        .orderBy(sql`${privacyRequests.createdAt} desc`),
  };
}
