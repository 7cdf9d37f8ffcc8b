// Opens the database the configuration names: PostgreSQL when DATABASE_URL is set, otherwise PGlite
// (PostgreSQL compiled to WebAssembly, in-process) in DATA_DIR. Both get the same migrations and queries.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import lockfile from 'proper-lockfile';
import * as schema from './schema';
import './pg-transaction';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction opened with `db.transaction(async (tx) => …)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** What repositories take: the database, or a transaction on it so a service can make several writes one. */
export type DbOrTx = Db | Tx;

/** The rows of a raw SQL query; PGlite's and node-postgres' results both carry `rows`. */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The in-process database (PGlite only): the job queue runs its SQL on the same single connection. */
  pglite?: PGlite;
  /** The connection string (PostgreSQL only): the job queue opens its own small pool with it. */
  url?: string;
  /** Answers true when the database executes a query. */
  ping(): Promise<boolean>;
  /** The request pool's connections now (PostgreSQL only: PGlite is one in-process connection). */
  poolUse?(): PoolUse;
  /**
   * Calls handler for each NOTIFY on channel (from any process on PostgreSQL). Also calls it with
   * payload '*' when the listening connection was lost, since notifications may have been missed.
   */
  subscribe(channel: string, handler: (payload: string) => void): Promise<void>;
  close(): Promise<void>;
}

export interface PoolUse {
  /** Connections open, idle ones included. */
  total: number;
  idle: number;
  /** Queries waiting for a connection (the pool is at its size). */
  waiting: number;
  /** The pool's size. */
  max: number;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

// count(*) and other int8 values come back as strings from pg and as numbers from PGlite; make both numbers.
pg.types.setTypeParser(20, (v) => Number(v));

export class DatabaseLockedError extends Error {
  constructor(dir: string) {
    super(
      `Another API process is already using the database in ${dir}. PGlite cannot be shared between processes: ` +
        'stop the other process, or set DATABASE_URL to use PostgreSQL for several processes.',
    );
  }
}

export interface OpenOptions {
  databaseUrl?: string | undefined;
  /**
   * How long opening a PostgreSQL connection may take (DATABASE_CONNECT_TIMEOUT_MS): a server whose host
   * has gone (its container stopped, its address unreachable) otherwise holds a request until the proxy
   * in front gives up with a 504; past it the request fails with a clean 503.
   */
  connectTimeoutMs?: number | undefined;
  /** Folder of the PGlite data directory; omitted means an in-memory database (tests). */
  pgliteDir?: string | undefined;
  /** Told when PostgreSQL drops an idle connection. */
  onConnectionError?: (err: Error) => void;
  /** Told when the PGlite lock is held by a process that has ended: opening waits for it to go stale. */
  onStaleLock?: (holder: LockHolder, waitMs: number) => void;
}

/** Who holds the PGlite lock: written beside it (`<dir>.lock-holder.json`) by the process that took it. */
export interface LockHolder {
  pid: number;
  host: string;
}

/** The lock of a holder that has ended goes stale this long after its last refresh. */
const LOCK_STALE_MS = 10_000;
const holderFile = (dir: string) => `${dir}.lock-holder.json`;

function readHolder(dir: string): LockHolder | undefined {
  try {
    const holder = JSON.parse(readFileSync(holderFile(dir), 'utf8')) as Partial<LockHolder>;
    return typeof holder.pid === 'number' && typeof holder.host === 'string'
      ? { pid: holder.pid, host: holder.host }
      : undefined;
  } catch {
    return undefined;
  }
}

/** Whether the process is known to have ended: same host, and no process of that id. */
function holderEnded(holder: LockHolder): boolean {
  if (holder.host !== os.hostname() || holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
    return false;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/**
 * Takes the lock on the PGlite data directory (one process at a time). Held by a live process: a
 * DatabaseLockedError. Held by a process that has ended (killed, crashed) whose lock is not stale yet: waits
 * for it to go stale (at most LOCK_STALE_MS and a little), telling `onStaleLock`, then takes it.
 */
async function lockPgliteDir(
  dir: string,
  onStaleLock?: (holder: LockHolder, waitMs: number) => void,
): Promise<() => Promise<void>> {
  const options = {
    // The lock file sits beside the data directory; a crashed holder's lock goes stale after 10 s.
    lockfilePath: `${dir}.lock`,
    stale: LOCK_STALE_MS,
    update: 2_000,
    realpath: false,
    // Someone removed or took over the lock: another process may now write the same files, so stop
    // at once rather than risk the data.
    onCompromised: (err: Error) => {
      console.error(`The lock on ${dir} was lost (${err.message}); stopping to protect the data.`);
      process.exit(4);
    },
  };
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(dir, options);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ELOCKED') throw err;
    const holder = readHolder(dir);
    if (!holder || !holderEnded(holder)) throw new DatabaseLockedError(dir);
    const waitMs = LOCK_STALE_MS + 2_000;
    onStaleLock?.(holder, waitMs);
    try {
      release = await lockfile.lock(dir, {
        ...options,
        retries: { retries: Math.ceil(waitMs / 500), factor: 1, minTimeout: 500, maxTimeout: 500 },
      });
    } catch (again) {
      if ((again as NodeJS.ErrnoException).code === 'ELOCKED') throw new DatabaseLockedError(dir);
      throw again;
    }
  }
  writeFileSync(holderFile(dir), JSON.stringify({ pid: process.pid, host: os.hostname() }));
  return async () => {
    rmSync(holderFile(dir), { force: true });
    await release();
  };
}

/** Advisory lock key for migrations: several API processes starting at once migrate one after another. */
const MIGRATION_LOCK = 7_312_004_211;

async function migrateLocked(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migratePg(drizzlePg(client), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const max = 10;
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max,
      connectionTimeoutMillis: opts.connectTimeoutMs ?? 5_000,
      keepAlive: true,
    });
    // An idle connection dropped by the server (restart, failover) must not crash the process: the
    // pool replaces it, and queries in flight fail with an error the request handler answers.
    pool.on('error', (err) => opts.onConnectionError?.(err));
    // The pool listens only to its idle connections: one lent out (e.g. a transaction between two queries)
    // that the server drops emits 'error' on its own client, which without a listener ended the process
    // (found by `npm run rehearse` restarting PostgreSQL under load). The query in flight still fails.
    pool.on('connect', (client) => client.on('error', (err) => opts.onConnectionError?.(err)));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    try {
      await migrateLocked(pool);
    } catch (err) {
      await pool.end();
      throw err;
    }
    const listener = pgListener(opts.databaseUrl);
    return {
      db,
      kind: 'postgres',
      url: opts.databaseUrl,
      ping: () => ping(db),
      poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
      subscribe: listener.subscribe,
      close: async () => {
        await listener.close();
        await pool.end();
      },
    };
  }

  let release: (() => Promise<void>) | undefined;
  if (opts.pgliteDir) {
    mkdirSync(opts.pgliteDir, { recursive: true });
    release = await lockPgliteDir(opts.pgliteDir, opts.onStaleLock);
  }
  // pg_trgm indexes the admin search (migration 0005); PostgreSQL ships it in its contrib package.
  const client = await PGlite.create({
    ...(opts.pgliteDir && { dataDir: opts.pgliteDir }),
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  try {
    await migratePglite(drizzlePglite(client), { migrationsFolder });
  } catch (err) {
    await client.close();
    await release?.();
    throw err;
  }
  return {
    db,
    kind: 'pglite',
    pglite: client,
    ping: () => ping(db),
    subscribe: async (channel, handler) => {
      await client.listen(channel, handler);
    },
    close: async () => {
      await client.close();
      await release?.();
    },
  };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** One dedicated connection for LISTEN, reconnecting with backoff; a reconnect tells handlers '*'. */
function pgListener(connectionString: string) {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  let client: pg.Client | undefined;
  /** The channels the current connection listens on. */
  let listening = new Set<string>();
  let queue: Promise<void> = Promise.resolve();
  let closed = false;
  let connecting: Promise<void> | undefined;
  let retryTimer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString });
    c.on('notification', (msg) => {
      for (const h of handlers.get(msg.channel) ?? []) h(msg.payload ?? '');
    });
    const lost = () => {
      if (client !== c || closed) return;
      client = undefined;
      for (const set of handlers.values()) for (const h of set) h('*');
      retryTimer = setTimeout(() => void ensure().catch(() => undefined), 1000);
    };
    c.on('error', lost);
    c.on('end', lost);
    try {
      await c.connect();
      const channels = new Set(handlers.keys());
      for (const channel of channels) await c.query(`listen ${quoteIdent(channel)}`);
      listening = channels;
    } catch (err) {
      // Closed while connecting (a shutdown during start-up): nothing is listened to, and nothing failed.
      if (!closed) throw err;
    }
    if (closed) {
      await c.end().catch(() => undefined);
      return;
    }
    client = c;
  };
  const ensure = async () => {
    if (client || closed) return;
    connecting ??= connect().finally(() => (connecting = undefined));
    await connecting;
  };
  return {
    async subscribe(channel: string, handler: (payload: string) => void) {
      const isNew = !handlers.has(channel);
      if (isNew) handlers.set(channel, new Set());
      handlers.get(channel)!.add(handler);
      await ensure();
      // Several subscriptions at start-up share one connect(), which listens on all of them; only a
      // channel added later is listened to here (one query at a time on the connection).
      const c = client;
      if (c && !listening.has(channel)) {
        listening.add(channel);
        const listen = queue.then(() => c.query(`listen ${quoteIdent(channel)}`));
        queue = listen.then(
          () => undefined,
          () => undefined,
        );
        await listen;
      }
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      // A connection still being opened ends itself once open (connect() sees `closed`).
      await client?.end().catch(() => undefined);
    },
  };
}

function quoteIdent(name: string) {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Invalid channel name ${name}`);
  return name;
}
