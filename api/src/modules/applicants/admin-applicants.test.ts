// The admin side of applicants: the paged, filtered and sorted list with its counts, one applicant with
// a fresh resume link and the status history, the status/remarks edit and the CSV export.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TOTAL_COUNT_HEADER,
  applicantDetailsResponseSchema,
  applicantFacetsResponseSchema,
  applicantUpdateResponseSchema,
  applicantsPageResponseSchema,
  errorResponseSchema,
} from '@crestline/contracts';
import { startHarness, type Harness } from '../../../test/harness';
import { json } from '../../../test/fixtures';
import { adminToken, bearer, createApplicant, createJob, expectBody } from '../../../test/helpers';
import { applicantStatusChanges } from '../../db/schema';

let h: Harness;
let admin: string;
let jobA: string;
let jobB: string;
const applicantIds: string[] = [];

beforeAll(async () => {
  h = await startHarness();
  admin = await adminToken(h);
  jobA = (await createJob(h, { title: 'Bookkeeper' })).id;
  jobB = (await createJob(h, { title: 'Appointment Setter' })).id;
  const people = [
    ['Ayşe', 'Yılmaz', jobA],
    ['Bruno', 'Costa', jobA],
    ['=HYPERLINK("http://evil.example")', 'Formula', jobA],
    ['Carla', 'Diaz', jobB],
    ['Deniz', 'Kaya', jobB],
  ] as const;
  for (const [firstName, lastName, job] of people) {
    applicantIds.push(
      await createApplicant(h, job, {
        firstName,
        lastName,
        email: `applicant${applicantIds.length}@x.example`,
      }),
    );
  }
});
afterAll(() => h.close());

const api = (p: string, init: RequestInit = {}) =>
  fetch(`${h.url}/api/v1${p}`, { ...init, headers: { ...bearer(admin), ...init.headers } });
