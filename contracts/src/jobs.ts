// Job postings: records, the add/edit body and the /jobs calls (docs/product.md, careers).

import { z } from 'zod';
import { CAREERS_SORT_OPTIONS, DEFAULT_CAREERS_SORT, JOB_TYPES, SALARY_UNITS, type Locale } from './enums';
import { splitBlocks } from './jobs-core';
import { blankToUndefined, idSchema, isoDateTimeSchema, localized, messageFor, requiredText } from './common';
import { applicantSchema } from './applicants';

export * from './jobs-core';
export * from './careers-list';
export { jobText, JOB_TURKISH_FIELDS, type JobTextField } from './career-job';

/** A job as the API returns it. applicantIds hold ids, except in GET /jobs/{id}/applicants (full objects). */
const jobSchema = z.object({
  _id: idSchema,
  title: z.string(),
  description: z.string(),
  type: z.enum(JOB_TYPES),
  /** May be a comma list; the first segment is used for filtering (see primaryLocation). */
  location: z.string(),
  language: z.array(z.string()),
  responsibilities: z.array(z.string()),
  operatingHours: z.string(),
  training: z.array(z.string()).optional(),
  requirements: z.array(z.string()),
  benefits: z.array(z.string()).optional(),
  postingDate: isoDateTimeSchema,
  /** The closing date the admin set (null: none; the posting is then valid 60 days, see validThrough). */
  closingDate: isoDateTimeSchema.nullable().optional(),
  /** Until when the posting is open: the closing date, or 60 days after posting (JOB_VALID_DAYS). */
  validThrough: isoDateTimeSchema.optional(),
  /** The optional salary: a range (or one amount) in a currency per a period. */
  salaryMin: z.number().nonnegative().nullable().optional(),
  salaryMax: z.number().nonnegative().nullable().optional(),
  salaryCurrency: z.string().nullable().optional(),
  salaryUnit: z.enum(SALARY_UNITS).nullable().optional(),
  /** The optional Turkish texts (null and [] when none): Turkish pages show them (career-job.ts jobText). */
  titleTr: z.string().nullable().optional(),
  descriptionTr: z.string().nullable().optional(),
  operatingHoursTr: z.string().nullable().optional(),
  locationTr: z.string().nullable().optional(),
  responsibilitiesTr: z.array(z.string()).optional(),
  trainingTr: z.array(z.string()).optional(),
  requirementsTr: z.array(z.string()).optional(),
  benefitsTr: z.array(z.string()).optional(),
  isActive: z.boolean(),
  /** Ids of the job's applicants; left out of the admin list, which carries applicantCount instead. */
  applicantIds: z.array(z.union([idSchema, applicantSchema])).optional(),
  /** How many applied (admin answers only). */
  applicantCount: z.number().int().nonnegative().optional(),
  customerIds: z.array(idSchema).optional(),
  createdAt: isoDateTimeSchema.optional(),
  updatedAt: isoDateTimeSchema.optional(),
});
export type Job = z.infer<typeof jobSchema>;

/** GET /jobs/active, GET /jobs/all: `{jobs}`. */
export const jobsListResponseSchema = z.object({ jobs: z.array(jobSchema) });

/** GET /jobs/{id}, POST /jobs, PUT /jobs/{id}, PATCH /jobs/{id}/toggle-active: `{job}`. */
export const jobResponseSchema = z.object({ job: jobSchema });

/** GET /jobs/{id}/applicants: the bare job whose applicantIds are the full applicant records. */
export const jobApplicantsResponseSchema = jobSchema.extend({ applicantIds: z.array(applicantSchema) });

/** Without a closing date a posting is valid this many days after its posting date. */
export const JOB_VALID_DAYS = 60;

/** Until when a job posted at `postingDate` is open: its closing date, or JOB_VALID_DAYS after posting. */
export function jobValidThrough(postingDate: Date, closingDate: Date | null | undefined): Date {
  return closingDate ?? new Date(postingDate.getTime() + JOB_VALID_DAYS * 86_400_000);
}

/** null and blank text clear an optional field (PUT replaces the job); a missing field stays missing. */
const blankToNull = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? null : v);

/** A date (YYYY-MM-DD, taken as the end of that day in UTC) or a date-time; null clears it. */
function closingDateField(message: string) {
  return z.preprocess(
    blankToNull,
    z
      .string({ error: message })
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2}))?$/, { error: message })
      .transform((v, ctx) => {
        const date = new Date(/T/.test(v) ? v : `${v}T23:59:59Z`);
        // "2027-02-31" would roll over into March: the day must exist.
        if (Number.isNaN(date.getTime()) || (!/T/.test(v) && date.toISOString().slice(0, 10) !== v)) {
          ctx.addIssue({ code: 'custom', message });
          return z.NEVER;
        }
        return date;
      })
      .nullable()
      .optional(),
  );
}

