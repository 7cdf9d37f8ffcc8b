// Calls of the applicants-for-a-job screen: the job with its applicants, and the status/remarks save (used
// by the table's edit and the board's moves alike).
import {
  applicantUpdateResponseSchema,
  type Applicant,
  type ApplicantUpdate,
} from '@crestline/contracts/applicants';
import type { Locale } from '@crestline/contracts/enums';
import { apiRequest, ApiError, failureDetail } from '../../kit/http';
import type { Translate } from '../../kit/i18n';

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

/** The alert of a failed save (the table's edit and the board's move): a malformed answer, or why it failed. */
export const saveFailureText = (t: Translate, lang: Locale, error: unknown) =>
  error instanceof ApiError && error.kind === 'answer'
    ? t('applicants.invalidServerData')
    : t('applicants.updateFailed', { detail: failureDetail(error, lang) });
