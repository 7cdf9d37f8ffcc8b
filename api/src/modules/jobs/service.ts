// Job postings: the public list (cached, see active-cache.ts), one job, and the admin's add, edit and
// toggle. Inactive jobs are seen only by admins.
import {
  JOB_TYPES,
  foldedIncludes,
  jobValidThrough,
  t,
  type AdminJobsExportQuery,
  type AdminJobsQuery,
  type CareersListQuery,
  type JobBody,
  type Locale,
  type MessageKey,
} from '@crestline/contracts';
import type { Database, Db } from '../../db/client';
import type { Actor } from '../../http/audit';
import { notFound } from '../../http/errors';
import { isUuid } from '../../lib/ids';
import { auditChanges, recordAudit } from '../audit';
import { activeJobsCache } from './active-cache';
import { careersListCache } from './careers-list';
import {
  backOfficeJobsRepository,
  jobsRepository,
  type JobApplications,
  type JobPublished,
  type JobRow,
  type JobWriteHook,
} from './repository';

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
    closingDate: row.closingDate?.toISOString() ?? null,
    validThrough: jobValidThrough(row.postingDate, row.closingDate).toISOString(),
    salaryMin: row.salaryMin,
    salaryMax: row.salaryMax,
    salaryCurrency: row.salaryCurrency,
    salaryUnit: row.salaryUnit,
    titleTr: row.titleTr,
    descriptionTr: row.descriptionTr,
    operatingHoursTr: row.operatingHoursTr,
    locationTr: row.locationTr,
    responsibilitiesTr: row.responsibilitiesTr ?? [],
    trainingTr: row.trainingTr ?? [],
    requirementsTr: row.requirementsTr ?? [],
    benefitsTr: row.benefitsTr ?? [],
    isActive: row.isActive,
    applicantIds,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const jobNotFound = () => notFound('jobs.notFound');

/** The fields of a job the audit trail compares before and after a change. */
const AUDITED_FIELDS = [
  'title',
  'description',
  'type',
  'location',
  'language',
  'responsibilities',
  'operatingHours',
  'training',
  'requirements',
  'benefits',
  'postingDate',
  'closingDate',
  'salaryMin',
  'salaryMax',
  'salaryCurrency',
  'salaryUnit',
  'titleTr',
  'descriptionTr',
  'operatingHoursTr',
  'locationTr',
  'responsibilitiesTr',
  'trainingTr',
  'requirementsTr',
  'benefitsTr',
  'isActive',
] as const satisfies readonly (keyof JobRow)[];

/** Records the admin's change to a job in the audit trail, in the change's transaction. */
const audited =
  (
    actor: Actor,
    action: 'job.create' | 'job.update' | 'job.toggle',
    onPublished?: JobPublished,
  ): JobWriteHook =>
  async (tx, row, before) => {
    await recordAudit(tx, actor, {
      action,
      target: { type: 'job', id: row.id, label: row.title },
      details: auditChanges(before, row, AUDITED_FIELDS),
    });
    // Published: created active, or switched on again.
    if (onPublished && row.isActive && !(before?.isActive ?? false)) await onPublished(tx, row.id);
  };

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
    /**
     * Whether a job's address names an open job, one that closed (switched off, or past the closing date
     * the admin set) or none at all (the static site answers 200, 410 or 404).
     */
    async state(id: string): Promise<'open' | 'closed' | 'missing'> {
      const row = isUuid(id) ? await repo.findById(id) : undefined;
      if (!row) return 'missing';
      const closedByDate = row.closingDate !== null && row.closingDate.getTime() < Date.now();
      return row.isActive && !closedByDate ? 'open' : 'closed';
    },
    /** How many jobs are open (the dashboard). */
    countActive: () => repo.countActive(),
  };
}

export function jobsService(deps: {
  database: Database;
  /** The applications of each job (the applicants module's), for the back-office lists. */
  applications: JobApplications;
  /** Told after every add, edit or toggle (the static job pages and /career are rebuilt). */
  onChange: () => void;
  /** Told in the transaction of every publication (job alerts). */
  onPublished?: JobPublished | undefined;
}) {
  const { database, applications, onChange, onPublished } = deps;
  const repo = jobsRepository(database.db);
  const backOffice = backOfficeJobsRepository(database.db, applications);
  const cache = activeJobsCache(database, async () => ({
    jobs: (await repo.listActive()).map((row) => toJobJson(row)),
  }));
  const careers = careersListCache(database, repo);
  const invalidate = () => {
    cache.invalidate();
    careers.invalidate();
  };

  /** Saves a change and answers the job with its applicants' ids and count. */
  const change = async (id: string, patch: Partial<JobBody>, within: JobWriteHook) => {
    const row = await repo.update(id, patch, within);
    if (!row) throw jobNotFound();
    invalidate();
    onChange();
    const applicantIds = await applications.idsOf(row.id);
    return { ...toJobJson(row, applicantIds), applicantCount: applicantIds.length };
  };

  /** The types whose name in the language holds the search (the back-office search reads "Uzaktan" too). */
  const typesNamed = (search: string | undefined, locale: Locale) => {
    if (!search?.trim()) return [];
    return JOB_TYPES.filter((type) => foldedIncludes(t(locale, `values.${type}` as MessageKey), search));
  };
  const backOfficeJson = ({ row, applicantCount }: { row: JobRow; applicantCount: number }) => {
    const { applicantIds: _ids, ...job } = toJobJson(row);
    return { ...job, applicantCount };
  };

  return {
    /** One page of the back-office jobs list (GET /jobs/admin) with how many jobs match its search. */
    async backOfficePage(query: AdminJobsQuery, locale: Locale) {
      const types = typesNamed(query.search, locale);
      const [rows, total] = await Promise.all([
        backOffice.page(query, types),
        backOffice.total(query.search, types),
      ]);
      return { rows: rows.map(backOfficeJson), total };
    },
    /** The back-office jobs list as CSV cells, header in the language (GET /jobs/admin/export). */
    async csv(query: AdminJobsExportQuery, locale: Locale) {
      const rows = await backOffice.all(query, typesNamed(query.search, locale));
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
      return (await backOffice.listAllWithCounts()).map(backOfficeJson);
    },
    /** An active job; an admin also sees inactive ones. */
    async find(id: string, asAdmin: boolean) {
      const job = (await repo.findActiveById(id)) ?? (asAdmin ? await repo.findById(id) : undefined);
      if (!job) throw jobNotFound();
      return toJobJson(job);
    },
    async create(body: JobBody, actor: Actor) {
      const row = await repo.create(body, audited(actor, 'job.create', onPublished));
      invalidate();
      onChange();
      return { ...toJobJson(row), applicantCount: 0 };
    },
    update: (id: string, body: JobBody, actor: Actor) =>
      change(id, body, audited(actor, 'job.update', onPublished)),
    setActive: (id: string, isActive: boolean, actor: Actor) =>
      change(id, { isActive }, audited(actor, 'job.toggle', onPublished)),
  };
}

export type JobsService = ReturnType<typeof jobsService>;
