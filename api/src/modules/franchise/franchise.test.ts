// Franchise applications: the public upload of the signed contract, and the admin inbox on them.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  errorResponseSchema,
  franchiseApplicationCreatedResponseSchema,
  franchiseApplicationResponseSchema,
  franchiseApplicationsListResponseSchema,
} from '@crestline/contracts';
import { startHarness, type Harness } from '../../../test/harness';
import { json, pdfBytes } from '../../../test/fixtures';
import { adminToken, bearer, expectBody, userToken } from '../../../test/helpers';
import { franchiseApplications } from '../../db/schema';
import { contractTextBackfill } from './contract-text';
import { waitFor } from '@crestline/contracts/testing';

let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await startHarness({}, { smtp: true });
  admin = await adminToken(h);
});
afterAll(() => h.close());
beforeEach(async () => {
  await h.deliverMail();
  h.inbox.length = 0;
});

const api = (p: string, init?: RequestInit) => fetch(`${h.url}/api/v1${p}`, init);
const stored = async () => (await h.database.db.select({ n: count() }).from(franchiseApplications))[0]!.n;
const storedFiles = () => {
  const dir = path.join(h.dataDir, 'files', 'franchise');
  return existsSync(dir) ? readdirSync(dir).length : 0;
};
const list = async () =>
  (
    await expectBody(
      franchiseApplicationsListResponseSchema,
      await api('/franchise-applications', { headers: bearer(admin) }),
    )
  ).franchiseApplications;

function form(bytes: Buffer | null, fields: Record<string, string> = {}, field = 'contract') {
  const f = new FormData();
  for (const [k, v] of Object.entries({ name: 'Fran Chise', email: 'fran@example.com', ...fields }))
    f.append(k, v);
  if (bytes) f.append(field, new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'contract.pdf');
  return f;
}
const apply = (f: FormData, headers: Record<string, string> = {}) =>
  api('/franchise-applications', { method: 'POST', body: f, headers });

describe('POST /franchise-applications', () => {
  it('stores the signed contract and tells the sender', async () => {
    const res = await apply(form(pdfBytes(), { message: 'We run two offices in Izmir.' }));
    expect(res.status).toBe(201);
    expect((await expectBody(franchiseApplicationCreatedResponseSchema, res)).message).toMatch(/received/);
    const mail = (await h.deliverMail()).filter((m) => m.to === 'fran@example.com');
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('We received your franchise application');
  });

  it.each([
    ['no file', null, {}, 'Please upload the signed contract.'],
    ['a non-PDF file', Buffer.from('not a pdf'), {}, 'Please upload a PDF file.'],
    ['no name', pdfBytes(), { name: '' }, 'Name is required.'],
  ])('refuses %s, storing nothing', async (_n, bytes, fields, message) => {
    const before = [await stored(), storedFiles()];
    const res = await apply(form(bytes, fields));
    expect(res.status).toBe(400);
    expect((await expectBody(errorResponseSchema, res)).error).toBe(message);
    expect([await stored(), storedFiles()]).toEqual(before);
    expect(await h.deliverMail()).toHaveLength(0);
  });

  it('answers upload mistakes in the request’s language', async () => {
    const wrongField = await apply(form(pdfBytes(), {}, 'resume'), { 'accept-language': 'tr' });
    expect(wrongField.status).toBe(400);
    expect((await expectBody(errorResponseSchema, wrongField)).error).toBe(
      'Lütfen "contract" alanında tek bir PDF dosyası gönderin.',
    );
    const asJson = await api('/franchise-applications?lang=tr', json({ name: 'Fran' }));
    expect(asJson.status).toBe(415);
    expect((await expectBody(errorResponseSchema, asJson)).error).toBe(
      'Lütfen formu multipart/form-data biçiminde gönderin.',
    );
  });
});

