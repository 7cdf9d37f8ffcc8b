// The record of privacy requests (privacy_requests): who exported or erased what about which address,
// the address kept only as its hash.
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { privacyRequests } from '../../db/schema';

export function privacyRepository(db: DbOrTx) {
  return {
    async record(entry: typeof privacyRequests.$inferInsert) {
      await db.insert(privacyRequests).values(entry);
    },
    listRequests: () =>
      db
        .select()
        .from(privacyRequests)
        .orderBy(sql`${privacyRequests.createdAt} desc`),
    requestsFor: (subjectHash: string) =>
      db
        .select()
        .from(privacyRequests)
        .where(eq(privacyRequests.subjectHash, subjectHash))
        .orderBy(sql`${privacyRequests.createdAt} desc`),
  };
}
