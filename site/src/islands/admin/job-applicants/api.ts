// Calls of the applicants-for-a-job screen: the job with its applicants, and the status/remarks save.
import {
  applicantUpdateResponseSchema,
  type Applicant,
  type ApplicantUpdate,
} from '@crestline/contracts/applicants';
import type { Locale } from '@crestline/contracts/enums';
import { apiRequest } from '../../kit/http';

export interface JobWithApplicants {
  _id: string;
  title: string;
  applicantIds: Applicant[];
}

export const loadJobApplicants = (lang: Locale, id: string, signal: AbortSignal) =>
  apiRequest<JobWithApplicants>(`/jobs/${encodeURIComponent(id)}/applicants`, { lang, auth: true, signal });

/** Saves a change checked by applicantUpdateSchema; answers the saved applicant of the `{applicant}` answer. */
export const saveApplicant = async (lang: Locale, id: string, change: ApplicantUpdate) =>
  (
    await apiRequest(`/applicants/${encodeURIComponent(id)}`, {
      lang,
      auth: true,
      method: 'PATCH',
      json: change,
      answer: applicantUpdateResponseSchema,
    })
  ).applicant;
