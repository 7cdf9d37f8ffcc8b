// Job applications (docs/product.md) and applicant records.

import { z } from 'zod';
import {
  APPLICANT_STATUSES,
  EXPERIENCE_YEARS,
  FLUENT_LANGUAGES,
  STAFF_HANDLED_RANGES,
  type ExperienceYears,
  type Locale,
} from './enums';
import {
  blankToUndefined,
  emailText,
  formBoolean,
  idSchema,
  isoDateTimeSchema,
  localized,
  messageFor,
  patternText,
  requiredText,
} from './common';

const PDF_MIME_TYPE = 'application/pdf';
/** Upload limit for a resume or franchise contract (the spec leaves it open). */
export const PDF_MAX_BYTES = 5 * 1024 * 1024;
/** Fixed file name of a downloaded resume. */
export const RESUME_DOWNLOAD_FILE_NAME = 'resume.pdf';

/** What the browser's File offers; enough for the client-side checks. */
export interface FileLike {
  name: string;
  type: string;
  size?: number;
}

export function isFileLike(value: unknown): value is FileLike {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as FileLike).name === 'string' &&
    typeof (value as FileLike).type === 'string'
  );
}

/** A PDF by its declared type, or by its .pdf name when the browser gives no useful type. */
export function isPdfFile(file: unknown): boolean {
  if (!isFileLike(file)) return false;
  const type = file.type.toLowerCase();
  if (type === PDF_MIME_TYPE || type === 'application/x-pdf') return true;
  return (type === '' || type === 'application/octet-stream') && /\.pdf$/i.test(file.name);
}

/** Experience select values: 1, 2, 3 or their strings "1".."3" from forms and multipart. */
function toExperience(value: unknown): unknown {
  if (typeof value === 'string' && /^\s*[123]\s*$/.test(value)) return Number(value);
  return value;
}

const PHONE_PATTERN = /^\d{11}$/;
const ZIP_PATTERN = /^\d{4,5}$/;

/** The fields of the application form in the order they are checked (docs/product.md). */
export const APPLICATION_FIELD_ORDER = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'zipCode',
  'fluentLanguage',
  'numberOfStaffHandled',
  'isWillingForBackgroundCheck',
  'yearsOfCustomerServiceExperience',
  'yearsOfCallCenterExperience',
  'resume',
] as const;
export type ApplicationField = (typeof APPLICATION_FIELD_ORDER)[number];

function applicantFieldShape(locale: Locale) {
  const m = messageFor(locale);
  return {
    firstName: requiredText(m('application.firstNameRequired')),
    lastName: requiredText(m('application.lastNameRequired')),
    email: emailText(m('application.emailInvalid')),
    phone: patternText(PHONE_PATTERN, m('application.phoneInvalid')),
    zipCode: patternText(ZIP_PATTERN, m('application.zipCodeInvalid')),
    fluentLanguage: z.enum(FLUENT_LANGUAGES, { error: m('application.fluentLanguageRequired') }),
    numberOfStaffHandled: z.enum(STAFF_HANDLED_RANGES, { error: m('application.staffHandledInvalid') }),
    isWillingForBackgroundCheck: formBoolean(m('application.backgroundCheckRequired')),
    yearsOfCustomerServiceExperience: z.preprocess(
      toExperience,
      z.literal(EXPERIENCE_YEARS, { error: m('application.customerServiceExperienceRequired') }),
    ),
    yearsOfCallCenterExperience: z.preprocess(
      toExperience,
      z.literal(EXPERIENCE_YEARS, { error: m('application.callCenterExperienceRequired') }),
    ),
  };
}

/** The resume picked in the browser: present, then a PDF. */
const resumeFileSchema = localized((locale) => {
  const m = messageFor(locale);
  return z
    .custom<FileLike>((v) => isFileLike(v), { error: m('application.resumeRequired'), abort: true })
    .refine((v) => isPdfFile(v), { error: m('application.resumeNotPdf') });
});

/** The site's application form: every field of the product (docs/product.md) including the resume file. */
export const applicationFormSchema = localized((locale) =>
  z.object({ ...applicantFieldShape(locale), resume: resumeFileSchema(locale) }),
);
export type ApplicationForm = z.output<ReturnType<typeof applicationFormSchema>>;

/** Raw values as a form holds them before parsing (selects and radios as strings, resume maybe absent). */
export type ApplicationFormValues = Partial<Record<ApplicationField, unknown>>;

