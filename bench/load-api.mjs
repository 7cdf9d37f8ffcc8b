// Load benchmark of the API on PostgreSQL (issue 5): GET /api/v1/jobs/active with 50 jobs beside the
// static JSON route /api/v1/version of the same app, 50 connections each, in one run; then 200
// concurrent job applications with 1 MB PDFs, all of which must be stored; then the admin lists with
// 5,000 applicants at 20 connections (p99 ≤ 50 ms each), and the same lists with a different query on
// every request (figures only).
// Needs PostgreSQL: BENCH_DATABASE_URL or DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres).
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const base =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const port = 3300 + Math.floor(Math.random() * 500);
const url = `http://127.0.0.1:${port}`;
const dbName = `bench_${Date.now()}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-api-'));
const admin = { email: 'bench-admin@example.com', password: 'bench-admin-password' };

const q = async (sql) => {
  const c = new pg.Client({ connectionString: base });
  await c.connect();
  await c.query(sql);
  await c.end();
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
    SEED_DEMO: '0',
    NODE_ENV: 'production',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-123',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    RATE_LIMIT_PUBLIC_POSTS: '1000000',
    RATE_LIMIT_AUTH: '1000000',
  },
  stdio: 'inherit',
  detached: true, // its own process group, so stopping it stops npm, tsx and node together
});
const results = [];
let failed = false;
const budget = (name, ok, text) => {
  results.push(`${ok ? 'PASS' : 'FAIL'}  ${name}: ${text}`);
  if (!ok) failed = true;
};

try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${url}/api/v1/health`)).ok) break;
    } catch {
      // not up yet
    }
    if (i > 120) throw new Error('API did not start');
    await new Promise((r) => setTimeout(r, 500));
  }
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

  const load = (p) =>
    new Promise((resolve, reject) =>
      autocannon({ url: `${url}${p}`, connections: 50, duration: seconds }, (err, r) =>
        err ? reject(err) : resolve(r),
      ),
    );
  await load('/api/v1/jobs/active'); // warm-up, discarded
  const stat = await load('/api/v1/version');
  const jobs = await load('/api/v1/jobs/active');
  const row = (name, r) =>
    `${name.padEnd(53)} ${String(Math.round(r.requests.average)).padStart(7)} req/s   p99 ${String(r.latency.p99).padStart(4)} ms   errors ${r.errors + r.non2xx}`;
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

  // 200 concurrent applications, each with a 1 MB PDF.
  const pdf = Buffer.concat([
    Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%'),
    Buffer.alloc(1024 * 1024 - 80, 'x'),
    Buffer.from('\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  ]);
  const apply = (i) => {
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
    return fetch(`${url}/api/v1/applicants`, { method: 'POST', body: form }).then((r) => r.status);
  };
  const t0 = Date.now();
  const statuses = await Promise.all(Array.from({ length: 200 }, (_, i) => apply(i)));
  const ms = Date.now() - t0;
  const c = new pg.Client({ connectionString: dbUrl.toString() });
  await c.connect();
  const stored = Number((await c.query('select count(*) from applicants')).rows[0].count);
  await c.end();
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

  // The admin lists with 5,000 applicants (issue 9): written straight into the database, spread over
  // the 50 jobs and the six statuses, then each admin list under 20 connections with an admin token.
  const db = new pg.Client({ connectionString: dbUrl.toString() });
  await db.connect();
  await db.query(`
    insert into applicants (job_id, first_name, last_name, email, phone, zip_code, fluent_language,
      number_of_staff_handled, is_willing_for_background_check, years_of_customer_service_experience,
      years_of_call_center_experience, resume_key, status, created_at)
    select (array(select id from jobs order by posting_date))[1 + n % 50], 'Applicant' || n, 'Bench',
      'bench' || n || '@example.com', '09171234567', '8000', 'English', '5-15', true, 1 + n % 3, 1 + n % 3,
      'resumes/' || gen_random_uuid() || '.pdf',
      (array['Received','Reviewing','Interview','Offer','Hired','Rejected'])[1 + n % 6],
      now() - (n || ' minutes')::interval
    from generate_series(1, 5000) n`);
  const total = Number((await db.query('select count(*) from applicants')).rows[0].count);
  await db.end();
  const adminLoad = (p) =>
    new Promise((resolve, reject) =>
      autocannon(
        {
          url: `${url}${p}`,
          connections: 20,
          duration: seconds,
          headers: { authorization: `Bearer ${token}` },
        },
        (err, r) => (err ? reject(err) : resolve(r)),
      ),
    );
  const adminLists = [
    '/api/v1/applicants?page=1&pageSize=20',
    '/api/v1/applicants?page=40&pageSize=20&sort=name&order=asc&search=applicant1',
    '/api/v1/applicants/facets',
    `/api/v1/jobs/${jobId}/applicants`,
    '/api/v1/jobs/all',
    '/api/v1/admin/summary',
  ];
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
    const r = await new Promise((resolve, reject) =>
      autocannon(
        {
          url,
          connections: 20,
          duration: seconds,
          headers: { authorization: `Bearer ${token}` },
          requests: [{ setupRequest: (req) => ({ ...req, path: next() }) }],
        },
        (err, res) => (err ? reject(err) : resolve(res)),
      ),
    );
    console.log(row(name, r));
    budget(`${name}: no errors`, r.errors + r.non2xx === 0, `errors ${r.errors + r.non2xx}`);
  }
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
