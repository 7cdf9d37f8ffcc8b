import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { ApplicantExportQuery, ApplicantFilter, ApplicantListQuery } from '@crestline/contracts';
import type { DbOrTx } from '../../db/client';
import { applicantStatusChanges, applicants, jobs } from '../../db/schema';
import { isUuid } from '../../lib/ids';

export type ApplicantRow = typeof applicants.$inferSelect;
export type NewApplicant = typeof applicants.$inferInsert;
export type StatusChangeRow = typeof applicantStatusChanges.$inferSelect;
export type ApplicantWithJob = { row: ApplicantRow; jobTitle: string | null };

/** `%text%` for ILIKE with the pattern characters of the search taken literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const fullName = sql`${applicants.firstName} || ' ' || ${applicants.lastName}`;

/** The WHERE of the list's filters; `skip` leaves one out (for the counts behind that filter). */
function filterWhere(f: ApplicantFilter, skip?: 'jobId' | 'status'): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (f.jobId && skip !== 'jobId') parts.push(isUuid(f.jobId) ? eq(applicants.jobId, f.jobId) : sql`false`);
  if (f.status && skip !== 'status') parts.push(eq(applicants.status, f.status));
  if (f.search) {
    const like = contains(f.search);
    parts.push(or(ilike(fullName, like), ilike(applicants.email, like)));
  }
  return and(...parts);
}

const SORT_COLUMNS = {
  name: sql`lower(${fullName})`,
  email: sql`lower(${applicants.email})`,
  phone: applicants.phone,
  job: sql`lower(${jobs.title})`,
  status: applicants.status,
  createdAt: applicants.createdAt,
} as const;

export function applicantsRepository(db: DbOrTx) {
  const withJob = () =>
    db
      .select({ row: applicants, jobTitle: jobs.title })
      .from(applicants)
      .leftJoin(jobs, eq(applicants.jobId, jobs.id));
  return {
    async insert(values: NewApplicant): Promise<ApplicantRow> {
      const [row] = await db.insert(applicants).values(values).returning();
      return row!;
    },
    listForJob: (jobId: string) =>
      db.select().from(applicants).where(eq(applicants.jobId, jobId)).orderBy(desc(applicants.createdAt)),

    /** One page of the filtered, sorted list (ties broken by id, so pages never overlap). */
    page(q: ApplicantListQuery): Promise<ApplicantWithJob[]> {
      const dir = q.order === 'asc' ? asc : desc;
      return withJob()
        .where(filterWhere(q))
        .orderBy(dir(SORT_COLUMNS[q.sort]), dir(applicants.id))
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize);
    },
    /** Every row matching the filters, in the given order (the CSV export). */
    all(q: ApplicantExportQuery): Promise<ApplicantWithJob[]> {
      const dir = q.order === 'asc' ? asc : desc;
      return withJob().where(filterWhere(q)).orderBy(dir(SORT_COLUMNS[q.sort]), dir(applicants.id));
    },
    async total(f: ApplicantFilter): Promise<number> {
      const [r] = await db.select({ n: count() }).from(applicants).where(filterWhere(f));
      return Number(r?.n ?? 0);
    },
    /** Counts per job (under the status and search filters) and per status (under job and search). */
    async facets(f: ApplicantFilter) {
      const [byJob, byStatus] = await Promise.all([
        db
          .select({ jobId: jobs.id, title: jobs.title, count: count() })
          .from(applicants)
          .innerJoin(jobs, eq(applicants.jobId, jobs.id))
          .where(filterWhere(f, 'jobId'))
          .groupBy(jobs.id, jobs.title)
          .orderBy(asc(jobs.title)),
        db
          .select({ status: applicants.status, count: count() })
          .from(applicants)
          .where(filterWhere(f, 'status'))
          .groupBy(applicants.status),
      ]);
      return {
        jobs: byJob.map((j) => ({ ...j, count: Number(j.count) })),
        statuses: byStatus.map((s) => ({ ...s, count: Number(s.count) })),
      };
    },
    async findById(id: string): Promise<ApplicantWithJob | undefined> {
      if (!isUuid(id)) return undefined;
      const [found] = await withJob().where(eq(applicants.id, id));
      return found;
    },
    /** The row, locked until the transaction ends (so two admins' changes are recorded in order). */
    async lock(id: string): Promise<ApplicantRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.select().from(applicants).where(eq(applicants.id, id)).for('update');
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
    async recordStatusChange(change: typeof applicantStatusChanges.$inferInsert): Promise<void> {
      await db.insert(applicantStatusChanges).values(change);
    },
    history: (applicantId: string): Promise<StatusChangeRow[]> =>
      db
        .select()
        .from(applicantStatusChanges)
        .where(eq(applicantStatusChanges.applicantId, applicantId))
        .orderBy(asc(applicantStatusChanges.changedAt), asc(applicantStatusChanges.id)),
  };
}
