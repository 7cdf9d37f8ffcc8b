// The PDF check reads PDFs, not bytes: active content spelled with `#xx` name escapes, or hidden in a
// compressed object stream, is found by the parser and refused; encrypted and malformed files are a clear
// 400 (never a 500, never a hang), through both upload forms; plain PDFs, object streams and all, pass.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { count } from 'drizzle-orm';
import { PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../test/harness';
import { applicationForm } from '../../test/fixtures';
import { createJob } from '../../test/helpers';
import { applicants, franchiseApplications } from '../db/schema';
import { manyObjectsPdf, manyPagesPdf } from '../../test/hostile-pdf';
// @ts-expect-error -- the worker is plain JavaScript without types
import inspectTask from './pdf-inspect.worker.mjs';
import { extractText, hasActiveContent, inspectPdf, PDF_CHECK_LIMITS, pdfStructure } from './pdf';

/** A PDF written by hand, with a correct cross-reference table, from its objects' bodies (1-based). */
function rawPdf(objects: string[], trailerExtra = ''): Buffer {
  let out = '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailerExtra}>>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
const PAGES = [
  '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
  '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
];
const withCatalog = (extra: string, more: string[] = []) =>
  rawPdf([`<< /Type /Catalog /Pages 2 0 R ${extra} >>`, ...PAGES, ...more]);

const escapedJavaScript = withCatalog('/OpenAction << /S /J#61vaScript /J#53 (app.alert(1)) >>');
const lowerHexJavaScript = withCatalog('/OpenAction << /S /#4aavaScript /#4aS (app.alert(1)) >>');
const escapedLaunch = withCatalog('/OpenAction << /S /L#61unch /F (calc.exe) >>');
const escapedEmbedded = withCatalog('/Names << /Embedded#46iles << /Names [(a.txt) 4 0 R] >> >>', [
  '<< /Type /Filespec /F (a.txt) /EF << /F 5 0 R >> >>',
  '<< /Type /Embedded#46ile /Length 5 >>\nstream\nhello\nendstream',
]);
const encrypted = withCatalog('', [
  '<< /Filter /Standard /V 1 /R 2 /O (0123456789abcdef0123456789abcdef) /U (0123456789abcdef0123456789abcdef) /P -4 >>',
]);
const encryptedPdf = Buffer.from(
  encrypted.toString('latin1').replace('/Root 1 0 R ', '/Root 1 0 R /Encrypt 4 0 R /ID [<01> <01>] '),
  'latin1',
);

/** pdf-lib writes the catalog's OpenAction into a Flate-compressed object stream. */
async function javaScriptInObjectStream(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([200, 200]);
  const action = doc.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') });
  doc.catalog.set(PDFName.of('OpenAction'), doc.context.register(action));
  return Buffer.from(await doc.save({ useObjectStreams: true }));
}
async function plainWithObjectStreams(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([200, 200]).drawText('Maria Santos, customer service');
  return Buffer.from(await doc.save({ useObjectStreams: true }));
}
/** An object stream whose text is nested arrays 200,000 deep, compressed to a few hundred bytes. */
const deeplyNested = () => {
  const body = `${'['.repeat(200_000)}${']'.repeat(200_000)}`;
  const packed = deflateSync(Buffer.from(`4 0 ${body}`));
  return withCatalog('', [
    `<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${packed.length} >>\nstream\n${packed.toString('latin1')}\nendstream`,
  ]);
};

describe('inspectPdf', () => {
  it('passes plain PDFs, with and without object streams', async () => {
    expect(await inspectPdf(withCatalog(''))).toBe('plain');
    expect(await inspectPdf(await plainWithObjectStreams())).toBe('plain');
  });

  it.each([
    ['/S /J#61vaScript', () => escapedJavaScript],
    ['lower-case hex escapes (/#4aavaScript)', () => lowerHexJavaScript],
    ['/L#61unch', () => escapedLaunch],
    ['/Embedded#46ile', () => escapedEmbedded],
    ['a JavaScript action in a compressed object stream', javaScriptInObjectStream],
  ])('finds %s, which the byte scan cannot', async (_name, make) => {
    const bytes = await make();
    expect(hasActiveContent(bytes)).toBe(false);
    expect(await inspectPdf(bytes)).toBe('active');
  });

  it('calls an encrypted PDF encrypted', async () => {
    expect(await inspectPdf(encryptedPdf)).toBe('encrypted');
  });

  it('calls malformed files unreadable, within its time limit', async () => {
    const plain = await plainWithObjectStreams();
    for (const bytes of [
      Buffer.from('%PDF-1.7\n'),
      Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 9 0 R'),
      plain.subarray(0, Math.floor(plain.length / 3)),
      Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(4096, 0xff)]),
    ]) {
      expect(await inspectPdf(bytes)).toBe('unreadable');
    }
  });

  it('ends a parse that takes too long, and one that needs too much memory', async () => {
    const started = Date.now();
    expect(
      await inspectPdf(await plainWithObjectStreams(), { ...PDF_CHECK_LIMITS, timeoutMs: 1, heapMb: 64 }),
    ).toBe('tooComplex');
    expect(await inspectPdf(deeplyNested(), { ...PDF_CHECK_LIMITS, timeoutMs: 5_000, heapMb: 16 })).not.toBe(
      'plain',
    );
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});

describe('bounded work per file', () => {
  it('counts the objects and pages a file declares, without parsing it', async () => {
    expect(pdfStructure(withCatalog(''))).toEqual({ objects: 3, pages: 1 });
    // Objects packed in an object stream count by its /N.
    const packed = pdfStructure(await plainWithObjectStreams());
    expect(packed.objects).toBeGreaterThan(3);
    expect(pdfStructure(manyObjectsPdf())).toEqual({ objects: 200_003, pages: 1 });
    expect(pdfStructure(manyPagesPdf(600)).pages).toBe(600);
  });

  it('refuses a 200,000-object PDF at once, before any parse', async () => {
    const hostile = manyObjectsPdf();
    expect(hostile.length).toBeLessThan(5 * 1024 * 1024);
    const started = performance.now();
    expect(await inspectPdf(hostile)).toBe('tooComplex');
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('refuses too many pages; the parser too refuses more objects or pages than its limits', async () => {
    expect(await inspectPdf(manyPagesPdf(PDF_CHECK_LIMITS.maxPages + 1))).toBe('tooComplex');
    expect(await inspectPdf(manyPagesPdf(20))).toBe('plain');
    // The worker's own count (what the parser found, e.g. objects a scan of the bytes cannot see).
    const task = (bytes: Buffer, maxObjects: number, maxPages: number) =>
      inspectTask({ bytes: new Uint8Array(bytes).buffer, maxObjects, maxPages });
    expect(await task(manyObjectsPdf(50), 100, 10)).toEqual({ verdict: 'plain' });
    expect(await task(manyObjectsPdf(150), 100, 10)).toEqual({ verdict: 'tooComplex' });
    expect(await task(manyPagesPdf(11), 100, 10)).toEqual({ verdict: 'tooComplex' });
  });
});

describe('extractText', () => {
  it('reads the text of every page, object streams and compression included', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    doc.addPage([300, 300]).drawText('Maria Santos', { x: 10, y: 200, font, size: 12 });
    doc.addPage([300, 300]).drawText('Customer service, 5 years', { x: 10, y: 200, font, size: 12 });
    const text = await extractText(Buffer.from(await doc.save({ useObjectStreams: true })));
    expect(text).toContain('Maria Santos');
    expect(text).toContain('Customer service, 5 years');
  });

  it('answers null for a file it cannot read, and an empty text for a page without any', async () => {
    expect(await extractText(Buffer.from('%PDF-1.7\n1 0 obj <<'))).toBeNull();
    expect(await extractText(withCatalog(''))).toBe('');
  });
});

describe('uploads', () => {
  let h: Harness;
  let jobId: string;
  beforeAll(async () => {
    h = await startHarness();
    jobId = (await createJob(h)).id;
  });
  afterAll(() => h.close());

  const stored = async () => ({
    applicants: (await h.database.db.select({ n: count() }).from(applicants))[0]!.n,
    franchise: (await h.database.db.select({ n: count() }).from(franchiseApplications))[0]!.n,
    files: ['resumes', 'franchise']
      .map((folder) => path.join(h.dataDir, 'files', folder))
      .flatMap((dir) => (existsSync(dir) ? readdirSync(dir) : [])).length,
  });
  const apply = (bytes: Buffer, lang = 'en') =>
    fetch(`${h.url}/api/v1/applicants`, {
      method: 'POST',
      headers: { 'accept-language': lang },
      body: applicationForm(jobId, {}, { bytes }),
    });
  const franchise = (bytes: Buffer) => {
    const form = new FormData();
    form.append('name', 'Pat Partner');
    form.append('email', 'pat@acme.example');
    form.append('contract', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'c.pdf');
    return fetch(`${h.url}/api/v1/franchise-applications`, { method: 'POST', body: form });
  };

  it.each([
    ['/S /J#61vaScript', async () => escapedJavaScript, /active content/],
    ['/L#61unch', async () => escapedLaunch, /active content/],
    ['/Embedded#46ile', async () => escapedEmbedded, /active content/],
    ['JavaScript in an object stream', javaScriptInObjectStream, /active content/],
    ['an encrypted PDF', async () => encryptedPdf, /password-protected or encrypted/],
    ['a truncated PDF', async () => Buffer.from('%PDF-1.7\n1 0 obj <<'), /could not be read/],
  ])('refuses %s as a resume and as a contract, storing nothing', async (_name, make, message) => {
    const bytes = await make();
    const before = await stored();
    for (const res of [await apply(bytes), await franchise(bytes)]) {
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toMatch(message);
    }
    expect(await stored()).toEqual(before);
  });

  it('refuses the 200,000-object PDF with a clear 400 (en and tr), storing nothing', async () => {
    const hostile = manyObjectsPdf();
    const before = await stored();
    const res = await apply(hostile);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toMatch(/too complex to check/);
    const tr = await franchise(hostile);
    expect(tr.status).toBe(400);
    const trRes = await apply(hostile, 'tr');
    expect(((await trRes.json()) as { error: string }).error).toMatch(/denetlenemeyecek kadar karmaşık/);
    expect(await stored()).toEqual(before);
  });

  it('keeps hostile files from delaying an ordinary application', async () => {
    const hostile = manyObjectsPdf();
    // Two hostile uploads in flight, then an ordinary application: it answers promptly.
    const attacks = [apply(hostile), apply(hostile)];
    const started = performance.now();
    const ordinary = await apply(await plainWithObjectStreams());
    const took = performance.now() - started;
    expect(ordinary.status).toBe(201);
    for (const res of await Promise.all(attacks)) expect(res.status).toBe(400);
    // Generous for a loaded test machine; the bench (bench/hostile-pdf.mjs) reports the figure.
    expect(took).toBeLessThan(3_000);
  });

  it('answers in Turkish', async () => {
    const res = await apply(encryptedPdf, 'tr');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toMatch(/parola korumalı/);
  });

  it('accepts a plain PDF written with object streams', async () => {
    expect((await apply(await plainWithObjectStreams())).status).toBe(201);
  });
});
