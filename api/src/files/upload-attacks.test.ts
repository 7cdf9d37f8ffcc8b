// Uploads as an attacker sends them: a renamed executable, a PDF/HTML polyglot, a PDF with JavaScript, an
// empty file, an oversized one, many files at once, and an upload that never finishes. Each is refused
// with a clear error, stores nothing (no row, no file), and what is served never renders as a page.
import { readdirSync, existsSync } from 'node:fs';
import { createServer, request } from 'node:http';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../test/harness';
import { applicationForm, pdfBytes, validApplicant } from '../../test/fixtures';
import { createJob } from '../../test/helpers';
import { configureServer } from '../app';
import { applicants, franchiseApplications } from '../db/schema';

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

const apply = (
  resume: { bytes: Buffer; name?: string; type?: string } | null,
  extra?: (f: FormData) => void,
) => {
  const form = applicationForm(jobId, {}, resume);
  extra?.(form);
  return fetch(`${h.url}/api/v1/applicants`, { method: 'POST', body: form });
};

const polyglot = Buffer.concat([
  pdfBytes(),
  Buffer.from('<html><body><script>fetch("/api/v1/users/me")</script></body></html>'),
]);
const withJavaScript = Buffer.from(
  pdfBytes()
    .toString('latin1')
    .replace('/Type /Catalog', '/Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >>'),
  'latin1',
);
const executable = Buffer.concat([
  Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'),
  Buffer.alloc(2000, 1),
]);

describe('upload attacks', () => {
  it.each([
    [
      'a renamed executable',
      { bytes: executable, name: 'resume.pdf', type: 'application/pdf' },
      'Please upload a PDF file.',
    ],
    ['a PDF/HTML polyglot', { bytes: polyglot, name: 'resume.pdf' }, /active content/],
    ['a PDF with JavaScript actions', { bytes: withJavaScript, name: 'resume.pdf' }, /active content/],
    ['an empty file', { bytes: Buffer.alloc(0), name: 'resume.pdf' }, 'Please upload your resume.'],
  ] as const)('refuses %s and stores nothing', async (_what, resume, message) => {
    const before = await stored();
    const res = await apply(resume);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string };
    if (typeof message === 'string') expect(body.error).toBe(message);
    else expect(body.error).toMatch(message);
    expect(await stored()).toEqual(before);
  });

  it('refuses an oversized file with 413 and stores nothing', async () => {
    const before = await stored();
    const res = await apply({ bytes: pdfBytes(6 * 1024 * 1024) });
    expect(res.status).toBe(413);
    expect(await stored()).toEqual(before);
  });

  it('refuses many files in one request', async () => {
    const before = await stored();
    const res = await apply({ bytes: pdfBytes() }, (form) => {
      for (let i = 0; i < 5; i++)
        form.append('resume', new Blob([new Uint8Array(pdfBytes())]), `extra-${i}.pdf`);
    });
    expect(res.status).toBe(400);
    expect(await stored()).toEqual(before);
  });

  it('names stored files itself, never after the upload', async () => {
    const res = await apply({ bytes: pdfBytes(), name: '../../../../etc/cron.d/evil.pdf' });
    expect(res.status).toBe(201);
    const names = readdirSync(path.join(h.dataDir, 'files', 'resumes'));
    expect(names.every((n) => /^[0-9a-f-]{36}\.pdf$/.test(n))).toBe(true);
    expect(existsSync('/etc/cron.d/evil.pdf')).toBe(false);
  });

  it('serves stored files as PDFs that a browser will not treat as pages', async () => {
    const res = await apply({ bytes: pdfBytes() });
    const { applicant } = (await res.json()) as { applicant: { resumeLink: string } };
    const file = await fetch(applicant.resumeLink);
    expect(file.headers.get('content-type')).toMatch(/^application\/pdf/);
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('cuts off an upload that never finishes, and stores nothing', async () => {
    const before = await stored();
    // The app on a server with a 1 s request timeout, checked every 100 ms.
    const server = createServer({ connectionsCheckingInterval: 100 }, h.app.app);
    configureServer(server, { requestTimeoutMs: 1_000 });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    try {
      const { port } = server.address() as { port: number };
      const boundary = 'slowloris';
      const outcome = await new Promise<string>((resolve) => {
        const req = request({
          host: '127.0.0.1',
          port,
          path: '/api/v1/applicants',
          method: 'POST',
          headers: {
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'content-length': 10_000_000,
          },
        });
        req.on('response', (res) => resolve(`status ${res.statusCode}`));
        req.on('error', () => resolve('closed'));
        req.write(
          `--${boundary}\r\nContent-Disposition: form-data; name="firstName"\r\n\r\n${validApplicant.firstName}\r\n`,
        );
        // …and nothing more, ever.
      });
      expect(['status 408', 'closed']).toContain(outcome);
    } finally {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    }
    expect(await stored()).toEqual(before);
  }, 20_000);
});
