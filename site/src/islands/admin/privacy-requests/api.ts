// Calls of the privacy requests screen: what is held about an address, its archive, its erasure, and the
// past requests (all, or those about the address).
import type { Locale } from '@crestline/contracts/enums';
import {
  privacyEraseResponseSchema,
  privacyHeldResponseSchema,
  privacyRequestsResponseSchema,
} from '@crestline/contracts/privacy';
import {
  subjectRequestResponseSchema,
  subjectRequestsResponseSchema,
} from '@crestline/contracts/subject-requests';
import { consentsResponseSchema } from '@crestline/contracts/consents';
import { apiDownload, apiRequest } from '../../kit/http';

const q = (email: string) => `email=${encodeURIComponent(email)}`;

export const loadHeld = (lang: Locale, email: string, signal?: AbortSignal) =>
  apiRequest(`/privacy/held?${q(email)}`, { lang, auth: true, signal, answer: privacyHeldResponseSchema });

export const downloadArchive = (lang: Locale, email: string) =>
  apiDownload(`/privacy/export?${q(email)}`, { lang, auth: true }, 'personal-data.zip');

export const erase = (lang: Locale, email: string) =>
  apiRequest('/privacy/erase', {
    lang,
    auth: true,
    method: 'POST',
    json: { email },
    answer: privacyEraseResponseSchema,
  });

export const loadRequests = (lang: Locale, email: string | null, signal: AbortSignal) =>
  apiRequest(`/privacy/requests${email ? `?${q(email)}` : ''}`, {
    lang,
    auth: true,
    signal,
    answer: privacyRequestsResponseSchema,
  });

export const loadPeopleRequests = (lang: Locale, signal: AbortSignal) =>
  apiRequest('/privacy/subject-requests', {
    lang,
    auth: true,
    signal,
    answer: subjectRequestsResponseSchema,
  });

export const answerRequest = (lang: Locale, id: string, note: string) =>
  apiRequest(`/privacy/subject-requests/${encodeURIComponent(id)}/complete`, {
    lang,
    auth: true,
    method: 'POST',
    json: note.trim() ? { note: note.trim() } : {},
    answer: subjectRequestResponseSchema,
  });

export const loadConsents = (lang: Locale, email: string, signal: AbortSignal) =>
  apiRequest(`/consents?${q(email)}`, { lang, auth: true, signal, answer: consentsResponseSchema });
