import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { startHarness, type Harness } from '../../../test/harness';
import {
  applicantCreatedResponseSchema,
  errorResponseSchema,
  jobApplicantsResponseSchema,
} from '@crestline/contracts';
import { applicationForm, pdfBytes } from '../../../test/fixtures';
import { adminToken, bearer, createJob, expectBody } from '../../../test/helpers';
import { applicants } from '../../db/schema';

let h: Harness;
let jobId: string;
let admin: string;
beforeAll(async () => {
  h = await startHarness({}, { smtp: true });
  jobId = (await createJob(h, { title: 'Night Shift Agent' })).id;
  admin = await adminToken(h);
});
afterAll(() => h.close());
beforeEach(async () => {
  await h.deliverMail();
  h.inbox.length = 0;
});

const post = (form: FormData, headers: Record<string, string> = {}) =>
  fetch(`${h.url}/api/v1/applicants`, { method: 'POST', body: form, headers });
const storedCount = async () => (await h.database.db.select({ n: count() }).from(applicants))[0]!.n;
const storedFiles = () => {
  const dir = path.join(h.dataDir, 'files', 'resumes');
  return existsSync(dir) ? readdirSync(dir).length : 0;
};

describe('POST /applicants', () => {
  it('stores the application, links it to the job and emails the applicant', async () => {
    const res = await post(applicationForm(jobId));
    expect(res.status).toBe(201);
    const { applicant, message } = await expectBody(applicantCreatedResponseSchema, res);
    expect(message).toBe('Application submitted successfully!');
    expect(applicant).toMatchObject({
      firstName: 'Maria',
      status: 'Received',
      jobId,
      isWillingForBackgroundCheck: true,
      yearsOfCustomerServiceExperience: 2,
      yearsOfCallCenterExperience: 3,
    });
    // The file id is the sixth slash-separated part of the link, as the admin screens read it.
    expect(applicant.resumeLink?.split('/')[5]).toMatch(/^[0-9a-f-]{36}$/);

    const job = await expectBody(
      jobApplicantsResponseSchema,
      await fetch(`${h.url}/api/v1/jobs/${jobId}/applicants`, { headers: bearer(admin) }),
    );
    expect(job.title).toBe('Night Shift Agent');
    expect(job.applicantIds.map((a) => a._id)).toContain(applicant._id);

    const mail = await h.deliverMail();
    expect(mail).toHaveLength(1);
    expect(mail[0]!.to).toBe('maria.santos@example.com');
    expect(mail[0]!.text).toContain('Night Shift Agent');
  });

  it('stores an application the front door sent twice (same X-Request-Id) once, and mails once', async () => {
    const before = await storedCount();
    const files = storedFiles();
    const requestId = 'a3f1c9e07b2d4e6f8a9b0c1d2e3f4a5b';
    const first = await post(applicationForm(jobId, { email: 'twice@example.com' }), {
      'x-request-id': requestId,
    });
    expect(first.status).toBe(201);
    const answer = await first.json();
    const retry = await post(applicationForm(jobId, { email: 'twice@example.com' }), {
      'x-request-id': requestId,
    });
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await retry.json()).toEqual(answer);
    expect(await storedCount()).toBe(before + 1);
    expect(storedFiles()).toBe(files + 1); // the retry's PDF is not stored a second time
    const mail = await h.deliverMail();
    expect(mail.map((m) => m.to)).toEqual(['twice@example.com']);
  });

  it('accepts a real PDF whatever type the browser declared', async () => {
    const res = await post(
      applicationForm(jobId, {}, { bytes: pdfBytes(), type: 'application/octet-stream', name: 'cv' }),
    );
    expect(res.status).toBe(201);
  });

  describe('refuses, storing nothing', () => {
    const cases: [string, () => FormData, number, string][] = [
      [
        'a text file renamed .pdf',
        () => applicationForm(jobId, {}, { bytes: Buffer.from('just some text, honestly'), name: 'cv.pdf' }),
        400,
        'Please upload a PDF file.',
      ],
      [
        'a PNG declared as PDF',
        () => applicationForm(jobId, {}, { bytes: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex') }),
        400,
        'Please upload a PDF file.',
      ],
      ['no resume', () => applicationForm(jobId, {}, null), 400, 'Please upload your resume.'],
      [
        'a 6 MB PDF',
        () => applicationForm(jobId, {}, { bytes: pdfBytes(6 * 1024 * 1024) }),
        413,
        'The resume file is too large.',
      ],
      [
        'a missing first name',
        () => applicationForm(jobId, { firstName: '' }),
        400,
        'First name is required.',
      ],
      ['a missing last name', () => applicationForm(jobId, { lastName: ' ' }), 400, 'Last name is required.'],
      [
        'a bad email',
        () => applicationForm(jobId, { email: 'maria@' }),
        400,
        'Please enter a valid email address.',
      ],
      [
        'a 10-digit phone',
        () => applicationForm(jobId, { phone: '0917123456' }),
        400,
        'Please enter a valid 11-digit phone number.',
      ],
      [
        'a 3-digit zip',
        () => applicationForm(jobId, { zipCode: '800' }),
        400,
        'Please enter a valid 4 to 5 digits zip code.',
      ],
      [
        'an unknown language',
        () => applicationForm(jobId, { fluentLanguage: 'German' }),
        400,
        'Please select a fluent language.',
      ],
      [
        'a wrong staff range',
        () => applicationForm(jobId, { numberOfStaffHandled: '1000' }),
        400,
        'Please select a valid number of staff handled.',
      ],
      [
        'no background-check answer',
        () => applicationForm(jobId, { isWillingForBackgroundCheck: 'maybe' }),
        400,
        'Please indicate your willingness for a background check.',
      ],
      [
        'a bad customer service experience',
        () => applicationForm(jobId, { yearsOfCustomerServiceExperience: '9' }),
        400,
        'Please select your customer service experience.',
      ],
      [
        'a bad call center experience',
        () => applicationForm(jobId, { yearsOfCallCenterExperience: '' }),
        400,
        'Please select your call center experience.',
      ],
      [
        'an unknown job',
        () => applicationForm('00000000-0000-4000-8000-000000000000'),
        404,
        'Job not found.',
      ],
      ['a malformed job id', () => applicationForm('../../etc'), 404, 'Job not found.'],
    ];
    it.each(cases)('%s', async (_name, form, status, message) => {
      const before = [await storedCount(), storedFiles()];
      const res = await post(form());
      expect(res.status).toBe(status);
      const b = await expectBody(errorResponseSchema, res);
      if (message) expect(b.error).toBe(message);
      expect([await storedCount(), storedFiles()]).toEqual(before);
      expect(await h.deliverMail()).toHaveLength(0);
    });

    it('an inactive job', async () => {
      const closed = await createJob(h, { isActive: false });
      const res = await post(applicationForm(closed.id));
      expect(res.status).toBe(404);
    });

    it('a JSON body instead of a form', async () => {
      const res = await fetch(`${h.url}/api/v1/applicants`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(res.status).toBe(415);
      expect((await expectBody(errorResponseSchema, res)).error).toBe(
        'Send the form as multipart/form-data.',
      );
    });
  });

  it('answers validation errors in Turkish for a Turkish page', async () => {
    const res = await post(applicationForm(jobId, { firstName: '' }), { 'accept-language': 'tr' });
    expect(res.status).toBe(400);
    expect((await expectBody(errorResponseSchema, res)).error).toBe('Ad zorunludur.');
  });
});
