// Job postings: the public list (cached, see active-cache.ts), one job, and the admin's add, edit and
// toggle. Inactive jobs are seen only by admins.
import {
  JOB_TYPES,
  t,
  type AdminJobsExportQuery,
  type AdminJobsQuery,
  type CareersListQuery,
  type JobBody,
  type Locale,
  type MessageKey,
} from '@crestline/contracts';
import type { Database, Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { activeJobsCache } from './active-cache';
import { careersListCache } from './careers-list';
import { jobsRepository, type JobRow } from './repository';

/** The job as the API shows it, with `_id`. */
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

const jobNotFound = () => notFound('jobs.notFound');

/** Jobs as other modules see them (applicants apply to one, admins list one's applicants). */
export function jobLookup(db: Db) {
  const repo = jobsRepository(db);
  return {
    /** The job as the API shows it, active or not; undefined when there is none. */
    async find(id: string) {
      const row = await repo.findById(id);
      return row && toJobJson(row);
    },
    /** An active job (the only ones open to applications); undefined otherwise. */
    async findActive(id: string) {
      const row = await repo.findActiveById(id);
      return row && toJobJson(row);
    },
  };
}

export function jobsService(
  database: Database,
  /** Told after every add, edit or toggle (the static job pages and /career are rebuilt). */
  onChange: () => void = () => undefined,
) {
  const repo = jobsRepository(database.db);
  const cache = activeJobsCache(database, async () => ({
    jobs: (await repo.listActive()).map((row) => toJobJson(row)),
  }));
  const careers = careersListCache(database, repo);
  const invalidate = () => {
    cache.invalidate();
    careers.invalidate();
  };

  /** Saves a change and answers the job with its applicants' ids and count. */
  const change = async (id: string, patch: Partial<JobBody>) => {
    const row = await repo.update(id, patch);
    if (!row) throw jobNotFound();
    invalidate();
    onChange();
    const applicantIds = await repo.applicantIds(row.id);
    return { ...toJobJson(row, applicantIds), applicantCount: applicantIds.length };
  };

  /** The types whose name in the language holds the search (the admin search reads "Uzaktan" too). */
  const typesNamed = (search: string | undefined, locale: Locale) => {
    const q = search?.toLowerCase();
    if (!q) return [];
    return JOB_TYPES.filter((type) =>
      t(locale, `values.${type}` as MessageKey)
        .toLowerCase()
        .includes(q),
    );
  };
  const adminJson = ({ row, applicantCount }: { row: JobRow; applicantCount: number }) => {
    const { applicantIds: _ids, ...job } = toJobJson(row);
    return { ...job, applicantCount };
  };

  return {
    /** One page of the admin jobs list with how many jobs match its search. */
    async adminPage(query: AdminJobsQuery, locale: Locale) {
      const types = typesNamed(query.search, locale);
      const [rows, total] = await Promise.all([
        repo.adminPage(query, types),
        repo.adminTotal(query.search, types),
      ]);
      return { rows: rows.map(adminJson), total };
    },
    /** The admin jobs list as CSV cells, header in the language (GET /jobs/admin/export). */
    async csv(query: AdminJobsExportQuery, locale: Locale) {
      const rows = await repo.adminAll(query, typesNamed(query.search, locale));
      const header = (['title', 'type', 'location', 'postingDate', 'active', 'candidates'] as const).map(
        (c) => t(locale, `admin.col.${c}`),
      );
      return {
        header,
        rows: rows.map(({ row, applicantCount }) => [
          row.title,
          t(locale, `values.${row.type}` as MessageKey, { defaultValue: row.type }),
          row.location,
          row.postingDate.toISOString().slice(0, 10),
          row.isActive,
          applicantCount,
        ]),
      };
    },
    /** `{jobs}` of the active jobs, newest first, serialised with its ETag. */
    activeList: () => cache.get(),
    /** One page of the careers list (GET /jobs/careers), serialised with its ETag. */
    careersList: (query: CareersListQuery, lang: Locale) => careers.get(query, lang),
    /** Every job, active or not, with its applicant count (the ids stay out: the list stays light). */
    async listAll() {
      const rows = await repo.listAllWithCounts();
      return rows.map(({ row, applicantCount }) => {
        const { applicantIds: _ids, ...job } = toJobJson(row);
        return { ...job, applicantCount };
      });
    },
    /** An active job; an admin also sees inactive ones. */
    async find(id: string, asAdmin: boolean) {
      const job = (await repo.findActiveById(id)) ?? (asAdmin ? await repo.findById(id) : undefined);
      if (!job) throw jobNotFound();
      return toJobJson(job);
    },
    async create(body: JobBody) {
      const row = await repo.create(body);
      invalidate();
      onChange();
      return { ...toJobJson(row), applicantCount: 0 };
    },
    update: (id: string, body: JobBody) => change(id, body),
    setActive: (id: string, isActive: boolean) => change(id, { isActive }),
  };
}

export type JobsService = ReturnType<typeof jobsService>;
