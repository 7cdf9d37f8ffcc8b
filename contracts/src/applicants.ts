// Job applications (spec §2 application form, §5 rules, §7 /applicants calls) and applicant records.

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

export const PDF_MIME_TYPE = 'application/pdf';
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

/** The fields of the application form in the order they are checked (spec §5). */
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
export const resumeFileSchema = localized((locale) => {
  const m = messageFor(locale);
  return z
    .custom<FileLike>((v) => isFileLike(v), { error: m('application.resumeRequired'), abort: true })
    .refine((v) => isPdfFile(v), { error: m('application.resumeNotPdf') });
});

/** The site's application form: every field of spec §5 including the resume file. */
export const applicationFormSchema = localized((locale) =>
  z.object({ ...applicantFieldShape(locale), resume: resumeFileSchema(locale) }),
);
export type ApplicationForm = z.output<ReturnType<typeof applicationFormSchema>>;
export const applicationFormSchemaEn = applicationFormSchema('en');
/** Alias of applicationFormSchema. */
export const applicationSchema = applicationFormSchema;

/** Raw values as a form holds them before parsing (selects and radios as strings, resume maybe absent). */
export type ApplicationFormValues = Partial<Record<ApplicationField, unknown>>;

/**
 * The single message the form shows: the first failing rule in spec §5 order, or null when every field
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
export const applicantFieldsSchemaEn = applicantFieldsSchema('en');

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
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type Applicant = z.infer<typeof applicantSchema>;

/** POST /applicants success body. Failure is the error envelope (its `error` is shown). */
export const applicantCreatedResponseSchema = z.object({ message: z.string(), applicant: applicantSchema });
export type ApplicantCreatedResponse = z.infer<typeof applicantCreatedResponseSchema>;

/** GET /applicants: a bare array. */
export const applicantsListResponseSchema = z.array(applicantSchema);
export type ApplicantsListResponse = z.infer<typeof applicantsListResponseSchema>;

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
export const applicantUpdateSchemaEn = applicantUpdateSchema('en');

/** PATCH /applicants/{id} response: `{applicant}` (the client also accepts the bare applicant). */
export const applicantUpdateResponseSchema = z.object({ applicant: applicantSchema });
export type ApplicantUpdateResponse = z.infer<typeof applicantUpdateResponseSchema>;

/**
 * The applicant in a PATCH response, whether wrapped in `{applicant}` or the whole body; null when it has
 * no _id (the site then shows "Invalid applicant data received from the server.").
 */
export function extractUpdatedApplicant(body: unknown): (Record<string, unknown> & { _id: string }) | null {
  const hasId = (v: unknown): v is Record<string, unknown> & { _id: string } =>
    typeof v === 'object' && v !== null && typeof (v as { _id?: unknown })._id === 'string';
  if (typeof body === 'object' && body !== null && 'applicant' in body) {
    const inner = (body as { applicant: unknown }).applicant;
    return hasId(inner) ? inner : null;
  }
  return hasId(body) ? body : null;
}

/** A file-host link's file id: its sixth slash-separated part (".../file/d/{id}/view"). */
export function resumeFileIdFromLink(link: string | null | undefined): string | null {
  if (!link) return null;
  const part = link.split('/')[5];
  return part ? part : null;
}

/** Label of an experience value: 1 → "1 year", 3 → "3+ years" (message keys application.experienceN). */
export function experienceMessageKey(
  years: ExperienceYears,
): 'application.experience1' | 'application.experience2' | 'application.experience3' {
  return `application.experience${years}`;
}

/** An applicant row can be shown only with both names ("Applicant data is missing or corrupted."). */
export function hasApplicantNames(applicant: { firstName?: unknown; lastName?: unknown }): boolean {
  return (
    typeof applicant.firstName === 'string' &&
    applicant.firstName.trim() !== '' &&
    typeof applicant.lastName === 'string' &&
    applicant.lastName.trim() !== ''
  );
}
