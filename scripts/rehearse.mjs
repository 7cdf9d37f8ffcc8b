// `npm run rehearse`: the production topology of docker-compose.yml run here without containers, from the
// same files — Debian's nginx with deploy/nginx.conf (rendered for local addresses), two API replicas on a
// PostgreSQL cluster of their own, redis-server, s3rver for MinIO, the CMS, a DNS stand-in for Docker's —
// then checked through nginx and broken under load (README → Production). Exits 1 when a check fails.
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkNode, run, step } from './lib.mjs';
import { startNginx } from './rehearse/nginx.mjs';
import { startDns } from './rehearse/dns.mjs';
import {
  apiEnvironment,
  apiReplica,
  missingParts,
  redisServer,
  startPostgres,
  startS3,
  siteOfDatabase,
  takeLock,
} from './rehearse/services.mjs';
import {
  api,
  headerParity,
  jobChange,
  metricsPrivate,
  pdfThroughNginx,
  siteRoutes,
} from './rehearse/checks.mjs';
import { redisStopped, replicaKilled, rollingAndDatabase, scaleUp } from './rehearse/scenarios.mjs';
import { formatLoad } from './rehearse/load.mjs';
import { cmsSecrets, cmsThroughNginx, startCms } from './rehearse/cms.mjs';

checkNode();
if (process.argv.includes('--containers')) {
  // The same checks against the compose stack run by Podman (scripts/rehearse/containers.mjs).
  const { rehearseContainers } = await import('./rehearse/containers.mjs');
  process.exit(await rehearseContainers());
}
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = process.env.REHEARSE_DIR ?? '/tmp/crestline-rehearse';
const base = Number(process.env.REHEARSE_PORT_BASE ?? 8480);
// The CMS (Strapi on PostgreSQL behind nginx, a publish through it); REHEARSE_CMS=0 leaves it out.
const withCms = process.env.REHEARSE_CMS !== '0';
const ports = {
  nginx: base,
  api: base - 4999,
  cms: base - 4997,
  s3: base - 4996,
  dns: base - 4995,
  pg: base - 4994,
  redis: base - 4993,
};
const seconds = Number(process.env.REHEARSE_SECONDS ?? 30);
const admin = { email: 'rehearsal-admin@example.com', password: 'rehearsal-admin-password' };
const authLimit = 20;
const startedAt = Date.now();

const missing = await missingParts();
if (missing.length) {
  console.log(`The rehearsal cannot run here: missing ${missing.join(', ')}.`);
  process.exit(2);
}

const results = [];
const check = (name, ok, figures) => {
  results.push({ name, ok });
  console.log(`${ok ? '✓' : '✗'} ${name}\n${figures}`);
};
const stops = [];
const cleanup = async () => {
  for (const stop of stops.reverse())
    await Promise.resolve()
      .then(stop)
      .catch(() => undefined);
};
process.on('SIGINT', () => void cleanup().then(() => process.exit(130)));

// One rehearsal at a time: a second one would wipe the first one's folder under its running servers.
const unlock = takeLock(`${dir}.pid`);
if (!unlock) process.exit(1);
stops.unshift(unlock);

