// The admin jobs screen's calls: one page of the list the server sorts, searches and pages (each job with
// its applicant count, the total in a header), the export's address, add, edit and the active toggle.
// Writes send bodies of the contracts' request schemas and read the `{job}` answer with its schema.
import type { z } from 'zod';
import type { Locale } from '@crestline/contracts/enums';
import {
  jobResponseSchema,
  type Job,
  type JobRequestBody,
  type jobToggleActiveBodySchema,
} from '@crestline/contracts/jobs';
import { TOTAL_COUNT_HEADER } from '@crestline/contracts/applicants-admin';
import { apiRequest, apiResponse, queryString } from '../../kit/http';
import type { ServerPage, ServerQuery } from '../../kit/use-server-list';

export type AdminJob = Job;

/** One page of the jobs; the DataTable's column ids are the server's sort names. */
export async function loadJobs(
  lang: Locale,
  query: ServerQuery,
  signal: AbortSignal,
): Promise<ServerPage<AdminJob>> {
  const { body, headers } = await apiResponse<AdminJob[]>(
    `/jobs/admin${queryString({
      page: query.page,
      pageSize: query.pageSize,
      sort: query.sort,
      order: query.order,
      search: query.search,
    })}`,
    { lang, auth: true, signal },
  );
  return { rows: body, total: Number(headers.get(TOTAL_COUNT_HEADER) ?? body.length) };
}

export const exportPath = (query: ServerQuery) =>
  `/jobs/admin/export${queryString({ sort: query.sort, order: query.order, search: query.search })}`;

export const createJob = async (lang: Locale, body: JobRequestBody) =>
  (await apiRequest('/jobs', { lang, auth: true, json: body, answer: jobResponseSchema })).job;

export const updateJob = async (lang: Locale, id: string, body: JobRequestBody) =>
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
