// Load benchmark of the API on PostgreSQL (issue 5): GET /api/v1/jobs/active with 50 jobs beside the
// static JSON route /api/v1/version of the same app, 50 connections each, in one run; then 200
// concurrent job applications with 1 MB PDFs, all of which must be stored; then the admin lists with
// 5,000 applicants at 20 connections (p99 ≤ 50 ms each), and the same lists with a different query on
// every request (figures only); then resume searches over those applicants with the cache of admin
// lists off (issues 21 and 29: p99 ≤ 100 ms for a word that picks applicants out and for words every
// resume holds, paged and sorted by relevance or date).
// Needs PostgreSQL: BENCH_DATABASE_URL or DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import {
  applicationForm,
  benchAdmin as admin,
  budgets,
  cannon,
  giveBenchResumes,
  insertBenchApplicants,
  pdfOfSize,
  productionEnv,
  scratchDatabase,
  startApi,
  waitUntil,
} from './lib.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
// BENCH_ONLY=get,applications,admin,resume runs some sections only (the data they need is written anyway;
// without the burst of applications, all 5,200 applicants are written straight into the database).
const only = process.env.BENCH_ONLY?.split(',');
const runs = (section) => !only || only.includes(section);
const db = await scratchDatabase('bench');
const { budget, finish } = budgets();
let api;