/** A one-page PDF with these lines of text; no lines: a drawing only, as a scanned page has no text. */
async function contractPdf(lines: string[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  lines.forEach((line, i) => page.drawText(line, { x: 50, y: 780 - i * 16, size: 11, font }));
  if (!lines.length) page.drawRectangle({ x: 50, y: 50, width: 300, height: 400 });
  return Buffer.from(await doc.save());
}

/** The stored row of the newest application from `email`, once its contract has been read (or 15 s). */
async function readContract(email: string) {
  return waitFor(
    async () => {
      const [row] = await h.database.db
        .select()
        .from(franchiseApplications)
        .where(eq(franchiseApplications.email, email));
      return row && row.contractTextState !== 'pending' && row;
    },
    { timeoutMs: 15_000, intervalMs: 100, what: `the contract of ${email} to be read` },
  );
}

describe('the contract’s text', () => {
  it('is read in the background, with its language, after the application is stored', async () => {
    const res = await apply(
      form(
        await contractPdf([
          'This franchise agreement is made between Crestline and the franchisee.',
          'The franchisee will operate the office in Quillbrook with a team of agents.',
        ]),
        { email: 'reader@example.com' },
      ),
    );
    expect(res.status).toBe(201);
    const row = await readContract('reader@example.com');
    expect(row).toMatchObject({ contractTextState: 'extracted', contractLanguage: 'english' });
    expect(row!.contractText).toContain('operate the office in Quillbrook with a team of agents.');

    // A contract stored before its text was read (still pending) is read by the backfill. Its finished
    // job (named by the application) is cleared, as the queue does after a day.
    await h.database.db
      .update(franchiseApplications)
      .set({ contractTextState: 'pending', contractText: null, contractLanguage: null })
      .where(eq(franchiseApplications.id, row!.id));
    await h.database.db.execute(sql`delete from pgboss.job where id = ${row!.id}`);
    await h.app.queue.send(contractTextBackfill, {});
    expect(await readContract('reader@example.com')).toMatchObject({
      contractTextState: 'extracted',
      contractLanguage: 'english',
    });
  });

  it('marks a contract without text (a scan) "none", and the application is stored all the same', async () => {
    const res = await apply(form(await contractPdf([]), { email: 'scan@example.com' }));
    expect(res.status).toBe(201);
    const row = await readContract('scan@example.com');
    expect(row).toMatchObject({ contractTextState: 'none', contractText: null, contractLanguage: null });
  });
});

describe('franchise applications inbox', () => {
  it('lists applications newest first with a link to each contract, only for admins', async () => {
    await apply(form(pdfBytes(), { name: 'Second Applicant', email: 'second@example.com' }));
    expect((await api('/franchise-applications')).status).toBe(401);
    const user = await userToken(h, 'franchise-user@x.example');
    expect((await api('/franchise-applications', { headers: bearer(user) })).status).toBe(403);

    const [latest] = await list();
    expect(latest).toMatchObject({ name: 'Second Applicant', isRead: false, comment: '' });
    const contract = await fetch(latest!.contractLink);
    expect(contract.status).toBe(200);
    expect(contract.headers.get('content-type')).toBe('application/pdf');
    expect(contract.headers.get('content-disposition')).toMatch(/^inline; filename="contract.pdf"/);
  });

  it('marks an application read and keeps the admin’s comment', async () => {
    const [app] = await list();
    const read = await api(`/franchise-applications/${app!._id}/mark-read`, {
      method: 'PATCH',
      headers: bearer(admin),
    });
    expect((await expectBody(franchiseApplicationResponseSchema, read)).franchiseApplication.isRead).toBe(
      true,
    );
    const commented = await api(`/franchise-applications/${app!._id}/add-comment`, {
      ...json({ comment: 'Call about the Izmir office.' }, bearer(admin)),
      method: 'PATCH',
    });
    expect(
      (await expectBody(franchiseApplicationResponseSchema, commented)).franchiseApplication.comment,
    ).toBe('Call about the Izmir office.');
    expect((await list())[0]).toMatchObject({ isRead: true, comment: 'Call about the Izmir office.' });
    const unknown = await api('/franchise-applications/00000000-0000-4000-8000-000000000000/mark-read', {
      method: 'PATCH',
      headers: bearer(admin),
    });
    expect(unknown.status).toBe(404);
    expect((await expectBody(errorResponseSchema, unknown)).error).toBe('Franchise application not found.');
  });
});
