// Shared by the container scripts: Podman, the image names (settings with the registry names as defaults
// in docker-compose.yml; local builds on machines without a registry), and small helpers.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The base images built here (scripts/containers/base-images.mjs) when no registry can be reached. */
export const LOCAL_BASES = {
  DEBIAN_IMAGE: 'localhost/crestline-base/debian:bookworm',
  NODE_IMAGE: 'localhost/crestline-base/node:24',
  POSTGRES_IMAGE: 'localhost/crestline-base/postgres:15',
  REDIS_IMAGE: 'localhost/crestline-base/redis:bookworm',
  NGINX_IMAGE: 'localhost/crestline-base/nginx:bookworm',
  MINIO_IMAGE: 'localhost/crestline-base/s3rver:3.7.1',
};

/** The project's images (docker-compose.yml's API_IMAGE, CMS_IMAGE, WEB_IMAGE defaults). */
export const PROJECT_IMAGES = {
  API_IMAGE: 'localhost/crestline/api:latest',
  CMS_IMAGE: 'localhost/crestline/cms:latest',
  WEB_IMAGE: 'localhost/crestline/web:latest',
};

export const COMPOSE_PROJECT = process.env.COMPOSE_PROJECT_NAME || 'crestline';
export const SOCKET = process.env.PODMAN_SOCKET || '/run/podman/podman.sock';

export function log(message) {
  console.log(`\x1b[36m▸\x1b[0m ${message}`);
}

/** Runs a command with its output shown; rejects when it fails. */
export function run(cmd, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

/** Runs a command and returns its standard output (trimmed); throws when it fails. */
export function capture(cmd, args, options = {}) {
  return execFileSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], ...options }).trim();
}

export function podman(args, options) {
  return capture('podman', args, options);
}

