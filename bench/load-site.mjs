// Load benchmark of the whole site on PostgreSQL: 500 concurrent visitors browsing (pages, scripts and
// the jobs list) while 200 job seekers keep applying with PDFs, for BENCH_SECONDS (default 60). Prints
// p50/p99 of page, API and application requests against budgets; every error counts and every
// application answered 201 must be stored (row and file).
// Needs PostgreSQL: BENCH_DATABASE_URL or DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres),
// and the built site (built here when missing).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const base =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const seconds = Number(process.env.BENCH_SECONDS ?? 60);
const VISITORS = Number(process.env.BENCH_VISITORS ?? 500);
const APPLICANTS = Number(process.env.BENCH_APPLICANTS ?? 200);
// Budgets for one API process on a 2-core machine that also runs the load generator and PostgreSQL.
const BUDGET = { pageP99: 2_000, apiP99: 2_000 };
const port = 3900 + Math.floor(Math.random() * 90);
const url = `http://127.0.0.1:${port}`;
const dbName = `bench_site_${Date.now()}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-site-'));
const admin = { email: 'bench-admin@example.com', password: 'bench-admin-password' };

if (!existsSync(path.join(root, 'site/dist/index.html'))) {
  spawnSync('npm', ['run', 'build', '-w', 'site'], { cwd: root, stdio: 'inherit' });
}
const q = async (sql) => {
  const c = new pg.Client({ connectionString: base });
  await c.connect();
  const r = await c.query(sql);
  await c.end();
  return r;
};
await q(`create database ${dbName}`);
const dbUrl = new URL(base);
dbUrl.pathname = `/${dbName}`;

const server = spawn('npm', ['run', 'start', '-w', 'api'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    DATABASE_URL: dbUrl.toString(),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: '1',
    NODE_ENV: 'production',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-123',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    RATE_LIMIT_PUBLIC_POSTS: '100000000',
    RATE_LIMIT_AUTH: '100000000',
  },
  stdio: 'inherit',
  detached: true,
});
const results = [];
let failed = false;
const budget = (name, ok, text) => {
  results.push(`${ok ? 'PASS' : 'FAIL'}  ${name}: ${text}`);
  if (!ok) failed = true;
};
const percentile = (values, p) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${url}/api/v1/health/ready`)).ok) break;
    } catch {
      // not up yet
    }
    if (i > 240) throw new Error('API did not start');
    await new Promise((r) => setTimeout(r, 500));
  }
  const { jobs } = await (await fetch(`${url}/api/v1/jobs/active`)).json();
  const jobId = jobs[0]._id;
  const home = await (await fetch(`${url}/`)).text();
  const script = /src="(\/_astro\/[^"]+\.js)"/.exec(home)?.[1] ?? '/favicon.svg';
  const pages = ['/', '/pricing/', '/career/', '/services/virtual_assistants/', '/tr/', '/about/', script];

  const cannon = (opts) =>
    new Promise((resolve, reject) =>
      autocannon({ duration: seconds, timeout: 30, ...opts }, (err, r) => (err ? reject(err) : resolve(r))),
    );
  // Visitors: most read pages and their scripts, the rest the jobs list the careers page loads.
  const pageVisitors = Math.round(VISITORS * 0.8);
  const browsing = cannon({
    url,
    connections: pageVisitors,
    requests: pages.map((p) => ({ method: 'GET', path: p, headers: { 'accept-encoding': 'gzip' } })),
  });
  const listing = cannon({ url: `${url}/api/v1/jobs/active`, connections: VISITORS - pageVisitors });

  // Job seekers: each sends an application with a 300 KB PDF, then another, until the time is up.
  const pdf = Buffer.concat([
    Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%'),
    Buffer.alloc(300 * 1024, 'x'),
    Buffer.from('\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  ]);
  const until = Date.now() + seconds * 1000;
  const applyTimes = [];
  const applyStatuses = [];
  let n = 0;
  const applicant = async () => {
    while (Date.now() < until) {
      const i = n++;
      const form = new FormData();
      const fields = {
        firstName: `Applicant${i}`,
        lastName: 'Load',
        email: `applicant${i}@example.com`,
        phone: '09171234567',
        zipCode: '8000',
        fluentLanguage: 'English',
        numberOfStaffHandled: '5-15',
        isWillingForBackgroundCheck: 'true',
        yearsOfCustomerServiceExperience: '2',
        yearsOfCallCenterExperience: '1',
        jobId,
      };
      for (const [k, v] of Object.entries(fields)) form.append(k, v);
      form.append('resume', new Blob([pdf], { type: 'application/pdf' }), `cv-${i}.pdf`);
      const t0 = Date.now();
      const status = await fetch(`${url}/api/v1/applicants`, {
        method: 'POST',
        body: form,
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
  const c = new pg.Client({ connectionString: dbUrl.toString() });
  await c.connect();
  const stored = Number((await c.query('select count(*) from applicants')).rows[0].count);
  await c.end();
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
  const exited = new Promise((r) => server.on('exit', r));
  process.kill(-server.pid, 'SIGTERM');
  await exited;
  await new Promise((r) => setTimeout(r, 500));
  await q(`drop database if exists ${dbName} with (force)`).catch(() => {});
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(`\n${results.join('\n')}`);
process.exit(failed ? 1 : 0);
