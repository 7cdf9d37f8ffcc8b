// Job postings: records, the add/edit body and the /jobs calls (docs/product.md, careers).

import { z } from 'zod';
import { JOB_TYPES, type Locale } from './enums';
import { splitBlocks } from './jobs-core';
import { blankToUndefined, idSchema, isoDateTimeSchema, localized, messageFor, requiredText } from './common';
import { applicantSchema } from './applicants';

export * from './jobs-core';

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

/** Blank items are never stored, whatever the client sent (the edit modal sends them as typed). */
const withoutBlanks = (items: string[]) => items.map((item) => item.trim()).filter((item) => item !== '');

function requiredList(message: string) {
  // Items may be blank (the edit modal sends blocks without dropping empties), but one must have text.
  return z
    .array(z.string({ error: message }), { error: message })
    .refine((items) => items.some((item) => item.trim() !== ''), { error: message })
    .transform(withoutBlanks);
}

/**
 * POST /jobs and PUT /jobs/{id} body. Required: title, description, responsibilities, operatingHours,
 * type, requirements, location, language ("Please fill in all required fields."); training and benefits
 * optional.
 */
export const jobBodySchema = localized((locale: Locale) => {
  const m = messageFor(locale);
  const required = m('jobs.fillRequired');
  return z.object({
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
    isActive: z.boolean().optional(),
  });
});

/**
 * The add/edit job modals: every field as typed, list fields as blocks separated by a blank line
 * (turned into the body with splitBlocks). Required fields as on the server, with the same message.
 */
export const jobFormSchema = localized((locale: Locale) => {
  const required = messageFor(locale)('jobs.fillRequired');
  const text = () => requiredText(required);
  const list = () =>
    z.string({ error: required }).refine((v) => splitBlocks(v).length > 0, { error: required });
  return z.object({
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
  });
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
  };
}
export type JobBody = z.output<ReturnType<typeof jobBodySchema>>;

/** PATCH /jobs/{id}/toggle-active body. */
export const jobToggleActiveBodySchema = z.object({ isActive: z.boolean() });