/** An amount of the optional salary: a non-negative number (a numeric string from a form is accepted). */
function salaryAmount(message: string) {
  return z.preprocess(
    (v) => {
      const value = blankToNull(v);
      return typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value;
    },
    z
      .number({ error: message })
      .nonnegative({ error: message })
      .max(1e9, { error: message })
      .nullable()
      .optional(),
  );
}

/** The optional salary fields of the job body, checked together (a range needs a currency; min ≤ max). */
function salaryFields(message: string) {
  return {
    salaryMin: salaryAmount(message),
    salaryMax: salaryAmount(message),
    salaryCurrency: z.preprocess(
      (v) => {
        const value = blankToNull(v);
        return typeof value === 'string' ? value.trim().toUpperCase() : value;
      },
      z
        .string({ error: message })
        .regex(/^[A-Z]{3}$/, { error: message })
        .nullable()
        .optional(),
    ),
    salaryUnit: z.preprocess(blankToNull, z.enum(SALARY_UNITS, { error: message }).nullable().optional()),
  };
}

type SalaryInput = {
  salaryMin?: number | null | undefined;
  salaryMax?: number | null | undefined;
  salaryCurrency?: string | null | undefined;
  salaryUnit?: string | null | undefined;
};
/** A salary given needs its currency and period, and its lower bound may not exceed the upper. */
function salaryConsistent(body: SalaryInput): boolean {
  const min = body.salaryMin ?? null;
  const max = body.salaryMax ?? null;
  if (min === null && max === null) return true;
  if (!body.salaryCurrency || !body.salaryUnit) return false;
  return min === null || max === null || min <= max;
}

/** Blank items are never stored, whatever the client sent (the edit modal sends them as typed). */
const withoutBlanks = (items: string[]) => items.map((item) => item.trim()).filter((item) => item !== '');

function requiredList(message: string) {
  // Items may be blank (the edit modal sends blocks without dropping empties), but one must have text.
  return z
    .array(z.string({ error: message }), { error: message })
    .refine((items) => items.some((item) => item.trim() !== ''), { error: message })
    .transform(withoutBlanks);
}

/** An optional Turkish text: trimmed; null or blank clears it (stored as null). */
const turkishText = () => z.preprocess(blankToNull, z.string().trim().nullable().optional());
/** An optional Turkish list: blank items dropped; empty means none. */
const turkishList = () => z.array(z.string()).transform(withoutBlanks).optional();

type TurkishInput = {
  titleTr?: string | null | undefined;
  descriptionTr?: string | null | undefined;
  operatingHoursTr?: string | null | undefined;
  locationTr?: string | null | undefined;
  responsibilitiesTr?: string[] | undefined;
  trainingTr?: string[] | undefined;
  requirementsTr?: string[] | undefined;
  benefitsTr?: string[] | undefined;
};
/** Turkish texts are optional, but once any is given the Turkish title and description must be too. */
function turkishComplete(body: TurkishInput): boolean {
  const anyGiven =
    !!body.titleTr ||
    !!body.descriptionTr ||
    !!body.operatingHoursTr ||
    !!body.locationTr ||
    [body.responsibilitiesTr, body.trainingTr, body.requirementsTr, body.benefitsTr].some(
      (items) => (items?.length ?? 0) > 0,
    );
  return !anyGiven || (!!body.titleTr && !!body.descriptionTr);
}

/**
 * POST /jobs and PUT /jobs/{id} body. Required: title, description, responsibilities, operatingHours,
 * type, requirements, location, language ("Please fill in all required fields."); training and benefits
 * optional. The Turkish texts (titleTr … benefitsTr) are optional; given any, the Turkish title and
 * description are required ("jobs.turkishIncomplete").
 */
export const jobBodySchema = localized((locale: Locale) => {
  const m = messageFor(locale);
  const required = m('jobs.fillRequired');
  return z
    .object({
      title: requiredText(required),
      description: requiredText(required),
      responsibilities: requiredList(required),
      operatingHours: requiredText(required),
      type: z.preprocess(
        blankToUndefined,
        z.enum(JOB_TYPES, {
          error: (issue) => (typeof issue.input === 'string' ? m('jobs.invalidType') : required),
        }),
      ),
      requirements: requiredList(required),
      location: requiredText(required),
      language: requiredList(required),
      training: z.array(z.string()).transform(withoutBlanks).optional(),
      benefits: z.array(z.string()).transform(withoutBlanks).optional(),
      closingDate: closingDateField(m('jobs.invalidClosingDate')),
      ...salaryFields(m('jobs.invalidSalary')),
      titleTr: turkishText(),
      descriptionTr: turkishText(),
      operatingHoursTr: turkishText(),
      locationTr: turkishText(),
      responsibilitiesTr: turkishList(),
      trainingTr: turkishList(),
      requirementsTr: turkishList(),
      benefitsTr: turkishList(),
      isActive: z.boolean().optional(),
    })
    .refine(salaryConsistent, { error: m('jobs.invalidSalary'), path: ['salaryMin'] })
    .refine(turkishComplete, { error: m('jobs.turkishIncomplete'), path: ['titleTr'] });
});