/**
 * The single message the form shows: the first failing rule in the product's order (docs/product.md), or null when every field
 * is valid. Use t(locale, 'application.formInvalid') when the user submits while this is not null.
 */
export function firstApplicationError(
  values: ApplicationFormValues,
  locale?: Locale | string | null,
): string | null {
  const shape = applicationFormSchema(locale).shape;
  for (const field of APPLICATION_FIELD_ORDER) {
    const result = shape[field].safeParse(values[field]);
    if (!result.success) return result.error.issues[0]?.message ?? null;
  }
  return null;
}

/**
 * POST /applicants multipart text fields as the server receives them ("true"/"false" → boolean,
 * "1".."3" → number), plus jobId. The resume arrives as the file part and is checked by its bytes.
 */
export const applicantFieldsSchema = localized((locale) =>
  z.object({
    ...applicantFieldShape(locale),
    jobId: requiredText(messageFor(locale)('application.jobRequired')),
  }),
);
export type ApplicantFields = z.output<ReturnType<typeof applicantFieldsSchema>>;

/** An applicant record as the API returns it. */
export const applicantSchema = z.object({
  _id: idSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  zipCode: z.string(),
  fluentLanguage: z.enum(FLUENT_LANGUAGES),
  numberOfStaffHandled: z.enum(STAFF_HANDLED_RANGES),
  isWillingForBackgroundCheck: z.boolean(),
  yearsOfCustomerServiceExperience: z.literal(EXPERIENCE_YEARS),
  yearsOfCallCenterExperience: z.literal(EXPERIENCE_YEARS),
  jobId: idSchema.nullable(),
  status: z.enum(APPLICANT_STATUSES),
  remarks: z.string(),
  /** Link to the stored resume (a short-lived signed link), or null when none is stored. */
  resumeLink: z.string().nullable(),
  /** The same file as a download. */
  resumeDownloadLink: z.string().nullable(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type Applicant = z.infer<typeof applicantSchema>;

/** POST /applicants success body. Failure is the error envelope (its `error` is shown). */
export const applicantCreatedResponseSchema = z.object({ message: z.string(), applicant: applicantSchema });

/** GET /applicants: a bare array. */
export const applicantsListResponseSchema = z.array(applicantSchema);

/** GET /applicants/{id}: the bare applicant. */
export const applicantResponseSchema = applicantSchema;

/**
 * PATCH /applicants/{id} body: status and/or remarks; blank values count as not sent, and at least one
 * must remain ("Please modify at least one field before saving.").
 */
export const applicantUpdateSchema = localized((locale) => {
  const m = messageFor(locale);
  return z
    .object({
      status: z.preprocess(
        blankToUndefined,
        z.enum(APPLICANT_STATUSES, { error: m('applicants.invalidStatus') }).optional(),
      ),
      remarks: z.preprocess(blankToUndefined, z.string().trim().optional()),
    })
    .refine((v) => v.status !== undefined || v.remarks !== undefined, {
      error: m('applicants.modifyAtLeastOne'),
    });
});
export type ApplicantUpdate = z.output<ReturnType<typeof applicantUpdateSchema>>;

/** PATCH /applicants/{id} response: `{applicant}` (the client also accepts the bare applicant). */
export const applicantUpdateResponseSchema = z.object({ applicant: applicantSchema });

/** Columns the all-applicants list can be sorted by on the server. */
export const APPLICANT_SORTS = ['name', 'email', 'phone', 'job', 'status', 'createdAt'] as const;
export type ApplicantSort = (typeof APPLICANT_SORTS)[number];
/** Largest page of GET /applicants. */
export const APPLICANT_PAGE_MAX = 100;

const intParam = (min: number, max: number, fallback: number) =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? fallback : typeof v === 'string' ? Number(v) : v),
    z.number().int().min(min).max(max),
  );

/**
 * The filters of GET /applicants, /applicants/facets and /applicants/export: job, status and a search
 * over name and email (case-insensitive). An unknown status or a blank value counts as not given.
 */
export const applicantFilterSchema = localized((locale) =>
  z.object({
    jobId: z.preprocess(blankToUndefined, idSchema.optional()),
    status: z.preprocess(
      blankToUndefined,
      z.enum(APPLICANT_STATUSES, { error: messageFor(locale)('applicants.invalidStatus') }).optional(),
    ),
    search: z.preprocess(blankToUndefined, z.string().trim().max(200).optional()),
  }),
);
export type ApplicantFilter = z.output<ReturnType<typeof applicantFilterSchema>>;

/** GET /applicants query: the filters, a page (1-based, of at most APPLICANT_PAGE_MAX) and a sort. */
export const applicantListQuerySchema = localized((locale) =>
  applicantFilterSchema(locale).extend({
    page: intParam(1, 1_000_000, 1),
    pageSize: intParam(1, APPLICANT_PAGE_MAX, 20),
    sort: z.preprocess(blankToUndefined, z.enum(APPLICANT_SORTS).default('createdAt')),
    order: z.preprocess(blankToUndefined, z.enum(['asc', 'desc']).default('desc')),
  }),
);
export type ApplicantListQuery = z.output<ReturnType<typeof applicantListQuerySchema>>;

/** GET /applicants/export query: the list's filters and order (every matching row, no page). */
export const applicantExportQuerySchema = localized((locale) =>
  applicantFilterSchema(locale).extend({
    sort: z.preprocess(blankToUndefined, z.enum(APPLICANT_SORTS).default('createdAt')),
    order: z.preprocess(blankToUndefined, z.enum(['asc', 'desc']).default('desc')),
  }),
);
export type ApplicantExportQuery = z.output<ReturnType<typeof applicantExportQuerySchema>>;

/** A row of the all-applicants list: the applicant and the title of the job applied for. */
export const applicantListItemSchema = applicantSchema.extend({ jobTitle: z.string().nullable() });
export type ApplicantListItem = z.infer<typeof applicantListItemSchema>;

/**
 * GET /applicants: one page of rows as a bare array (the spec's envelope); the number of rows matching
 * the filters is in the X-Total-Count header.
 */
export const applicantsPageResponseSchema = z.array(applicantListItemSchema);
export const TOTAL_COUNT_HEADER = 'X-Total-Count';

/**
 * GET /applicants/facets: how many applicants match, and the counts behind the job and status filters
 * (each counted under the other filters, so a choice shows what it would give).
 */
export const applicantFacetsResponseSchema = z.object({
  total: z.number().int().nonnegative(),
  jobs: z.array(z.object({ jobId: idSchema, title: z.string(), count: z.number().int().nonnegative() })),
  statuses: z.array(z.object({ status: z.enum(APPLICANT_STATUSES), count: z.number().int().nonnegative() })),
});
export type ApplicantFacets = z.infer<typeof applicantFacetsResponseSchema>;

/** One status change: who made it, when, from what to what. */
export const statusChangeSchema = z.object({
  from: z.enum(APPLICANT_STATUSES),
  to: z.enum(APPLICANT_STATUSES),
  changedBy: z.object({ id: idSchema, name: z.string() }).nullable(),
  changedAt: isoDateTimeSchema,
});
export type StatusChange = z.infer<typeof statusChangeSchema>;

/** GET /applicants/{id}: the applicant with a fresh signed resume link, the job's title and the history. */
export const applicantDetailsResponseSchema = applicantListItemSchema.extend({
  /** Language the applicant applied in (mails to them go out in it). */
  locale: z.enum(['en', 'tr']),
  statusHistory: z.array(statusChangeSchema),
});
export type ApplicantDetails = z.infer<typeof applicantDetailsResponseSchema>;

/** Which mail template the details screen offers first for a status (docs/product.md). */
export const APPLICANT_MAIL_TEMPLATES = [
  'shortListed',
  'initialInterview',
  'finalInterview',
  'jobOffer',
  'rejected',
  'default',
] as const;
export type ApplicantMailTemplate = (typeof APPLICANT_MAIL_TEMPLATES)[number];
export function mailTemplateForStatus(status: string): ApplicantMailTemplate {
  switch (status) {
    case 'Reviewing':
      return 'shortListed';
    case 'Interview':
      return 'initialInterview';
    case 'Offer':
      return 'jobOffer';
    case 'Rejected':
      return 'rejected';
    default:
      return 'default';
  }
}

/** Label of an experience value: 1 → "1 year", 3 → "3+ years" (message keys application.experienceN). */
export function experienceMessageKey(
  years: ExperienceYears,
): 'application.experience1' | 'application.experience2' | 'application.experience3' {
  return `application.experience${years}`;
}
