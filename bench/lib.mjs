// What the benchmarks share: the API started as a user starts it (in its own process group), a scratch
// PostgreSQL database, the budget lines printed at the end, and the job application a load sends.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { sampleApplicant, waitFor } from '@crestline/contracts/testing';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Budget lines, printed together at the end; `finish()` prints them and exits 1 if any failed. */
export function budgets() {
  const lines = [];
  let failed = false;
  return {
    budget(name, ok, text) {
      lines.push(`${ok ? 'PASS' : 'FAIL'}  ${name}: ${text}`);
      if (!ok) failed = true;
    },
    finish() {
      console.log(`\n${lines.join('\n')}`);
      process.exit(failed ? 1 : 0);
    },
  };
}

/** The built site, built first when missing. */
export function ensureSiteBuilt() {
  if (!existsSync(path.join(root, 'site/dist/index.html'))) {
    spawnSync('npm', ['run', 'build', '-w', 'site'], { cwd: root, stdio: 'inherit' });
  }
}

/** A fresh database on the PostgreSQL of BENCH_DATABASE_URL or DATABASE_URL, dropped by `drop()`. */
export async function scratchDatabase(prefix) {
  const server =
    process.env.BENCH_DATABASE_URL ??
    process.env.DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `${prefix}_${Date.now()}`;
  const admin = async (sql) => {
    const c = new pg.Client({ connectionString: server });
    await c.connect();
    await c.query(sql);
    await c.end();
  };
  await admin(`create database ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    /** One query on the scratch database. */
    async query(sql) {
      const c = new pg.Client({ connectionString: url.toString() });
      await c.connect();
      try {
        return await c.query(sql);
      } finally {
        await c.end();
      }
    },
    // BENCH_KEEP_DATABASE=1 keeps it for a look at the query plans afterwards.
    drop: () =>
      process.env.BENCH_KEEP_DATABASE
        ? console.log(`Kept the scratch database ${name}.`)
        : admin(`drop database if exists ${name} with (force)`).catch(() => {}),
  };
}

/**
 * `npm run start -w api` on a port of its own with a temporary DATA_DIR; resolves once `readyPath`
 * answers. `stop()` ends the whole process group and removes the folder.
 */
export async function startApi({ portBase, env = {}, readyPath = '/api/v1/health', tmpPrefix = 'bench-' }) {
  const port = portBase + Math.floor(Math.random() * 90);
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), tmpPrefix));
  const child = spawn('npm', ['run', 'start', '-w', 'api'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: 'inherit',
    detached: true, // its own process group, so stopping it stops npm, tsx and node together
  });
  const exited = new Promise((r) => child.on('exit', r));
  const stop = async () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    await exited;
    // npm leaves at once; the API itself finishes its graceful shutdown first: wait for the whole group.
    for (let i = 0; i < 60 && groupAlive(child.pid); i++) await new Promise((r) => setTimeout(r, 250));
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntil(async () => (await fetch(`${url}${readyPath}`)).ok, 'the API did not start');
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, dataDir, stop };
}

function groupAlive(pid) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Polls `check` every half second until it answers true (errors count as not yet); gives up after 2 min. */
export const waitUntil = (check, message) =>
  waitFor(check, { timeoutMs: 120_000, intervalMs: 500 }).catch(() => {
    throw new Error(message);
  });

/** A valid PDF of about `bytes` bytes. */
export function pdfOfSize(bytes) {
  return Buffer.concat([
    Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
        '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
        '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj\n%',
    ),
    Buffer.alloc(Math.max(0, bytes - 80), 'x'),
    Buffer.from('\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  ]);
}

/** The multipart body of application number `i` to job `jobId`, with `pdf` as the resume. */
export function applicationForm(i, jobId, pdf) {
  const form = new FormData();
  const fields = {
    ...sampleApplicant,
    firstName: `Applicant${i}`,
    lastName: 'Load',
    email: `applicant${i}@example.com`,
    jobId,
  };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('resume', new Blob([pdf], { type: 'application/pdf' }), `cv-${i}.pdf`);
  return form;
}

/** The environment of an API that benchmarks log in to as an admin, without rate limits in the way. */
export const benchAdmin = { email: 'bench-admin@example.com', password: 'bench-admin-password' };
export const productionEnv = {
  NODE_ENV: 'production',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-123',
  ADMIN_EMAIL: benchAdmin.email,
  ADMIN_PASSWORD: benchAdmin.password,
  // The bench's admin reads the admin lists with a password alone (production requires a second factor).
  ADMIN_MFA: 'optional',
  RATE_LIMIT_PUBLIC_POSTS: '100000000',
  RATE_LIMIT_AUTH: '100000000',
};

/** One autocannon run, as a promise of its result. */
export function cannon(options) {
  return new Promise((resolve, reject) =>
    autocannon(options, (err, result) => (err ? reject(err) : resolve(result))),
  );
}

/**
 * `count` applicants written straight into the database (the bench's scratch one), spread over its jobs
 * (newest first, up to 50) and the six statuses, one minute apart.
 */
export async function insertBenchApplicants(db, count) {
  await db.query(`
    insert into applicants (job_id, first_name, last_name, email, phone, zip_code, fluent_language,
      number_of_staff_handled, is_willing_for_background_check, years_of_customer_service_experience,
      years_of_call_center_experience, resume_key, status, created_at)
    select (array(select id from jobs order by posting_date))[1 + n % 50], 'Applicant' || n, 'Bench',
      'bench' || n || '@example.com', '09171234567', '8000', 'English', '5-15', true, 1 + n % 3, 1 + n % 3,
      'resumes/' || gen_random_uuid() || '.pdf',
      (array['Received','Reviewing','Interview','Offer','Hired','Rejected'])[1 + n % 6],
      now() - (n || ' minutes')::interval
    from generate_series(1, ${Number(count)}) n`);
}

/**
 * Gives every applicant written by insertBenchApplicants a one-page resume (about 350 words of a
 * bookkeeping and support vocabulary, and one word of its own, kwN), stored as the resume-text job stores
 * it, then analyzes the table.
 */
export async function giveBenchResumes(db) {
  await db.query(`
    with v as (select array['invoicing','reconciled','payroll','customer','support','accounts','payable',
      'receivable','scheduling','appointments','HIPAA','Xero','QuickBooks','Zendesk','Salesforce','calls',
      'chat','email','escalations','billing','insurance','claims','dental','clinic','medical','records','data',
      'entry','team','managed','trained','agents','reports','weekly','monthly','quality','assurance','English',
      'fluent','years','experience','remote','office','software','tickets','resolved','satisfaction','scores',
      'improved','process','the','and','with','for','of'] as w)
    update applicants a set resume_text = s.t, resume_language = 'english', resume_text_state = 'extracted',
      resume_tsv = to_tsvector('english', s.t)
    from (select id, first_name || ' Bench. Certified in kw' || substr(first_name, 10) || '. ' ||
      (select string_agg(v.w[1 + floor(random() * array_length(v.w, 1))::int], ' ')
         from v, generate_series(1, 350) g where applicants.id is not null) as t
      from applicants where first_name like 'Applicant%') s
    where a.id = s.id`);
  await db.query('analyze applicants');
}
