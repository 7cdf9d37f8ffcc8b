import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { dbKind, startHarness, type Harness } from '../test/harness';
import { errorResponseSchema } from '@crestline/contracts';
import { createJob, expectBody } from '../test/helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
  // A minimal built site, as Astro would emit it.
  const dist = h.config.siteDist;
  mkdirSync(path.join(dist, 'tr'), { recursive: true });
  mkdirSync(path.join(dist, 'about'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), '<html lang="en"><script>console.log(1)</script></html>');
  writeFileSync(path.join(dist, 'tr/index.html'), '<html lang="tr"></html>');
  writeFileSync(path.join(dist, 'about/index.html'), '<html lang="en"><h1>About</h1></html>');
  writeFileSync(path.join(dist, '404.html'), '<html><title>Page Not Found</title></html>');
  for (const dir of ['job', 'tr/job', 'resetpassword']) {
    mkdirSync(path.join(dist, dir), { recursive: true });
    writeFileSync(path.join(dist, dir, 'index.html'), `<html><body>page ${dir}</body></html>`);
  }
  h.app.site.reload();
});
afterAll(() => h.close());

describe('error shape', () => {
  const post = (body: string, headers: Record<string, string> = {}) =>
    fetch(`${h.url}/api/v1/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });

  it('404 for an unknown API path, as JSON in the request’s language', async () => {
    const res = await fetch(`${h.url}/api/v1/nothing-here`);
    expect(res.status).toBe(404);
    const body = await expectBody(errorResponseSchema, res);
    expect(body).toMatchObject({ code: 'NOT_FOUND', error: 'No API route for GET /api/v1/nothing-here.' });
    expect(body.error).toBe(body.message);
    const tr = await fetch(`${h.url}/api/v1/nothing-here?lang=tr`);
    expect((await expectBody(errorResponseSchema, tr)).error).toBe(
      'GET /api/v1/nothing-here için bir API adresi bulunamadı.',
    );
  });

  it('400 for malformed JSON', async () => {
    const res = await post('{"broken');
    expect(res.status).toBe(400);
    expect(await expectBody(errorResponseSchema, res)).toMatchObject({
      code: 'MALFORMED_JSON',
      error: 'The request body is not valid JSON.',
    });
    const tr = await post('{"broken', { 'accept-language': 'tr-TR,tr;q=0.9' });
    expect((await expectBody(errorResponseSchema, tr)).error).toBe('İstek gövdesi geçerli bir JSON değil.');
  });

  it('413 for a JSON body over the limit', async () => {
    const res = await post(JSON.stringify({ x: 'a'.repeat(200_000) }), { 'accept-language': 'tr' });
    expect(res.status).toBe(413);
    expect(await expectBody(errorResponseSchema, res)).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      error: 'İstek gövdesi çok büyük.',
    });
  });

  it('a validation failure names its issues', async () => {
    const res = await post(JSON.stringify({ email: 'not-an-email' }));
    expect(res.status).toBe(400);
    const body = await expectBody(errorResponseSchema, res);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.issues?.map((i) => i.path[0])).toContain('email');
  });
});

describe('static site', () => {
  it('serves the English and Turkish home pages', async () => {
    const en = await fetch(`${h.url}/`);
    expect(en.status).toBe(200);
    expect(await en.text()).toContain('lang="en"');
    const tr = await fetch(`${h.url}/tr/`);
    expect(await tr.text()).toContain('lang="tr"');
    const trNoSlash = await fetch(`${h.url}/tr`);
    expect(await trNoSlash.text()).toContain('lang="tr"');
  });

  it('compresses pages for browsers that accept it', async () => {
    writeFileSync(path.join(h.config.siteDist, 'big.html'), `<html>${'<p>text</p>'.repeat(500)}</html>`);
    const res = await fetch(`${h.url}/big`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(await res.text()).toContain('<p>text</p>');
  });

  it('serves a page folder without a trailing slash', async () => {
    const res = await fetch(`${h.url}/about`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('About');
  });

  it('answers unknown paths with the 404 page and status 404', async () => {
    const res = await fetch(`${h.url}/no/such/page`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Page Not Found');
  });

  it("gives each page a policy allowing exactly that page's inline scripts, and other files none", async () => {
    const inline = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    writeFileSync(path.join(h.config.siteDist, 'one.html'), '<html><script>one()</script></html>');
    writeFileSync(path.join(h.config.siteDist, 'two.html'), '<html><script>two()</script></html>');
    writeFileSync(path.join(h.config.siteDist, 'app.js'), 'console.log(1)');
    const one = (await fetch(`${h.url}/one`)).headers.get('content-security-policy') ?? '';
    const two = (await fetch(`${h.url}/two`)).headers.get('content-security-policy') ?? '';
    expect(one).toContain(`script-src 'self' 'wasm-unsafe-eval' ${inline('one()')}`);
    expect(one).not.toContain(inline('two()'));
    expect(two).toContain(inline('two()'));
    expect(one).not.toContain("'unsafe-inline'; script");
    const script = await fetch(`${h.url}/app.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-security-policy')).toBeNull();
    const missing = await fetch(`${h.url}/no/such/page`, { headers: { accept: 'text/html' } });
    expect(missing.headers.get('content-security-policy')).toMatch(/^default-src 'self'/);
  });

  it('serves one page for every id of a dynamic route', async () => {
    const job = await createJob(h);
    expect(await (await fetch(`${h.url}/job/${job.id}`)).text()).toContain('page job');
    expect(await (await fetch(`${h.url}/tr/job/${job.id}/`)).text()).toContain('page tr/job');
    expect(await (await fetch(`${h.url}/resetpassword/some-token`)).text()).toContain('page resetpassword');
    expect((await fetch(`${h.url}/job/a/b`)).status).toBe(404);
    expect((await fetch(`${h.url}/application/x`)).status).toBe(404); // not built here
  });

  it('answers a closed job 410 and an unknown one 404, with the not-found page in the language and noindex', async () => {
    const open = await createJob(h, { title: 'Open one' });
    const closed = await createJob(h, { title: 'Closed one', isActive: false });
    const expired = await createJob(h, {
      title: 'Past closing',
      closingDate: new Date('2026-01-01T00:00:00Z'),
    });
    // A page prebuilt while the job was open is still on disk: the closed job's address is gone anyway.
    for (const id of [open.id, closed.id]) {
      mkdirSync(path.join(h.config.siteDist, 'job', id), { recursive: true });
      writeFileSync(path.join(h.config.siteDist, 'job', id, 'index.html'), `<html>prebuilt ${id}</html>`);
    }
    mkdirSync(path.join(h.config.siteDist, 'tr', '404'), { recursive: true });
    writeFileSync(
      path.join(h.config.siteDist, 'tr/404/index.html'),
      '<html lang="tr"><title>Sayfa bulunamadı</title></html>',
    );
    await h.app.site.reload();
    const get = (p: string) => fetch(`${h.url}${p}`, { headers: { accept: 'text/html' } });

    const live = await get(`/job/${open.id}/`);
    expect(live.status).toBe(200);
    expect(await live.text()).toContain(`prebuilt ${open.id}`);
    for (const [p, status, text] of [
      [`/job/${closed.id}/`, 410, 'Page Not Found'],
      [`/job/${closed.id}`, 410, 'Page Not Found'],
      [`/tr/job/${closed.id}`, 410, 'Sayfa bulunamadı'],
      [`/job/${expired.id}`, 410, 'Page Not Found'],
      ['/job/6f1c2a9e-0000-4000-8000-000000000001', 404, 'Page Not Found'],
      ['/tr/job/6f1c2a9e-0000-4000-8000-000000000001/', 404, 'Sayfa bulunamadı'],
      ['/tr/job/abc', 404, 'Sayfa bulunamadı'],
      ['/job/%E0%A4%A', 404, 'Page Not Found'],
    ] as const) {
      const res = await get(p);
      expect(res.status, p).toBe(status);
      expect(res.headers.get('x-robots-tag'), p).toBe('noindex');
      expect(await res.text(), p).toContain(text);
    }
    // The admin's applicants screen and the shell are no job ids.
    expect((await get('/job/')).status).toBe(200);
    expect((await get('/tr/no/such/page')).status).toBe(404);
    expect(await (await get('/tr/no/such/page')).text()).toContain('Sayfa bulunamadı');
  });

  it('does not serve files outside the build folder', async () => {
    const res = await fetch(`${h.url}/..%2f..%2fpackage.json`);
    expect(res.status).toBe(404);
  });
});

describe.runIf(dbKind === 'postgres')('database connection loss', () => {
  it('survives PostgreSQL dropping its connections and answers again', async () => {
    await fetch(`${h.url}/api/v1/health`); // make sure the pool holds an idle connection
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    const dbName = new URL(h.config.databaseUrl!).pathname.slice(1);
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [dbName]);
    await admin.end();
    await new Promise((r) => setTimeout(r, 200));
    await expect
      .poll(async () => (await fetch(`${h.url}/api/v1/health`)).status, { timeout: 5000 })
      .toBe(200);
  });
});
