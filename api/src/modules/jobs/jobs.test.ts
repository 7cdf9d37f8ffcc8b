import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, dbKind, type Harness } from '../../../test/harness';
import { body, json } from '../../../test/fixtures';
import { ADMIN, adminToken, bearer, createJob, forgedToken, userToken } from '../../../test/helpers';
import { createApp } from '../../app';
import { createLogger } from '../../logger';
import { openDatabase } from '../../db/client';

let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await startHarness();
  admin = await adminToken(h);
});
afterAll(() => h.close());

const jobBody = {
  title: 'Bookkeeper',
  description: 'Keep the books.',
  type: 'Remote',
  location: 'Cebu City, Philippines',
  language: ['English'],
  responsibilities: ['Reconcile accounts'],
  operatingHours: 'Day shift',
  requirements: ['Xero'],
};

describe('public jobs', () => {
  it('lists only active jobs, newest first, in {jobs}', async () => {
    const old = await createJob(h, { title: 'Older', postingDate: new Date('2026-01-01') });
    const recent = await createJob(h, { title: 'Newer', postingDate: new Date('2026-06-01') });
    await createJob(h, { title: 'Closed', isActive: false });
    const res = await fetch(`${h.url}/api/v1/jobs/active`);
    expect(res.status).toBe(200);
    const { jobs } = await body(res);
    const titles = jobs.map((j: { title: string }) => j.title);
    expect(titles).toContain('Older');
    expect(titles).not.toContain('Closed');
    expect(titles.indexOf('Newer')).toBeLessThan(titles.indexOf('Older'));
    const job = jobs.find((j: { _id: string }) => j._id === recent.id);
    expect(job).toMatchObject({
      type: 'Remote',
      location: 'Davao City, Philippines',
      language: ['English'],
      isActive: true,
    });
    expect(old.id).toBeTruthy();
  });

  it('answers one job in {job}, 404 for unknown, malformed or inactive ids', async () => {
    const job = await createJob(h);
    const ok = await fetch(`${h.url}/api/v1/jobs/${job.id}`);
    expect(ok.status).toBe(200);
    expect((await body(ok)).job._id).toBe(job.id);

    const unknown = await fetch(`${h.url}/api/v1/jobs/00000000-0000-4000-8000-000000000000`);
    expect(unknown.status).toBe(404);
    expect((await body(unknown)).error).toBe('Job not found.');
    for (const bad of ['not-an-id', '1%27%20or%201%3D1', '%00']) {
      const res = await fetch(`${h.url}/api/v1/jobs/${bad}`);
      expect(res.status).toBe(404);
    }
    const closed = await createJob(h, { isActive: false });
    expect((await fetch(`${h.url}/api/v1/jobs/${closed.id}`)).status).toBe(404);
    // An admin may still open an inactive job.
    expect((await fetch(`${h.url}/api/v1/jobs/${closed.id}`, { headers: bearer(admin) })).status).toBe(200);
  });

  it('answers the error in Turkish when asked', async () => {
    const res = await fetch(`${h.url}/api/v1/jobs/nope`, {
      headers: { 'accept-language': 'tr-TR,tr;q=0.9' },
    });
    expect((await body(res)).error).not.toBe('Job not found.');
  });
});

