import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNull,
  like,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { QueryBuilder, type SubqueryWithSelection } from 'drizzle-orm/pg-core';
import type { AdminJobSort, AdminJobsExportQuery, AdminJobsQuery, JobBody } from '@crestline/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { jobs } from '../../db/schema';
import { foldedContains } from '../../db/fold';
import { isUuid } from '../../lib/ids';

/** A job's own fields: the search text the database derives left out. */
const { searchText: _searchText, ...jobColumns } = getTableColumns(jobs);
export type JobRow = Omit<typeof jobs.$inferSelect, 'searchText'>;

/** `%text%` for LIKE against the folded search text (db/fold.ts), pattern characters taken literally. */
const contains = (text: string) => foldedContains(text);

/**
 * Every job's id and title, as a relation another module's repository may join (the applicants' lists
 * show and sort by their job's title): the jobs face offers it, so no other module names this table.
 */
export const jobTitles = new QueryBuilder()
  .select({ id: jobs.id, title: jobs.title })
  .from(jobs)
  .as('job_titles');

/**
 * What the back-office lists of jobs need of the applications, whose table is the applicants module's:
 * the wiring hands it from that module (jobs never imports it, so the two do not depend on each other).
 */
export interface JobApplications {
  /** How many applied to each job that has applicants: a relation (jobId, n) to left-join the jobs on. */
  counts: SubqueryWithSelection<{ jobId: SQL.Aliased<string>; n: SQL.Aliased<number> }, string>;
  /** The ids of the job's applicants. */
  idsOf(jobId: string): Promise<string[]>;
}

/** The back-office search: the search text, or a type whose name in the request's language matches. */
function backOfficeWhere(search: string | undefined, types: readonly string[]): SQL | undefined {
  if (!search) return undefined;
  return or(
    like(jobs.searchText, contains(search)),
    types.length ? inArray(jobs.type, [...types]) : undefined,
  );
}

/** Runs in a write's transaction with the row as it was (on updates) and as it is now (the audit trail). */
export type JobWriteHook = (tx: DbOrTx, row: JobRow, before?: JobRow) => Promise<void>;

/**
 * Told in the write's transaction when a job is published: created active, or switched on again (the
 * job alerts' digest; jobs never imports that module).
 */
export type JobPublished = (tx: DbOrTx, jobId: string) => Promise<void>;

/** Tells every API instance (PostgreSQL NOTIFY) that cached job lists are stale; delivered on commit. */
export const JOBS_CHANNEL = 'jobs_changed';
export const notifyJobsChanged = (db: DbOrTx) => db.execute(sql`select pg_notify(${JOBS_CHANNEL}, 'jobs')`);

/**
 * An open job: switched on and not past the closing date the admin set (the moment is the database's
 * clock when the query runs). Lists, applications and counts see only these; a closed job's page is 410.
 */
const isOpen = and(eq(jobs.isActive, true), or(isNull(jobs.closingDate), sql`${jobs.closingDate} > now()`));

