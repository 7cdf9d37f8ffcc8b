import type { ContactMessageBody } from '@crestline/contracts';
import type { DbOrTx } from '../../db/client';
import { messages } from '../../db/schema';
import { inboxRepository, type InboxRecords, type LeadValues } from '../../inbox/repository';

export type MessageRow = typeof messages.$inferSelect;

export function messagesRepository(db: DbOrTx) {
  return {
    ...inboxRepository(db, messages, messages.createdAt),
    async insert(body: ContactMessageBody, lead: LeadValues = {}): Promise<MessageRow> {
      const [row] = await db
        .insert(messages)
        .values({ ...body, ...lead, isWillingToReceiveUpdates: body.isWillingToReceiveUpdates ?? false })
        .returning();
      return row!;
    },
  };
}

/** The messages as other modules read them (the dashboard, privacy): the inbox kit's InboxRecords. */
export const messageRecords = (db: DbOrTx): InboxRecords<MessageRow> => messagesRepository(db);
