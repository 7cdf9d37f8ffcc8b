// The admin jobs screen's calls: every job with its applicant count, add, edit and the active toggle.
// Writes send bodies of the contracts' request schemas and read the `{job}` answer with its schema.
import type { z } from 'zod';
import type { Locale } from '@crestline/contracts/enums';
import {
  jobResponseSchema,
  type Job,
  type JobBody,
  type jobToggleActiveBodySchema,
} from '@crestline/contracts/jobs';
import { apiRequest } from '../../kit/http';

export type AdminJob = Job;

export const listJobs = async (lang: Locale, signal: AbortSignal) =>
  (await apiRequest<{ jobs: AdminJob[] }>('/jobs/all', { lang, auth: true, signal })).jobs;

export const createJob = async (lang: Locale, body: JobBody) =>
  (await apiRequest('/jobs', { lang, auth: true, json: body, answer: jobResponseSchema })).job;

export const updateJob = async (lang: Locale, id: string, body: JobBody) =>
  (
    await apiRequest(`/jobs/${encodeURIComponent(id)}`, {
      lang,
      auth: true,
      method: 'PUT',
      json: body,
      answer: jobResponseSchema,
    })
  ).job;

/** Sets the opposite of the job's current flag; answers the job as the server saved it. */
export const toggleJob = async (lang: Locale, job: AdminJob) => {
  const body: z.input<typeof jobToggleActiveBodySchema> = { isActive: !job.isActive };
  return (
    await apiRequest(`/jobs/${encodeURIComponent(job._id)}/toggle-active`, {
      lang,
      auth: true,
      method: 'PATCH',
      json: body,
      answer: jobResponseSchema,
    })
  ).job;
};