export function jobsRepository(db: Db) {
  const activeQuery = db
    .select(jobColumns)
    .from(jobs)
    .where(isOpen)
    .orderBy(desc(jobs.postingDate), jobs.id)
    .prepare('jobs_active');
  // The careers list's cards: only what a card shows, in the order of the active list.
  const activeCardsQuery = db
    .select({
      id: jobs.id,
      title: jobs.title,
      description: jobs.description,
      type: jobs.type,
      location: jobs.location,
      postingDate: jobs.postingDate,
      titleTr: jobs.titleTr,
      descriptionTr: jobs.descriptionTr,
      locationTr: jobs.locationTr,
    })
    .from(jobs)
    .where(isOpen)
    .orderBy(desc(jobs.postingDate), jobs.id)
    .prepare('jobs_active_cards');
  return {
    listActive: () => activeQuery.execute(),
    /** The active jobs as the careers list's cards, newest first. */
    async listActiveCards() {
      const rows = await activeCardsQuery.execute();
      return rows.map(({ id, postingDate, ...card }) => ({
        _id: id,
        ...card,
        postingDate: postingDate.toISOString(),
      }));
    },
    async findById(id: string): Promise<JobRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.select(jobColumns).from(jobs).where(eq(jobs.id, id));
      return row;
    },
    async findActiveById(id: string): Promise<JobRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .select(jobColumns)
        .from(jobs)
        .where(and(eq(jobs.id, id), isOpen));
      return row;
    },
    async create(body: JobBody & { postingDate?: Date }, within?: JobWriteHook): Promise<JobRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(jobs).values(body).returning(jobColumns);
        await notifyJobsChanged(tx);
        await within?.(tx, row!);
        return row!;
      });
    },
    async update(id: string, patch: Partial<JobBody>, within?: JobWriteHook): Promise<JobRow | undefined> {
      if (!isUuid(id)) return undefined;
      return db.transaction(async (tx) => {
        const [before] = within
          ? await tx.select(jobColumns).from(jobs).where(eq(jobs.id, id)).for('update')
          : [];
        const [row] = await tx
          .update(jobs)
          .set({ ...patch, updatedAt: new Date() })
          .where(eq(jobs.id, id))
          .returning(jobColumns);
        if (row) await notifyJobsChanged(tx);
        if (row) await within?.(tx, row, before);
        return row;
      });
    },
    async count(): Promise<number> {
      const [found] = await db.select({ n: sql<number>`count(*)::int` }).from(jobs);
      return Number(found?.n ?? 0);
    },
    async countActive(): Promise<number> {
      const [found] = await db.select({ n: count() }).from(jobs).where(isOpen);
      return Number(found?.n ?? 0);
    },
  };
}

export type JobsRepository = ReturnType<typeof jobsRepository>;

/**
 * The back-office lists of jobs (every job, active or not), each with how many applied, from the
 * applications' own counts (`applications.counts`).
 */
export function backOfficeJobsRepository(db: Db, applications: Pick<JobApplications, 'counts'>) {
  const { counts } = applications;
  const applicantCount = sql<number>`coalesce(${counts.n}, 0)::int`;
  const allQuery = db
    .select({ row: jobColumns, applicantCount })
    .from(jobs)
    .leftJoin(counts, eq(counts.jobId, jobs.id))
    .orderBy(desc(jobs.postingDate))
    .prepare('jobs_all_with_counts');
  const sortColumns: Record<AdminJobSort, SQL | typeof jobs.postingDate> = {
    title: sql`lower(${jobs.title})`,
    type: sql`${jobs.type}`,
    location: sql`lower(${jobs.location})`,
    postingDate: jobs.postingDate,
    isActive: sql`${jobs.isActive}`,
    candidates: applicantCount,
  };
  const list = (query: AdminJobsExportQuery, types: readonly string[]) => {
    const dir = query.order === 'asc' ? asc : desc;
    return db
      .select({ row: jobColumns, applicantCount })
      .from(jobs)
      .leftJoin(counts, eq(counts.jobId, jobs.id))
      .where(backOfficeWhere(query.search, types))
      .orderBy(dir(sortColumns[query.sort]), dir(jobs.id))
      .$dynamic();
  };
  return {
    /** Every job, newest first, with how many applied (counted in the database). */
    listAllWithCounts: () => allQuery.execute(),
    /** One page of the back-office list (`types`: the types whose name matches the search). */
    page: (query: AdminJobsQuery, types: readonly string[]) =>
      list(query, types)
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
    /** Every job of the back-office list's search, in its order (the CSV export). */
    all: (query: AdminJobsExportQuery, types: readonly string[]) => list(query, types),
    async total(search: string | undefined, types: readonly string[]): Promise<number> {
      const [found] = await db.select({ n: count() }).from(jobs).where(backOfficeWhere(search, types));
      return Number(found?.n ?? 0);
    },
  };
}
