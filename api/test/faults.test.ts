// PostgreSQL stopped and started again under load, on a private server this test starts itself (so the
// machine's own PostgreSQL, shared with other tests, is never touched). While it is down, requests fail
// cleanly (503 with the error envelope, no hang); nothing is half-written (every 201 has its row, nothing
// else has one); once it is back, the same API process serves again without a restart.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { messages } from '../src/db/schema';
import { isDatabaseUnavailable } from '../src/http/errors';
import { json } from './fixtures';
import { waitFor } from '@crestline/contracts/testing';
import { startHarness, type Harness } from './harness';
import { cuttableProxy } from './cuttable-proxy';
import { adminToken, bearer } from './helpers';

const BIN = ['/usr/lib/postgresql/15/bin', '/usr/lib/postgresql/16/bin', '/usr/lib/postgresql/17/bin'].find(
  (d) => existsSync(path.join(d, 'initdb')),
);
const isRoot = process.getuid?.() === 0;
const canRunAsPostgres = !isRoot || spawnSync('id', ['postgres'], { stdio: 'ignore' }).status === 0;

/** Runs a PostgreSQL tool as the postgres user when we are root (initdb refuses to run as root). */
function pgTool(tool: string, args: string[]) {
  const file = path.join(BIN!, tool);
  return isRoot
    ? execFileSync('runuser', ['-u', 'postgres', '--', file, ...args], { stdio: 'pipe' })
    : execFileSync(file, args, { stdio: 'pipe' });
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

describe.runIf(BIN && canRunAsPostgres && process.env.TEST_DATABASE !== 'postgres')(
  'PostgreSQL restarted under load',
  () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'pg-fault-'));
    const data = path.join(dir, 'data');
    let port = 0;
    let h: Harness;
    const start = () =>
      pgTool('pg_ctl', [
        '-D',
        data,
        '-l',
        path.join(dir, 'log'),
        '-w',
        '-t',
        '30',
        'start',
        '-o',
        `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
      ]);
    const stop = () => pgTool('pg_ctl', ['-D', data, '-w', '-m', 'fast', 'stop']);

    beforeAll(async () => {
      if (isRoot) {
        chmodSync(dir, 0o777);
        chownSync(
          dir,
          Number(execFileSync('id', ['-u', 'postgres']).toString()),
          Number(execFileSync('id', ['-g', 'postgres']).toString()),
        );
      }
      port = await freePort();
      pgTool('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
      start();
      h = await startHarness({
        DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/postgres`,
        RATE_LIMIT_PUBLIC_POSTS: '1000000',
      });
    }, 120_000);

    afterAll(async () => {
      await h?.close();
      try {
        stop();
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    });

    it('fails requests cleanly while it is down and serves again once it is back', async () => {
      const outcomes: { status: number; id?: string; code?: string }[] = [];
      let n = 0;
      let running = true;
      const worker = async () => {
        while (running) {
          const i = n++;
          const started = Date.now();
          const res = await fetch(`${h.url}/api/v1/messages`, {
            ...json({
              email: `load${i}@example.com`,
              fullName: `Load ${i}`,
              phone: '+1 555 0100',
              website: 'https://load.example',
              message: `Message ${i}`,
            }),
            signal: AbortSignal.timeout(15_000),
          }).catch(() => undefined);
          if (!res) {
            outcomes.push({ status: 0 });
            continue;
          }
          const body = (await res.json()) as { message?: { _id?: string }; code?: string };
          outcomes.push({ status: res.status, id: body.message?._id, code: body.code });
          // No request may hang while the database is away.
          expect(Date.now() - started).toBeLessThan(15_000);
        }
      };
      const workers = Array.from({ length: 8 }, worker);
      await new Promise((r) => setTimeout(r, 1_500));
      stop();
      await new Promise((r) => setTimeout(r, 2_000));
      start();
      // Served again by the same process, without a restart.
      let back = false;
      for (let i = 0; i < 60 && !back; i++) {
        back = (await fetch(`${h.url}/api/v1/health/ready`)).ok;
        if (!back) await new Promise((r) => setTimeout(r, 250));
      }
      expect(back).toBe(true);
      await new Promise((r) => setTimeout(r, 1_500));
      running = false;
      await Promise.all(workers);

      const created = outcomes.filter((o) => o.status === 201);
      const failed = outcomes.filter((o) => o.status !== 201);
      expect(created.length).toBeGreaterThan(20);
      expect(failed.length).toBeGreaterThan(0); // the outage was seen
      // Failures are clean: the envelope's 503 (or, at the very moment of the stop, a refused connection).
      for (const f of failed) expect([503, 0], JSON.stringify(f)).toContain(f.status);
      expect(failed.filter((f) => f.status === 503).every((f) => f.code === 'SERVICE_UNAVAILABLE')).toBe(
        true,
      );
      // Nothing half-written: exactly the acknowledged messages are stored.
      const rows = await h.database.db.select({ id: messages.id }).from(messages);
      expect(new Set(rows.map((r) => r.id))).toEqual(new Set(created.map((c) => c.id)));
      // And requests after the restart succeed again.
      expect(outcomes.slice(-5).every((o) => o.status === 201)).toBe(true);
      // Every connection lent out during the outage came back to the pool (a transaction whose BEGIN met
      // the cut connection kept its own: db/pg-transaction.ts), so the pool is whole and closes at once.
      await waitFor(
        () => {
          const use = h.database.poolUse!();
          return use.total === use.idle && use.waiting === 0;
        },
        { what: 'every pool connection back', timeoutMs: 10_000 },
      );
    }, 120_000);

    it('fails requests with a clean 503 within the connect timeout when the server’s address stops answering', async () => {
      // A database container stopped: its connections closed, its address answers nothing any more (no
      // refusal), so opening a connection waits. Without a connect timeout each request waited until the
      // proxy in front answered 504 for it.
      const proxy = await cuttableProxy({ host: '127.0.0.1', port });
      const through = await startHarness({
        DATABASE_URL: proxy.url('postgres', { user: 'postgres', path: '/postgres' }),
        DATABASE_CONNECT_TIMEOUT_MS: '1000',
        RATE_LIMIT_PUBLIC_POSTS: '1000000',
      });
      try {
        const token = await adminToken(through);
        expect((await fetch(`${through.url}/api/v1/jobs/active`)).status).toBe(200);
        proxy.cut({ reset: true });
        const timed = async (url: string, init?: RequestInit) => {
          const started = Date.now();
          const res = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
          const body = (await res.json()) as { code?: string };
          return {
            status: res.status,
            code: body.code,
            ms: Date.now() - started,
            retry: res.headers.get('retry-after'),
          };
        };
        const list = await timed(`${through.url}/api/v1/messages`, { headers: bearer(token) });
        expect(list).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE', retry: '5' });
        expect(list.ms).toBeLessThan(5_000);
        const post = await timed(`${through.url}/api/v1/messages`, {
          ...json({
            email: 'cut@example.com',
            fullName: 'Cut Off',
            phone: '+1 555 0100',
            website: 'https://cut.example',
            message: 'While the database is away',
          }),
        });
        expect(post).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
        expect(post.ms).toBeLessThan(5_000);
        // The careers list is still served, from memory.
        expect((await timed(`${through.url}/api/v1/jobs/active`)).status).toBe(200);
        proxy.heal();
        await waitFor(async () => (await fetch(`${through.url}/api/v1/health/ready`)).ok, {
          what: 'ready again',
          timeoutMs: 20_000,
        });
        expect((await timed(`${through.url}/api/v1/messages`, { headers: bearer(token) })).status).toBe(200);
      } finally {
        proxy.heal();
        await through.close();
        await proxy.close();
      }
    }, 120_000);
  },
);

