// The admin jobs screen's calls: every job with its applicant count, add, edit and the active toggle.
import type { Locale } from '@crestline/contracts/enums';
import type { Job, JobBody } from '@crestline/contracts/jobs';
import { apiRequest } from '../../shared/http';

export type AdminJob = Job & { applicantCount?: number };

export const listJobs = async (lang: Locale, signal: AbortSignal) =>
  (await apiRequest<{ jobs: AdminJob[] }>('/jobs/all', { lang, auth: true, signal })).jobs;

export const createJob = async (lang: Locale, body: JobBody) =>
  (await apiRequest<{ job: AdminJob }>('/jobs', { lang, auth: true, json: body })).job;

export const updateJob = async (lang: Locale, id: string, body: JobBody) =>
  (
    await apiRequest<{ job: AdminJob }>(`/jobs/${encodeURIComponent(id)}`, {
      lang,
      auth: true,
      method: 'PUT',
      json: body,
    })
  ).job;

/** Sets the opposite of the job's current flag; answers the job as the server saved it. */
export const toggleJob = async (lang: Locale, job: AdminJob) =>
  (
    await apiRequest<{ job: AdminJob }>(`/jobs/${encodeURIComponent(job._id)}/toggle-active`, {
      lang,
      auth: true,
      method: 'PATCH',
      json: { isActive: !job.isActive },
    })
  ).job;

/** Where an admin sees a job's applicants. */
export const candidatesPath = (lang: Locale, id: string) =>
  `${lang === 'tr' ? '/tr' : ''}/job/${encodeURIComponent(id)}/applicants`;
