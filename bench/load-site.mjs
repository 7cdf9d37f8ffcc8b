// Load benchmark of the whole site on PostgreSQL: 500 concurrent visitors browsing (pages, scripts and
// the jobs list) while 200 job seekers keep applying with PDFs, for BENCH_SECONDS (default 60). Prints
// p50/p99 of page, API and application requests against budgets; every error counts and every
// application answered 201 must be stored (row and file).
// Needs PostgreSQL: BENCH_DATABASE_URL or DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres),
// and the built site (built here when missing).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import {
  applicationForm,
  budgets,
  cannon as run,
  ensureSiteBuilt,
  pdfOfSize,
  productionEnv,
  scratchDatabase,
  startApi,
} from './lib.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 60);
const VISITORS = Number(process.env.BENCH_VISITORS ?? 500);
const APPLICANTS = Number(process.env.BENCH_APPLICANTS ?? 200);
// Budgets for one API process on a 2-core machine that also runs the load generator and PostgreSQL.
const BUDGET = { pageP99: 2_000, apiP99: 2_000 };
const percentile = (values, p) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

ensureSiteBuilt();
const db = await scratchDatabase('bench_site');
const { budget, finish } = budgets();
let api;

try {
  api = await startApi({
    portBase: 3900,
    tmpPrefix: 'bench-site-',
    readyPath: '/api/v1/health/ready',
    env: { DATABASE_URL: db.url, SEED_DEMO: '1', ...productionEnv },
  });
  const { url, dataDir } = api;
  const { jobs } = await (await fetch(`${url}/api/v1/jobs/active`)).json();
  const jobId = jobs[0]._id;
  const home = await (await fetch(`${url}/`)).text();
  const script = /src="(\/_astro\/[^"]+\.js)"/.exec(home)?.[1] ?? '/favicon.svg';
  const pages = ['/', '/pricing/', '/career/', '/services/virtual_assistants/', '/tr/', '/about/', script];

  const cannon = (opts) => run({ duration: seconds, timeout: 30, ...opts });
  // Visitors: most read pages and their scripts, the rest the jobs list the careers page loads.
  const pageVisitors = Math.round(VISITORS * 0.8);
  const browsing = cannon({
    url,
    connections: pageVisitors,
    requests: pages.map((p) => ({ method: 'GET', path: p, headers: { 'accept-encoding': 'gzip' } })),
  });
  const listing = cannon({ url: `${url}/api/v1/jobs/active`, connections: VISITORS - pageVisitors });

  // Job seekers: each sends an application with a 300 KB PDF, then another, until the time is up.
  const pdf = pdfOfSize(300 * 1024 + 80);
  const until = Date.now() + seconds * 1000;
  const applyTimes = [];
  const applyStatuses = [];
  let n = 0;
  const applicant = async () => {
    while (Date.now() < until) {
      const i = n++;
      const t0 = Date.now();
      const status = await fetch(`${url}/api/v1/applicants`, {
        method: 'POST',
        body: applicationForm(i, jobId, pdf),
        signal: AbortSignal.timeout(60_000),
      })
        .then((r) => r.status)
        .catch(() => 0);
      applyTimes.push(Date.now() - t0);
      applyStatuses.push(status);
    }
  };
  const [pagesResult, listResult] = await Promise.all([
    browsing,
    listing,
    Promise.all(Array.from({ length: APPLICANTS }, applicant)),
  ]);

  const created = applyStatuses.filter((s) => s === 201).length;
  const stored = Number((await db.query('select count(*) from applicants')).rows[0].count);
  const files = readdirSync(path.join(dataDir, 'files', 'resumes')).length;

  const line = (name, reqs, p50, p99, errors) =>
    `${name.padEnd(34)} ${String(reqs).padStart(8)} req   p50 ${String(p50).padStart(5)} ms   p99 ${String(p99).padStart(6)} ms   errors ${errors}`;
  console.log(
    `\n${VISITORS} visitors (${pageVisitors} on pages and scripts, ${VISITORS - pageVisitors} on the jobs list) and ${APPLICANTS} applicants for ${seconds} s, PostgreSQL`,
  );
  const pageErrors = pagesResult.errors + pagesResult.non2xx + pagesResult.timeouts;
  const listErrors = listResult.errors + listResult.non2xx + listResult.timeouts;
  const applyErrors = applyStatuses.length - created;
  console.log(
    line(
      'pages and scripts',
      pagesResult.requests.total,
      pagesResult.latency.p50,
      pagesResult.latency.p99,
      pageErrors,
    ),
  );
  console.log(
    line(
      'GET /api/v1/jobs/active',
      listResult.requests.total,
      listResult.latency.p50,
      listResult.latency.p99,
      listErrors,
    ),
  );
  console.log(
    line(
      'POST /api/v1/applicants (300 KB PDF)',
      applyStatuses.length,
      percentile(applyTimes, 50),
      percentile(applyTimes, 99),
      applyErrors,
    ),
  );
  console.log(`applications: ${created} answered 201; ${stored} rows and ${files} files stored`);
  console.log(
    '(application latency is queueing behind the page load on one process: scale out with more API processes)',
  );

  budget(
    'page p99',
    pagesResult.latency.p99 <= BUDGET.pageP99,
    `${pagesResult.latency.p99} ms (budget ≤ ${BUDGET.pageP99} ms)`,
  );
  budget(
    'API p99',
    listResult.latency.p99 <= BUDGET.apiP99,
    `${listResult.latency.p99} ms (budget ≤ ${BUDGET.apiP99} ms)`,
  );
  budget(
    'no errors',
    pageErrors + listErrors + applyErrors === 0,
    `${pageErrors + listErrors + applyErrors} errors, timeouts or non-2xx`,
  );
  budget(
    'every application stored',
    created > 0 && stored === created && files === created,
    `${stored}/${created} rows, ${files}/${created} files`,
  );
} finally {
  await api?.stop();
  await db.drop();
}
finish();
