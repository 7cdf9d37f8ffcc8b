// Careers at any number of jobs (issue 19), on a scratch PostgreSQL database: the time from a job toggle
// to its static page and /career being live with 13 and with 2,000 active jobs; /career's and the admin
// jobs page's bytes on a first load (everything the browser transfers, compressed as sent) with 2,000
// jobs; Lighthouse mobile on /career and /tr/career (median of 3 runs); the careers and admin list
// requests at 20 connections, the same URL (p99 budget) and a different query on every request (figures
// only).
// Needs PostgreSQL: BENCH_DATABASE_URL or DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres).
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import {
  benchAdmin as admin,
  budgets,
  cannon,
  ensureSiteBuilt,
  productionEnv,
  root,
  scratchDatabase,
  startApi,
  waitUntil,
} from './lib.mjs';
import { lighthouseBudgets } from './lighthouse.mjs';

const chrome = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const BOARD = Number(process.env.BENCH_CAREERS_JOBS ?? 2000);
const CAREER_BUDGET = 120 * 1024;
const ADMIN_BUDGET = 160 * 1024;
const { budget, finish } = budgets();
ensureSiteBuilt();

const db = await scratchDatabase('bench_careers');
const siteDir = mkdtempSync(path.join(os.tmpdir(), 'bench-careers-site-'));
cpSync(path.join(root, 'site/dist'), siteDir, { recursive: true });
let api;

/** `n` more jobs written straight into the database (active unless said), older than any job so far. */
const insertJobs = (n, active = true) =>
  db.query(`
    insert into jobs (title, description, type, location, language, responsibilities, operating_hours,
      requirements, benefits, posting_date, is_active)
    select 'Customer Support Specialist ' || n,
      'Support customers of a US software company by phone, chat and email. Case ' || n || '.',
      (array['On-site','Hybrid','Remote'])[1 + n % 3],
      (array['Davao City, Philippines','Cebu City, Philippines','Manila, Philippines','İzmir, Türkiye'])[1 + n % 4],
      '["English"]', '["Answer inbound contacts","Document every case"]', 'US Eastern business hours',
      '["Excellent English"]', '["HMO coverage"]', now() - interval '1 day' - (n || ' minutes')::interval,
      ${active}
    from generate_series(1, ${n}) n`);

