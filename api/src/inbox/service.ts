// The rules every admin inbox shares: rows as JSON, "not found" in the area's own words, and each
// admin's mark-read, comment and export in the audit trail (the recorder is handed in by the module: the
// kit imports no module).
import type { MessageKey } from '@crestline/contracts';
import type { DbOrTx } from '../db/client';
import type { Actor, RecordAudit } from '../http/audit';
import { notFound } from '../http/errors';
import type { InboxChange, InboxRepository } from './repository';

/** How an inbox's actions go into the audit trail. */
export interface InboxAudit {
  db: DbOrTx;
  record: RecordAudit;
  /** The actions are `{kind}.read` and `{kind}.comment`. */
  kind: 'message' | 'inquiry' | 'franchise';
  /** The target's type in the trail. */
  targetType: string;
}

export function inboxService<Row, Json>(
  repo: InboxRepository<Row>,
  toJson: (row: Row) => Json,
  notFoundKey: MessageKey,
  audit: InboxAudit,
) {
  const found = (row: Row | undefined): Json => {
    if (!row) throw notFound(notFoundKey);
    return toJson(row);
  };
  const change = async (
    id: string,
    field: 'isRead' | 'comment',
    value: boolean | string,
    actor: Actor,
  ): Promise<Json> =>
    found(
      await repo.update(id, { [field]: value } as InboxChange, (tx, before, after) =>
        audit.record(tx, actor, {
          action: field === 'isRead' ? `${audit.kind}.read` : `${audit.kind}.comment`,
          // The record's id only: the trail outlives it and keeps no sender's name or address.
          target: { type: audit.targetType, id },
          details: {
            before: { [field]: (before as Record<string, unknown>)[field] ?? null },
            after: { [field]: (after as Record<string, unknown>)[field] ?? null },
          },
        }),
      ),
    );
  return {
    /** Newest first; with `spam`, only the records the junk rule kept aside. */
    list: async (spam = false): Promise<Json[]> => (await repo.list(spam)).map(toJson),
    /** Deletes a record held as spam (audited); not found for any other. */
    async removeSpam(id: string, actor: Actor): Promise<void> {
      found(await repo.removeSpam(id));
      await audit.record(audit.db, actor, {
        action: `${audit.kind}.delete`,
        target: { type: audit.targetType, id },
        details: {},
      });
    },
    markRead: (id: string, actor: Actor) => change(id, 'isRead', true, actor),
    /** Sets the admin's comment, replacing an earlier one. */
    comment: (id: string, comment: string, actor: Actor) => change(id, 'comment', comment, actor),
    /** Records an export of the list (its name, the search and how many rows went out). */
    exported: (actor: Actor, name: string, search: string | undefined, rows: number) =>
      audit.record(audit.db, actor, {
        action: 'export.csv',
        target: { type: 'list', id: name, label: name },
        details: { filters: search ? { search } : {}, rows },
      }),
  };
}

export type InboxService<Json> = ReturnType<typeof inboxService<unknown, Json>>;
