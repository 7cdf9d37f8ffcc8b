import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applicants } from '../../db/schema';
import { isUuid } from '../jobs/repository';

export type ApplicantRow = typeof applicants.$inferSelect;
export type NewApplicant = typeof applicants.$inferInsert;

export function applicantsRepository(db: Db) {
  return {
    async insert(values: NewApplicant): Promise<ApplicantRow> {
      const [row] = await db.insert(applicants).values(values).returning();
      return row!;
    },
    listForJob: (jobId: string) =>
      db.select().from(applicants).where(eq(applicants.jobId, jobId)).orderBy(desc(applicants.createdAt)),
    listAll: () => db.select().from(applicants).orderBy(desc(applicants.createdAt)),
    async findById(id: string): Promise<ApplicantRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.select().from(applicants).where(eq(applicants.id, id));
      return row;
    },
    async update(id: string, patch: Partial<Pick<ApplicantRow, 'status' | 'remarks'>>) {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .update(applicants)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(applicants.id, id))
        .returning();
      return row;
    },
  };
}
