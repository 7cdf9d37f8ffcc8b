// The SQL every admin inbox shares (contact messages, inquiries, franchise applications): the list
// newest first, updates of the read flag and the admin's comment, how many are unread (the dashboard),
// and the records of one sender's address or past the retention period (modules/privacy).
import type { LeadSource } from '@crestline/contracts';
import { and, count, desc, eq, lt, not, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { isUuid } from '../lib/ids';

/**
 * A table an admin works through: an id, a read flag, a comment, the sender's address and the junk flag
 * (db/tables/lead-columns.ts).
 */
export type InboxTable = PgTable & {
  id: PgColumn;
  isRead: PgColumn;
  comment: PgColumn;
  email: PgColumn;
  isSpam: PgColumn;
};

/** What a lead's row keeps besides its form's fields, as its module stores it. */
export interface LeadValues {
  id?: string;
  locale?: string;
  source?: LeadSource | null;
  isSpam?: boolean;
  ackMailId?: string;
}

export interface InboxChange {
  isRead?: boolean;
  comment?: string;
}

/** `receivedAt`: when a record arrived; the list is newest first by it, and retention deletes by it. */
export function inboxRepository<T extends InboxTable>(db: DbOrTx, table: T, receivedAt: PgColumn) {
  type Row = T['$inferSelect'];
  const sentFrom = (email: string) => sql`lower(${table.email}) = ${email.toLowerCase()}`;
  return {
    /** The records, or with `spam` only those the junk rule kept aside. */
    list: async (spam = false): Promise<Row[]> =>
      (await db
        .select()
        .from(table as PgTable)
        .where(eq(table.isSpam, spam))
        .orderBy(desc(receivedAt))) as Row[],
    /** Unread records, spam not counted. */
    async unread(): Promise<number> {
      const [found] = await db
        .select({ n: count() })
        .from(table as PgTable)
        .where(and(not(table.isRead), not(table.isSpam)));
      return Number(found?.n ?? 0);
    },
    /** Deletes a record held as spam; answers it, or undefined when there is no such spam record. */
    async removeSpam(id: string): Promise<Row | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .delete(table as InboxTable)
        .where(and(eq(table.id, id), eq(table.isSpam, true)))
        .returning();
      return row as Row | undefined;
    },
    /** The records sent under this address (in any case). */
    heldBy: async (email: string): Promise<Row[]> =>
      (await db
        .select()
        .from(table as PgTable)
        .where(sentFrom(email))) as Row[],
    /** Deletes the records sent under this address; answers them. */
    eraseHeldBy: async (email: string): Promise<Row[]> =>
      (await db
        .delete(table as InboxTable)
        .where(sentFrom(email))
        .returning()) as Row[],
    /** Deletes the records that arrived more than `days` days ago; answers them. */
    expire: async (days: number): Promise<Row[]> =>
      (await db
        .delete(table as InboxTable)
        .where(lt(receivedAt, sql`now() - make_interval(days => ${days})`))
        .returning()) as Row[],
    /**
     * The changed row, or undefined when there is no row with this id. `within` runs in the change's
     * transaction with the row before and after (the audit trail).
     */
    async update(id: string, change: InboxChange, within?: InboxWriteHook<Row>): Promise<Row | undefined> {
      if (!isUuid(id)) return undefined;
      return db.transaction(async (tx) => {
        const [before] = within
          ? await tx
              .select()
              .from(table as PgTable)
              .where(eq(table.id, id))
              .for('update')
          : [];
        const [row] = await tx
          .update(table as InboxTable)
          .set(change)
          .where(eq(table.id, id))
          .returning();
        if (row && before) await within?.(tx, before as Row, row as Row);
        return row as Row | undefined;
      });
    },
  };
}

/** Runs in an update's transaction with the row before and after it. */
export type InboxWriteHook<Row> = (tx: DbOrTx, before: Row, after: Row) => Promise<void>;

export type InboxRepository<Row> = {
  list(spam?: boolean): Promise<Row[]>;
  removeSpam(id: string): Promise<Row | undefined>;
  unread(): Promise<number>;
  heldBy(email: string): Promise<Row[]>;
  eraseHeldBy(email: string): Promise<Row[]>;
  expire(days: number): Promise<Row[]>;
  update(id: string, change: InboxChange, within?: InboxWriteHook<Row>): Promise<Row | undefined>;
};

/**
 * What an inbox module's face offers the others: the dashboard counts the unread; privacy finds, erases
 * and (the retention job) expires the records of a sender.
 */
export type InboxRecords<Row> = Pick<InboxRepository<Row>, 'unread' | 'heldBy' | 'eraseHeldBy' | 'expire'>;
