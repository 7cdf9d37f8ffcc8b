// Calls of the applicant details screen, and the mailto address of a template.
import type { ApplicantDetails } from '@crestline/contracts/applicants';
import type { Locale } from '@crestline/contracts/enums';
import { apiRequest } from '../../kit/http';

export const loadApplicant = (lang: Locale, id: string, signal: AbortSignal) =>
  apiRequest<ApplicantDetails>(`/applicants/${encodeURIComponent(id)}`, { lang, auth: true, signal });

export const mailto = (to: string, subject: string, body: string) =>
  `mailto:${encodeURIComponent(to)}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