export function imageExists(name) {
  try {
    execFileSync('podman', ['image', 'exists', name], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Size of an image in bytes. */
export function imageSize(name) {
  return Number(podman(['image', 'inspect', name, '--format', '{{.Size}}']));
}

export const mb = (bytes) => `${(bytes / 1e6).toFixed(0)} MB`;

/** Why Podman cannot run containers here, or undefined when it can. */
export function podmanUnavailable() {
  try {
    capture('podman', ['--version']);
  } catch {
    return 'podman is not installed';
  }
  if (!existsSync('/etc/containers/containers.conf')) return '/etc/containers/containers.conf is missing';
  if (!readFileSync('/etc/containers/containers.conf', 'utf8').includes('default_ulimits'))
    return '/etc/containers/containers.conf sets no default_ulimits';
  return undefined;
}

/** The host's certificate authorities, handed to builds as a secret (never kept in an image). */
export const HOST_CA = process.env.BUILD_CA_BUNDLE || '/etc/ssl/certs/ca-certificates.crt';

const CONTAINERS_CONF = '/etc/containers/containers.conf';

/**
 * Podman's settings this machine needs: default ulimits it allows (Podman's own are above them and
 * refused; with none, `npm install` in a build runs out of file descriptors), and runc where the cgroups
 * are hybrid with a controller in the v2 hierarchy (crun refuses those).
 */
export function ensureContainersConf() {
  const text = existsSync(CONTAINERS_CONF) ? readFileSync(CONTAINERS_CONF, 'utf8') : '';
  let next = text;
  if (!/default_ulimits/.test(next)) {
    next = /^\[containers\]/m.test(next)
      ? next.replace(
          /^\[containers\]\n/m,
          '[containers]\ndefault_ulimits = ["nofile=20000:20000", "nproc=32768:32768"]\n',
        )
      : `[containers]\ndefault_ulimits = ["nofile=20000:20000", "nproc=32768:32768"]\n${next ? `\n${next}` : ''}`;
  }
  const hybrid =
    existsSync('/sys/fs/cgroup/unified/cgroup.controllers') &&
    readFileSync('/sys/fs/cgroup/unified/cgroup.controllers', 'utf8').trim() !== '';
  if (hybrid && !/^\s*runtime\s*=/m.test(next)) {
    const line =
      '# crun refuses hybrid cgroups with a controller in the v2 hierarchy; runc accepts them.\nruntime = "runc"\n';
    next = /^\[engine\]/m.test(next)
      ? next.replace(/^\[engine\]\n/m, `[engine]\n${line}`)
      : `${next.trimEnd()}\n\n[engine]\n${line}`;
  }
  if (next !== text) {
    mkdirSync(path.dirname(CONTAINERS_CONF), { recursive: true });
    writeFileSync(CONTAINERS_CONF, next);
    log(`Wrote ${CONTAINERS_CONF}`);
  }
}

const PACKAGES = [
  'podman',
  'mmdebstrap',
  'docker-compose',
  'uidmap',
  'slirp4netns',
  'fuse-overlayfs',
  'runc',
];

/** Installs Debian's Podman, mmdebstrap and docker-compose when missing (as root with apt-get only). */
export async function ensurePodman() {
  const missing = ['podman', 'mmdebstrap', 'docker-compose', 'runc'].filter((cmd) => {
    try {
      capture('sh', ['-c', `command -v ${cmd}`]);
      return false;
    } catch {
      return true;
    }
  });
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get'))
    throw new Error(`Missing ${missing.join(', ')}: install ${PACKAGES.join(' ')} (Debian/Ubuntu: apt-get).`);
  log(`Installing ${PACKAGES.join(', ')} (once)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  await run('apt-get', ['update', '-qq'], { env });
  await run('apt-get', ['install', '-y', '-qq', ...PACKAGES], { env });
}

export const stateDir = path.join(root, 'var/containers');

/**
 * One compose stack: its project name, its `.env`, its published port and extra compose files. The
 * operator's stack is the default; the rehearsal runs stacks of its own beside it.
 */
export function stack(o = {}) {
  return {
    project: o.project ?? COMPOSE_PROJECT,
    envFile: o.envFile ?? path.join(root, '.env'),
    port: o.port,
    files: [path.join(root, 'docker-compose.yml'), ...(o.files ?? [])],
  };
}

/** The environment docker-compose runs with: the Podman socket, the image names, the stack's port. */
export function composeEnv(s = stack(), extra = {}) {
  const env = { ...process.env, DOCKER_HOST: `unix://${SOCKET}`, COMPOSE_PROJECT_NAME: s.project };
  const local = !process.env.NODE_IMAGE && process.env.CONTAINER_BASES !== 'registry';
  if (local) Object.assign(env, LOCAL_BASES, { NGINX_RESOLVER: process.env.NGINX_RESOLVER || 'auto' });
  for (const [key, name] of Object.entries(PROJECT_IMAGES)) env[key] = process.env[key] || name;
  if (s.port) env.WEB_PORT = String(s.port);
  return Object.assign(env, extra);
}

const composeArgs = (s, args) => [
  ...s.files.flatMap((f) => ['-f', f]),
  '--project-directory',
  root,
  '--env-file',
  s.envFile,
  ...args,
];

export function compose(args, s = stack(), options = {}) {
  return run('docker-compose', composeArgs(s, args), { cwd: root, env: composeEnv(s), ...options });
}

export function composeCapture(args, s = stack()) {
  return capture('docker-compose', composeArgs(s, args), { cwd: root, env: composeEnv(s) });
}

/** Reads KEY=value lines of a .env file. */
export function readEnvFile(file = path.join(root, '.env')) {
  const out = {};
  if (!existsSync(file)) return out;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const m = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line.trim());
    if (m) out[m[1]] = m[2];
  }
  return out;
}

/** The containers of the compose project, by service: [{ id, name, service }]. */
export function projectContainers(project = COMPOSE_PROJECT, all = false) {
  const out = podman([
    'ps',
    ...(all ? ['-a'] : []),
    '--filter',
    `label=com.docker.compose.project=${project}`,
    '--format',
    '{{.ID}} {{.Names}} {{index .Labels "com.docker.compose.service"}}',
  ]);
  return out
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [id, name, service] = line.split(' ');
      return { id, name, service };
    });
}
