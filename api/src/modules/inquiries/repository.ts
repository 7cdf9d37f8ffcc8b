import type { InquiryRequest } from '@crestline/contracts';
import type { DbOrTx } from '../../db/client';
import { inquiries } from '../../db/schema';
import { inboxRepository, type InboxRecords, type LeadValues } from '../../inbox/repository';

export type InquiryRow = typeof inquiries.$inferSelect;

export function inquiriesRepository(db: DbOrTx) {
  return {
    ...inboxRepository(db, inquiries, inquiries.postingDate),
    async insert(body: InquiryRequest, lead: LeadValues = {}): Promise<InquiryRow> {
      const values =
        body.kind === 'quote'
          ? { ...body, ...lead, isOkayToRecieveMarketing: body.isOkayToRecieveMarketing ?? false }
          : { ...body, ...lead };
      const [row] = await db.insert(inquiries).values(values).returning();
      return row!;
    },
  };
}

/** The inquiries as other modules read them (the dashboard, privacy): the inbox kit's InboxRecords. */
export const inquiryRecords = (db: DbOrTx): InboxRecords<InquiryRow> => inquiriesRepository(db);
