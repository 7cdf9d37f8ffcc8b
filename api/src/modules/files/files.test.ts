// Stored PDFs through their signed links: inline or as a download, never with a wrong or old signature.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicantCreatedResponseSchema, errorResponseSchema } from '@crestline/contracts';
import { startHarness, type Harness } from '../../../test/harness';
import { applicationForm } from '../../../test/fixtures';
import { createJob, expectBody } from '../../../test/helpers';

let h: Harness;
let resumeLink: string;
let resumeDownloadLink: string;
beforeAll(async () => {
  h = await startHarness();
  const job = await createJob(h);
  const res = await fetch(`${h.url}/api/v1/applicants`, { method: 'POST', body: applicationForm(job.id) });
  ({ resumeLink, resumeDownloadLink } = (await expectBody(applicantCreatedResponseSchema, res)).applicant as {
    resumeLink: string;
    resumeDownloadLink: string;
  });
});
afterAll(() => h.close());

describe('signed file links', () => {
  it('serve the resume inline and as a download', async () => {
    // The file id is the sixth slash-separated part of the link, as the admin screens read it.
    expect(resumeLink.split('/')[5]).toMatch(/^[0-9a-f-]{36}$/);
    const view = await fetch(resumeLink);
    expect(view.status).toBe(200);
    expect(view.headers.get('content-type')).toBe('application/pdf');
    expect(view.headers.get('x-content-type-options')).toBe('nosniff');
    expect(view.headers.get('content-disposition')).toMatch(/^inline; filename="resume.pdf"/);
    expect(
      Buffer.from(await view.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const download = await fetch(resumeDownloadLink);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="resume.pdf"/);
  });

  it('refuse a tampered, unsigned, expired or re-purposed link with 403', async () => {
    const refused = [
      resumeLink.replace(/sig=[^&]+/, 'sig=AAAA'),
      resumeLink.split('?')[0]!,
      resumeLink.replace(/exp=\d+/, 'exp=1000'),
      // A signature for viewing does not open the download, nor the same id as another kind of file.
      resumeLink.replace('/view?', '/download?'),
      resumeLink.replace('/files/d/', '/files/c/'),
    ];
    for (const link of refused) {
      const res = await fetch(link);
      expect(res.status, link).toBe(403);
      expect((await expectBody(errorResponseSchema, res)).code).toBe('INVALID_SIGNATURE');
    }
  });

  it('answer 404 for a link to no file, in the request’s language', async () => {
    for (const link of [
      resumeLink.replace('/files/d/', '/files/x/'),
      resumeLink.replace(/\/d\/[^/]+\//, '/d/nope/'),
    ]) {
      const res = await fetch(link, { headers: { 'accept-language': 'tr' } });
      expect(res.status).toBe(404);
      expect((await expectBody(errorResponseSchema, res)).error).toBe('Dosya bulunamadı.');
    }
  });
});
