import { and, desc, eq, sql } from 'drizzle-orm';
import type { JobBody } from '@crestline/contracts';
import type { Db } from '../../db/client';
import { applicants, jobs } from '../../db/schema';

export type JobRow = typeof jobs.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (id: string) => UUID.test(id);

/** The job as the API shows it (spec §3), with `_id`. */
export function toJobJson(row: JobRow, applicantIds: string[] = []) {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    type: row.type,
    location: row.location,
    language: row.language,
    responsibilities: row.responsibilities,
    operatingHours: row.operatingHours,
    training: row.training,
    requirements: row.requirements,
    benefits: row.benefits,
    postingDate: row.postingDate.toISOString(),
    isActive: row.isActive,
    applicantIds,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Tells every API instance (PostgreSQL NOTIFY) that cached job lists are stale; delivered on commit. */
export const JOBS_CHANNEL = 'jobs_changed';
export const notifyJobsChanged = (db: Db) => db.execute(sql`select pg_notify(${JOBS_CHANNEL}, 'jobs')`);

export function jobsRepository(db: Db) {
  const activeQuery = db
    .select()
    .from(jobs)
    .where(eq(jobs.isActive, true))
    .orderBy(desc(jobs.postingDate))
    .prepare('jobs_active');

  return {
    listActive: () => activeQuery.execute(),
    async listAllWithApplicantIds() {
      const rows = await db.select().from(jobs).orderBy(desc(jobs.postingDate));
      const links = await db.select({ id: applicants.id, jobId: applicants.jobId }).from(applicants);
      const byJob = new Map<string, string[]>();
      for (const l of links) byJob.set(l.jobId, [...(byJob.get(l.jobId) ?? []), l.id]);
      return rows.map((r) => ({ row: r, applicantIds: byJob.get(r.id) ?? [] }));
    },
    async findById(id: string): Promise<JobRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
      return row;
    },
    async findActiveById(id: string): Promise<JobRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .select()
        .from(jobs)
        .where(and(eq(jobs.id, id), eq(jobs.isActive, true)));
      return row;
    },
    async applicantIds(jobId: string): Promise<string[]> {
      const rows = await db.select({ id: applicants.id }).from(applicants).where(eq(applicants.jobId, jobId));
      return rows.map((r) => r.id);
    },
    async create(body: JobBody & { postingDate?: Date }): Promise<JobRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(jobs).values(body).returning();
        await notifyJobsChanged(tx as unknown as Db);
        return row!;
      });
    },
    async update(id: string, patch: Partial<JobBody>): Promise<JobRow | undefined> {
      if (!isUuid(id)) return undefined;
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(jobs)
          .set({ ...patch, updatedAt: new Date() })
          .where(eq(jobs.id, id))
          .returning();
        if (row) await notifyJobsChanged(tx as unknown as Db);
        return row;
      });
    },
    async count(): Promise<number> {
      const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(jobs);
      return Number(r?.n ?? 0);
    },
  };
}

export type JobsRepository = ReturnType<typeof jobsRepository>;
