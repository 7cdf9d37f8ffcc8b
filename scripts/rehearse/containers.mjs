// `npm run rehearse -- --containers`: the rehearsal's checks against the real compose stack run by Podman
// (a stack of its own, project crestline-rehearse on REHEARSE_CONTAINERS_PORT, default 8089), with the faults
// played on the containers — `podman kill`, `podman restart`, `podman network disconnect` — and three more:
// a full stop and start of the stack keeps every record and file, and a backup restored into a fresh stack
// (its volumes removed) holds the same records and bytes. Ends with "N of M rehearsal checks passed".
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pgLib from 'pg';
import { composeUp, writeEnvFile } from '../containers/compose-up.mjs';
import { composeDown } from '../containers/compose-down.mjs';
import { backup } from '../containers/backup.mjs';
import { restore } from '../containers/restore.mjs';
import {
  compose,
  ensureContainersConf,
  ensurePodman,
  podman,
  podmanUnavailable,
  projectContainers,
  readEnvFile,
  root,
  run,
  stack,
} from '../containers/lib.mjs';
import { api, headerParity, jobChange, metricsPrivate, pdfThroughNginx, siteRoutes } from './checks.mjs';
import { cmsSecrets, cmsThroughNginx } from './cms.mjs';
import { formatLoad, startLoad, summarize } from './load.mjs';
import { siteOfDatabase, waitFor } from './services.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const admin = { email: 'rehearsal-admin@example.com', password: 'rehearsal-admin-password' };
const authLimit = 20;

