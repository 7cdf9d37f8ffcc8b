// `npm run db:backup` and `npm run db:restore` on PostgreSQL: what the API stored comes back whole in
// another database, and a restore over a database that moved on brings it back to the backup's state.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { jobs } from '../src/db/schema';
import { dbKind, startHarness, type Harness } from './harness';
import { createJob } from './helpers';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function npmScript(script: string, args: string[], env: Record<string, string>): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts', script), ...args], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: 'ignore',
    });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

describe.runIf(dbKind === 'postgres')('database backup and restore', () => {
  let h: Harness;
  const copy = `test_restore_${randomBytes(4).toString('hex')}`;
  let copyUrl: string;
  const admin = () => new pg.Client({ connectionString: process.env.DATABASE_URL });

  beforeAll(async () => {
    h = await startHarness();
    const c = admin();
    await c.connect();
    await c.query(`create database ${copy}`);
    await c.end();
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${copy}`;
    copyUrl = url.toString();
  });
  afterAll(async () => {
    await h.close();
    const c = admin();
    await c.connect();
    await c.query(`drop database if exists ${copy} with (force)`);
    await c.end();
  });

  it('backs up, then restores into another database and over later changes', async () => {
    await createJob(h, { title: 'Backed-up job' });
    const file = path.join(h.dataDir, 'backup.dump');
    expect(await npmScript('db-backup.mjs', [file], { DATABASE_URL: h.config.databaseUrl! })).toBe(0);
    expect(existsSync(file)).toBe(true);

    expect(await npmScript('db-restore.mjs', [file], { DATABASE_URL: copyUrl })).toBe(0);
    const restored = await openDatabase({ databaseUrl: copyUrl });
    try {
      expect((await restored.db.select().from(jobs)).map((j) => j.title)).toEqual(['Backed-up job']);
      // The copy moves on; restoring again brings back exactly the backup.
      await createJob({ ...h, database: restored } as Harness, { title: 'Written after the backup' });
      expect(await restored.db.select().from(jobs)).toHaveLength(2);
    } finally {
      await restored.close();
    }
    expect(await npmScript('db-restore.mjs', [file], { DATABASE_URL: copyUrl })).toBe(0);
    const again = await openDatabase({ databaseUrl: copyUrl });
    try {
      expect((await again.db.select().from(jobs)).map((j) => j.title)).toEqual(['Backed-up job']);
    } finally {
      await again.close();
    }
  }, 60_000);

  it('refuses to run without a database or a backup file', async () => {
    expect(await npmScript('db-backup.mjs', [], { DATABASE_URL: '' })).toBe(2);
    expect(await npmScript('db-restore.mjs', ['/no/such/file.dump'], { DATABASE_URL: copyUrl })).toBe(2);
  });
});
