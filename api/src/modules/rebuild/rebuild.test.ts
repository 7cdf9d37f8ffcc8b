import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { jobResponseSchema, rebuildResponseSchema } from '@crestline/contracts';
import { json } from '../../../test/fixtures';
import { startHarness, type Harness } from '../../../test/harness';
import { adminToken, bearer, createJob, expectBody } from '../../../test/helpers';

const jobBody = {
  title: 'Rebuilt',
  description: 'Triggers a build.',
  type: 'Remote',
  location: 'Davao City',
  language: ['English'],
  responsibilities: ['Build'],
  operatingHours: 'Day shift',
  requirements: ['Patience'],
};

let h: Harness;
let control: string;
const fake = path.resolve(import.meta.dirname, '../../../test/bin/fake-site-build.mjs');

beforeAll(async () => {
  h = await startHarness({
    REBUILD_SECRET: 'a-test-rebuild-secret-of-some-length',
    REBUILD_DEBOUNCE_MS: '300',
    SITE_BUILD_COMMAND: `node ${fake}`,
  });
  control = path.join(h.dataDir, 'build-spec.txt');
  process.env.FAKE_BUILD_FILE = control;
  mkdirSync(h.config.siteDist, { recursive: true });
  writeFileSync(
    path.join(h.config.siteDist, 'index.html'),
    '<html lang="en"><body>first version</body></html>',
  );
  h.app.site.reload();
});
afterAll(() => h.close());

const hook = (secret = 'a-test-rebuild-secret-of-some-length') =>
  fetch(`${h.url}/api/v1/internal/rebuild`, { method: 'POST', headers: { 'x-rebuild-secret': secret } });
const page = async () => (await fetch(`${h.url}/`)).text();
const builds = () => (existsSync(`${control}.count`) ? readFileSync(`${control}.count`, 'utf8').length : 0);

it('refuses a caller without the secret', async () => {
  expect((await hook('wrong')).status).toBe(401);
  expect((await fetch(`${h.url}/api/v1/internal/rebuild`, { method: 'POST' })).status).toBe(401);
});

it('several publishes in a moment make one build, and the new site goes live', async () => {
  writeFileSync(control, 'second version');
  const before = builds();
  const done = h.app.siteBuilder.nextOutcome();
  for (let i = 0; i < 4; i++) {
    const res = await hook();
    expect(res.status).toBe(202);
    expect(await expectBody(rebuildResponseSchema, res)).toEqual({ status: 'scheduled' });
  }
  expect((await done).ok).toBe(true);
  expect(builds() - before).toBe(1);
  expect(await page()).toContain('second version');
});

it('a failed build keeps the last good site online', async () => {
  writeFileSync(control, 'FAIL');
  const done = h.app.siteBuilder.nextOutcome();
  await hook();
  const outcome = await done;
  expect(outcome.ok).toBe(false);
  expect(await page()).toContain('second version');
});

it('a publish during a running build is not lost and does not interrupt it', async () => {
  process.env.FAKE_BUILD_MS = '1500';
  try {
    writeFileSync(control, 'third version');
    const first = h.app.siteBuilder.nextOutcome();
    await hook();
    await new Promise((r) => setTimeout(r, 700)); // the build is running now
    writeFileSync(control, 'fourth version');
    await hook();
    expect((await first).ok).toBe(true);
    const second = await h.app.siteBuilder.nextOutcome();
    expect(second.ok).toBe(true);
    expect(await page()).toContain('fourth version');
  } finally {
    delete process.env.FAKE_BUILD_MS;
  }
});

it('answers every request while new builds are swapped in', async () => {
  let running = true;
  const statuses: number[] = [];
  const loops = Array.from({ length: 8 }, async () => {
    while (running) {
      const res = await fetch(`${h.url}/`);
      await res.arrayBuffer();
      statuses.push(res.status);
    }
  });
  for (let i = 1; i <= 5; i++) {
    writeFileSync(control, `swap ${i}`);
    const done = h.app.siteBuilder.nextOutcome();
    await hook();
    expect((await done).ok).toBe(true);
  }
  running = false;
  await Promise.all(loops);
  expect(statuses.length).toBeGreaterThan(50);
  expect(statuses.filter((status) => status !== 200)).toEqual([]);
  expect(await page()).toContain('swap 5');
});

it('an admin’s job change rebuilds the site with the active jobs; a stale site is noticed at start', async () => {
  writeFileSync(control, 'with jobs');
  const admin = await adminToken(h);
  // Every build is handed the active jobs: the site built above lists none, as the database did.
  expect(await h.app.syncJobPages()).toBe(false);
  const quiet = await createJob(h, { title: 'Written without the API' });
  const stale = h.app.siteBuilder.nextOutcome();
  expect(await h.app.syncJobPages()).toBe(true);
  expect((await stale).ok).toBe(true);
  const done = h.app.siteBuilder.nextOutcome();
  const res = await fetch(`${h.url}/api/v1/jobs`, json(jobBody, bearer(admin)));
  const { job } = await expectBody(jobResponseSchema, res);
  expect((await done).ok).toBe(true);
  const built = JSON.parse(readFileSync(path.join(h.config.siteDist, 'jobs.json'), 'utf8'));
  expect(built.jobs.map((j: { _id: string }) => j._id).sort()).toEqual([job._id, quiet.id].sort());
  expect(await h.app.syncJobPages()).toBe(false);
  // A toggle counts as a change too.
  const next = h.app.siteBuilder.nextOutcome();
  await fetch(`${h.url}/api/v1/jobs/${job._id}/toggle-active`, {
    ...json({ isActive: false }, bearer(admin)),
    method: 'PATCH',
  });
  expect((await next).ok).toBe(true);
  const after = JSON.parse(readFileSync(path.join(h.config.siteDist, 'jobs.json'), 'utf8'));
  expect(after.jobs.map((j: { _id: string }) => j._id)).toEqual([quiet.id]);
});
