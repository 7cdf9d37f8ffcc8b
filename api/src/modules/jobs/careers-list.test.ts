// GET /jobs/careers against the list the careers island computed in the browser from GET /jobs/active:
// for a generated board, every search, filter pair, sort, page and page size in both languages gives the
// same jobs in the same order, the same counts and the same select options.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CAREERS_SORT_OPTIONS,
  careersListResponseSchema,
  errorResponseSchema,
  filterJobs,
  jobsListResponseSchema,
  locationOptions,
  paginate,
  primaryLocation,
  sortJobs,
  typeOptions,
  type CareersListResponse,
  type Job,
} from '@crestline/contracts';
import { startHarness, type Harness } from '../../../test/harness';
import { adminToken, bearer, createJob, expectBody } from '../../../test/helpers';
import { json } from '../../../test/fixtures';

let h: Harness;
let admin: string;

const TITLES = [
  'İstanbul Support Lead',
  'istanbul night agent',
  'Işık Data Analyst',
  'ılgaz Bookkeeper',
  'Çağrı Merkezi Temsilcisi',
  'Customer Service Representative',
  'customer success manager',
  'Öğretmen Asistanı',
  'Zebra Tech Support',
  'Émile Content Writer',
  'Şirket Sekreteri',
  'ürün Destek Uzmanı',
  'Accounts Payable Clerk',
  'accounts receivable clerk',
];
const LOCATIONS = [
  'Davao City, Philippines',
  'Cebu City, Philippines',
  'İzmir, Türkiye',
  'izmir',
  'Ankara, Türkiye',
  'Remote, Worldwide',
  'Çanakkale',
  'Manila',
];
const TYPES = ['Remote', 'On-site', 'Hybrid'] as const;

/** A board of `n` active jobs (and some closed ones), with shared posting dates and mixed case and scripts. */
async function generateBoard(n: number) {
  for (let i = 0; i < n; i++) {
    await createJob(h, {
      title: `${TITLES[i % TITLES.length]}${i % 3 === 0 ? '' : ` ${i}`}`,
      description:
        i % 4 === 0 ? 'Handle INBOUND calls for a US client.' : `Role ${i}: chat and e-mail support.`,
      type: TYPES[(i * 7) % 3]!,
      location: LOCATIONS[(i * 5) % LOCATIONS.length]!,
      // Every fifth date repeats, so ties keep the order of the active list.
      postingDate: new Date(Date.UTC(2026, 0, 1 + Math.floor(i / 5), i % 2)),
    });
  }
  for (let i = 0; i < 5; i++) await createJob(h, { title: `Closed ${i}`, isActive: false });
}

beforeAll(async () => {
  h = await startHarness();
  admin = await adminToken(h);
  await generateBoard(63);
}, 60_000);
afterAll(() => h.close());

async function careers(params: Record<string, string>, headers: Record<string, string> = {}) {
  const res = await fetch(`${h.url}/api/v1/jobs/careers?${new URLSearchParams(params)}`, { headers });
  expect(res.status).toBe(200);
  return expectBody(careersListResponseSchema, res) as Promise<CareersListResponse>;
}

/** What the island showed for the same choices, from the whole active list. */
function clientSide(
  all: readonly Job[],
  f: { search: string; type: string; location: string; sort: (typeof CAREERS_SORT_OPTIONS)[number] },
  lang: string,
  page: number,
  pageSize: number | 'all',
) {
  const results = sortJobs(filterJobs(all, f), f.sort, lang);
  const shown = paginate(results, page, pageSize);
  return {
    ids: shown.items.map((j) => j._id),
    total: results.length,
    page: shown.page,
    pages: shown.pages,
    types: typeOptions(all, f.location),
    locations: locationOptions(all, f.type, lang),
  };
}

