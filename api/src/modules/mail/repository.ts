// The outbox table's SQL: the record of every mail (what it says, its status, tries, last error and when
// it was sent), read by privacy exports and erasures and pruned by the retention job. When each try
// happens is the job queue's business (delivery.ts).
import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { mailOutbox } from '../../db/schema';

export type OutboxMail = typeof mailOutbox.$inferSelect;

export interface OutboxBacklog {
  pending: number;
  failed: number;
  /** 0 when nothing is pending. */
  oldestPendingAgeSeconds: number;
}

export function outboxRepository(db: DbOrTx) {
  return {
    async insert(mail: typeof mailOutbox.$inferInsert): Promise<{ id: string }> {
      const [row] = await db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
      if (!row) throw new Error('mail_outbox insert returned no row');
      return row;
    },
    async pendingIds(): Promise<string[]> {
      const rows = await db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(eq(mailOutbox.status, 'pending'));
      return rows.map((row) => row.id);
    },
    /** Mail waiting to go out and mail given up on, and how long the oldest waiting one has waited. */
    async backlog(): Promise<OutboxBacklog> {
      const pending = sql`${mailOutbox.status} = 'pending'`;
      const [row] = await db
        .select({
          pending: sql<number>`count(*) filter (where ${pending})::int`,
          failed: sql<number>`count(*) filter (where ${mailOutbox.status} = 'failed')::int`,
          oldestPendingAgeSeconds: sql<number>`coalesce(extract(epoch from now() - min(${mailOutbox.createdAt}) filter (where ${pending})), 0)::float8`,
        })
        .from(mailOutbox)
        .where(ne(mailOutbox.status, 'sent'));
      return row ?? { pending: 0, failed: 0, oldestPendingAgeSeconds: 0 };
    },
    async find(id: string): Promise<OutboxMail | undefined> {
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      return row;
    },
    async markSent(mail: OutboxMail): Promise<void> {
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: sql`now()`, attempts: mail.attempts + 1, lastError: null })
        .where(eq(mailOutbox.id, mail.id));
    },
    /** Records a failed try: still pending (another try follows), or failed for good. */
    async markFailed(mail: OutboxMail, lastError: string, giveUp: boolean): Promise<void> {
      await db
        .update(mailOutbox)
        .set({ attempts: mail.attempts + 1, lastError, status: giveUp ? 'failed' : 'pending' })
        .where(eq(mailOutbox.id, mail.id));
    },
    /** Marks a mail failed that is still pending (its job ran out of tries without recording it). */
    async giveUp(id: string): Promise<boolean> {
      const rows = await db
        .update(mailOutbox)
        .set({ status: 'failed' })
        .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'pending')))
        .returning({ id: mailOutbox.id });
      return rows.length > 0;
    },
  };
}

const sentTo = (email: string) => sql`lower(${mailOutbox.to}) = ${email.toLowerCase()}`;

/** The mail sent to a person (modules/privacy: export, erasure), and the retention of old sent mail. */
export function mailPersonalData(db: DbOrTx) {
  return {
    find: (email: string): Promise<OutboxMail[]> => db.select().from(mailOutbox).where(sentTo(email)),
    /** Deletes the mail to the address; answers how many went. */
    async erase(email: string): Promise<number> {
      const gone = await db.delete(mailOutbox).where(sentTo(email)).returning({ id: mailOutbox.id });
      return gone.length;
    },
    /** Deletes the mail sent more than `days` days ago (pending and failed mail stay); answers how many. */
    async expire(days: number): Promise<number> {
      const gone = await db
        .delete(mailOutbox)
        .where(
          and(
            eq(mailOutbox.status, 'sent'),
            lt(mailOutbox.createdAt, sql`now() - make_interval(days => ${days})`),
          ),
        )
        .returning({ id: mailOutbox.id });
      return gone.length;
    },
  };
}
