// The stack's services without containers, each on its own port so nothing shared on the machine is
// touched: a PostgreSQL cluster of its own (initdb, like the postgres image), redis-server, s3rver (an
// S3-compatible server, standing in for MinIO) and the API replicas, each in its own process group.
import { spawn, spawnSync } from 'node:child_process';
import {
  chownSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { ensureNginx } from './nginx.mjs';
import { waitFor as waitUntil } from '@crestline/contracts/testing';

const PG_BIN = '/usr/lib/postgresql/15/bin';

/** Polls `check` every 200 ms until it is true (errors count as not yet). */
export const waitFor = (check, what, ms = 120_000) =>
  waitUntil(check, { timeoutMs: ms, intervalMs: 200, what });

export const canRunPostgres = () => existsSync(path.join(PG_BIN, 'initdb'));

/** PostgreSQL 15 in `dir` on `port`, run as the postgres user when we are root (it refuses root). */
export async function startPostgres(dir, port) {
  const asRoot = process.getuid?.() === 0;
  const pg = (tool, args) => {
    const cmd = path.join(PG_BIN, tool);
    const r = asRoot
      ? spawnSync('runuser', ['-u', 'postgres', '--', cmd, ...args], { encoding: 'utf8' })
      : spawnSync(cmd, args, { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`${tool} ${args.join(' ')}: ${r.stderr || r.stdout}`);
    return r.stdout;
  };
  mkdirSync(dir, { recursive: true });
  if (asRoot) chownSync(dir, Number(spawnSync('id', ['-u', 'postgres']).stdout), 0);
  const data = path.join(dir, 'data');
  if (!existsSync(path.join(data, 'PG_VERSION'))) {
    pg('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  }
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  const ctl = (...args) =>
    pg('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', ...args]);
  ctl('start');
  const url = (db) => `postgres://postgres@127.0.0.1:${port}/${db}`;
  const { default: pgLib } = await import('pg');
  const query = async (db, text, values) => {
    const client = new pgLib.Client({ connectionString: url(db) });
    await client.connect();
    try {
      return (await client.query(text, values)).rows;
    } finally {
      await client.end();
    }
  };
  return {
    url,
    query,
    /** A fresh database (dropped first if an earlier run left it). */
    createDatabase: async (name) => {
      await query('postgres', `drop database if exists ${name} with (force)`);
      await query('postgres', `create database ${name}`);
      return url(name);
    },
    /**
     * Stops (fast: open sessions are ended) and starts again, without blocking this process (the load
     * goes on); resolves with the outage in ms.
     */
    restart: async () => {
      const started = Date.now();
      const args = ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'restart', '-m', 'fast'];
      const cmd = path.join(PG_BIN, 'pg_ctl');
      const child = asRoot
        ? spawn('runuser', ['-u', 'postgres', '--', cmd, ...args], { stdio: 'ignore' })
        : spawn(cmd, args, { stdio: 'ignore' });
      const code = await new Promise((resolve) => child.on('exit', resolve));
      if (code !== 0) throw new Error(`pg_ctl restart: exit code ${code}`);
      return Date.now() - started;
    },
    stop: () => ctl('stop', '-m', 'fast'),
  };
}

/** redis-server on `port`, nothing saved; start() again after stop(). */
export function redisServer(port) {
  let child;
  return {
    url: `redis://127.0.0.1:${port}`,
    start: async () => {
      child = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        { stdio: 'ignore' },
      );
      await waitFor(
        () =>
          spawnSync('redis-cli', ['-p', String(port), 'ping'], { encoding: 'utf8' }).stdout.trim() === 'PONG',
        'redis',
      );
    },
    stop: async () => {
      if (!child || child.exitCode !== null) return;
      const gone = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await gone;
    },
  };
}

/** s3rver with the stack's bucket; objects are files under `dir`. */
export async function startS3(dir, port, bucket) {
  const { default: S3rver } = await import('s3rver');
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    silent: true,
    directory: dir,
    configureBuckets: [{ name: bucket }],
  });
  await server.run();
  return { endpoint: `http://127.0.0.1:${port}`, stop: () => server.close() };
}

/**
 * One API replica (`npm run start -w api`, as the image runs it: node with the tsx loader in the process,
 * not the tsx CLI, whose signal relay SIGKILLs a server busy for 60 ms) on host:port, logging to `log`.
 * kill(signal) ends its whole process group; stop() is a graceful SIGTERM and waits for the exit.
 */
