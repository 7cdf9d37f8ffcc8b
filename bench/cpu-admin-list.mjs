// CPU per request of the admin applicants list read from PostgreSQL (issue 29): the API process's and the
// PostgreSQL backends' user + system time (/proc/<pid>/stat) over N requests at 4 at a time, with the cache
// of admin lists off. Wall-clock latency on a shared machine is noise; CPU per request is not (much).
// `npm run bench -- cpu-admin-list` (not in the default set). BENCH_CPU_REQUESTS (default 300), BENCH_CPU_ROUNDS
// (default 3; the median is printed). Needs PostgreSQL (BENCH_DATABASE_URL or DATABASE_URL), read as root or
// as the postgres user for the backends' figures.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import {
  benchAdmin as admin,
  giveBenchResumes,
  insertBenchApplicants,
  productionEnv,
  scratchDatabase,
  startApi,
} from './lib.mjs';

const REQUESTS = Number(process.env.BENCH_CPU_REQUESTS ?? 300);
const ROUNDS = Number(process.env.BENCH_CPU_ROUNDS ?? 3);
const CONCURRENCY = 4;
const TICK_MS = 1000 / Number(execFileSync('getconf', ['CLK_TCK']).toString().trim() || 100);

/** utime + stime of a process in ms, or 0 when it is gone or unreadable. */
function cpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

/** The pid of the process listening on the port (the API's node, below npm and tsx). */
function listenerPid(port) {
  const out = execFileSync('ss', ['-ltnpH', `sport = :${port}`]).toString();
  const pid = out.match(/pid=(\d+)/)?.[1];
  if (!pid) throw new Error(`nothing listens on ${port}`);
  return Number(pid);
}

const db = await scratchDatabase('bench_cpu');
let api;
try {
  // Started first: it creates the tables.
  api = await startApi({
    portBase: 3600,
    tmpPrefix: 'bench-cpu-',
    env: { DATABASE_URL: db.url, SEED_DEMO: '0', ...productionEnv, ADMIN_LIST_CACHE_SECONDS: '0' },
  });
  await db.query(`
    insert into jobs (title, description, type, location, language, responsibilities, operating_hours,
      requirements, benefits, posting_date, is_active)
    select 'Customer Support Specialist ' || n, 'Support customers by phone, chat and email.',
      (array['On-site','Hybrid','Remote'])[1 + n % 3], 'Davao City, Philippines', '["English"]',
      '["Answer inbound contacts"]', 'US Eastern business hours', '["Excellent English"]', '["HMO coverage"]',
      now() - (n || ' minutes')::interval, true
    from generate_series(1, 50) n`);
  // The same applicants and resumes as load-api's resume rows (5,200, one-page resumes, one word of their own).
  await insertBenchApplicants(db, 5200);
  await giveBenchResumes(db);

  const apiPid = listenerPid(new URL(api.url).port);
  const { token } = await fetch(`${api.url}/api/v1/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  }).then((r) => r.json());
  const watcher = new pg.Client({ connectionString: db.url });
  await watcher.connect();
  const dbName = new URL(db.url).pathname.slice(1);
  const backends = async () =>
    (
      await watcher.query('select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [
        dbName,
      ])
    ).rows.map((r) => r.pid);

  /** N requests of `next()`, 4 at a time; answers the API's and the backends' CPU ms per request. */
  async function measure(next) {
    const before = new Map((await backends()).map((pid) => [pid, cpuMs(pid)]));
    const apiBefore = cpuMs(apiPid);
    let sent = 0;
    const worker = async () => {
      while (sent < REQUESTS) {
        sent++;
        const res = await fetch(`${api.url}/api/v1${next()}`, {
          // As autocannon asks in load-api: no compression.
          headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' },
        });
        if (res.status !== 200) throw new Error(`${res.status} ${await res.text()}`);
        await res.arrayBuffer();
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const apiMs = cpuMs(apiPid) - apiBefore;
    let pgMs = 0;
    for (const pid of await backends()) pgMs += cpuMs(pid) - (before.get(pid) ?? 0);
    return { api: apiMs / REQUESTS, pg: pgMs / REQUESTS };
  }

  const random = (n) => 1 + Math.floor(Math.random() * n);
  const rows = [
    ['a plain /applicants?page=1 (no search)', () => '/applicants?page=1&pageSize=20'],
    ['a word one resume holds', () => `/applicants?pageSize=20&search=kw${random(5000)}`],
    [
      'pages 1–260 × 5 sorts × 2 orders (no search)',
      () =>
        `/applicants?pageSize=20&page=${random(260)}&sort=${['createdAt', 'name', 'email', 'status', 'job'][random(5) - 1]}&order=${random(2) === 1 ? 'asc' : 'desc'}`,
    ],
    [
      "a common word's later page (ranking kept)",
      () => `/applicants?pageSize=20&sort=relevance&page=${1 + random(24)}&search=invoice`,
    ],
  ];
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  console.log(
    `\nCPU per request, ${REQUESTS} requests at ${CONCURRENCY} at a time, median of ${ROUNDS} rounds (cache of admin lists off)`,
  );
  console.log(`${'Request'.padEnd(45)} API ms   PostgreSQL ms   (rounds)`);
  for (const [name, next] of rows) {
    await measure(next); // warm-up, discarded
    const runs = [];
    for (let i = 0; i < ROUNDS; i++) runs.push(await measure(next));
    const apiMs = median(runs.map((r) => r.api));
    const pgMs = median(runs.map((r) => r.pg));
    console.log(
      `${name.padEnd(45)} ${apiMs.toFixed(2).padStart(6)}   ${pgMs.toFixed(2).padStart(13)}   (${runs.map((r) => `${r.api.toFixed(2)}/${r.pg.toFixed(2)}`).join(' ')})`,
    );
  }
  await watcher.end();
} finally {
  await api?.stop();
  await db.drop();
}
