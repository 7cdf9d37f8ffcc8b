import type { FranchiseApplication } from '@crestline/contracts';
import type { DbOrTx } from '../../db/client';
import { franchiseApplications } from '../../db/schema';
import { inboxRepository } from '../../inbox/repository';

export type FranchiseApplicationRow = typeof franchiseApplications.$inferSelect;

export function franchiseRepository(db: DbOrTx) {
  return {
    ...inboxRepository(db, franchiseApplications, franchiseApplications.createdAt),
    async insert(body: FranchiseApplication, fileKey: string): Promise<FranchiseApplicationRow> {
      const [row] = await db
        .insert(franchiseApplications)
        .values({ ...body, message: body.message ?? '', fileKey })
        .returning();
      return row!;
    },
  };
}