/**
 * The add/edit job modals: every field as typed, list fields as blocks separated by a blank line
 * (turned into the body with splitBlocks). Required fields as on the server, with the same message.
 */
export const jobFormSchema = localized((locale: Locale) => {
  const required = messageFor(locale)('jobs.fillRequired');
  const turkishIncomplete = messageFor(locale)('jobs.turkishIncomplete');
  const text = () => requiredText(required);
  const list = () =>
    z.string({ error: required }).refine((v) => splitBlocks(v).length > 0, { error: required });
  return z
    .object({
      title: text(),
      description: text(),
      type: z.enum(JOB_TYPES, { error: required }),
      location: text(),
      language: list(),
      responsibilities: list(),
      operatingHours: text(),
      requirements: list(),
      training: z.string().optional(),
      benefits: z.string().optional(),
      closingDate: z.string().optional(),
      salaryMin: z.string().optional(),
      salaryMax: z.string().optional(),
      salaryCurrency: z.string().optional(),
      salaryUnit: z.string().optional(),
      titleTr: z.string().optional(),
      descriptionTr: z.string().optional(),
      operatingHoursTr: z.string().optional(),
      locationTr: z.string().optional(),
      responsibilitiesTr: z.string().optional(),
      trainingTr: z.string().optional(),
      requirementsTr: z.string().optional(),
      benefitsTr: z.string().optional(),
    })
    .refine(
      (form) =>
        turkishComplete({
          titleTr: form.titleTr?.trim(),
          descriptionTr: form.descriptionTr?.trim(),
          operatingHoursTr: form.operatingHoursTr?.trim(),
          locationTr: form.locationTr?.trim(),
          responsibilitiesTr: splitBlocks(form.responsibilitiesTr ?? ''),
          trainingTr: splitBlocks(form.trainingTr ?? ''),
          requirementsTr: splitBlocks(form.requirementsTr ?? ''),
          benefitsTr: splitBlocks(form.benefitsTr ?? ''),
        }),
      { error: turkishIncomplete, path: ['titleTr'] },
    );
});
export type JobForm = z.output<ReturnType<typeof jobFormSchema>>;

/** The body a modal sends: lists split into items; the add modal drops blank ones, the edit modal not. */
export function jobBodyFromForm(form: JobForm, { dropEmpty }: { dropEmpty: boolean }) {
  const list = (text: string | undefined) => splitBlocks(text ?? '', { dropEmpty });
  return {
    title: form.title,
    description: form.description,
    type: form.type,
    location: form.location,
    language: list(form.language),
    responsibilities: list(form.responsibilities),
    operatingHours: form.operatingHours,
    requirements: list(form.requirements),
    training: list(form.training),
    benefits: list(form.benefits),
    // Optional: blank clears (the server checks and converts them).
    closingDate: form.closingDate?.trim() || null,
    salaryMin: form.salaryMin?.trim() || null,
    salaryMax: form.salaryMax?.trim() || null,
    salaryCurrency: form.salaryCurrency?.trim() || null,
    salaryUnit: form.salaryUnit?.trim() || null,
    titleTr: form.titleTr?.trim() || null,
    descriptionTr: form.descriptionTr?.trim() || null,
    operatingHoursTr: form.operatingHoursTr?.trim() || null,
    locationTr: form.locationTr?.trim() || null,
    responsibilitiesTr: list(form.responsibilitiesTr),
    trainingTr: list(form.trainingTr),
    requirementsTr: list(form.requirementsTr),
    benefitsTr: list(form.benefitsTr),
  };
}
export type JobBody = z.output<ReturnType<typeof jobBodySchema>>;
/** The body as a client sends it (before the server's checks convert dates and amounts). */
export type JobRequestBody = z.input<ReturnType<typeof jobBodySchema>>;

/** PATCH /jobs/{id}/toggle-active body. */
export const jobToggleActiveBodySchema = z.object({ isActive: z.boolean() });

/** Largest numbered page of GET /jobs/careers (`pageSize=all` answers every matching job). */
export const CAREERS_PAGE_MAX = 100;

/**
 * GET /jobs/careers query: the careers list's search (title and description, case-insensitive), type and
 * location filters, sort, page (1-based, kept within the pages there are) and page size (1..100 or `all`),
 * and `lang` for the alphabetical orders. `keep` names the filter the visitor chose last: when no job has
 * both the type and the location, the other one is cleared (the answer's `filters` say what was applied).
 */
