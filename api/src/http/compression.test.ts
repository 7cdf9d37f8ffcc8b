// API answers compressed by Accept-Encoding, public lists revalidated by ETag (304 while unchanged), and
// personal data never kept by a cache.
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../test/harness';
import { adminToken, bearer, createJob } from '../../test/helpers';
import { json } from '../../test/fixtures';

let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await startHarness();
  admin = await adminToken(h);
  for (let i = 0; i < 30; i++) await createJob(h, { title: `Support agent ${i}` });
});
afterAll(() => h.close());

/** A raw GET (fetch would decompress and hide the encoding). */
function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: Buffer;
  }>((resolve, reject) => {
    request(`${h.url}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end();
  });
}

describe('compressed API answers', () => {
  it('sends br to clients that accept it, gzip to those that accept only gzip, plain to the rest', async () => {
    const plain = await get('/api/v1/jobs/active');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const jobs = JSON.parse(plain.body.toString()) as { jobs: unknown[] };
    expect(jobs.jobs).toHaveLength(30);

    const br = await get('/api/v1/jobs/active', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);

    const gz = await get('/api/v1/jobs/careers?pageSize=all', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString())).toMatchObject({ total: 30 });
  });

  it('compresses admin answers too, and keeps them no-store', async () => {
    const res = await get('/api/v1/jobs/all', { ...bearer(admin), 'accept-encoding': 'br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('ETags of public lists', () => {
  for (const path of [
    '/api/v1/jobs/active',
    '/api/v1/jobs/careers?search=agent&sort=title_asc&page=2&lang=tr',
  ]) {
    it(`${path.split('?')[0]}: 304 without a body while unchanged, 200 with a new ETag after a job changes`, async () => {
      const first = await get(path, { 'accept-encoding': 'br' });
      expect(first.status).toBe(200);
      expect(first.headers['cache-control']).toBe('public, no-cache');
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"/);

      const again = await get(path, { 'if-none-match': etag, 'accept-encoding': 'br' });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);

      const added = await fetch(
        `${h.url}/api/v1/jobs`,
        json(
          {
            title: `Agent added for ${path.length}`,
            description: 'New.',
            type: 'Remote',
            location: 'Manila',
            language: ['English'],
            responsibilities: ['Answer'],
            operatingHours: 'Day',
            requirements: ['English'],
          },
          bearer(admin),
        ),
      );
      expect(added.status).toBe(201);
      const changed = await get(path, { 'if-none-match': etag });
      expect(changed.status).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
    });
  }

  it('keeps personal data out of caches (no-store), compressed all the same', async () => {
    const res = await get('/api/v1/applicants?pageSize=5', { ...bearer(admin), 'accept-encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