const patch = (id: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${h.url}/api/v1/applicants/${id}`, {
    ...json(body, { ...bearer(admin), ...headers }),
    method: 'PATCH',
  });

describe('GET /applicants', () => {
  it('answers a page as a bare array with the total in a header, newest first', async () => {
    const res = await api('/applicants?pageSize=2');
    expect(res.headers.get(TOTAL_COUNT_HEADER)).toBe('5');
    const rows = await expectBody(applicantsPageResponseSchema, res);
    expect(rows.map((r) => r._id)).toEqual([applicantIds[4], applicantIds[3]]);
    expect(rows[0]).toMatchObject({ jobTitle: 'Appointment Setter', firstName: 'Deniz' });
    const third = await expectBody(applicantsPageResponseSchema, await api('/applicants?pageSize=2&page=3'));
    expect(third.map((r) => r._id)).toEqual([applicantIds[0]]);
  });

  it('gives the whole total on a last page that is not full, on an empty page and past the end', async () => {
    const total = async (q: string) => (await api(`/applicants?${q}`)).headers.get(TOTAL_COUNT_HEADER);
    expect(await total('pageSize=2&page=3')).toBe('5'); // one row on the page
    expect(await total('pageSize=2&page=4')).toBe('5'); // past the end: counted
    expect(await total('pageSize=5&page=1')).toBe('5'); // a full page: counted
    expect(await total(`pageSize=5&page=2&jobId=${jobB}`)).toBe('2');
    expect(await total('search=nobody-has-this')).toBe('0');
    expect(await total('search=nobody-has-this&page=2')).toBe('0');
  });

  it('filters by job, status and a name search, and sorts by any column', async () => {
    const byJob = await api(`/applicants?jobId=${jobB}`);
    expect(byJob.headers.get(TOTAL_COUNT_HEADER)).toBe('2');
    const search = await expectBody(applicantsPageResponseSchema, await api('/applicants?search=AYŞE'));
    expect(search.map((r) => r.lastName)).toEqual(['Yılmaz']);
    // The whole name and the email match, in any case; a search never spans the name and the email.
    const count = async (q: string) => (await api(`/applicants?search=${q}`)).headers.get(TOTAL_COUNT_HEADER);
    expect(await count(encodeURIComponent('deniz KAYA'))).toBe('1');
    // Turkish letters fold with Turkish rules and to their base: "ayse yilmaz", "AYŞE YILMAZ", "YILMAZ".
    for (const q of ['ayse yilmaz', 'AYŞE YILMAZ', 'YILMAZ', 'yılmaz', 'ayşe'])
      expect(await count(encodeURIComponent(q)), q).toBe('1');
    expect(await count('APPLICANT3%40X')).toBe('1');
    expect(await count(encodeURIComponent('kaya applicant4'))).toBe('0');
    expect(await count(encodeURIComponent('kaya\napplicant4'))).toBe('0');
    // Pattern characters are searched for literally.
    expect((await api('/applicants?search=%25')).headers.get(TOTAL_COUNT_HEADER)).toBe('0');
    const byName = await expectBody(
      applicantsPageResponseSchema,
      await api('/applicants?sort=name&order=asc'),
    );
    expect(byName.map((r) => r.firstName)).toEqual([
      '=HYPERLINK("http://evil.example")',
      'Ayşe',
      'Bruno',
      'Carla',
      'Deniz',
    ]);
    const byJobTitle = await expectBody(
      applicantsPageResponseSchema,
      await api('/applicants?sort=job&order=asc'),
    );
    expect(byJobTitle[0]!.jobTitle).toBe('Appointment Setter');
    const none = await api('/applicants?jobId=not-a-job');
    expect(none.headers.get(TOTAL_COUNT_HEADER)).toBe('0');
  });

  it('refuses a bad page or status with a clear text, in the request’s language', async () => {
    for (const q of ['page=0', 'pageSize=101', 'sort=password', 'page=abc']) {
      const res = await api(`/applicants?${q}`);
      expect(res.status, q).toBe(400);
      await expectBody(errorResponseSchema, res);
    }
    const status = await api('/applicants?status=Sleeping', { headers: { 'accept-language': 'tr' } });
    expect((await expectBody(errorResponseSchema, status)).error).toBe('Lütfen geçerli bir durum seçin.');
  });

  it('counts applicants per job and per status, each under the other filters', async () => {
    const all = await expectBody(applicantFacetsResponseSchema, await api('/applicants/facets'));
    expect(all.total).toBe(5);
    expect(all.jobs).toEqual([
      { jobId: jobB, title: 'Appointment Setter', count: 2 },
      { jobId: jobA, title: 'Bookkeeper', count: 3 },
    ]);
    expect(all.statuses).toEqual([{ status: 'Received', count: 5 }]);
    const underJob = await expectBody(
      applicantFacetsResponseSchema,
      await api(`/applicants/facets?jobId=${jobA}`),
    );
    expect(underJob.total).toBe(3);
    expect(underJob.jobs).toHaveLength(2); // the job counts ignore the job filter itself
    expect(underJob.statuses).toEqual([{ status: 'Received', count: 3 }]);
  });
});

describe('GET /applicants/{id} and PATCH /applicants/{id}', () => {
  it('changes status and remarks, keeping every status change with who and when', async () => {
    const id = applicantIds[1]!;
    const first = await expectBody(
      applicantUpdateResponseSchema,
      await patch(id, { status: 'Interview', remarks: 'Strong' }),
    );
    expect(first.applicant).toMatchObject({ status: 'Interview', remarks: 'Strong' });
    // Remarks alone change no status; the same status again is no change.
    await patch(id, { remarks: 'Very strong' });
    await patch(id, { status: 'Interview' });
    await patch(id, { status: 'Offer', remarks: '' });
    const res = await api(`/applicants/${id}`);
    const details = await expectBody(applicantDetailsResponseSchema, res);
    expect(details).toMatchObject({
      status: 'Offer',
      remarks: 'Very strong',
      jobTitle: 'Bookkeeper',
      locale: 'en',
    });
    expect(details.statusHistory.map((c) => [c.from, c.to, c.changedBy?.name])).toEqual([
      ['Received', 'Interview', 'Ada Admin'],
      ['Interview', 'Offer', 'Ada Admin'],
    ]);
    expect(Date.parse(details.statusHistory[1]!.changedAt)).toBeGreaterThanOrEqual(
      Date.parse(details.statusHistory[0]!.changedAt),
    );
    // A fresh signed link that opens the PDF.
    const pdf = await fetch(details.resumeLink!);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
  });

  it('refuses a change without status or remarks, or with an unknown status, saving nothing', async () => {
    const id = applicantIds[0]!;
    const before = (await h.database.db.select().from(applicantStatusChanges)).length;
    for (const [body, en, tr] of [
      [
        {},
        'Please modify at least one field before saving.',
        'Kaydetmeden önce lütfen en az bir alanı değiştirin.',
      ],
      [{ status: '', remarks: '  ' }, 'Please modify at least one field before saving.', null],
      [{ status: 'Sleeping' }, 'Please select a valid status.', 'Lütfen geçerli bir durum seçin.'],
    ] as const) {
      const res = await patch(id, body);
      expect(res.status).toBe(400);
      expect((await expectBody(errorResponseSchema, res)).error).toBe(en);
      if (tr)
        expect(
          (await expectBody(errorResponseSchema, await patch(id, body, { 'accept-language': 'tr' }))).error,
        ).toBe(tr);
    }
    expect((await h.database.db.select().from(applicantStatusChanges)).length).toBe(before);
    const details = await expectBody(applicantDetailsResponseSchema, await api(`/applicants/${id}`));
    expect(details.status).toBe('Received');
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      expect((await api(`/applicants/${id}`)).status).toBe(404);
      const res = await patch(id, { status: 'Hired' });
      expect(res.status).toBe(404);
      expect((await expectBody(errorResponseSchema, res)).error).toBe('Applicant not found.');
    }
  });
});

describe('GET /applicants/export', () => {
  it('is UTF-8 CSV with a byte-order mark, a header in the caller’s language and formulas neutralised', async () => {
    const res = await api(`/applicants/export?jobId=${jobA}&sort=name&order=asc`, {
      headers: { 'accept-language': 'tr' },
    });
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="applicants-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).trim().split('\r\n');
    expect(lines[0]).toMatch(/^Ad,Soyad,E-posta,Telefon,Posta kodu,İlan,Durum,Notlar,/);
    expect(lines).toHaveLength(4); // header and the three Bookkeeper applicants
    // A cell that a spreadsheet would run as a formula starts with ' and shows as text.
    expect(lines[1]).toMatch(/^"'=HYPERLINK\(""http:\/\/evil\.example""\)",Formula,/);
    expect(lines[2]).toMatch(/^Ayşe,Yılmaz,applicant0@x\.example,/);
  });

  it('follows the status filter and the search', async () => {
    const text = async (q: string) =>
      (await (await api(`/applicants/export?${q}`)).text()).trim().split('\r\n');
    expect(await text('status=Hired')).toHaveLength(1);
    expect(await text('search=KAYA')).toHaveLength(2);
  });
});
