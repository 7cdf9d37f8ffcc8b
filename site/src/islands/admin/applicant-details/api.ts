// Calls of the applicant details screen, and the mailto address of a template.
import type { ApplicantDetails } from '@crestline/contracts/applicants';
import type { Locale } from '@crestline/contracts/enums';
import { apiRequest } from '../../shared/http';

export const loadApplicant = (lang: Locale, id: string, signal: AbortSignal) =>
  apiRequest<ApplicantDetails>(`/applicants/${encodeURIComponent(id)}`, { lang, auth: true, signal });

/** The applicant's id in /applicantDetails/{id} (with or without /tr). */
export function applicantIdFromPath(pathname: string): string | null {
  const raw = /^(?:\/tr)?\/applicantDetails\/([^/]+)\/?$/.exec(pathname)?.[1];
  if (!raw) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

export const mailto = (to: string, subject: string, body: string) =>
  `mailto:${encodeURIComponent(to)}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;

export const applicantsPath = (lang: Locale) => `${lang === 'tr' ? '/tr' : ''}/applicants`;
