// The admin side of job applications (docs/product.md): applicant records as the API returns them, the
// all-applicants list with its filters, sorting, paging and facets, the details screen with the status
// history and the mail it offers, and status and remarks changes. The public form is applicants.ts.

import { z } from 'zod';
import { APPLICANT_STATUSES, EXPERIENCE_YEARS, FLUENT_LANGUAGES, STAFF_HANDLED_RANGES } from './enums';
import { blankToUndefined, idSchema, isoDateTimeSchema, localized, messageFor } from './common';

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
  /** Kept in the talent pool until then (the applicant's box), or null. */
  talentPoolUntil: isoDateTimeSchema.nullable().optional(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
  /** Where the applicant came from: the label (`visitSourceLabel`) and the values it was made from. */
  source: z.string(),
  utmSource: z.string().nullable(),
  utmMedium: z.string().nullable(),
  utmCampaign: z.string().nullable(),
  referrer: z.string().nullable(),
});
export type Applicant = z.infer<typeof applicantSchema>;

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
      /** Mail the applicant about their (new) status, in the language they applied in. */
      notify: z.boolean({ error: m('applicants.invalidNotify') }).optional(),
      /** Which of the spec's templates; by default the one the status calls for (mailTemplateForStatus). */
      template: z.enum(APPLICANT_MAIL_TEMPLATES, { error: m('applicants.invalidTemplate') }).optional(),
    })
    .refine((v) => v.status !== undefined || v.remarks !== undefined || v.notify === true, {
      error: m('applicants.modifyAtLeastOne'),
    });
});
export type ApplicantUpdate = z.output<ReturnType<typeof applicantUpdateSchema>>;

/** PATCH /applicants/{id} response: `{applicant}`. */
export const applicantUpdateResponseSchema = z.object({ applicant: applicantSchema });

/**
 * Orders the all-applicants list can be sorted by on the server. `relevance` puts the best matches of the
 * search first (name or email, then the resume's ranked words), newest first among equals; without a
 * search it is the newest first.
 */
export const APPLICANT_SORTS = ['name', 'email', 'phone', 'job', 'status', 'createdAt', 'relevance'] as const;
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
 * over name and email (case-insensitive) and the words of the resume (full-text, word forms matched). An
 * unknown status or a blank value counts as not given.
 */