try {
  api = await startApi({
    portBase: 3500,
    tmpPrefix: 'bench-careers-',
    env: {
      DATABASE_URL: db.url,
      SEED_DEMO: '0',
      SITE_DIST: siteDir,
      REBUILD_DEBOUNCE_MS: '200',
      ...productionEnv,
    },
  });
  const base = api.url.replace('127.0.0.1', 'localhost');
  const call = async (method, p, body, token) => {
    const res = await fetch(`${base}/api/v1${p}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return res.json();
  };
  const login = await call('POST', '/users/login', admin);
  const token = login.token;
  const live = async () => {
    const etag = (await fetch(`${base}/api/v1/jobs/active`)).headers.get('etag');
    const built = await (await fetch(`${base}/jobs-version.txt`)).text();
    return etag === `"${built.trim()}"`;
  };
  await waitUntil(live, 'the first site build did not finish');
  // 12 jobs behind the API's back; adding the 13th tells it (and rebuilds).
  await insertJobs(12);

  // The job the toggles open and close: the newest, so it is on /career's first page.
  const { job } = await call(
    'POST',
    '/jobs',
    {
      title: 'Bench Toggle Role',
      description: 'Opened and closed by the benchmark.',
      type: 'Remote',
      location: 'Manila, Philippines',
      language: ['English'],
      responsibilities: ['Answer'],
      operatingHours: 'Day',
      requirements: ['English'],
      isActive: false,
    },
    token,
  );
  await waitUntil(live, 'the site build after adding a job did not finish');

  /** From the toggle to the job's static page and /career (its first page) naming the job. */
  const toggleToLive = async () => {
    const t0 = Date.now();
    await call('PATCH', `/jobs/${job._id}/toggle-active`, { isActive: true }, token);
    await waitUntil(async () => {
      const page = await fetch(`${base}/job/${job._id}`);
      const career = await (await fetch(`${base}/career`)).text();
      return (
        page.ok &&
        (await page.text()).includes('<h1') &&
        career.includes('Bench Toggle Role') &&
        (await live())
      );
    }, 'the toggled job did not go live');
    const ms = Date.now() - t0;
    await call('PATCH', `/jobs/${job._id}/toggle-active`, { isActive: false }, token);
    await waitUntil(live, 'the site build after closing the job did not finish');
    return ms;
  };
  const small = await toggleToLive();
  console.log(`\nToggle to live with 13 active jobs: ${small} ms`);

  await insertJobs(BOARD - 12);
  // Written behind the API's back: a toggle tells it (and rebuilds); that build is not measured.
  await call('PATCH', `/jobs/${job._id}/toggle-active`, { isActive: false }, token);
  await waitUntil(live, `the site build with ${BOARD} jobs did not finish`);
  const active = (await call('GET', '/jobs/careers?pageSize=1')).active;
  const large = await toggleToLive();
  console.log(`Toggle to live with ${active + 1} active jobs: ${large} ms`);
  budget(
    'toggle to live',
    large <= 1.5 * small,
    `${large} ms with ${active + 1} jobs vs ${small} ms with 13 (budget ≤ 1.5 ×: ${(large / small).toFixed(2)} ×)`,
  );

  // What a first load transfers, as the browser receives it (compressed bodies and headers).
  const browser = await chromium.launch({ executablePath: chrome, args: ['--no-sandbox', '--disable-gpu'] });
  const transferred = async (p, prepare) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    if (prepare) await prepare(page);
    const sizes = [];
    page.on('requestfinished', (req) =>
      sizes.push(req.sizes().then((s) => s.responseBodySize + s.responseHeadersSize)),
    );
    await page.goto(base + p, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const total = (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
    await context.close();
    return total;
  };
  const career = await transferred('/career');
  const careerTr = await transferred('/tr/career');
  budget(
    '/career first load',
    career <= CAREER_BUDGET,
    `${(career / 1024).toFixed(1)} KB with ${active} jobs (budget ≤ 120 KB)`,
  );
  budget(
    '/tr/career first load',
    careerTr <= CAREER_BUDGET,
    `${(careerTr / 1024).toFixed(1)} KB (budget ≤ 120 KB)`,
  );
  const adminPage = await transferred('/adminjobspage', async (page) => {
    await page.goto(`${base}/robots.txt`);
    await page.evaluate((user) => localStorage.setItem('user', JSON.stringify(user)), {
      token,
      id: login.id ?? 'admin',
      isAdmin: true,
      name: 'Bench Admin',
      email: admin.email,
    });
  });
  budget(
    '/adminjobspage first load',
    adminPage <= ADMIN_BUDGET,
    `${(adminPage / 1024).toFixed(1)} KB with ${active} jobs (budget ≤ 160 KB)`,
  );
  await browser.close();

  // Lighthouse mobile on the careers page with every job open, as a visitor on a phone sees it.
  await lighthouseBudgets({
    chrome,
    base,
    pages: ['/career', '/tr/career'],
    least: () => 100,
    budget,
    runs: Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3),
  });

  // The lists under load: a different search, filter, sort or page on (almost) every request.
  const words = ['support', 'case 1', 'case 42', 'phone', 'software', 'zzz', ''];
  const types = ['', 'Remote', 'Hybrid', 'On-site'];
  const locations = ['', 'Manila', 'Cebu City', 'İzmir'];
  const sorts = ['postingDate_desc', 'postingDate_asc', 'title_asc', 'title_desc'];
  const pick = (list) => list[Math.floor(Math.random() * list.length)];
  const lists = {
    '/jobs/careers, varied queries (en/tr)': {
      headers: { 'accept-encoding': 'br' },
      next: () =>
        `/api/v1/jobs/careers?${new URLSearchParams({
          search: pick(words),
          type: pick(types),
          location: pick(locations),
          sort: pick(sorts),
          page: String(1 + Math.floor(Math.random() * 50)),
          lang: pick(['en', 'tr']),
        })}`,
    },
    '/jobs/admin, varied pages, sorts and searches': {
      headers: { 'accept-encoding': 'br', authorization: `Bearer ${token}` },
      next: () =>
        `/api/v1/jobs/admin?${new URLSearchParams({
          page: String(1 + Math.floor(Math.random() * 100)),
          pageSize: '20',
          sort: pick(['postingDate', 'title', 'type', 'location', 'isActive', 'candidates']),
          order: pick(['asc', 'desc']),
          search: pick(words),
        })}`,
    },
  };
  const row = (name, r) =>
    `${name.padEnd(52)} ${String(Math.round(r.requests.average)).padStart(6)} req/s   p50 ${String(r.latency.p50).padStart(3)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   errors ${r.errors + r.non2xx}`;
  // The same URL again and again, as visitors open /career and admins their first page (answered from
  // the API's caches until a job changes): held to the admin lists' budget.
  const fixed = {
    '/jobs/careers?lang=en (the first page)': {
      path: '/api/v1/jobs/careers?lang=en',
      headers: { 'accept-encoding': 'br' },
    },
    '/jobs/admin?page=1&pageSize=5': {
      path: '/api/v1/jobs/admin?page=1&pageSize=5&sort=postingDate&order=desc',
      headers: { 'accept-encoding': 'br', authorization: `Bearer ${token}` },
    },
  };
  console.log(`\nList requests with ${active} active jobs, 20 connections, ${seconds} s each (PostgreSQL)`);
  for (const [name, { path: p, headers }] of Object.entries(fixed)) {
    const r = await cannon({ url: `${base}${p}`, connections: 20, duration: seconds, headers });
    console.log(row(name, r));
    budget(
      `${name} p99`,
      r.latency.p99 <= 50 && r.errors + r.non2xx === 0,
      `${r.latency.p99} ms (budget ≤ 50 ms), errors ${r.errors + r.non2xx}`,
    );
  }
  // A different query on every request, so that most answers are computed afresh: figures only (as the
  // admin lists' varied figures of load-api).
  for (const [name, { headers, next }] of Object.entries(lists)) {
    const r = await cannon({
      url: base,
      connections: 20,
      duration: seconds,
      headers,
      requests: [{ setupRequest: (req) => ({ ...req, path: next() }) }],
    });
    console.log(row(name, r));
    budget(
      `${name}: no errors`,
      r.errors + r.non2xx === 0,
      `p99 ${r.latency.p99} ms (figures only), errors ${r.errors + r.non2xx}`,
    );
  }
} finally {
  await api?.stop();
  await db.drop();
  rmSync(siteDir, { recursive: true, force: true });
}
finish();
