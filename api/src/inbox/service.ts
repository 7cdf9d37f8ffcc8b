// The rules every admin inbox shares: rows as JSON, and "not found" in the area's own words.
import type { MessageKey } from '@crestline/contracts';
import { notFound } from '../http/errors';
import type { InboxRepository } from './repository';

export function inboxService<Row, Json>(
  repo: InboxRepository<Row>,
  toJson: (row: Row) => Json,
  notFoundKey: MessageKey,
) {
  const found = (row: Row | undefined): Json => {
    if (!row) throw notFound(notFoundKey);
    return toJson(row);
  };
  return {
    /** Newest first. */
    list: async (): Promise<Json[]> => (await repo.list()).map(toJson),
    markRead: async (id: string) => found(await repo.update(id, { isRead: true })),
    /** Sets the admin's comment, replacing an earlier one. */
    comment: async (id: string, comment: string) => found(await repo.update(id, { comment })),
  };
}

export type InboxService<Json> = ReturnType<typeof inboxService<unknown, Json>>;