export function apiReplica({ root, name, host, port, env, log }) {
  let child;
  const groupAlive = () => {
    try {
      process.kill(-child.pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  const replica = {
    name,
    host,
    origin: `http://${host}:${port}`,
    start: async () => {
      const out = createWriteStream(log, { flags: 'a' });
      child = spawn('npm', ['run', 'start', '-w', 'api'], {
        cwd: root,
        env: { ...process.env, ...env, HOST: host, PORT: String(port) },
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      });
      child.stdout.pipe(out);
      child.stderr.pipe(out);
      const started = Date.now();
      await waitFor(
        async () => (await fetch(`${replica.origin}/api/v1/health/ready`)).ok,
        `API ${name} (log: ${log})`,
      );
      return Date.now() - started;
    },
    kill: (signal) => {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // already gone
      }
    },
    /** Graceful: SIGTERM, then waits until the whole group is gone (its requests in flight finished). */
    stop: async () => {
      if (!child) return;
      replica.kill('SIGTERM');
      await waitFor(() => !groupAlive(), `API ${name} stopping`, 30_000).catch(() => replica.kill('SIGKILL'));
    },
  };
  return replica;
}

/** docker-compose.yml's x-api-env, with the rehearsal's local addresses. */
export function apiEnvironment(o) {
  return {
    NODE_ENV: 'production',
    PUBLIC_URL: o.publicUrl,
    DATABASE_URL: o.databaseUrl,
    REDIS_URL: o.redisUrl,
    FILE_STORE: 's3',
    S3_ENDPOINT: o.s3Endpoint,
    S3_BUCKET: 'crestline-files',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
    JWT_SECRET: 'rehearsal-jwt-secret-rehearsal-jwt-secret',
    FILE_LINK_SECRET: 'rehearsal-file-link-secret-of-32-chars',
    REBUILD_SECRET: 'rehearsal-rebuild-secret',
    METRICS_TOKEN: 'rehearsal-metrics-token-of-32-chars',
    DATA_DIR: o.dataDir,
    SITE_DIST: o.dist,
    ADMIN_EMAIL: o.admin.email,
    ADMIN_PASSWORD: o.admin.password,
    // The rehearsal's admin signs in with a password alone (production requires a second factor).
    ADMIN_MFA: 'optional',
    TRUST_PROXY: '1',
    SEED_DEMO: '0',
    LOG_LEVEL: process.env.REHEARSE_LOG_LEVEL ?? 'warn',
    SHUTDOWN_TIMEOUT_MS: '15000',
    RATE_LIMIT_PUBLIC_POSTS: '100000000',
    RATE_LIMIT_AUTH: String(o.authLimit),
    ...(o.cms ?? {}),
  };
}

/** Takes the lock file unless a live process holds it; returns its release, or undefined (said why). */
export function takeLock(file) {
  const holder = existsSync(file) ? Number(readFileSync(file, 'utf8')) : 0;
  if (holder && holder !== process.pid) {
    try {
      process.kill(holder, 0);
      console.log(`Another rehearsal (process ${holder}) is running; wait for it to end.`);
      return undefined;
    } catch {
      // a rehearsal that ended without removing it
    }
  }
  writeFileSync(file, String(process.pid));
  return () => rmSync(file, { force: true });
}

/** Waits until `origin` serves the site built from the database's jobs; answers the time it took (ms). */
export async function siteOfDatabase(origin) {
  const started = Date.now();
  await waitFor(async () => {
    const etag = (await fetch(`${origin}/api/v1/jobs/active`)).headers.get('etag');
    const built = await (await fetch(`${origin}/jobs-version.txt`)).text();
    return etag === `"${built.trim()}"`;
  }, 'the site built from the database’s jobs');
  return Date.now() - started;
}

/** What this machine lacks to rehearse (nginx is installed first when it may be). */
export async function missingParts() {
  const nginx = await ensureNginx();
  return [
    !nginx && 'nginx (as root it is installed with apt-get: nginx-light)',
    !canRunPostgres() && 'PostgreSQL 15 (/usr/lib/postgresql/15/bin)',
    !existsSync('/usr/bin/redis-server') && 'redis-server',
  ].filter(Boolean);
}
