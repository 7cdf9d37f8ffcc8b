// Calls of the applicant details screen: the applicant, the status mail's preview in the applicant's
// language, and the status change with its optional notification.
import {
  applicantMailPreviewSchema,
  applicantUpdateResponseSchema,
  type ApplicantDetails,
  type ApplicantMailTemplate,
} from '@crestline/contracts/applicants';
import type { Locale } from '@crestline/contracts/enums';
import { apiRequest, queryString } from '../../kit/http';

export const loadApplicant = (lang: Locale, id: string, signal: AbortSignal) =>
  apiRequest<ApplicantDetails>(`/applicants/${encodeURIComponent(id)}`, { lang, auth: true, signal });

export const loadMailPreview = (
  lang: Locale,
  id: string,
  choice: { status: string; template: ApplicantMailTemplate },
  signal: AbortSignal,
) =>
  apiRequest(`/applicants/${encodeURIComponent(id)}/mail-preview${queryString(choice)}`, {
    lang,
    auth: true,
    signal,
    answer: applicantMailPreviewSchema,
  });

export const saveStatus = (
  lang: Locale,
  id: string,
  change: { status?: string; notify: boolean; template: ApplicantMailTemplate },
) =>
  apiRequest(`/applicants/${encodeURIComponent(id)}`, {
    lang,
    auth: true,
    method: 'PATCH',
    json: change,
    answer: applicantUpdateResponseSchema,
  });