export const careersListQuerySchema = z.object({
  search: z.preprocess((v) => (typeof v === 'string' ? v : ''), z.string().max(200)),
  type: z.preprocess((v) => (typeof v === 'string' ? v : ''), z.string().max(200)),
  location: z.preprocess((v) => (typeof v === 'string' ? v : ''), z.string().max(200)),
  sort: z.preprocess(
    (v) => (typeof v === 'string' && (CAREERS_SORT_OPTIONS as readonly string[]).includes(v) ? v : undefined),
    z.enum(CAREERS_SORT_OPTIONS).default(DEFAULT_CAREERS_SORT),
  ),
  page: z.preprocess(
    (v) => (typeof v === 'string' && /^\d{1,9}$/.test(v) ? Number(v) : 1),
    z.number().int().min(1),
  ),
  pageSize: z.preprocess(
    (v) => (v === 'all' ? 'all' : typeof v === 'string' && /^\d{1,3}$/.test(v) ? Number(v) : 5),
    z.union([z.literal('all'), z.number().int().min(1).max(CAREERS_PAGE_MAX)]),
  ),
  keep: z.preprocess((v) => (v === 'location' ? 'location' : 'type'), z.enum(['type', 'location'])),
});
export type CareersListQuery = z.output<typeof careersListQuerySchema>;

/** A job as a card of the careers list shows it (its page has the rest). */
export const careersListItemSchema = z.object({
  _id: idSchema,
  title: z.string(),
  description: z.string(),
  type: z.string(),
  location: z.string(),
  postingDate: isoDateTimeSchema,
  /** The optional Turkish title, description and location (null when none). */
  titleTr: z.string().nullable().optional(),
  descriptionTr: z.string().nullable().optional(),
  locationTr: z.string().nullable().optional(),
});
export type CareersListItem = z.infer<typeof careersListItemSchema>;

const facetSchema = z.object({
  value: z.string(),
  count: z.number().int().nonnegative(),
  /** What the option reads when it differs from its value (a Turkish place name on Turkish pages). */
  label: z.string().optional(),
});

/**
 * GET /jobs/careers: one page of the matching jobs, how many match (`total`), the page kept within
 * 1..`pages`, the filters applied, how many active jobs there are (`active`) and the options of the type
 * and location selects with how many active jobs each has (types for the chosen location, locations for
 * the chosen type, as the careers list offers them).
 */
export const careersListResponseSchema = z.object({
  jobs: z.array(careersListItemSchema),
  total: z.number().int().nonnegative(),
  active: z.number().int().nonnegative(),
  page: z.number().int().min(1),
  pages: z.number().int().min(1),
  filters: z.object({ search: z.string(), type: z.string(), location: z.string() }),
  facets: z.object({ types: z.array(facetSchema), locations: z.array(facetSchema) }),
});
export type CareersListResponse = z.infer<typeof careersListResponseSchema>;

/** Columns the admin jobs list can be sorted by on the server (the table's column ids). */
export const ADMIN_JOB_SORTS = [
  'title',
  'type',
  'location',
  'postingDate',
  'isActive',
  'candidates',
] as const;
export type AdminJobSort = (typeof ADMIN_JOB_SORTS)[number];
/** Largest page of GET /jobs/admin. */
export const ADMIN_JOBS_PAGE_MAX = 100;

const pageParam = (max: number, fallback: number) =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? fallback : typeof v === 'string' ? Number(v) : v),
    z.number().int().min(1).max(max),
  );

/**
 * GET /jobs/admin/export query: a search over title, description, type (or its name in the request's
 * language), location and languages (case-insensitive), and the order. Ties are broken by id.
 */
export const adminJobsExportQuerySchema = z.object({
  search: z.preprocess(blankToUndefined, z.string().trim().max(200).optional()),
  sort: z.preprocess(blankToUndefined, z.enum(ADMIN_JOB_SORTS).default('postingDate')),
  order: z.preprocess(blankToUndefined, z.enum(['asc', 'desc']).default('desc')),
});
export type AdminJobsExportQuery = z.output<typeof adminJobsExportQuerySchema>;

/** GET /jobs/admin query: the search and order, a page (1-based) of at most ADMIN_JOBS_PAGE_MAX jobs. */
export const adminJobsQuerySchema = adminJobsExportQuerySchema.extend({
  page: pageParam(1_000_000, 1),
  pageSize: pageParam(ADMIN_JOBS_PAGE_MAX, 5),
});
export type AdminJobsQuery = z.output<typeof adminJobsQuerySchema>;

/**
 * GET /jobs/admin: one page of jobs (active or not, each with applicantCount and without applicantIds) as
 * a bare array; how many match is in the X-Total-Count header (as GET /applicants).
 */
export const adminJobsPageResponseSchema = z.array(jobSchema);