describe('GET /jobs/careers', () => {
  it('gives the same page, order, counts and options as the client-side list, in en and tr', async () => {
    const active = (await expectBody(jobsListResponseSchema, await fetch(`${h.url}/api/v1/jobs/active`)))
      .jobs;
    expect(active).toHaveLength(63);
    const cases: { search: string; type: string; location: string }[] = [
      { search: '', type: '', location: '' },
      { search: 'istanbul', type: '', location: '' },
      { search: 'İSTANBUL', type: '', location: '' },
      { search: '  inbound ', type: '', location: '' },
      { search: 'clerk', type: 'Remote', location: '' },
      { search: '', type: 'Hybrid', location: 'Cebu City' },
      { search: '', type: '', location: 'İzmir' },
      { search: 'support', type: 'On-site', location: '' },
      { search: 'no such words', type: '', location: '' },
    ];
    let compared = 0;
    for (const lang of ['en', 'tr']) {
      for (const f of cases) {
        for (const sort of CAREERS_SORT_OPTIONS) {
          for (const [page, pageSize] of [
            [1, 5],
            [2, 5],
            [4, 5],
            [1, 'all'],
            [99, 10],
          ] as const) {
            const server = await careers({
              ...f,
              sort,
              page: String(page),
              pageSize: String(pageSize),
              lang,
            });
            const client = clientSide(active, { ...f, sort }, lang, page, pageSize);
            expect(
              server.jobs.map((j) => j._id),
              JSON.stringify({ lang, f, sort, page }),
            ).toEqual(client.ids);
            expect(server).toMatchObject({ total: client.total, page: client.page, pages: client.pages });
            expect(server.active).toBe(63);
            expect(server.facets.types.map((o) => o.value)).toEqual(client.types);
            expect(server.facets.locations.map((o) => o.value)).toEqual(client.locations);
            compared++;
          }
        }
      }
    }
    expect(compared).toBe(2 * 9 * 4 * 5);
  }, 120_000);

  it('counts the jobs behind each option and sorts locations by the language', async () => {
    const active = (await expectBody(jobsListResponseSchema, await fetch(`${h.url}/api/v1/jobs/active`)))
      .jobs;
    const body = await careers({ type: 'Remote', lang: 'tr' });
    for (const { value, count } of body.facets.locations) {
      expect(count).toBe(
        active.filter((j) => j.type === 'Remote' && primaryLocation(j.location) === value).length,
      );
    }
    const total = body.facets.types.reduce((sum, o) => sum + o.count, 0);
    expect(total).toBe(63);
    // Turkish puts "Çanakkale" after "Cebu City"; both languages agree that "izmir" and "İzmir" are distinct.
    const tr = body.facets.locations.map((o) => o.value);
    expect(tr.indexOf('Çanakkale')).toBeGreaterThan(tr.indexOf('Cebu City'));
  });

  it('clears the filter not chosen last when no job has both, and says so', async () => {
    // Only remote jobs are in Lonely Isle: choosing it with Hybrid has no job.
    await createJob(h, { title: 'Lighthouse keeper', type: 'Remote', location: 'Lonely Isle, Sea' });
    const active = (await expectBody(jobsListResponseSchema, await fetch(`${h.url}/api/v1/jobs/active`)))
      .jobs;
    const [type, location] = ['Hybrid', 'Lonely Isle'];
    const keptType = await careers({ type, location, keep: 'type' });
    expect(keptType.filters).toEqual({ search: '', type, location: '' });
    expect(keptType.total).toBe(active.filter((j) => j.type === type).length);
    const keptLocation = await careers({ type, location, keep: 'location' });
    expect(keptLocation.filters).toEqual({ search: '', type: '', location });
  });

  it('answers in the language of Accept-Language without ?lang, and varies by it', async () => {
    const res = await fetch(`${h.url}/api/v1/jobs/careers?sort=title_asc&pageSize=all`, {
      headers: { 'accept-language': 'tr-TR,tr;q=0.9' },
    });
    expect(res.headers.get('vary')).toMatch(/Accept-Language/i);
    const tr = (await res.json()) as CareersListResponse;
    const en = await careers({ sort: 'title_asc', pageSize: 'all', lang: 'en' });
    expect(tr.jobs.map((j) => j.title)).not.toEqual(en.jobs.map((j) => j.title));
  });

  it('shows a new job and drops a closed one at once', async () => {
    const fresh = await fetch(
      `${h.url}/api/v1/jobs`,
      json(
        {
          title: 'Aaaa Brand New Role',
          description: 'Just posted.',
          type: 'Remote',
          location: 'Brand New Town, Nowhere',
          language: ['English'],
          responsibilities: ['Start'],
          operatingHours: 'Day',
          requirements: ['None'],
        },
        bearer(admin),
      ),
    );
    expect(fresh.status).toBe(201);
    const { job } = (await fresh.json()) as { job: { _id: string } };
    let body = await careers({ search: 'brand new' });
    expect(body.jobs.map((j) => j._id)).toEqual([job._id]);
    expect(body.facets.locations.map((o) => o.value)).toContain('Brand New Town');
    const closed = await fetch(`${h.url}/api/v1/jobs/${job._id}/toggle-active`, {
      ...json({ isActive: false }, bearer(admin)),
      method: 'PATCH',
    });
    expect(closed.status).toBe(200);
    body = await careers({ search: 'brand new' });
    expect(body.total).toBe(0);
    expect(body.facets.locations.map((o) => o.value)).not.toContain('Brand New Town');
  });

  it('tolerates unknown sorts and pages, and refuses page sizes over 100 with a 400 in the language', async () => {
    const body = await careers({ sort: 'nope', page: 'x', pageSize: '' });
    expect(body).toMatchObject({ page: 1 });
    expect(body.jobs).toHaveLength(5);
    const res = await fetch(`${h.url}/api/v1/jobs/careers?pageSize=500&lang=tr`);
    expect(res.status).toBe(400);
    expect((await expectBody(errorResponseSchema, res)).error).toMatch(/pageSize/);
  });
});
