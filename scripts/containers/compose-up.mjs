// `npm run compose:up [-- --build]`: the production stack of docker-compose.yml on this machine, through
// Podman. Installs Podman and docker-compose where it may (root with apt-get), writes Podman's settings,
// builds the base images when missing (no registry needed; scripts/containers/base-images.mjs) and the
// project's images (api, cms, web targets of Dockerfile) when missing or with --build, writes `.env` with
// fresh random secrets when there is none, starts the stack and waits until the site and the API answer,
// then prints the address. Image sizes, build times and the cold start are printed and kept in
// bench/containers.json.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildBaseImages } from './base-images.mjs';
import { startDaemons } from './daemons.mjs';
import {
  HOST_CA,
  LOCAL_BASES,
  PROJECT_IMAGES,
  compose,
  composeEnv,
  ensureContainersConf,
  ensurePodman,
  imageExists,
  imageSize,
  log,
  mb,
  podman,
  projectContainers,
  readEnvFile,
  root,
  run,
  stack as stackOf,
} from './lib.mjs';

const args = process.argv.slice(2);
const rebuild = args.includes('--build');
const benchFile = path.join(root, 'bench/containers.json');

const secret = (bytes = 24) => randomBytes(bytes).toString('base64url');

/** `.env` from .env.example with every `change-me…` value replaced by a fresh random secret. */
export function writeEnvFile(file = path.join(root, '.env'), port = process.env.WEB_PORT || '8080') {
  const example = readFileSync(path.join(root, '.env.example'), 'utf8');
  const lines = example.split('\n').map((line) => {
    const m = /^([A-Z_0-9]+)=(.*)$/.exec(line);
    if (!m) return line;
    const [, key, value] = m;
    if (key === 'WEB_PORT') return `WEB_PORT=${port}`;
    if (key === 'PUBLIC_URL') return `PUBLIC_URL=http://localhost:${port}`;
    if (key === 'CMS_PUBLIC_URL') return `CMS_PUBLIC_URL=http://cms.localhost:${port}`;
    if (key === 'APP_KEYS') return `APP_KEYS=${secret()},${secret()}`;
    if (key === 'METRICS_TOKEN') return `METRICS_TOKEN=${secret()}`;
    // The API refuses an empty ADMIN_EMAIL/ADMIN_PASSWORD (compose passes unset ones as ''): a first admin.
    if (key === 'ADMIN_EMAIL') return 'ADMIN_EMAIL=admin@crestlinestaffing.example';
    if (key === 'ADMIN_PASSWORD') return `ADMIN_PASSWORD=${secret()}`;
    if (value.startsWith('change-me')) return `${key}=${secret()}`;
    return line;
  });
  writeFileSync(file, lines.join('\n'), { mode: 0o600 });
}

function projectBuildArgs(target, tag, env) {
  return [
    'build',
    // Docker's image format: OCI images cannot carry a HEALTHCHECK, which compose's depends_on waits for.
    '--format',
    'docker',
    '--ulimit',
    'nofile=20000:20000',
    '--secret',
    `id=ca,src=${HOST_CA}`,
    '--build-arg',
    `NODE_IMAGE=${env.NODE_IMAGE || 'node:24-bookworm-slim'}`,
    '--build-arg',
    `NGINX_IMAGE=${env.NGINX_IMAGE || 'nginx:1.27-alpine'}`,
    '--target',
    target,
    '-t',
    tag,
    root,
  ];
}

async function waitFor(url, { headers = {}, timeoutMs = 300_000 } = {}) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      const res = await fetch(url, { headers, signal: AbortSignal.timeout(3000) });
      if (res.ok) return Date.now() - started;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Seconds from an API container's start to its first healthy answer (from inside the container). */
async function apiColdStart(s) {
  const api = projectContainers(s.project).find((c) => c.service === 'api');
  if (!api) return undefined;
  await run('podman', ['restart', '--time', '20', api.id], { stdio: 'ignore' });
  const started = Date.now();
  for (;;) {
    try {
      podman([
        'exec',
        api.id,
        'node',
        '-e',
        "fetch('http://127.0.0.1:3000/api/v1/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))",
      ]);
      return (Date.now() - started) / 1000;
    } catch {
      if (Date.now() - started > 120_000) return undefined;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

/** `build`: build the project's images even when they exist (layers cached: quick when nothing changed). */
export async function composeUp({
  measure = true,
  stack: s = stackOf(),
  quiet = false,
  build = rebuild,
} = {}) {
  await ensurePodman();
  ensureContainersConf();
  const env = composeEnv(s);
  const bench = existsSync(benchFile) ? JSON.parse(readFileSync(benchFile, 'utf8')) : {};
  if (env.NODE_IMAGE === LOCAL_BASES.NODE_IMAGE) {
    const built = await buildBaseImages();
    if (built.length) bench.baseBuilds = built;
  }
  const builds = [];
  for (const [target, key] of [
    ['api', 'API_IMAGE'],
    ['cms', 'CMS_IMAGE'],
    ['web', 'WEB_IMAGE'],
  ]) {
    if (!build && imageExists(env[key])) continue;
    log(`Building ${env[key]} (Dockerfile, target ${target})…`);
    const started = Date.now();
    await run('podman', projectBuildArgs(target, env[key], env));
    builds.push({ name: env[key], seconds: Math.round((Date.now() - started) / 1000) });
  }
  if (builds.length) bench.projectBuilds = builds;

  const envFile = s.envFile;
  if (!existsSync(envFile)) {
    writeEnvFile(envFile, s.port ?? process.env.WEB_PORT ?? '8080');
    log(`Wrote ${path.relative(root, envFile)} with fresh random secrets`);
  }
  const dotenv = readEnvFile(envFile);
  const port = String(s.port ?? process.env.WEB_PORT ?? dotenv.WEB_PORT ?? '8080');

  await startDaemons();
  const started = Date.now();
  await compose(['up', '-d', '--no-build', '--remove-orphans'], s, quiet ? { stdio: 'ignore' } : {});
  const address = `http://localhost:${port}`;
  log(`Waiting for ${address}…`);
  await waitFor(`${address}/api/v1/health/ready`);
  await waitFor(`${address}/`);
  const upSeconds = Math.round((Date.now() - started) / 1000);

  const sizes = {};
  for (const name of [...Object.values(LOCAL_BASES), ...Object.keys(PROJECT_IMAGES).map((k) => env[k])]) {
    if (imageExists(name)) sizes[name] = imageSize(name);
  }
  console.log('\nImages:');
  for (const [name, bytes] of Object.entries(sizes)) console.log(`  ${name.padEnd(45)} ${mb(bytes)}`);
  console.log(`Stack up (from docker-compose up to the site answering): ${upSeconds} s`);
  Object.assign(bench, { measuredAt: new Date().toISOString(), sizes, stackUpSeconds: upSeconds });
  if (measure) {
    const cold = await apiColdStart(s);
    if (cold !== undefined) {
      console.log(`API cold start (container restart → /api/v1/health/ready): ${cold.toFixed(1)} s`);
      bench.apiColdStartSeconds = cold;
    }
  }
  if (measure) writeFileSync(benchFile, `${JSON.stringify(bench, null, 2)}\n`);
  console.log(`\nThe site: ${address}/  (Turkish: ${address}/tr/)`);
  console.log(`The CMS admin: http://${dotenv.CMS_SERVER_NAME || 'cms.localhost'}:${port}/admin`);
  return { address, port, upSeconds, env: dotenv };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    await composeUp();
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
}