export async function rehearseContainers() {
  // As `npm run compose:up` does: Debian's Podman and its settings, installed where this process may.
  try {
    await ensurePodman();
    ensureContainersConf();
  } catch (err) {
    console.log(`Podman could not be set up: ${err.message}`);
  }
  const why = podmanUnavailable();
  if (why) {
    console.log(`The container rehearsal cannot run here: ${why}.`);
    return 2;
  }
  const startedAt = Date.now();
  const dir = path.join(root, 'var/containers/rehearse');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const port = Number(process.env.REHEARSE_CONTAINERS_PORT ?? 8089);
  const seconds = Number(process.env.REHEARSE_SECONDS ?? 30);
  const s = stack({
    project: 'crestline-rehearse',
    envFile: path.join(dir, 'rehearse.env'),
    port,
    files: [path.join(root, 'scripts/rehearse/compose.rehearse.yml')],
  });
  const results = [];
  const check = (name, ok, figures) => {
    results.push({ name, ok });
    console.log(`${ok ? '✓' : '✗'} ${name}\n${figures}`);
  };
  const step = (text) => console.log(`\n\x1b[36m▸\x1b[0m ${text}`);

  // The rehearsal's .env: fresh secrets, the CMS's read token the CMS checks know.
  writeEnvFile(s.envFile, String(port));
  writeFileSync(
    s.envFile,
    readFileSync(s.envFile, 'utf8')
      .replace(/^CMS_TOKEN=.*$/m, `CMS_TOKEN=${cmsSecrets.CMS_TOKEN}`)
      .replace(/^PREVIEW_SECRET=.*$/m, `PREVIEW_SECRET=${cmsSecrets.PREVIEW_SECRET}`),
  );
  const env = readEnvFile(s.envFile);
  const origin = `http://127.0.0.1:${port}`;
  const cmsHost = env.CMS_SERVER_NAME || 'cms.localhost';
  const containers = (service) => projectContainers(s.project).filter((c) => c.service === service);
  const ip = (id) =>
    podman(['inspect', id, '--format', '{{range .NetworkSettings.Networks}}{{.IPAddress}} {{end}}']).split(
      ' ',
    )[0];
  const pg = {
    async query(db, text, values) {
      const [postgres] = containers('postgres');
      const client = new pgLib.Client({
        host: ip(postgres.id),
        port: 5432,
        user: env.POSTGRES_USER,
        password: env.POSTGRES_PASSWORD,
        database: db === 'crestline' ? 'crestline' : db,
      });
      await client.connect();
      try {
        return (await client.query(text, values)).rows;
      } finally {
        await client.end();
      }
    },
  };
  const healthy = async (id, timeoutMs = 180_000) => {
    const started = Date.now();
    await waitFor(
      async () => {
        try {
          podman(['healthcheck', 'run', id]);
          return true;
        } catch {
          return false;
        }
      },
      `container ${id} healthy`,
      timeoutMs,
    );
    return Date.now() - started;
  };

  try {
    step(
      `A fresh stack (${s.project}) on :${port}: base and project images, PostgreSQL, Redis, the bucket, the CMS, two API replicas, nginx`,
    );
    await composeDown({ volumes: true, stack: s, keepDaemons: true }).catch(() => undefined);
    // The images built from this checkout (an image left from an older one would rehearse old code); the
    // layer cache makes this quick when nothing changed.
    const up = await composeUp({ stack: s, measure: false, build: true });
    console.log(`  the stack answered ${up.upSeconds} s after docker-compose up`);
    let replicas = containers('api');
    const replicaOrigin = (c) => `http://${ip(c.id)}:3000`;
    const ms = await siteOfDatabase(replicaOrigin(replicas[0]));
    console.log(`  the site was the database's ${ms} ms later`);

    step('Scaling up: a third replica joins through Podman’s DNS, nginx is not restarted');
    const requestCount = async (o) => {
      const text = await (
        await fetch(`${o}/metrics`, { headers: { authorization: `Bearer ${env.METRICS_TOKEN}` } })
      ).text();
      return text
        .split('\n')
        .filter((l) => l.startsWith('http_request_duration_seconds_count{') && !l.includes('ready'))
        .reduce((n, l) => n + Number(l.slice(l.lastIndexOf(' ') + 1)), 0);
    };
    const before = new Set(replicas.map((c) => c.id));
    await compose(['up', '-d', '--no-build', '--no-recreate', '--scale', 'api=3'], s);
    const added = containers('api').find((c) => !before.has(c.id));
    let reachedMs;
    if (added) {
      await healthy(added.id);
      const joined = Date.now();
      for (let i = 0; i < 300 && reachedMs === undefined; i++) {
        await Promise.all(
          Array.from({ length: 6 }, () => fetch(`${origin}/api/v1/health`).then((r) => r.arrayBuffer())),
        );
        if ((await requestCount(replicaOrigin(added))) > 0) reachedMs = Date.now() - joined;
        else await sleep(100);
      }
    }
    check(
      'replicas found through DNS',
      reachedMs !== undefined,
      `  the new replica answered through nginx ${reachedMs} ms after it was healthy (resolver valid=10s)`,
    );
    await compose(['up', '-d', '--no-build', '--no-recreate', '--scale', 'api=2'], s, { stdio: 'ignore' });
    replicas = containers('api');

    step('a. Every route, en and tr: nginx against an API replica');
    const dist = path.join(dir, 'site-dist');
    await run('podman', ['cp', `${replicas[0].id}:/app/site/live/dist`, dist]);
    const parity = await headerParity(origin, replicaOrigin(replicas[0]), siteRoutes(dist));
    check(
      'headers at parity',
      parity.diffs.length === 0 &&
        parity.missing.length === 0 &&
        parity.gzip === 'gzip' &&
        parity.cacheControls === 1,
      `  ${parity.routes} routes (${parity.pages} HTML answers), differences: ${parity.diffs.length}, pages without a required header: ${parity.missing.length}\n` +
        `  /_astro/ script: Content-Encoding ${parity.gzip}, Cache-Control max-age values: ${parity.cacheControls}` +
        [...parity.diffs, ...parity.missing]
          .slice(0, 10)
          .map((d) => `\n    ${d}`)
          .join(''),
    );
    check(
      'metrics private',
      ...(await metricsPrivate(origin, replicaOrigin(replicas[0]), env.METRICS_TOKEN)),
    );

    const login = await api(origin).post('/users/login', admin);
    const token = login.json.token;
    if (!token) throw new Error(`admin login through nginx failed: ${login.status}`);

    step('c. A job added and changed by the admin reaches the pages nginx serves');
    const job = await jobChange(origin, token);
    check(
      'job change on the pages',
      true,
      `  new job on the pages after ${job.addedMs} ms; renamed after ${job.changedMs} ms`,
    );

    step('b. A PDF application through nginx, into the bucket, opened through the admin’s signed link');
    // The bucket's volume, as the host sees it.
    const bucketDir = podman([
      'inspect',
      containers('minio')[0].id,
      '--format',
      '{{range .Mounts}}{{if eq .Destination "/data"}}{{.Source}}{{end}}{{end}}',
    ]);
    const pdf = await pdfThroughNginx(origin, token, job.id, bucketDir);
    check(
      'PDF into S3 and back',
      pdf.status === 201 &&
        pdf.linkStatus === 200 &&
        pdf.same &&
        pdf.inBucket &&
        pdf.type === 'application/pdf',
      `  application ${pdf.status}; object in the bucket's volume: ${pdf.inBucket}; signed link → ${pdf.linkStatus} ${pdf.type}, same bytes: ${pdf.same}`,
    );

    step('c. The CMS behind nginx: its admin panel on its host name, a publish reaching the pages');
    const [cms] = containers('cms');
    const c = await cmsThroughNginx({ nginx: origin, host: cmsHost, cms: `http://${ip(cms.id)}:1337` });
    check(
      'CMS front door and publish',
      c.panel.startsWith('200 text/html') && c.publicApi === 404 && c.directApi === 200,
      `  ${cmsHost}/admin → ${c.panel}; content API through nginx → ${c.publicApi} (from the CMS itself: ${c.directApi})\n` +
        `  published text on the page nginx serves after ${c.visibleMs} ms`,
    );

    const readPaths = [
      '/',
      '/tr/',
      '/career/',
      `/job/${job.id}/`,
      `/tr/job/${job.id}/`,
      '/api/v1/jobs/active',
    ];
    step(`d. podman kill of one replica during ${seconds} s of browsing and applying`);
    {
      const tag = `kill${Date.now().toString(36)}`;
      const load = startLoad(origin, { jobId: job.id, readPaths, tag });
      await sleep((seconds * 1000) / 3);
      const victim = replicas[0];
      await run('podman', ['kill', victim.id], { stdio: 'ignore' });
      const killedAt = load.elapsed();
      await sleep((seconds * 1000) / 3);
      // `unless-stopped` may have started it already; start it when it has not.
      await run('podman', ['start', victim.id], { stdio: 'ignore' }).catch(() => undefined);
      const restartMs = await healthy(victim.id);
      await sleep(Math.max(0, seconds * 1000 - load.elapsed()));
      const f = await summarize(await load.stop(), pg, tag);
      check(
        'replica killed',
        f.failedReads === 0 && f.acceptedStoredOnce === f.accepted && f.storedTwice === 0 && f.clean503 === 0,
        `  ${victim.name} killed at ${killedAt} ms, healthy again ${restartMs} ms after its start\n${formatLoad(f)}`,
      );
    }

    step('e. podman restart of each replica in turn, then of PostgreSQL, under load');
    {
      const tag = `roll${Date.now().toString(36)}`;
      const load = startLoad(origin, { jobId: job.id, readPaths, tag });
      const steps = [];
      await sleep(3000);
      for (const replica of containers('api')) {
        const from = load.elapsed();
        await run('podman', ['restart', '--time', '20', replica.id], { stdio: 'ignore' });
        const ms = await healthy(replica.id);
        steps.push(`${replica.name} restarted (${from}–${load.elapsed()} ms, healthy ${ms} ms after)`);
        await sleep(11_000);
      }
      const [postgres] = containers('postgres');
      const outageFrom = load.elapsed();
      await run('podman', ['restart', '--time', '20', postgres.id], { stdio: 'ignore' });
      await healthy(postgres.id);
      const outageTo = load.elapsed();
      steps.push(`PostgreSQL restarted (${outageFrom}–${outageTo} ms)`);
      await sleep(6000);
      const f = await summarize(await load.stop(), pg, tag, [[outageFrom, outageTo + 3000]]);
      check(
        'rolling restart and database restart',
        f.failedReads + f.cutReads === 0 &&
          f.otherFailedWrites === 0 &&
          f.acceptedStoredOnce === f.accepted &&
          f.storedTwice === 0 &&
          f.clean503Stored === 0 &&
          f.clean503OutsideOutage === 0,
        `${steps.map((x) => `  ${x}`).join('\n')}\n${formatLoad(f)}`,
      );
    }

    step('f. Redis cut off the network (podman network disconnect)');
    {
      const client = api(origin);
      const attempts = async () => {
        const statuses = [];
        for (let i = 0; i < authLimit + 10; i++) {
          const { status } = await client.post('/users/login', {
            email: `nobody-${Date.now().toString(36)}-${i}@example.com`,
            password: 'not-the-password',
          });
          statuses.push(status);
        }
        return {
          limited: statuses.filter((x) => x === 429).length,
          refused: statuses.filter((x) => x === 401).length,
          other: statuses.filter((x) => x !== 429 && x !== 401).length,
        };
      };
      const withRedis = await attempts();
      const [redis] = containers('redis');
      const network = podman([
        'inspect',
        redis.id,
        '--format',
        '{{range $name, $n := .NetworkSettings.Networks}}{{$name}}{{end}}',
      ]);
      await run('podman', ['network', 'disconnect', network, redis.id]);
      const withoutRedis = await attempts();
      const tag = `redis${Date.now().toString(36)}`;
      const load = startLoad(origin, { jobId: job.id, readPaths, tag, readers: 4, writers: 1 });
      await sleep(4000);
      const result = await load.stop();
      const warned = containers('api').some((x) => /rate limits fail open/.test(capturedLogs(x.id)));
      await run('podman', ['network', 'connect', '--alias', 'redis', network, redis.id]);
      const failedReads = result.reads.filter((r) => r.status !== 200).length;
      const failedWrites = result.writes.filter((w) => w.status !== 201).length;
      check(
        'Redis cut off: rate limits fail open',
        withRedis.limited > 0 &&
          withoutRedis.limited === 0 &&
          withoutRedis.other === 0 &&
          warned &&
          failedReads === 0 &&
          failedWrites === 0,
        `  ${authLimit + 10} wrong passwords with Redis: ${withRedis.limited} × 429; without: ${withoutRedis.limited} × 429, ${withoutRedis.refused} × 401, other ${withoutRedis.other}; warning logged: ${warned}\n` +
          `  without Redis: ${result.reads.length} reads (${failedReads} failed), ${result.writes.length} applications (${failedWrites} failed)`,
      );
    }

    step('g. The whole stack stopped and started again (docker-compose stop / start)');
    {
      const beforeStop = await snapshot(s, pg, containers);
      await compose(['stop', '--timeout', '20'], s, { stdio: 'ignore' });
      const started = Date.now();
      await compose(['start'], s, { stdio: 'ignore' });
      await waitFor(
        async () => (await fetch(`${origin}/api/v1/health/ready`)).ok,
        'the stack after start',
        300_000,
      );
      for (const x of projectContainers(s.project)) await healthy(x.id);
      const backMs = Date.now() - started;
      const afterStart = await snapshot(s, pg, containers);
      const diffs = compareSnapshots(beforeStop, afterStart);
      check(
        'full stop and start keeps everything',
        diffs.length === 0,
        `  back ${backMs} ms after start; ${summary(afterStart)}; differences: ${diffs.length}${diffs
          .slice(0, 8)
          .map((d) => `\n    ${d}`)
          .join('')}`,
      );
    }

    step('h. Backup, the stack removed with its volumes, a fresh stack, restore');
    {
      const file = path.join(dir, 'backup.tar');
      const b = await backup(file, s);
      const beforeBackup = await snapshot(s, pg, containers);
      await composeDown({ volumes: true, stack: s, keepDaemons: true });
      await composeUp({ stack: s, measure: false, quiet: true });
      const fresh = await snapshot(s, pg, containers);
      const r = await restore(file, s);
      await waitFor(
        async () => (await fetch(`${origin}/api/v1/health/ready`)).ok,
        'the stack after restore',
        300_000,
      );
      const restored = await snapshot(s, pg, containers);
      const diffs = compareSnapshots(beforeBackup, restored);
      const freshDiffers = compareSnapshots(beforeBackup, fresh).length > 0;
      const relogin = await api(origin).post('/users/login', admin);
      const jobBack = await api(origin).get(`/jobs/${job.id}`);
      check(
        'backup restored into a fresh stack',
        diffs.length === 0 && freshDiffers && relogin.status === 200 && jobBack.status === 200,
        `  backup ${(statSync(file).size / 1e6).toFixed(1)} MB in ${b.seconds.toFixed(1)} s; restore took ${r.seconds.toFixed(1)} s; ` +
          `the fresh stack differed before the restore: ${freshDiffers}; after it: ${diffs.length} differences` +
          diffs
            .slice(0, 8)
            .map((d) => `\n    ${d}`)
            .join('') +
          `\n  ${summary(restored)}; admin sign-in ${relogin.status}; the rehearsal's job ${jobBack.status}`,
      );
      writeFileSync(
        path.join(root, 'bench/containers-restore.json'),
        `${JSON.stringify({ measuredAt: new Date().toISOString(), backupSeconds: b.seconds, restoreSeconds: r.seconds, backupBytes: statSync(file).size }, null, 2)}\n`,
      );
    }
  } catch (err) {
    results.push({ name: 'rehearsal', ok: false });
    console.error(`\n✗ the container rehearsal stopped: ${err.stack ?? err}`);
    console.error(`  logs: podman logs <container> (docker-compose -p ${s.project} ps)`);
  } finally {
    if (process.env.REHEARSE_KEEP !== '1')
      await composeDown({ volumes: true, stack: s }).catch(() => undefined);
  }
  const failed = results.filter((r) => !r.ok).map((r) => r.name);
  const took = Math.round((Date.now() - startedAt) / 1000);
  console.log(
    `\n${results.length - failed.length} of ${results.length} rehearsal checks passed in ${took} s`,
  );
  if (failed.length) console.log(`failed: ${failed.join(', ')}`);
  return failed.length ? 1 : 0;
}

