// Where applicants came from: the application form's campaign parameters and referring site kept on the
// applicant, the list's source filter, the rows and the CSV naming it, and the summary by source.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TOTAL_COUNT_HEADER,
  applicantSourcesResponseSchema,
  applicantsPageResponseSchema,
  errorResponseSchema,
} from '@crestline/contracts';
import { startHarness, type Harness } from '../../../test/harness';
import { json } from '../../../test/fixtures';
import { adminToken, bearer, createApplicant, createJob, expectBody } from '../../../test/helpers';

let h: Harness;
let admin: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  h = await startHarness();
  admin = await adminToken(h);
  const job = (await createJob(h, { title: 'Support Agent' })).id;
  ids.google = await createApplicant(h, job, {
    email: 'g1@x.example',
    utm_source: 'google',
    utm_medium: 'cpc',
    utm_campaign: 'autumn-hiring',
    referrer: 'https://www.google.com/',
    landingPage: '/career',
  });
  ids.google2 = await createApplicant(h, job, { email: 'g2@x.example', utm_source: 'google' });
  ids.linkedin = await createApplicant(h, job, {
    email: 'l1@x.example',
    referrer: 'https://www.linkedin.com/feed',
  });
  ids.direct = await createApplicant(h, job, { email: 'd1@x.example' });
  // A value that does not fit is dropped, not a refused application.
  ids.long = await createApplicant(h, job, { email: 'long@x.example', utm_source: 'x'.repeat(500) });
  const hired = await fetch(`${h.url}/api/v1/applicants/${ids.google}`, {
    ...json({ status: 'Hired' }, bearer(admin)),
    method: 'PATCH',
  });
  expect(hired.status).toBe(200);
});
afterAll(() => h.close());

const api = (p: string) => fetch(`${h.url}/api/v1${p}`, { headers: bearer(admin) });

describe('where applicants came from', () => {
  it('keeps the campaign parameters and the referring site on the applicant, labelled', async () => {
    const rows = await expectBody(applicantsPageResponseSchema, await api('/applicants?pageSize=10'));
    const byId = new Map(rows.map((r) => [r._id, r]));
    expect(byId.get(ids.google!)).toMatchObject({
      source: 'google',
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'autumn-hiring',
      referrer: 'https://www.google.com/',
    });
    expect(byId.get(ids.linkedin!)).toMatchObject({ source: 'www.linkedin.com', utmSource: null });
    expect(byId.get(ids.direct!)).toMatchObject({ source: 'direct', referrer: null });
    expect(byId.get(ids.long!)).toMatchObject({ source: 'direct', utmSource: null });
  });

  it('filters the list and the export by source', async () => {
    const res = await api('/applicants?source=google');
    expect(res.headers.get(TOTAL_COUNT_HEADER)).toBe('2');
    const rows = await expectBody(applicantsPageResponseSchema, res);
    expect(rows.map((r) => r._id).sort()).toEqual([ids.google, ids.google2].sort());
    const csv = await (await api('/applicants/export?source=www.linkedin.com')).text();
    const lines = csv.trim().split(/\r?\n/);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('Source');
    expect(lines[0]).toContain('Referring site');
    expect(lines[1]).toContain('www.linkedin.com');
    expect(lines[1]).toContain('https://www.linkedin.com/feed');
    const tr = await (
      await fetch(`${h.url}/api/v1/applicants/export?lang=tr`, { headers: bearer(admin) })
    ).text();
    expect(tr.split(/\r?\n/)[0]).toContain('Kaynak');
  });

  it('sums applications and hires by source for a period', async () => {
    const all = await expectBody(applicantSourcesResponseSchema, await api('/applicants/sources'));
    expect(all).toEqual([
      { source: 'direct', applications: 2, hires: 0 },
      { source: 'google', applications: 2, hires: 1 },
      { source: 'www.linkedin.com', applications: 1, hires: 0 },
    ]);
    const today = new Date().toISOString().slice(0, 10);
    const sameDay = await expectBody(
      applicantSourcesResponseSchema,
      await api(`/applicants/sources?from=${today}&to=${today}`),
    );
    expect(sameDay.reduce((n, s) => n + s.applications, 0)).toBe(5);
    const before = await expectBody(
      applicantSourcesResponseSchema,
      await api('/applicants/sources?from=2020-01-01&to=2020-12-31'),
    );
    expect(before).toEqual([]);
  });

  it('refuses a period that ends before it starts, or is not a date, in the admin’s language', async () => {
    const bad = await fetch(`${h.url}/api/v1/applicants/sources?from=2026-02-01&to=2026-01-01&lang=tr`, {
      headers: bearer(admin),
    });
    expect(bad.status).toBe(400);
    const body = await expectBody(errorResponseSchema, bad);
    expect(body.error).toContain('Geçerli bir dönem');
    expect((await api('/applicants/sources?from=yesterday')).status).toBe(400);
  });
});
