// What the tests of the applicant screens (/job/{id}/applicants, /applicants) share: an applicant as the API
// answers it, a JSON answer, and the signed-in admin and page address the job's screen starts from.
import type { Applicant } from '@crestline/contracts/applicants';

export const applicant: Applicant = {
  _id: 'a1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '12345678901',
  zipCode: '1234',
  fluentLanguage: 'English',
  numberOfStaffHandled: '5-15',
  isWillingForBackgroundCheck: true,
  yearsOfCustomerServiceExperience: 2,
  yearsOfCallCenterExperience: 3,
  jobId: 'j1',
  status: 'Received',
  remarks: '',
  resumeLink: null,
  resumeDownloadLink: null,
  createdAt: '2025-01-02T10:00:00.000Z',
  updatedAt: '2025-01-02T10:00:00.000Z',
  source: 'direct',
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  referrer: null,
};

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The admin "u" signed in, on the applicants page of job j1. */
export function signInOnJobPage() {
  window.history.pushState({}, '', '/job/j1/applicants');
  localStorage.setItem(
    'user',
    JSON.stringify({ token: 't', id: 'u', isAdmin: true, name: 'A', email: 'a@x.example' }),
  );
}
