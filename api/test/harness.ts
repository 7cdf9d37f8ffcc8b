// Builds the real app on a real database for one test file: in-memory PGlite, or, for the postgres
// project, a throwaway PostgreSQL database created from DATABASE_URL and dropped afterwards.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { configureServer, createApp, type App } from '../src/app';
import { and, eq, sql } from 'drizzle-orm';
import { configuredFileStore } from '../src/files/configured';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { applicants, franchiseApplications, mailOutbox } from '../src/db/schema';
import { createLogger, type Logger } from '../src/logger';
import { startSmtp, type ReceivedMail } from './smtp';
import { waitFor } from '@crestline/contracts/testing';
import { passwordResetRequest } from '../src/modules/users/password-reset-request';

export interface Harness {
  app: App;
  /** Mail the in-process SMTP server received (when started with smtp: true). */
  inbox: ReceivedMail[];
  /** Waits until every mail queued so far has been tried once, and answers the inbox. */
  deliverMail(): Promise<ReceivedMail[]>;
  /** Waits until every stored resume and franchise contract has been read once (resume-text and
   * contract-text jobs), so that a comparison of the database is not raced by them. */
  readResumes(): Promise<void>;
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

export async function startHarness(
  env: Record<string, string> = {},
  /** queue: false leaves the app's background queue stopped (a test runs queues of its own). */
  opts: { smtp?: boolean; queue?: boolean; logger?: Logger } = {},
): Promise<Harness> {
  const smtp = opts.smtp ? await startSmtp() : undefined;
  const inbox = smtp?.received ?? [];
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'api-test-'));
  // Listen first, so PUBLIC_URL (used in signed links and emailed links) has the real port.
  let handler: (req: IncomingMessage, res: ServerResponse) => void = (_q, r) => r.end();
  const server: Server = await new Promise((resolve) => {
    const s = createServer((q, r) => handler(q, r)).listen(0, '127.0.0.1', () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const pgdb = dbKind === 'postgres' ? await freshPostgres() : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: '0',
    SITE_DIST: path.join(dataDir, 'site'),
    PUBLIC_URL: url,
    ...(pgdb ? { DATABASE_URL: pgdb.url } : {}),
    ...(smtp ? { SMTP_URL: smtp.url } : {}),
    // A rebuild runs a stand-in for the site build (test/bin/fake-site-build.mjs), never the real one.
    SITE_BUILD_COMMAND: `node ${path.join(import.meta.dirname, 'bin/fake-site-build.mjs')}`,
    // The whole suite comes from one IP; tests of the limits set them low themselves.
    RATE_LIMIT_PUBLIC_POSTS: '1000',
    RATE_LIMIT_AUTH: '1000',
    // Admin tests sign in with a password only; the second factor's tests (users/second-factor.test.ts,
    // the access matrix) run with ADMIN_MFA=required.
    ADMIN_MFA: 'optional',
    ...env,
  });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    connectTimeoutMs: config.databaseConnectTimeoutMs,
  });
  const logger = opts.logger ?? createLogger('silent');
  // The file store the configuration names, prepared as the server prepares it (an S3 bucket exists).
  const store = configuredFileStore(config);
  await store.prepare();
  const app = createApp({ config, database, logger, files: store.files });
  if (opts.queue !== false) await app.start();
  configureServer(server, config);
  handler = app.app;
  return {
    app,
    inbox,
    async deliverMail() {
      // Queued mail is delivered by the app's queue as soon as it commits; a mail not tried yet is still
      // pending with no attempts.
      const untried = () =>
        database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(mailOutbox)
          .where(and(eq(mailOutbox.status, 'pending'), eq(mailOutbox.attempts, 0)));
      // A forgot-password request queues a job that queues the mail (if the account exists): wait for it.
      await waitFor(
        async () => {
          const jobs = opts.queue === false ? [] : await app.queue.find(passwordResetRequest);
          return !jobs.some((j) => ['created', 'retry', 'active'].includes(j.state));
        },
        { intervalMs: 10, what: 'password-reset-request jobs to be done' },
      );
      await waitFor(async () => !(await untried())[0]?.n, {
        intervalMs: 10,
        what: 'queued mail to be delivered',
      });
      return inbox;
    },
    async readResumes() {
      const waiting = async () => {
        const [resumes] = await database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(applicants)
          .where(eq(applicants.resumeTextState, 'pending'));
        const [contracts] = await database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(franchiseApplications)
          .where(eq(franchiseApplications.contractTextState, 'pending'));
        return (resumes?.n ?? 0) + (contracts?.n ?? 0);
      };
      await waitFor(async () => (await waiting()) === 0, {
        timeoutMs: 15_000,
        intervalMs: 10,
        what: 'every resume and contract to be read',
      });
    },
    config,
    database,
    url,
    dataDir,
    async close() {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
      await app.close();
      await database.close();
      store.close();
      await smtp?.close();
      await pgdb?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