describe('admin job routes', () => {
  it('refuse requests without a valid admin token', async () => {
    const url = `${h.url}/api/v1/jobs/all`;
    expect((await fetch(url)).status).toBe(401);
    expect((await fetch(url, { headers: bearer('garbage') })).status).toBe(401);
    const user = await userToken(h, 'jobs-user@test.example');
    expect((await fetch(url, { headers: bearer(user) })).status).toBe(403);

    const adminId = (await body(await fetch(`${h.url}/api/v1/users/login`, json(ADMIN)))).id;
    const expired = await forgedToken(h, { sub: adminId, exp: Math.floor(Date.now() / 1000) - 10 });
    expect((await fetch(url, { headers: bearer(expired) })).status).toBe(401);
    const wrongAlg = await forgedToken(h, { sub: adminId, alg: 'HS512' });
    expect((await fetch(url, { headers: bearer(wrongAlg) })).status).toBe(401);
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(
      JSON.stringify({ sub: adminId, exp: 9999999999 }),
    ).toString('base64url')}.`;
    expect((await fetch(url, { headers: bearer(none) })).status).toBe(401);
    const [header, payload] = admin.split('.');
    const badSig = `${header}.${payload}.${Buffer.from('x'.repeat(32)).toString('base64url')}`;
    expect((await fetch(url, { headers: bearer(badSig) })).status).toBe(401);
    expect((await fetch(url, { headers: bearer(admin) })).status).toBe(200);
  });

  it('create, edit and toggle a job; the public list follows at once', async () => {
    const created = await fetch(`${h.url}/api/v1/jobs`, json(jobBody, bearer(admin)));
    expect(created.status).toBe(201);
    const { job } = await body(created);
    expect(job).toMatchObject({ title: 'Bookkeeper', isActive: true, applicantIds: [] });
    const listed = async () =>
      (await body(await fetch(`${h.url}/api/v1/jobs/active`))).jobs.map((j: { _id: string }) => j._id);
    expect(await listed()).toContain(job._id);

    const put = await fetch(`${h.url}/api/v1/jobs/${job._id}`, {
      ...json({ ...jobBody, title: 'Senior Bookkeeper' }, bearer(admin)),
      method: 'PUT',
    });
    expect((await body(put)).job.title).toBe('Senior Bookkeeper');

    const off = await fetch(`${h.url}/api/v1/jobs/${job._id}/toggle-active`, {
      ...json({ isActive: false }, bearer(admin)),
      method: 'PATCH',
    });
    expect((await body(off)).job.isActive).toBe(false);
    expect(await listed()).not.toContain(job._id);
    const all = (await body(await fetch(`${h.url}/api/v1/jobs/all`, { headers: bearer(admin) }))).jobs;
    expect(all.map((j: { _id: string }) => j._id)).toContain(job._id);
  });

  it('refuses a job without the required fields, storing nothing', async () => {
    const before = (await body(await fetch(`${h.url}/api/v1/jobs/all`, { headers: bearer(admin) }))).jobs
      .length;
    const res = await fetch(`${h.url}/api/v1/jobs`, json({ ...jobBody, title: '  ' }, bearer(admin)));
    expect(res.status).toBe(400);
    expect((await body(res)).error).toBe('Please fill in all required fields.');
    const wrongType = await fetch(`${h.url}/api/v1/jobs`, {
      method: 'POST',
      headers: { ...bearer(admin), 'content-type': 'text/plain' },
      body: 'title=x',
    });
    expect(wrongType.status).toBe(415);
    const after = (await body(await fetch(`${h.url}/api/v1/jobs/all`, { headers: bearer(admin) }))).jobs
      .length;
    expect(after).toBe(before);
  });
});

describe.runIf(dbKind === 'postgres')('several API instances', () => {
  it('a job written through one instance shows in the cached list of another', async () => {
    const second = await openDatabase({ databaseUrl: h.config.databaseUrl });
    const other = createApp({ config: h.config, database: second, logger: createLogger('silent') }).app;
    const server = other.listen(0);
    const otherUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    try {
      const ids = async () =>
        (await body(await fetch(`${otherUrl}/api/v1/jobs/active`))).jobs.map((j: { _id: string }) => j._id);
      await ids(); // warm the other instance's cache
      const { job } = await body(await fetch(`${h.url}/api/v1/jobs`, json(jobBody, bearer(admin))));
      await expect.poll(ids, { timeout: 5000 }).toContain(job._id);
    } finally {
      server.close();
      await second.close();
    }
  });
});