try {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  step(
    `Starting PostgreSQL (:${ports.pg}), Redis (:${ports.redis}), s3rver (:${ports.s3}), DNS (:${ports.dns}/udp)…`,
  );
  const pg = await startPostgres(path.join(dir, 'pg'), ports.pg);
  stops.push(() => pg.stop());
  const databaseUrl = await pg.createDatabase('crestline');
  const redis = redisServer(ports.redis);
  await redis.start();
  stops.push(() => redis.stop());
  const s3Dir = path.join(dir, 's3');
  const s3 = await startS3(s3Dir, ports.s3, 'crestline-files');
  stops.push(() => s3.stop());
  // Docker's DNS answers `api` with every replica's address; here two loopback addresses, one port.
  const hosts = ['127.0.0.2', '127.0.0.3'];
  // At first only the first replica is in it: the second is added once running, as a scale-up would.
  const dns = await startDns(ports.dns, { api: hosts.slice(0, 1), cms: ['127.0.0.1'] });
  stops.push(() => dns.close());
  const cmsHost = 'cms.localhost';
  let cms;
  if (withCms) {
    step(`Starting the CMS on PostgreSQL (:${ports.cms}; its admin panel is built first when missing)…`);
    const databaseUrl = await pg.createDatabase('strapi');
    cms = await startCms({ root, dir, ports, cmsHost, databaseUrl, rebuildHost: hosts[0] });
    stops.push(() => cms.stop());
  } else console.log('REHEARSE_CMS=0: the CMS is not started, its checks are skipped.');

  const dist = path.join(dir, 'site/dist');
  step('Building the site into the folder nginx serves…');
  const built = await run('npm', ['run', 'build', '-w', 'site', '--', '--outDir', dist], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (built !== 0) throw new Error('the site build failed');
  await cms?.ready;

  // docker-compose.yml's x-api-env, with local addresses.
  const env = apiEnvironment({
    publicUrl: `http://127.0.0.1:${ports.nginx}`,
    databaseUrl,
    redisUrl: redis.url,
    s3Endpoint: s3.endpoint,
    dataDir: path.join(dir, 'api-data'),
    dist,
    admin,
    authLimit,
    cms: cms && { CMS_URL: cms.origin, CMS_PUBLIC_URL: `http://${cmsHost}:${ports.nginx}`, ...cmsSecrets },
  });

  const replicas = hosts.map((host, i) =>
    apiReplica({
      root,
      name: `api-${i + 1}`,
      host,
      port: ports.api,
      env,
      log: path.join(dir, `api-${i + 1}.log`),
    }),
  );
  step(`Starting the first API replica (${hosts[0]}:${ports.api})…`);
  await replicas[0].start();
  stops.push(() => replicas[0].stop());
  // At start a replica rebuilds a site made from other jobs than the database's (here: a build without
  // any); the checks begin once the site is the database's, as after a deployment's first minute.
  const ms = await siteOfDatabase(replicas[0].origin);
  console.log(`The first replica rebuilt the site from the database's jobs in ${ms} ms.`);
  step(`Starting nginx with deploy/nginx.conf on :${ports.nginx}…`);
  const nginx = await startNginx({
    root,
    dir: path.join(dir, 'nginx'),
    values: {
      NGINX_PORT: String(ports.nginx),
      NGINX_RESOLVER: dns.address,
      NGINX_API: `api:${ports.api}`,
      NGINX_CMS: `cms:${ports.cms}`,
      NGINX_CMS_HOST: cmsHost,
      NGINX_SITE_ROOT: dist,
    },
  });
  stops.push(() => nginx.stop());
  const origin = nginx.origin;

  step(`Scaling up: a second replica (${hosts[1]}:${ports.api}) joins through DNS, nginx is not restarted`);
  const reachedMs = await scaleUp({ origin, nginx, dns, replicas, hosts, port: ports.api });
  stops.push(() => replicas[1].stop());
  check(
    'replicas found through DNS',
    reachedMs !== undefined,
    `  the new replica answered its first request through nginx ${reachedMs} ms after DNS listed it (resolver valid=10s)`,
  );

  step('a. Every route, en and tr: nginx against the API’s own static server');
  const parity = await headerParity(origin, replicas[0].origin, siteRoutes(dist));
  check(
    'headers at parity',
    parity.diffs.length === 0 &&
      parity.missing.length === 0 &&
      parity.gzip === 'gzip' &&
      parity.cacheControls === 1,
    `  ${parity.routes} routes (${parity.pages} HTML answers), differences: ${parity.diffs.length}, pages without a required header: ${parity.missing.length}\n` +
      `  /_astro/ script: Content-Encoding ${parity.gzip} (the build's .gz), Cache-Control max-age values: ${parity.cacheControls}` +
      [...parity.diffs, ...parity.missing]
        .slice(0, 10)
        .map((d) => `\n    ${d}`)
        .join(''),
  );

  check('metrics private', ...(await metricsPrivate(origin, replicas[0].origin, env.METRICS_TOKEN)));

  const login = await api(origin).post('/users/login', admin);
  const token = login.json.token;
  if (!token) throw new Error(`admin login through nginx failed: ${login.status}`);

  step('c. A job added and changed by the admin reaches the pages nginx serves');
  const job = await jobChange(origin, token);
  check(
    'job change on the pages',
    true,
    `  new job on /career/ and /tr/job/{id}/ after ${job.addedMs} ms; renamed job's page after ${job.changedMs} ms`,
  );

  step('b. A PDF application through nginx, into the bucket, opened through the admin’s signed link');
  const pdf = await pdfThroughNginx(origin, token, job.id, s3Dir);
  check(
    'PDF into S3 and back',
    pdf.status === 201 &&
      pdf.linkStatus === 200 &&
      pdf.same &&
      pdf.inBucket &&
      pdf.type === 'application/pdf',
    `  application ${pdf.status}; object in the s3rver bucket: ${pdf.inBucket}; signed link ${pdf.link} → ${pdf.linkStatus} ${pdf.type}, same bytes: ${pdf.same}`,
  );

  if (cms) {
    step('c. The CMS behind nginx: its admin panel on its host name, a publish reaching the pages');
    const c = await cmsThroughNginx({ nginx: origin, host: cmsHost, cms: cms.origin });
    check(
      'CMS front door and publish',
      c.panel.startsWith('200 text/html') && c.publicApi === 404 && c.directApi === 200,
      `  ${cmsHost}/admin → ${c.panel}; its content API through nginx → ${c.publicApi} (from the CMS itself with the site's token: ${c.directApi})\n` +
        `  a role's text published by the administrator is on the page nginx serves after ${c.visibleMs} ms`,
    );
  }

  const readPaths = [
    '/',
    '/tr/',
    '/career/',
    `/job/${job.id}/`,
    `/tr/job/${job.id}/`,
    '/api/v1/jobs/active',
    ...siteRoutes(dist).filter((r) => r.startsWith('/_astro/')),
  ];
  step(`d. One replica killed during ${seconds} s of browsing and applying`);
  const killed = await replicaKilled({ nginx: origin, replicas, pg, jobId: job.id, readPaths, seconds });
  check(
    'replica killed',
    killed.failedReads === 0 &&
      killed.acceptedStoredOnce === killed.accepted &&
      killed.storedTwice === 0 &&
      killed.clean503 === 0,
    `  api-1 SIGKILLed at ${killed.killedAt} ms, back after ${killed.restartMs} ms\n${formatLoad(killed)}`,
  );

  step('e. Rolling restart of both replicas, then a PostgreSQL restart, under load');
  const rolling = await rollingAndDatabase({
    nginx: origin,
    replicas,
    pg,
    jobId: job.id,
    readPaths,
    dns,
    hosts,
  });
  check(
    'rolling restart and database restart',
    rolling.failedReads + rolling.cutReads === 0 &&
      rolling.otherFailedWrites === 0 &&
      rolling.acceptedStoredOnce === rolling.accepted &&
      rolling.storedTwice === 0 &&
      rolling.clean503Stored === 0 &&
      rolling.clean503OutsideOutage === 0,
    `${rolling.steps.map((s) => `  ${s}`).join('\n')}\n${formatLoad(rolling)}`,
  );

  step('f. Redis stopped');
  const r = await redisStopped({
    nginx: origin,
    redis,
    logs: replicas.map((x) => path.join(dir, `${x.name}.log`)),
    jobId: job.id,
    readPaths,
    authLimit,
  });
  check(
    'Redis stopped: rate limits fail open',
    r.withRedis.limited > 0 &&
      r.withoutRedis.limited === 0 &&
      r.withoutRedis.other === 0 &&
      r.warned &&
      r.failedReads === 0 &&
      r.failedWrites === 0,
    `  ${authLimit + 10} wrong passwords with Redis: ${r.withRedis.limited} × 429; without: ${r.withoutRedis.limited} × 429, ${r.withoutRedis.refused} × 401; warning logged: ${r.warned}\n` +
      `  without Redis: ${r.reads} reads (${r.failedReads} failed), ${r.writes} applications (${r.failedWrites} failed)`,
  );
  console.log(`\nRequests each replica answered through nginx: ${JSON.stringify(nginx.answeredBy())}`);
} catch (err) {
  results.push({ name: 'rehearsal', ok: false });
  console.error(`\n✗ the rehearsal stopped: ${err.stack ?? err}`);
  console.error(`  logs: ${dir}/api-*.log, ${dir}/nginx/error.log`);
} finally {
  await cleanup();
}
const failed = results.filter((r) => !r.ok).map((r) => r.name);
const took = Math.round((Date.now() - startedAt) / 1000);
console.log(`\n${results.length - failed.length} of ${results.length} rehearsal checks passed in ${took} s`);
if (failed.length) console.log(`failed: ${failed.join(', ')}`);
process.exit(failed.length ? 1 : 0);
