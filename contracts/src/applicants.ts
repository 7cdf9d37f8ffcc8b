// Job applications (docs/product.md): the public application form's schemas and rules, shared by the
// careers page and POST /applicants. The admin side (applicant records, lists, filters, status changes)
// is applicants-admin.ts, re-exported here so `@crestline/contracts/applicants` keeps offering both.

import { z } from 'zod';
import { consentWordingSchema } from './consents';
import {
  EXPERIENCE_YEARS,
  FLUENT_LANGUAGES,
  STAFF_HANDLED_RANGES,
  type ExperienceYears,
  type Locale,
} from './enums';
import {
  emailText,
  formBoolean,
  localized,
  messageFor,
  optionalFormBoolean,
  patternText,
  requiredText,
} from './common';
import { applicantSchema } from './applicants-admin';
import { visitSourceSchema } from './visit-source';

export * from './applicants-admin';

const PDF_MIME_TYPE = 'application/pdf';
/** Upload limit for a resume or franchise contract (docs/product.md, uploads). */
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
 * "1".."3" → number), plus jobId, and where the visit came from (utm_source, utm_medium, utm_campaign,
 * referrer, landingPage: optional; a value that does not fit is dropped). The resume arrives as the file
 * part and is checked by its bytes.
 */
export const applicantFieldsSchema = localized((locale) =>
  z.object({
    ...applicantFieldShape(locale),
    jobId: requiredText(messageFor(locale)('application.jobRequired')),
    ...visitSourceSchema.shape,
    /** The unticked "keep my CV for future roles" box: a consent record, and talentPoolUntil. */
    talentPool: optionalFormBoolean(),
    /** The box's words as shown (consents.ts). */
    consentWording: consentWordingSchema,
  }),
);
export type ApplicantFields = z.output<ReturnType<typeof applicantFieldsSchema>>;

/** POST /applicants success body. Failure is the error envelope (its `error` is shown). */
export const applicantCreatedResponseSchema = z.object({ message: z.string(), applicant: applicantSchema });

/** Label of an experience value: 1 → "1 year", 3 → "3+ years" (message keys application.experienceN). */
export function experienceMessageKey(
  years: ExperienceYears,
): 'application.experience1' | 'application.experience2' | 'application.experience3' {
  return `application.experience${years}`;
}
