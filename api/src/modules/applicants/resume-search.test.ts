// Search inside resumes: a resume's words are read in the background after the application commits, and
// the admin list's search finds the applicant by them, with a snippet of where they matched.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { eq, sql } from 'drizzle-orm';
import {
  TOTAL_COUNT_HEADER,
  applicantDetailsResponseSchema,
  applicantFacetsResponseSchema,
  applicantsPageResponseSchema,
} from '@crestline/contracts';
import { startHarness, type Harness } from '../../../test/harness';
import { adminToken, bearer, createJob, expectBody } from '../../../test/helpers';
import { applicationForm } from '../../../test/fixtures';
import { applicants } from '../../db/schema';
import { resumeTextBackfill } from './resume-text';
import { waitFor } from '@crestline/contracts/testing';

/** A one-page PDF with these lines of text (Helvetica, so Latin-1 letters only); no lines: no text. */
async function resumePdf(lines: string[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  lines.forEach((line, i) => page.drawText(line, { x: 50, y: 780 - i * 16, size: 11, font }));
  if (!lines.length) page.drawRectangle({ x: 50, y: 50, width: 300, height: 400 }); // a "scan"
  return Buffer.from(await doc.save());
}

let h: Harness;
let admin: string;
let jobId: string;
let otherJob: string;

const api = (p: string) => fetch(`${h.url}/api/v1${p}`, { headers: bearer(admin) });

async function apply(fields: Record<string, string>, pdf: Buffer, job = jobId) {
  const res = await fetch(`${h.url}/api/v1/applicants`, {
    method: 'POST',
    body: applicationForm(job, fields, { bytes: pdf }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { applicant: { _id: string } }).applicant._id;
}

/** The list's rows for a search, waiting (up to `ms`) until `expected` rows match. */
async function searchUntil(search: string, expected: number, ms = 10_000) {
  const started = Date.now();
  for (;;) {
    const res = await api(`/applicants?search=${encodeURIComponent(search)}&sort=relevance`);
    const rows = await expectBody(applicantsPageResponseSchema, res);
    if (rows.length === expected || Date.now() - started > ms) {
      return { rows, total: Number(res.headers.get(TOTAL_COUNT_HEADER)), ms: Date.now() - started };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

const details = async (id: string) =>
  expectBody(applicantDetailsResponseSchema, await api(`/applicants/${id}`));

/** Waits until the resume has been read (its state is no longer pending, or failed with tries left). */
async function settled(id: string, ms = 15_000) {
  return waitFor(
    async () => {
      const d = await details(id);
      return d.resumeText !== 'pending' && d;
    },
    { timeoutMs: ms, intervalMs: 100, what: `the resume of ${id} to be read` },
  );
}

const text = (parts: { text: string; hit: boolean }[] | undefined) => parts?.map((p) => p.text).join('');
const hits = (parts: { text: string; hit: boolean }[] | undefined) =>
  parts?.filter((p) => p.hit).map((p) => p.text.toLowerCase());

beforeAll(async () => {
  h = await startHarness();
  admin = await adminToken(h);
  jobId = (await createJob(h, { title: 'Bookkeeper' })).id;
  otherJob = (await createJob(h, { title: 'Receptionist' })).id;
});
afterAll(() => h.close());

describe('search inside resumes', () => {
  it('finds an applicant by a unique word of the resume within seconds of applying, with a snippet', async () => {
    const id = await apply(
      { firstName: 'Nadia', lastName: 'Reyes', email: 'nadia@x.example' },
      await resumePdf([
        'Nadia Reyes - Senior Bookkeeper',
        'Five years of accounts payable work for dental clinics.',
        'Reconciled accounts in Quibblebooks and Xero for the finance team.',
        'Managed invoicing and payroll with the customer service team.',
      ]),
    );
    const found = await searchUntil('quibblebooks', 1);
    expect(found.rows.map((r) => r._id)).toEqual([id]);
    expect(found.total).toBe(1);
    expect(found.ms).toBeLessThan(10_000);
    const match = found.rows[0]!.resumeMatch;
    expect(text(match)).toContain('Reconciled accounts in Quibblebooks and Xero');
    expect(hits(match)).toEqual(['quibblebooks']);
    expect((await details(id)).resumeText).toBe('extracted');

    // English word forms: "invoice" finds "invoicing", "reconcile" finds "Reconciled".
    const forms = await searchUntil('invoice', 1);
    expect(forms.rows.map((r) => r._id)).toEqual([id]);
    expect(hits(forms.rows[0]!.resumeMatch)).toEqual(['invoicing']);
    expect((await searchUntil('reconcile xero', 1)).rows.map((r) => r._id)).toEqual([id]);
    // Every word must match: a word the resume lacks finds nothing.
    expect((await searchUntil('quibblebooks hipaa', 0, 0)).total).toBe(0);
  });

  it('shows where a long resume matched, even when the first letters of the word appear earlier elsewhere', async () => {
    const filler = 'Answered customer calls and chats for a software company with care and patience.';
    const id = await apply(
      { firstName: 'Ravi', lastName: 'Long', email: 'ravi@x.example' },
      await resumePdf([
        'Ravi Long - Support Lead',
        // The search word's first letters ("playb"), far from the match, in a word it does not match.
        'Designed the Playbill newsletter of the support team.',
        ...Array.from({ length: 30 }, () => filler),
        'Wrote the escalation playbook that halved waiting times.',
        ...Array.from({ length: 6 }, () => filler),
      ]),
    );
    const found = await searchUntil('playbook', 1);
    expect(found.rows.map((r) => r._id)).toEqual([id]);
    const match = found.rows[0]!.resumeMatch;
    expect(hits(match)).toEqual(['playbook']);
    expect(text(match)).toContain('escalation playbook that halved');
    // A word near the end: the snippet is read around it and starts at a whole word of the text.
    const near = await searchUntil('halved', 1);
    expect(hits(near.rows[0]!.resumeMatch)).toEqual(['halved']);
    const first = text(near.rows[0]!.resumeMatch)!.trim().split(/\s+/)[0]!;
    expect(`${filler} Wrote the escalation playbook that halved waiting times.`.split(' ')).toContain(first);
  });

  it('stems a Turkish resume with the Turkish dictionary', async () => {
    const id = await apply(
      { firstName: 'Elif', lastName: 'Demir', email: 'elif@x.example' },
      await resumePdf([
        'Elif Demir - Muhasebe Uzmani',
        'Bu görevde faturalar ve ödemeler için bir ekip yönettim.',
        'E-fatura süreçleri ile çok deneyim edindim ve raporlar hazirladim.',
        'Ofis olarak da destek verdim.',
      ]),
    );
    await settled(id);
    const [stored] = await h.database.db
      .select({ language: applicants.resumeLanguage })
      .from(applicants)
      .where(eq(applicants.id, id));
    expect(stored?.language).toBe('turkish');
    // "fatura" finds "faturalar" (and "fatura"); "ödeme" finds "ödemeler"; "rapor" finds "raporlar".
    for (const word of ['fatura', 'ödeme', 'rapor']) {
      const found = await searchUntil(word, 1);
      expect(
        found.rows.map((r) => r._id),
        word,
      ).toEqual([id]);
      expect(hits(found.rows[0]!.resumeMatch)?.length, word).toBeGreaterThan(0);
    }
    // What the dictionary makes of common forms (docs/api.md#resume-search notes them).
    const result = (await h.database.db.execute(
      sql`select to_tsvector('turkish', 'faturalar faturaları ödemeler raporlar')::text as v`,
    )) as unknown as { rows: { v: string }[] };
    const forms = result.rows[0];
    // "faturalar" → fatura, "ödemeler" → ödeme, "raporlar" → rapor; "faturaları" → fatura in PGlite's
    // Snowball but fatur in PostgreSQL 15's (the prefix search finds both).
    expect(forms?.v).toMatch(/^'fatur':2 'fatura':1 'rapor':4 'ödeme':3$|^'fatura':1,2 'rapor':4 'ödeme':3$/);
  });

  it('stores a scanned PDF (no text) and marks it, without blocking the application', async () => {
    const id = await apply(
      { firstName: 'Sam', lastName: 'Scan', email: 'scan@x.example' },
      await resumePdf([]),
    );
    expect((await settled(id)).resumeText).toBe('none');
    // The applicant is there and still found by name.
    expect((await searchUntil('sam scan', 1)).rows[0]?.resumeMatch).toBeUndefined();
  });

  it('keeps the filters, facets, sorting and CSV export working with resume matches', async () => {
    const other = await apply(
      { firstName: 'Quentin', lastName: 'Ng', email: 'quentin@x.example' },
      await resumePdf(['Quentin Ng', 'Front desk work; Quibblebooks basics for the clinic.']),
      otherJob,
    );
    const both = await searchUntil('quibblebooks', 2);
    expect(both.total).toBe(2);
    const onlyOther = await expectBody(
      applicantsPageResponseSchema,
      await api(`/applicants?search=quibblebooks&jobId=${otherJob}`),
    );
    expect(onlyOther.map((r) => r._id)).toEqual([other]);
    const facets = await expectBody(
      applicantFacetsResponseSchema,
      await api('/applicants/facets?search=quibblebooks'),
    );
    expect(facets.total).toBe(2);
    expect(facets.jobs.map((j) => j.count)).toEqual([1, 1]);
    const byName = await expectBody(
      applicantsPageResponseSchema,
      await api('/applicants?search=quibblebooks&sort=name&order=asc'),
    );
    expect(byName.map((r) => r.firstName)).toEqual(['Nadia', 'Quentin']);
    // Paged one by one: each page (full, last and past the end) carries the whole count of matches.
    for (const [page, names] of [
      [1, ['Nadia']],
      [2, ['Quentin']],
      [3, []],
    ] as const) {
      const res = await api(`/applicants?search=quibblebooks&sort=name&order=asc&pageSize=1&page=${page}`);
      expect((await expectBody(applicantsPageResponseSchema, res)).map((r) => r.firstName)).toEqual(names);
      expect(res.headers.get(TOTAL_COUNT_HEADER), `page ${page}`).toBe('2');
    }
    // The name search is as before (here the resume names him too, so the snippet shows it).
    const named = await searchUntil('quentin', 1);
    expect(named.rows.map((r) => r._id)).toEqual([other]);
    expect(hits(named.rows[0]!.resumeMatch)).toEqual(['quentin']);
    const csv = await (await api('/applicants/export?search=quibblebooks&sort=name&order=asc')).text();
    expect(csv.trim().split('\r\n')).toHaveLength(3);
    expect(csv).toContain('Quentin');
  });

  it('reads the resumes stored before the search existed once, through the backfill job', async () => {
    const id = await apply(
      { firstName: 'Olga', lastName: 'Older', email: 'olga@x.example' },
      await resumePdf(['Olga Older', 'Certified in Zanzibarian tariff codes.']),
    );
    await settled(id);
    // As a row from before the migration: never read.
    await h.database.db
      .update(applicants)
      .set({ resumeTextState: 'pending', resumeText: null, resumeLanguage: null, resumeTsv: null })
      .where(eq(applicants.id, id));
    // The extraction job named by the applicant is done: the backfill must still not duplicate it,
    // so it is cleared as a finished job would be after a day.
    await h.database.db.execute(sql`delete from pgboss.job where id = ${id}`);
    expect((await searchUntil('zanzibarian', 0, 0)).total).toBe(0);
    await h.app.queue.send(resumeTextBackfill, {});
    expect((await searchUntil('zanzibarian', 1)).rows.map((r) => r._id)).toEqual([id]);
  });

  it('pages a resume search from one ranking, and drops it when an applicant changes in any process', async () => {
    const ids: string[] = [];
    for (const name of ['Petra', 'Pavel', 'Pia']) {
      ids.push(
        await apply(
          { firstName: name, lastName: 'Paging', email: `${name.toLowerCase()}@paging.example` },
          await resumePdf([`${name} Paging`, 'Kept the Quasarledger books of three clinics.']),
        ),
      );
    }
    for (const id of ids) await settled(id);
    const page = async (n: number, filter = '') => {
      const res = await api(`/applicants?search=quasarledger&sort=relevance&pageSize=2&page=${n}${filter}`);
      const rows = await expectBody(applicantsPageResponseSchema, res);
      return { ids: rows.map((r) => r._id), total: Number(res.headers.get(TOTAL_COUNT_HEADER)) };
    };
    const [first, second] = [await page(1), await page(2)];
    expect(first.total).toBe(3);
    expect(second.total).toBe(3);
    expect([...first.ids, ...second.ids].sort()).toEqual([...ids].sort());

    // An admin's own change shows on their next page at once.
    expect((await page(1, '&status=Received')).total).toBe(3);
    const patched = await fetch(`${h.url}/api/v1/applicants/${ids[0]}`, {
      method: 'PATCH',
      headers: { ...bearer(admin), 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'Rejected' }),
    });
    expect(patched.status).toBe(200);
    const received = await page(1, '&status=Received');
    expect(received.total).toBe(2);
    expect(received.ids).not.toContain(ids[0]);

    // A resume read by another process (written straight to the database) is found once it commits.
    const other = await apply(
      { firstName: 'Paula', lastName: 'Paging', email: 'paula@paging.example' },
      await resumePdf(['Paula Paging', 'Front desk and scheduling.']),
    );
    await settled(other);
    await h.database.db.execute(
      sql`update applicants set resume_tsv = to_tsvector('english', 'Quasarledger audits') where id = ${other}`,
    );
    await waitFor(async () => (await page(1)).total === 4, {
      timeoutMs: 5_000,
      intervalMs: 100,
      what: 'the search to see the resume written by another process',
    });
  });
});