function capturedLogs(id) {
  try {
    return podman(['logs', id], { maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (err) {
    return String(err.stdout ?? '') + String(err.stderr ?? '');
  }
}

/** SHA-256 of every file under a container's folder, by relative path. */
function filesIn(id, folder) {
  const out = podman(['exec', id, 'sh', '-c', `cd ${folder} && find . -type f -exec sha256sum {} +`]);
  return Object.fromEntries(
    out
      .split('\n')
      .filter(Boolean)
      .map((l) => [l.slice(66), l.slice(0, 64)]),
  );
}

/**
 * What the stack keeps: rows of every table of the API's database (public schema) and of the CMS's
 * content tables, and the checksum of every object in the bucket and every CMS upload.
 */
async function snapshot(s, pg, containers) {
  const rows = {};
  for (const db of ['crestline', 'strapi']) {
    const tables = await pg.query(
      db,
      "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
    );
    for (const { table_name: t } of tables) {
      // Sessions, logs and the queue's bookkeeping change by themselves on every start.
      if (/^(strapi_|admin_|audit|sessions|__drizzle|site_builds|background|mail_outbox)/.test(t)) continue;
      const [{ n }] = await pg.query(db, `select count(*)::int as n from "${t}"`);
      rows[`${db}.${t}`] = n;
    }
  }
  const [minio] = containers('minio');
  const [cms] = containers('cms');
  return { rows, objects: filesIn(minio.id, '/data'), uploads: filesIn(cms.id, '/data/cms/public/uploads') };
}

function compareSnapshots(a, b) {
  const diffs = [];
  for (const kind of ['rows', 'objects', 'uploads'])
    for (const key of new Set([...Object.keys(a[kind]), ...Object.keys(b[kind])]))
      if (a[kind][key] !== b[kind][key]) diffs.push(`${kind} ${key}: ${a[kind][key]} → ${b[kind][key]}`);
  return diffs;
}

const summary = (x) =>
  `${x.rows['crestline.jobs'] ?? '?'} jobs, ${x.rows['crestline.applicants'] ?? '?'} applicants, ` +
  `${Object.keys(x.objects).length} bucket files, ${Object.keys(x.uploads).length} CMS uploads, ` +
  `${Object.keys(x.rows).length} tables compared`;