export const applicantFilterSchema = localized((locale) =>
  z.object({
    jobId: z.preprocess(blankToUndefined, idSchema.optional()),
    status: z.preprocess(
      blankToUndefined,
      z.enum(APPLICANT_STATUSES, { error: messageFor(locale)('applicants.invalidStatus') }).optional(),
    ),
    search: z.preprocess(blankToUndefined, z.string().trim().max(200).optional()),
    /** Where the applicants came from: a label of the sources summary ("google", "linkedin.com", "direct"). */
    source: z.preprocess(blankToUndefined, z.string().trim().max(300).optional()),
    /** `true`: only the applications kept in the talent pool now (talentPoolUntil ahead); else all. */
    talentPool: z.preprocess(
      (v) => (v === true || v === 'true' ? true : undefined),
      z.literal(true).optional(),
    ),
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

/**
 * Where a search matched in the resume: a short excerpt of its text in parts, `hit` on the matched words
 * (a client highlights them; the text is plain, never markup).
 */
export const resumeMatchSchema = z.array(z.object({ text: z.string(), hit: z.boolean() }));
export type ResumeMatch = z.infer<typeof resumeMatchSchema>;

/**
 * What became of reading the resume's text for search: not yet read, read, no text in it (a scanned
 * PDF), or unreadable (tried again in the background).
 */
export const RESUME_TEXT_STATES = ['pending', 'extracted', 'none', 'failed'] as const;
export type ResumeTextState = (typeof RESUME_TEXT_STATES)[number];

/**
 * A row of the all-applicants list: the applicant and the title of the job applied for; with a search
 * that matched words of the resume, `resumeMatch` shows where.
 */
export const applicantListItemSchema = applicantSchema.extend({
  jobTitle: z.string().nullable(),
  resumeMatch: resumeMatchSchema.optional(),
  /** The same person (same email in any case, or same phone number) applied before this application. */
  appliedBefore: z.boolean(),
  /**
   * The application this one repeats: the same email applied to the same job within 30 days before it
   * (accepted and flagged; its confirmation mail was not sent again). Null otherwise.
   */
  repeatOf: idSchema.nullable(),
});
export type ApplicantListItem = z.infer<typeof applicantListItemSchema>;

/**
 * GET /applicants: one page of rows as a bare array (the envelope of docs/api.md); the number of rows matching
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

/**
 * One mail to the applicant: its outbox template (`applicationReceived`, `statusRejected`, …), the
 * language it went out in, the status it announced, who sent it (null: sent by the system) and when.
 */
export const applicantMailSchema = z.object({
  template: z.string(),
  locale: z.enum(['en', 'tr']),
  status: z.enum(APPLICANT_STATUSES).nullable(),
  sentBy: z.object({ id: idSchema.nullable(), name: z.string() }).nullable(),
  sentAt: isoDateTimeSchema,
});
export type ApplicantMail = z.infer<typeof applicantMailSchema>;

/** GET /applicants/{id}/mail-preview query: the status to announce and the template (both optional). */
export const applicantMailPreviewQuerySchema = localized((locale) => {
  const m = messageFor(locale);
  return z.object({
    status: z.preprocess(
      blankToUndefined,
      z.enum(APPLICANT_STATUSES, { error: m('applicants.invalidStatus') }).optional(),
    ),
    template: z.preprocess(
      blankToUndefined,
      z.enum(APPLICANT_MAIL_TEMPLATES, { error: m('applicants.invalidTemplate') }).optional(),
    ),
  });
});
export type ApplicantMailPreviewQuery = z.output<ReturnType<typeof applicantMailPreviewQuerySchema>>;

/** GET /applicants/{id}/mail-preview: the mail as the applicant would get it, in their language. */
export const applicantMailPreviewSchema = z.object({
  to: z.string(),
  locale: z.enum(['en', 'tr']),
  template: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
});
export type ApplicantMailPreview = z.infer<typeof applicantMailPreviewSchema>;

/** GET /applicants/{id}: the applicant with a fresh signed resume link, the job's title and the history. */
export const applicantDetailsResponseSchema = applicantListItemSchema.extend({
  /** Language the applicant applied in (mails to them go out in it). */
  locale: z.enum(['en', 'tr']),
  statusHistory: z.array(statusChangeSchema),
  /** Every mail sent to the applicant about this application (the confirmation too), oldest first. */
  mailHistory: z.array(applicantMailSchema),
  /** The same person's other applications (same email in any case, or same phone), newest first. */
  otherApplications: z.array(
    z.object({
      _id: idSchema,
      jobId: idSchema.nullable(),
      jobTitle: z.string().nullable(),
      status: z.enum(APPLICANT_STATUSES),
      createdAt: isoDateTimeSchema,
      sameEmail: z.boolean(),
      samePhone: z.boolean(),
    }),
  ),
  /** Whether the resume's words can be searched (RESUME_TEXT_STATES). */
  resumeText: z.enum(RESUME_TEXT_STATES),
});
export type ApplicantDetails = z.infer<typeof applicantDetailsResponseSchema>;

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

/** An application to the same job by the same email within this many days of an earlier one is a repeat. */
export const REPEAT_APPLICATION_DAYS = 30;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * GET /applicants/sources query: the period, `from` and `to` as dates (YYYY-MM-DD, `to` taking in its
 * whole day) or date-times, both optional.
 */
export const applicantSourcesQuerySchema = localized((locale) => {
  const m = messageFor(locale);
  const when = (endOfDay: boolean) =>
    z.preprocess(
      (v) => {
        const value = blankToUndefined(v);
        if (typeof value !== 'string') return value;
        if (!DATE_ONLY.test(value)) return value;
        const day = new Date(`${value}T00:00:00Z`);
        if (endOfDay) day.setUTCDate(day.getUTCDate() + 1);
        return day;
      },
      z.coerce.date({ error: m('applicants.invalidPeriod') }).optional(),
    );
  return z
    .object({ from: when(false), to: when(true) })
    .refine((v) => !v.from || !v.to || v.from <= v.to, { error: m('applicants.invalidPeriod') });
});
export type ApplicantSourcesQuery = z.output<ReturnType<typeof applicantSourcesQuerySchema>>;

/** GET /applicants/sources: applications received in the period and how many of them were hired, by source. */
export const applicantSourcesResponseSchema = z.array(
  z.object({
    source: z.string(),
    applications: z.number().int().nonnegative(),
    hires: z.number().int().nonnegative(),
  }),
);
export type ApplicantSources = z.infer<typeof applicantSourcesResponseSchema>;

/** Largest number of applicants one bulk status change reaches. */
export const APPLICANT_BULK_MAX = 5000;

/**
 * POST /applicants/bulk-status body: the applicants by `ids`, or every applicant matching the list's
 * filters (`query`: "select all matching"); the status to set; whether to mail each (in their language)
 * and with which template (by default the one the status calls for).
 */
export const applicantBulkStatusSchema = localized((locale) => {
  const m = messageFor(locale);
  return z
    .object({
      ids: z
        .array(idSchema)
        .min(1, { error: m('applicants.bulkNone') })
        .max(APPLICANT_BULK_MAX)
        .optional(),
      query: applicantFilterSchema(locale).optional(),
      status: z.enum(APPLICANT_STATUSES, { error: m('applicants.invalidStatus') }),
      notify: z.boolean({ error: m('applicants.invalidNotify') }).default(false),
      template: z.enum(APPLICANT_MAIL_TEMPLATES, { error: m('applicants.invalidTemplate') }).optional(),
    })
    .refine((v) => (v.ids === undefined) !== (v.query === undefined), { error: m('applicants.bulkNone') });
});
export type ApplicantBulkStatus = z.output<ReturnType<typeof applicantBulkStatusSchema>>;

/**
 * POST /applicants/bulk-status answer: how many applicants it reaches and how many of them will be mailed
 * (applicants already in the status are left as they are); `queued` when it runs in the background.
 */
export const applicantBulkStatusResponseSchema = z.object({
  bulkId: idSchema,
  count: z.number().int().nonnegative(),
  mailed: z.number().int().nonnegative(),
  queued: z.boolean(),
});
export type ApplicantBulkStatusResult = z.infer<typeof applicantBulkStatusResponseSchema>;
