// The people's own requests (subject_requests): stored unverified, verified by the mailed token's hash,
// listed for admins only once verified, answered once.
import { and, asc, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { subjectRequests } from '../../db/schema';

export type SubjectRequestRow = typeof subjectRequests.$inferSelect;

export function subjectRequestRepository(db: DbOrTx) {
  return {
    async insert(values: typeof subjectRequests.$inferInsert): Promise<SubjectRequestRow> {
      const [row] = await db.insert(subjectRequests).values(values).returning();
      return row!;
    },
    async find(id: string): Promise<SubjectRequestRow | undefined> {
      const [row] = await db.select().from(subjectRequests).where(eq(subjectRequests.id, id));
      return row;
    },
    /**
     * Marks an unverified request verified at `verifiedAt` when the token's hash matches; the row, or
     * undefined. Its due date is counted from that same instant.
     */
    async verify(id: string, tokenHash: string, since: Date, verifiedAt: Date, dueAt: Date) {
      const [row] = await db
        .update(subjectRequests)
        .set({ status: 'open', verifiedAt, dueAt })
        .where(
          and(
            eq(subjectRequests.id, id),
            eq(subjectRequests.tokenHash, tokenHash),
            eq(subjectRequests.status, 'unverified'),
            sql`${subjectRequests.createdAt} >= ${since}`,
          ),
        )
        .returning();
      return row;
    },
    /** Verified requests only: open ones by due date first, then answered ones, newest first. */
    listVerified: () =>
      db
        .select()
        .from(subjectRequests)
        .where(isNotNull(subjectRequests.verifiedAt))
        .orderBy(
          sql`case when ${subjectRequests.status} = 'open' then 0 else 1 end`,
          asc(subjectRequests.dueAt),
          sql`${subjectRequests.verifiedAt} desc`,
        ),
    async complete(id: string, by: string) {
      const [row] = await db
        .update(subjectRequests)
        .set({ status: 'completed', completedAt: new Date(), completedBy: by })
        .where(and(eq(subjectRequests.id, id), eq(subjectRequests.status, 'open')))
        .returning();
      return row;
    },
    /** Unverified requests older than `before` (their links have expired): removed. */
    async dropUnverified(before: Date): Promise<number> {
      const rows = await db
        .delete(subjectRequests)
        .where(and(eq(subjectRequests.status, 'unverified'), lt(subjectRequests.createdAt, before)))
        .returning({ id: subjectRequests.id });
      return rows.length;
    },
    /** Requests about an address (export archive and erasure). */
    heldBy: (email: string) =>
      db
        .select()
        .from(subjectRequests)
        .where(sql`lower(${subjectRequests.email}) = ${email.trim().toLowerCase()}`),
  };
}
