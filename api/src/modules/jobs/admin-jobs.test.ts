// The admin jobs list paged, sorted and searched by the server (GET /jobs/admin, the total in
// X-Total-Count) and its CSV export in the same order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOTAL_COUNT_HEADER, adminJobsPageResponseSchema, errorResponseSchema } from '@crestline/contracts';
import { startHarness, type Harness } from '../../../test/harness';
import { adminToken, bearer, createApplicant, createJob, expectBody, userToken } from '../../../test/helpers';

let h: Harness;
let admin: string;
const TYPES = ['Remote', 'Hybrid', 'On-site'] as const;

beforeAll(async () => {
  h = await startHarness();
  admin = await adminToken(h);
  for (let i = 0; i < 23; i++) {
    await createJob(h, {
      title: `${i % 2 ? 'Bookkeeper' : 'support agent'} ${String(i).padStart(2, '0')}`,
      description: i === 7 ? 'Keeps the LEDGER tidy.' : 'Answers calls.',
      type: TYPES[i % 3]!,
      location: i % 4 ? 'Manila, Philippines' : 'Cebu City',
      language: i === 5 ? ['English', 'Spanish'] : ['English'],
      postingDate: new Date(Date.UTC(2026, 0, 1 + i)),
      isActive: i % 5 !== 0,
    });
  }
}, 60_000);
afterAll(() => h.close());

async function list(params: Record<string, string>, lang = 'en') {
  const res = await fetch(`${h.url}/api/v1/jobs/admin?${new URLSearchParams({ ...params, lang })}`, {
    headers: bearer(admin),
  });
  expect(res.status).toBe(200);
  const rows = await expectBody(adminJobsPageResponseSchema, res);
  return { rows, total: Number(res.headers.get(TOTAL_COUNT_HEADER)) };
}

describe('GET /jobs/admin', () => {
  it('pages every job, active or not, newest first, five a page by default, with the total', async () => {
    const first = await list({});
    expect(first.total).toBe(23);
    expect(first.rows.map((j) => j.title)).toEqual([
      'support agent 22',
      'Bookkeeper 21',
      'support agent 20',
      'Bookkeeper 19',
      'support agent 18',
    ]);
    expect(first.rows.some((j) => !j.isActive)).toBe(true);
    const last = await list({ page: '5' });
    expect(last.rows.map((j) => j.title)).toEqual(['support agent 02', 'Bookkeeper 01', 'support agent 00']);
    const seen = new Set<string>();
    for (let page = 1; page <= 3; page++) {
      for (const j of (await list({ page: String(page), pageSize: '10' })).rows) seen.add(j._id);
    }
    expect(seen.size).toBe(23);
  });

  it('sorts by title without regard to case, by candidates and by the active flag', async () => {
    const byTitle = await list({ sort: 'title', order: 'asc', pageSize: '100' });
    const titles = byTitle.rows.map((j) => j.title);
    expect(titles.slice(0, 2)).toEqual(['Bookkeeper 01', 'Bookkeeper 03']);
    expect(titles.at(-1)).toBe('support agent 22');
    const job = byTitle.rows.find((j) => j.title === 'support agent 04')!;
    await createApplicant(h, job._id);
    await createApplicant(h, job._id);
    const byCandidates = await list({ sort: 'candidates', order: 'desc' });
    expect(byCandidates.rows[0]).toMatchObject({ title: 'support agent 04', applicantCount: 2 });
    const inactiveFirst = await list({ sort: 'isActive', order: 'asc', pageSize: '5' });
    expect(inactiveFirst.rows.every((j) => !j.isActive)).toBe(true);
  });

  it('searches title, description, type, its name in the language, location and languages', async () => {
    expect((await list({ search: 'ledger' })).rows.map((j) => j.title)).toEqual(['Bookkeeper 07']);
    expect((await list({ search: 'SPANISH' })).rows.map((j) => j.title)).toEqual(['Bookkeeper 05']);
    expect((await list({ search: 'cebu', pageSize: '100' })).total).toBe(6);
    expect((await list({ search: 'hybrid', pageSize: '100' })).total).toBe(8);
    // "Uzaktan" is Remote in Turkish.
    const tr = await list({ search: 'uzaktan', pageSize: '100' }, 'tr');
    expect(tr.total).toBe(8);
    expect(tr.rows.every((j) => j.type === 'Remote')).toBe(true);
    expect((await list({ search: '100%_' })).total).toBe(0);
  });

  it('folds Turkish letters and case in the search: "istanbul" finds "İstanbul", "isik" finds "IŞIK"', async () => {
    const { id } = await createJob(h, {
      title: 'Çağrı Merkezi Temsilcisi',
      description: 'IŞIK gibi bir ekip.',
      location: 'İstanbul, Türkiye',
      postingDate: new Date('2020-01-01'),
    });
    for (const search of ['istanbul', 'ISTANBUL', 'İSTANBUL', 'isik', 'ışık', 'cagri merkezi', 'türkiye']) {
      const { rows, total } = await list({ search });
      expect(total, search).toBe(1);
      expect(rows[0]?._id).toBe(id);
    }
  });

  it('refuses a page size over 100 in the request language, and plain users', async () => {
    const res = await fetch(`${h.url}/api/v1/jobs/admin?pageSize=500&lang=tr`, { headers: bearer(admin) });
    expect(res.status).toBe(400);
    await expectBody(errorResponseSchema, res);
    const user = await userToken(h, 'plain.jobs@test.example');
    expect((await fetch(`${h.url}/api/v1/jobs/admin`, { headers: bearer(user) })).status).toBe(403);
  });
});

describe('GET /jobs/admin/export', () => {
  it('downloads every job of the search in the list order, header in the language', async () => {
    const res = await fetch(
      `${h.url}/api/v1/jobs/admin/export?search=bookkeeper&sort=title&order=desc&lang=tr`,
      {
        headers: bearer(admin),
      },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/filename="jobs-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = (await res.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Başlık,Tür,Konum,Yayın tarihi,Yayında,Adaylar');
    expect(lines).toHaveLength(12);
    expect(lines[1]).toMatch(/^Bookkeeper 21,/);
    expect(lines.at(-1)).toMatch(/^Bookkeeper 01,Hibrit,"Manila, Philippines",2026-01-02,true,0$/);
  });
});
