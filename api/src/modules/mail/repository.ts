// The outbox table's SQL. Rows are claimed with a lease (locked_until) under FOR UPDATE SKIP LOCKED, so
// two workers never take the same mail, and a worker that dies mid-send only delays its mail until the
// lease runs out.
import { and, asc, eq, getTableColumns, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { mailOutbox } from '../../db/schema';

export type OutboxMail = typeof mailOutbox.$inferSelect;

/** Every worker listens here; a NOTIFY sent inside the caller's transaction arrives when it commits. */
export const MAIL_CHANNEL = 'mail_outbox';

export function outboxRepository(db: DbOrTx) {
  return {
    /** Stores a pending mail and wakes the workers (on commit, when db is a transaction). */
    async insert(mail: { to: string; subject: string; text: string; html: string }): Promise<{ id: string }> {
      const [row] = await db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
      if (!row) throw new Error('mail_outbox insert returned no row');
      await db.execute(sql`select pg_notify(${MAIL_CHANNEL}, ${row.id})`);
      return row;
    },

    /** Takes up to `limit` due rows by setting their lease; other workers skip them. Oldest first. */
    async claim(limit: number, leaseSeconds: number): Promise<OutboxMail[]> {
      const due = db.$with('due').as(
        db
          .select({ id: mailOutbox.id })
          .from(mailOutbox)
          .where(
            and(
              eq(mailOutbox.status, 'pending'),
              lte(mailOutbox.nextAttemptAt, sql`now()`),
              or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, sql`now()`)),
            ),
          )
          .orderBy(asc(mailOutbox.createdAt))
          .limit(limit)
          .for('update', { skipLocked: true }),
      );
      const rows = await db
        .with(due)
        .update(mailOutbox)
        .set({ lockedUntil: sql`now() + make_interval(secs => ${leaseSeconds})` })
        .from(due)
        .where(eq(mailOutbox.id, due.id))
        .returning(getTableColumns(mailOutbox));
      return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    },

    async markSent(mail: OutboxMail): Promise<void> {
      await db
        .update(mailOutbox)
        .set({
          status: 'sent',
          sentAt: sql`now()`,
          attempts: mail.attempts + 1,
          lockedUntil: null,
          lastError: null,
        })
        .where(eq(mailOutbox.id, mail.id));
    },

    /** Records a failed send: pending again after `retryInSeconds`, or failed for good when undefined. */
    async markFailed(mail: OutboxMail, lastError: string, retryInSeconds: number | undefined): Promise<void> {
      await db
        .update(mailOutbox)
        .set({
          attempts: mail.attempts + 1,
          lastError,
          lockedUntil: null,
          status: retryInSeconds === undefined ? 'failed' : 'pending',
          ...(retryInSeconds === undefined
            ? {}
            : { nextAttemptAt: sql`now() + make_interval(secs => ${retryInSeconds})` }),
        })
        .where(eq(mailOutbox.id, mail.id));
    },

    /** Gives claimed rows back at once (at shutdown), instead of when their lease runs out. */
    async release(mails: OutboxMail[]): Promise<void> {
      if (mails.length === 0) return;
      await db
        .update(mailOutbox)
        .set({ lockedUntil: null })
        .where(
          inArray(
            mailOutbox.id,
            mails.map((m) => m.id),
          ),
        );
    },
  };
}
