import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  // On PostgreSQL the jobs' cache hears of the quiet write through NOTIFY, a moment later.
  await expect.poll(() => h.app.syncJobPages()).toBe(true);
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

describe('a job change renders only that job’s pages', () => {
  let admin: string;
  const pagesLog = () => `${control}.pages`;
  /** What each build since `from` rendered: every job (all) or the ids it names. */
  const rendered = (from: number) =>
    readFileSync(pagesLog(), 'utf8')
      .trim()
      .split('\n')
      .slice(from)
      .map((line) => JSON.parse(line) as { all: boolean; rendered: string[] });
  const mark = () =>
    existsSync(pagesLog()) ? readFileSync(pagesLog(), 'utf8').trim().split('\n').length : 0;
  const jobPage = (id: string, lang = '') => {
    const file = path.join(h.config.siteDist, lang, 'job', id, 'index.html');
    return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  };
  const toggle = (id: string, isActive: boolean) =>
    fetch(`${h.url}/api/v1/jobs/${id}/toggle-active`, {
      ...json({ isActive }, bearer(admin)),
      method: 'PATCH',
    });
  const rename = (id: string, title: string) =>
    fetch(`${h.url}/api/v1/jobs/${id}`, { ...json({ ...jobBody, title }, bearer(admin)), method: 'PUT' });
  const ids: string[] = [];

  beforeAll(async () => {
    admin = await adminToken(h);
    for (const title of ['Alpha', 'Bravo', 'Charlie']) ids.push((await createJob(h, { title })).id);
    writeFileSync(control, 'full build');
    const done = h.app.siteBuilder.nextOutcome();
    await hook();
    expect((await done).ok).toBe(true);
  });

  it('a CMS publish renders every active job’s two pages', async () => {
    writeFileSync(control, 'published');
    const from = mark();
    const done = h.app.siteBuilder.nextOutcome();
    await hook();
    expect((await done).ok).toBe(true);
    expect(rendered(from)).toEqual([{ all: true, rendered: expect.arrayContaining(ids) }]);
    for (const id of ids) {
      expect(jobPage(id)).toContain('published');
      expect(jobPage(id, 'tr')).toContain('published');
    }
  });

  it('closing a job removes its pages and renders no other job’s; reopening renders its two pages only', async () => {
    const [alpha, bravo, charlie] = ids as [string, string, string];
    writeFileSync(control, 'after a toggle');
    const from = mark();
    let done = h.app.siteBuilder.nextOutcome();
    expect((await toggle(bravo, false)).status).toBe(200);
    expect(await done).toMatchObject({ ok: true, jobPages: 0 });
    expect(rendered(from)).toEqual([{ all: false, rendered: [] }]);
    expect(jobPage(bravo)).toBeUndefined();
    expect(jobPage(bravo, 'tr')).toBeUndefined();
    // The other jobs' pages are still there, as the CMS publish built them.
    for (const id of [alpha, charlie]) {
      expect(jobPage(id)).toContain('published');
      expect(jobPage(id, 'tr')).toContain('published');
    }
    // The build's other pages (the home page, /career) are new.
    expect(await page()).toContain('after a toggle');

    writeFileSync(control, 'reopened');
    done = h.app.siteBuilder.nextOutcome();
    expect((await toggle(bravo, true)).status).toBe(200);
    expect(await done).toMatchObject({ ok: true, jobPages: 1 });
    expect(rendered(from + 1)).toEqual([{ all: false, rendered: [bravo] }]);
    expect(jobPage(bravo)).toContain('reopened');
    expect(jobPage(bravo, 'tr')).toContain('reopened');
    expect(jobPage(alpha)).toContain('published');
    expect((await fetch(`${h.url}/job/${bravo}/`)).status).toBe(200);
    expect(await (await fetch(`${h.url}/job/${alpha}/`)).text()).toContain('Alpha');
  });

  it('an edit renders the edited job’s pages with its new text', async () => {
    const charlie = ids[2]!;
    writeFileSync(control, 'edited');
    const from = mark();
    const done = h.app.siteBuilder.nextOutcome();
    expect((await rename(charlie, 'Charlie, renamed')).status).toBe(200);
    expect((await done).ok).toBe(true);
    expect(rendered(from)).toEqual([{ all: false, rendered: [charlie] }]);
    expect(jobPage(charlie)).toContain('Charlie, renamed');
  });

  it('job changes in one moment make one build of all their pages; a publish among them makes it full', async () => {
    const [alpha, bravo, charlie] = ids as [string, string, string];
    writeFileSync(control, 'merged');
    let from = mark();
    const before = builds();
    let done = h.app.siteBuilder.nextOutcome();
    await rename(alpha, 'Alpha, renamed');
    await rename(bravo, 'Bravo, renamed');
    // Closed and opened again: nothing about Charlie changed, so its pages are kept.
    await toggle(charlie, false);
    await toggle(charlie, true);
    expect((await done).ok).toBe(true);
    expect(builds() - before).toBe(1);
    expect(rendered(from)).toEqual([{ all: false, rendered: expect.arrayContaining([alpha, bravo]) }]);
    expect(rendered(from)[0]!.rendered).toHaveLength(2);
    expect(jobPage(alpha)).toContain('Alpha, renamed');
    expect(jobPage(bravo, 'tr')).toContain('Bravo, renamed');
    expect(jobPage(charlie)).toContain('edited');

    writeFileSync(control, 'published again');
    from = mark();
    done = h.app.siteBuilder.nextOutcome();
    await toggle(charlie, false);
    await hook();
    await toggle(charlie, true);
    expect((await done).ok).toBe(true);
    expect(rendered(from)).toEqual([{ all: true, rendered: expect.arrayContaining(ids) }]);
    for (const id of ids) expect(jobPage(id)).toContain('published again');
  });

  it('a site built with other scripts and styles has every job page rendered again', async () => {
    process.env.FAKE_ASSETS = 'v2';
    try {
      writeFileSync(control, 'new scripts');
      const from = mark();
      const before = builds();
      const done = h.app.siteBuilder.nextOutcome();
      await toggle(ids[0]!, false);
      await toggle(ids[0]!, true);
      expect((await done).ok).toBe(true);
      expect(builds() - before).toBe(2);
      expect(rendered(from).map((r) => r.all)).toEqual([false, true]);
      for (const id of ids) expect(jobPage(id)).toContain('new scripts');
      // The folders of the builds before are removed once nothing reads them.
      const parent = path.dirname(h.config.siteDist);
      await expect
        .poll(() => readdirSync(parent).filter((name) => /\.(next|old|trash-.*)$/.test(name)))
        .toEqual([]);
    } finally {
      delete process.env.FAKE_ASSETS;
    }
  });
});
