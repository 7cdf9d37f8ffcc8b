// The leads' SQL: the one claim of a lead for its sales alert (alerted_at set once, never for spam), the
// alert's recipients when SALES_EMAIL is unset (the admin accounts whose roles open the lead's inbox) and
// the language of an address that belongs to an account.
import type { AdminRole } from '@crestline/contracts';
import { and, arrayOverlaps, eq, isNull, not, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { franchiseApplications, inquiries, messages, users } from '../../db/schema';

/** Which inbox a lead lies in. */
export type LeadTable = 'message' | 'inquiry' | 'franchise';

export type ClaimedLead =
  | { table: 'message'; row: typeof messages.$inferSelect }
  | { table: 'inquiry'; row: typeof inquiries.$inferSelect }
  | { table: 'franchise'; row: typeof franchiseApplications.$inferSelect };

export function leadsRepository(db: DbOrTx) {
  return {
    /**
     * Marks the lead alerted and answers it, or undefined when it is gone, is spam or was alerted
     * already (a second try of the same job, or a second process).
     */
    async claimForAlert(table: LeadTable, id: string): Promise<ClaimedLead | undefined> {
      const now = sql`now()`;
      if (table === 'message') {
        const [row] = await db
          .update(messages)
          .set({ alertedAt: now })
          .where(and(eq(messages.id, id), isNull(messages.alertedAt), not(messages.isSpam)))
          .returning();
        return row && { table, row };
      }
      if (table === 'inquiry') {
        const [row] = await db
          .update(inquiries)
          .set({ alertedAt: now })
          .where(and(eq(inquiries.id, id), isNull(inquiries.alertedAt), not(inquiries.isSpam)))
          .returning();
        return row && { table, row };
      }
      const [row] = await db
        .update(franchiseApplications)
        .set({ alertedAt: now })
        .where(
          and(
            eq(franchiseApplications.id, id),
            isNull(franchiseApplications.alertedAt),
            not(franchiseApplications.isSpam),
          ),
        )
        .returning();
      return row && { table, row };
    },

    /** Every admin account's address and language. */
    /** The admin accounts holding one of these roles (or owner, who opens every screen). */
    admins: (roles: readonly AdminRole[]) =>
      db
        .select({ email: users.email, locale: users.locale })
        .from(users)
        .where(and(eq(users.isAdmin, true), arrayOverlaps(users.roles, ['owner', ...roles]))),

    /** The languages of the accounts among these addresses (lower-cased address → locale). */
    async localesOf(emails: readonly string[]): Promise<Map<string, string>> {
      if (!emails.length) return new Map();
      const rows = await db
        .select({ email: users.email, locale: users.locale })
        .from(users)
        .where(
          sql`lower(${users.email}) in (${sql.join(
            emails.map((e) => sql`${e.toLowerCase()}`),
            sql`, `,
          )})`,
        );
      return new Map(rows.map((r) => [r.email.toLowerCase(), r.locale]));
    },
  };
}
