// CVs by need (docs/authorization.md): a recruiter gets signed CV links and they open the PDF; finance
// and sales never obtain one (the applicant routes refuse them), and the audit trail records the role a
// change was made under.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicantDetailsResponseSchema } from '@crestline/contracts';
import { startHarness, type Harness } from '../../../test/harness';
import { json } from '../../../test/fixtures';
import { adminToken, bearer, createApplicant, createJob, expectBody, roleToken } from '../../../test/helpers';

let h: Harness;
let applicant: string;
let jobId: string;
beforeAll(async () => {
  h = await startHarness();
  jobId = (await createJob(h)).id;
  applicant = await createApplicant(h, jobId);
});
afterAll(() => h.close());

const get = (path: string, token: string) => fetch(`${h.url}/api/v1${path}`, { headers: bearer(token) });

describe('CV links by role', () => {
  it('a recruiter gets a signed CV link that opens the PDF', async () => {
    const recruiter = await roleToken(h, ['recruiter']);
    const details = await expectBody(
      applicantDetailsResponseSchema,
      await get(`/applicants/${applicant}`, recruiter),
    );
    expect(details.resumeLink).toMatch(/\/files\//);
    const pdf = await fetch(details.resumeLink!);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const list = await get('/applicants', recruiter);
    expect(list.status).toBe(200);
    expect(JSON.stringify(await list.json())).toContain('/files/');
  });

  it('finance and sales cannot obtain one from any applicant route', async () => {
    for (const roles of [['finance'], ['sales'], ['sales', 'finance']] as const) {
      const token = await roleToken(h, [...roles]);
      for (const path of [
        `/applicants/${applicant}`,
        '/applicants',
        `/jobs/${jobId}/applicants`,
        '/applicants/export',
      ]) {
        const res = await get(path, token);
        const text = await res.text();
        expect(res.status, `${roles.join('+')} ${path}`).toBe(403);
        expect(text).not.toContain('/files/');
      }
    }
  });

  it('records the role a change was made under', async () => {
    const recruiter = await roleToken(h, ['recruiter', 'sales'], 'rita@test.example');
    const res = await fetch(`${h.url}/api/v1/applicants/${applicant}`, {
      ...json({ status: 'Reviewing' }),
      method: 'PATCH',
      headers: { ...bearer(recruiter), 'content-type': 'application/json' },
    });
    expect(res.status).toBe(200);
    const audit = await get('/audit?action=applicant.update&pageSize=1', await adminToken(h));
    const { events } = (await audit.json()) as { events: { actor: { email: string; roles: string[] } }[] };
    expect(events[0]?.actor).toMatchObject({ email: 'rita@test.example', roles: ['recruiter', 'sales'] });
  });
});
