// Opens the database the configuration names: PostgreSQL when DATABASE_URL is set, otherwise PGlite
// (PostgreSQL compiled to WebAssembly, in-process) in DATA_DIR. Both get the same migrations and queries.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import lockfile from 'proper-lockfile';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Answers true when the database executes a query. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
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
  /** Folder of the PGlite data directory; omitted means an in-memory database (tests). */
  pgliteDir?: string | undefined;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    try {
      await migratePg(drizzlePg(pool), { migrationsFolder });
    } catch (err) {
      await pool.end();
      throw err;
    }
    return {
      db,
      kind: 'postgres',
      ping: () => ping(db),
      close: () => pool.end(),
    };
  }

  let release: (() => Promise<void>) | undefined;
  if (opts.pgliteDir) {
    mkdirSync(opts.pgliteDir, { recursive: true });
    try {
      // The lock file sits beside the data directory; a crashed holder's lock goes stale after 10 s.
      release = await lockfile.lock(opts.pgliteDir, {
        lockfilePath: `${opts.pgliteDir}.lock`,
        stale: 10_000,
        update: 2_000,
        realpath: false,
        onCompromised: (err) => {
          throw err;
        },
      });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ELOCKED') throw new DatabaseLockedError(opts.pgliteDir);
      throw err;
    }
  }
  const client = opts.pgliteDir ? await PGlite.create(opts.pgliteDir) : await PGlite.create();
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
    ping: () => ping(db),
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
