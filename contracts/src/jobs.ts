// Job postings (spec §3 Job, §5 add-job rule, §7 /jobs calls).

import { z } from 'zod';
import { JOB_TYPES, type Locale } from './enums';
import { blankToUndefined, idSchema, isoDateTimeSchema, localized, messageFor, requiredText } from './common';
import { applicantSchema } from './applicants';

export * from './jobs-core';

/** A job as the API returns it. applicantIds hold ids, except in GET /jobs/{id}/applicants (full objects). */
export const jobSchema = z.object({
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
  applicantIds: z.array(z.union([idSchema, applicantSchema])),
  customerIds: z.array(idSchema).optional(),
  createdAt: isoDateTimeSchema.optional(),
  updatedAt: isoDateTimeSchema.optional(),
});
export type Job = z.infer<typeof jobSchema>;

/** GET /jobs/active, GET /jobs/all: `{jobs}`. */
export const jobsListResponseSchema = z.object({ jobs: z.array(jobSchema) });
export type JobsListResponse = z.infer<typeof jobsListResponseSchema>;

/** GET /jobs/{id}, POST /jobs, PUT /jobs/{id}, PATCH /jobs/{id}/toggle-active: `{job}`. */
export const jobResponseSchema = z.object({ job: jobSchema });
export type JobResponse = z.infer<typeof jobResponseSchema>;

/** A job whose applicantIds are the full applicant records. */
export const jobWithApplicantsSchema = jobSchema.extend({ applicantIds: z.array(applicantSchema) });
export type JobWithApplicants = z.infer<typeof jobWithApplicantsSchema>;

/** GET /jobs/{id}/applicants: the bare job (spec §7 names no `job` field for this call). */
export const jobApplicantsResponseSchema = jobWithApplicantsSchema;
export type JobApplicantsResponse = JobWithApplicants;

function requiredList(message: string) {
  // Items may be blank (the edit modal sends blocks without dropping empties), but one must have text.
  return z
    .array(z.string({ error: message }), { error: message })
    .refine((items) => items.some((item) => item.trim() !== ''), { error: message });
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
    training: z.array(z.string()).optional(),
    benefits: z.array(z.string()).optional(),
    isActive: z.boolean().optional(),
  });
});
export type JobBody = z.output<ReturnType<typeof jobBodySchema>>;
export const jobBodySchemaEn = jobBodySchema('en');

/** PATCH /jobs/{id}/toggle-active body. */
export const jobToggleActiveBodySchema = z.object({ isActive: z.boolean() });
export type JobToggleActiveBody = z.infer<typeof jobToggleActiveBodySchema>;
