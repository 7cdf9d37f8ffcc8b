// Builds the real app on a real database for one test file: in-memory PGlite, or, for the postgres
// project, a throwaway PostgreSQL database created from DATABASE_URL and dropped afterwards.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createApp, type App } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { createLogger } from '../src/logger';

export interface Harness {
  app: App;
  config: Config;
  database: Database;
  url: string;
  dataDir: string;
  close(): Promise<void>;
}

export const dbKind = (process.env.TEST_DATABASE ?? 'pglite') as 'pglite' | 'postgres';

async function freshPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE=postgres needs DATABASE_URL');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export async function startHarness(env: Record<string, string> = {}): Promise<Harness> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'api-test-'));
  const pgdb = dbKind === 'postgres' ? await freshPostgres() : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: '0',
    SITE_DIST: path.join(dataDir, 'site'),
    ...(pgdb ? { DATABASE_URL: pgdb.url } : {}),
    ...env,
  });
  const database = await openDatabase({ databaseUrl: config.databaseUrl });
  const app = createApp({ config, database, logger: createLogger('silent') });
  const server: Server = await new Promise((resolve) => {
    const s = app.app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    app,
    config,
    database,
    url,
    dataDir,
    async close() {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
      await database.close();
      await pgdb?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
