// Calls of the applicants-for-a-job screen: the job with its applicants, and the status/remarks save.
import type { Applicant } from '@crestline/contracts/applicants';
import type { Locale } from '@crestline/contracts/enums';
import { apiRequest } from '../../shared/http';

export interface JobWithApplicants {
  _id: string;
  title: string;
  applicantIds: Applicant[];
}

export const loadJobApplicants = (lang: Locale, id: string, signal: AbortSignal) =>
  apiRequest<JobWithApplicants>(`/jobs/${encodeURIComponent(id)}/applicants`, { lang, auth: true, signal });

/** Answers the saved applicant; the spec's server answered `{applicant}` or the bare applicant. */
export async function saveApplicant(
  lang: Locale,
  id: string,
  change: { status?: string; remarks?: string },
): Promise<unknown> {
  const body = await apiRequest<unknown>(`/applicants/${encodeURIComponent(id)}`, {
    lang,
    auth: true,
    method: 'PATCH',
    json: change,
  });
  return body && typeof body === 'object' && 'applicant' in body
    ? (body as { applicant: unknown }).applicant
    : body;
}

/** The job's id in /job/{id}/applicants (with or without /tr). */
export function jobIdFromPath(pathname: string): string | null {
  const raw = /^(?:\/tr)?\/job\/([^/]+)\/applicants\/?$/.exec(pathname)?.[1];
  if (!raw) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

export const detailsPath = (lang: Locale, id: string) =>
  `${lang === 'tr' ? '/tr' : ''}/applicantDetails/${encodeURIComponent(id)}`;
export const jobsPath = (lang: Locale) => `${lang === 'tr' ? '/tr' : ''}/adminjobspage`;
