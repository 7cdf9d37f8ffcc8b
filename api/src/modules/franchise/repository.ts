import type { FranchiseApplication } from '@crestline/contracts';
import type { DbOrTx } from '../../db/client';
import { franchiseApplications } from '../../db/schema';
import { storedTextStore } from '../../files/stored-text-repository';
import { inboxRepository, type InboxRecords, type LeadValues } from '../../inbox/repository';

export type FranchiseApplicationRow = typeof franchiseApplications.$inferSelect;

export function franchiseRepository(db: DbOrTx) {
  return {
    ...inboxRepository(db, franchiseApplications, franchiseApplications.createdAt),
    async insert(
      body: FranchiseApplication,
      fileKey: string,
      lead: LeadValues = {},
    ): Promise<FranchiseApplicationRow> {
      const [row] = await db
        .insert(franchiseApplications)
        .values({ ...body, ...lead, message: body.message ?? '', fileKey })
        .returning();
      return row!;
    },
  };
}

/** The applications as other modules read them (the dashboard, privacy): the inbox kit's InboxRecords. */
export const franchiseRecords = (db: DbOrTx): InboxRecords<FranchiseApplicationRow> =>
  franchiseRepository(db);

/** Where the contracts' text is kept (the contract-text job, contract-text.ts): its words and language. */
export const contractTextStore = (db: DbOrTx) =>
  storedTextStore(db, franchiseApplications, {
    id: franchiseApplications.id,
    fileKey: franchiseApplications.fileKey,
    state: franchiseApplications.contractTextState,
    text: franchiseApplications.contractText,
    language: franchiseApplications.contractLanguage,
  });
