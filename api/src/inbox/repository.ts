// The SQL every admin inbox shares (contact messages, inquiries, franchise applications): the list
// newest first, and updates of the read flag and the admin's comment.
import { desc, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { isUuid } from '../lib/ids';

/** A table an admin works through: an id, a read flag and a comment. */
export type InboxTable = PgTable & { id: PgColumn; isRead: PgColumn; comment: PgColumn };

export interface InboxChange {
  isRead?: boolean;
  comment?: string;
}

export function inboxRepository<T extends InboxTable>(db: DbOrTx, table: T, newestFirst: PgColumn) {
  type Row = T['$inferSelect'];
  return {
    list: async (): Promise<Row[]> =>
      (await db
        .select()
        .from(table as PgTable)
        .orderBy(desc(newestFirst))) as Row[],
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
  list(): Promise<Row[]>;
  update(id: string, change: InboxChange, within?: InboxWriteHook<Row>): Promise<Row | undefined>;
};