describe('a database host name that no longer resolves', () => {
  it('counts as the database being unavailable (503), not as a server error', async () => {
    // A stopped container's name leaves the network's DNS: the driver's own error, not a made-up one.
    const client = new pg.Client({ connectionString: 'postgres://postgres@db.invalid:5432/x' });
    const err = await client.connect().then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toBeTruthy();
    expect(isDatabaseUnavailable(err)).toBe(true);
    const pool = new pg.Pool({
      connectionString: 'postgres://postgres@127.0.0.1:1/x',
      connectionTimeoutMillis: 300,
    });
    const refused = await pool.query('select 1').then(
      () => undefined,
      (e: unknown) => e,
    );
    await pool.end();
    expect(isDatabaseUnavailable(refused)).toBe(true);
  });
});

describe.runIf(process.env.TEST_DATABASE !== 'postgres')('the CMS down during a rebuild', () => {
  let s: Harness;
  beforeAll(async () => {
    // The real site build (Astro), reading content from a CMS that does not answer.
    s = await startHarness({
      CMS_URL: 'http://127.0.0.1:1',
      // A build waits for the CMS first (cms-ready.ts): briefly here, then it builds and fails.
      CMS_WAIT_MS: '500',
      REBUILD_SECRET: 'a-test-rebuild-secret-of-some-length',
      REBUILD_DEBOUNCE_MS: '100',
      SITE_BUILD_COMMAND: 'npm run build -w site --',
    });
    mkdirSync(s.config.siteDist, { recursive: true });
    writeFileSync(
      path.join(s.config.siteDist, 'index.html'),
      '<html lang="en"><body>the last good site</body></html>',
    );
    await s.app.site.reload();
  });
  afterAll(() => s.close());

  it('keeps the last good site online and says why in the outcome', async () => {
    const done = s.app.siteBuilder.nextOutcome();
    const res = await fetch(`${s.url}/api/v1/internal/rebuild`, {
      method: 'POST',
      headers: { 'x-rebuild-secret': 'a-test-rebuild-secret-of-some-length' },
    });
    expect(res.status).toBe(202);
    const outcome = await done;
    expect(outcome.ok).toBe(false);
    // It failed for the reason under test: the content could not be read from the CMS.
    expect(outcome.ok ? '' : outcome.error).toMatch(/127\.0\.0\.1:1|ECONNREFUSED|fetch failed|CMS/i);
    const page = await fetch(`${s.url}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('the last good site');
  }, 180_000);
});