try {
  api = await startApi({
    portBase: 3300,
    tmpPrefix: 'bench-api-',
    env: { DATABASE_URL: db.url, SEED_DEMO: '0', ...productionEnv },
  });
  const { url, dataDir } = api;
  const post = (p, body, token) =>
    fetch(`${url}/api/v1${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    }).then((r) => r.json());
  const { token } = await post('/users/login', admin);
  let jobId;
  for (let i = 0; i < 50; i++) {
    const { job } = await post(
      '/jobs',
      {
        title: `Customer Support Specialist ${i + 1}`,
        description: 'Support customers of a US software company by phone, chat and email. '.repeat(3),
        type: ['On-site', 'Hybrid', 'Remote'][i % 3],
        location: ['Davao City, Philippines', 'Cebu City, Philippines', 'Manila, Philippines'][i % 3],
        language: ['English'],
        responsibilities: ['Answer inbound contacts', 'Document every case', 'Escalate with a clear summary'],
        operatingHours: 'Monday to Friday, US Eastern business hours',
        requirements: ['One year of customer service', 'Excellent English'],
        benefits: ['HMO coverage', 'Night differential'],
      },
      token,
    );
    jobId = job._id;
  }

  // The job changes above asked for a site rebuild (an Astro build, tens of seconds of both cores): it is
  // let finish before anything is measured, so no figure depends on when it happened to run.
  const rebuilding = async () =>
    Number(
      (
        await db.query(
          `select count(*) from pgboss.job where name = 'site-build' and state in ('created', 'retry', 'active')`,
        )
      ).rows[0].count,
    );
  const waitedFrom = Date.now();
  await waitUntil(
    async () => (await rebuilding()) === 0,
    'the site rebuild did not finish within two minutes',
  );
  console.log(`The site rebuild after the job changes finished ${Date.now() - waitedFrom} ms later.`);

  const row = (name, r) =>
    `${name.padEnd(53)} ${String(Math.round(r.requests.average)).padStart(7)} req/s   p99 ${String(r.latency.p99).padStart(4)} ms   errors ${r.errors + r.non2xx}`;
  if (runs('get')) {
    const load = (p) => cannon({ url: `${url}${p}`, connections: 50, duration: seconds });
    await load('/api/v1/jobs/active'); // warm-up, discarded
    const stat = await load('/api/v1/version');
    const jobs = await load('/api/v1/jobs/active');
    console.log(`\nGET, 50 connections, ${seconds} s each (same app, same run, PostgreSQL)`);
    console.log(row('/api/v1/version', stat));
    console.log(row('/api/v1/jobs/active', jobs));
    const ratio = jobs.requests.average / stat.requests.average;
    budget('jobs list vs static route', ratio >= 0.8, `${(ratio * 100).toFixed(0)} % (budget ≥ 80 %)`);
    budget(
      'no errors under load',
      jobs.errors + jobs.non2xx + stat.errors + stat.non2xx === 0,
      'errors and non-2xx',
    );
  }

  // 200 concurrent applications, each with a 1 MB PDF.
  const burst = runs('applications');
  if (burst) {
    const pdf = pdfOfSize(1024 * 1024);
    const apply = (i) =>
      fetch(`${url}/api/v1/applicants`, { method: 'POST', body: applicationForm(i, jobId, pdf) }).then(
        (r) => r.status,
      );
    const t0 = Date.now();
    const statuses = await Promise.all(Array.from({ length: 200 }, (_, i) => apply(i)));
    const ms = Date.now() - t0;
    const stored = Number((await db.query('select count(*) from applicants')).rows[0].count);
    const files = readdirSync(path.join(dataDir, 'files', 'resumes')).length;
    const created = statuses.filter((s) => s === 201).length;
    console.log(
      `\n200 concurrent applications with 1 MB PDFs: ${created} × 201 in ${ms} ms; ${stored} rows, ${files} files stored`,
    );
    budget(
      '200 concurrent applications stored',
      created === 200 && stored === 200 && files === 200,
      `${stored}/200 rows, ${files}/200 files`,
    );

    // The burst's resumes are read in the background (resume-text jobs) and every one written back drops the
    // cache of admin lists: the lists are measured once that work is done, as they would be a while after a
    // burst, not against it.
    const t1 = Date.now();
    await waitUntil(
      async () =>
        Number(
          (await db.query(`select count(*) from applicants where resume_text_state = 'pending'`)).rows[0]
            .count,
        ) === 0,
      'the resumes of the burst were not read within two minutes',
    );
    console.log(`Their resumes read in the background ${Date.now() - t1} ms after the burst.`);
  }

  // The admin lists with 5,000 applicants (issue 9): written straight into the database, spread over
  // the 50 jobs and the six statuses, then each admin list under 20 connections with an admin token.
  await insertBenchApplicants(db, burst ? 5000 : 5200);
  const total = Number((await db.query('select count(*) from applicants')).rows[0].count);
  const asAdmin = { connections: 20, duration: seconds, headers: { authorization: `Bearer ${token}` } };
  const adminLoad = (p) => cannon({ url: `${url}${p}`, ...asAdmin });
  const adminLists = [
    '/api/v1/applicants?page=1&pageSize=20',
    '/api/v1/applicants?page=40&pageSize=20&sort=name&order=asc&search=applicant1',
    '/api/v1/applicants/facets',
    `/api/v1/jobs/${jobId}/applicants`,
    '/api/v1/jobs/all',
    '/api/v1/admin/summary',
  ];
  if (runs('admin')) {
    console.log(`\nAdmin lists with ${total} applicants, 20 connections, ${seconds} s each (PostgreSQL)`);
    await adminLoad(adminLists[0]); // warm-up, discarded
    for (const p of adminLists) {
      const r = await adminLoad(p);
      console.log(row(p.slice(7, 60), r));
      budget(
        `${p} p99`,
        r.latency.p99 <= 50 && r.errors + r.non2xx === 0,
        `${r.latency.p99} ms (budget ≤ 50 ms), ${Math.round(r.requests.average)} req/s, errors ${r.errors + r.non2xx}`,
      );
    }

    // The same lists asked for with a different page, sort or search on almost every request, so that
    // most answers come from the database rather than the API's cache of admin lists: figures only.
    const sorts = ['createdAt', 'name', 'email', 'status', 'job'];
    const varied = {
      'pages of /applicants, 5 sorts × 2 orders × 260 pages': () =>
        `/api/v1/applicants?page=${1 + Math.floor(Math.random() * 260)}&pageSize=20&sort=${sorts[Math.floor(Math.random() * 5)]}&order=${Math.random() < 0.5 ? 'asc' : 'desc'}`,
      'name searches of /applicants, 5,200 different terms': () =>
        `/api/v1/applicants?pageSize=20&sort=name&order=asc&search=applicant${1 + Math.floor(Math.random() * 5200)}`,
    };
    console.log(
      `\nAdmin lists, a different query on each request (mostly read from PostgreSQL), 20 connections`,
    );
    for (const [name, next] of Object.entries(varied)) {
      const r = await cannon({
        url,
        ...asAdmin,
        requests: [{ setupRequest: (req) => ({ ...req, path: next() }) }],
      });
      console.log(row(name, r));
      budget(`${name}: no errors`, r.errors + r.non2xx === 0, `errors ${r.errors + r.non2xx}`);
    }
  }

  if (runs('resume')) {
    // Resume search (issue 21): every one of the 5,000 applicants gets a one-page resume (about 350 words of
    // a bookkeeping and support vocabulary, and one word of its own, kwN), stored as the resume-text job
    // stores it; then searches for a different word on each request (so the cache of admin lists does not
    // answer): a word only one resume holds, and common words in other forms than the resumes use.
    await giveBenchResumes(db);
    const forms = [
      'invoice',
      'reconcile',
      'escalation',
      'appointment',
      'claim',
      'ticket',
      'schedule',
      'report',
    ];
    // Measured with the cache of admin lists off (ADMIN_LIST_CACHE_SECONDS=0: the same database, a new API
    // process), so every answer is read from PostgreSQL.
    await api.stop();
    api = await startApi({
      portBase: 3300,
      tmpPrefix: 'bench-api-',
      env: { DATABASE_URL: db.url, SEED_DEMO: '0', ...productionEnv, ADMIN_LIST_CACHE_SECONDS: '0' },
    });
    const resumeSearches = [
      {
        name: 'resume searches, a word one resume holds (5,000 words)',
        next: () => `/api/v1/applicants?pageSize=20&search=kw${1 + Math.floor(Math.random() * 5000)}`,
        budgeted: true,
      },
      // Every resume holds these words: the first request of a search counts, and for relevance ranks, all
      // 5,000 matches (about 5 ms of database time to count, 15–20 ms to rank); its other pages slice the
      // ranked ids it keeps (issue 29), and each page still reads its 20 rows and their snippets.
      {
        name: 'resume searches, common word forms × 25 pages × relevance or date',
        next: () =>
          `/api/v1/applicants?pageSize=20&page=${1 + Math.floor(Math.random() * 25)}&sort=${Math.random() < 0.5 ? 'relevance' : 'createdAt'}&search=${forms[Math.floor(Math.random() * forms.length)]}`,
        budgeted: true,
      },
    ];
    console.log(
      `\nResume search over ${total} applicants with one-page resumes, 20 connections, cache of admin lists off`,
    );
    for (const { name, next, budgeted } of resumeSearches) {
      const r = await cannon({
        url: api.url,
        ...asAdmin,
        requests: [{ setupRequest: (req) => ({ ...req, path: next() }) }],
      });
      console.log(`${row(name, r)}${budgeted ? '' : '   (figures only)'}`);
      if (budgeted) {
        budget(
          `${name} p99`,
          r.latency.p99 <= 100 && r.errors + r.non2xx === 0,
          `${r.latency.p99} ms (budget ≤ 100 ms), ${Math.round(r.requests.average)} req/s, errors ${r.errors + r.non2xx}`,
        );
      } else budget(`${name}: no errors`, r.errors + r.non2xx === 0, `errors ${r.errors + r.non2xx}`);
    }
  }
} finally {
  await api?.stop();
  await db.drop();
}
finish();
