// A real API process stopped with SIGTERM while a request is still arriving: the request finishes and is
// stored, new connections are refused, and the process exits cleanly (exit code 0).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { messages } from '../src/db/schema';
import { waitFor } from '@crestline/contracts/testing';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'api-shutdown-'));
let child: ChildProcess | undefined;

afterAll(() => {
  child?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

async function waitReady(base: string) {
  // A refused connection (not listening yet) counts as not ready.
  await waitFor(async () => (await fetch(`${base}/api/v1/health/ready`)).ok, {
    timeoutMs: 60_000,
    intervalMs: 250,
    what: 'the API to start',
  });
}

describe.runIf(process.env.TEST_DATABASE !== 'postgres')('graceful shutdown', () => {
  it('finishes a request in flight, refuses new ones and exits 0', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiDir,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        SEED_DEMO: '0',
        SITE_DIST: path.join(dataDir, 'site'),
      },
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((resolve) => child!.on('exit', (code) => resolve(code)));
    await waitReady(base);

    // A contact message whose body arrives in two halves, with the shutdown in between.
    const body = JSON.stringify({
      email: 'late@example.com',
      fullName: 'Late Sender',
      phone: '+1 555 0100',
      website: 'https://late.example',
      message: 'Sent while the server was stopping.',
    });
    const answer = new Promise<number>((resolve, reject) => {
      const req = request(
        `${base}/api/v1/messages`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 40));
      setTimeout(() => {
        child!.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(40)), 700);
      }, 200);
    });
    expect(await answer).toBe(201);
    // No new connections while draining and after (a connection opened before may still carry a request
    // for a second: it is answered with `Connection: close` rather than reset).
    await new Promise((r) => setTimeout(r, 100));
    const fresh = new Promise<number>((resolve, reject) =>
      request(`${base}/api/v1/health/live`, { agent: false }, (res) => resolve(res.statusCode ?? 0))
        .on('error', reject)
        .end(),
    );
    await expect(fresh).rejects.toThrow(/ECONNREFUSED/);
    expect(await exited).toBe(0);

    // The message that arrived during the shutdown was stored.
    const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
    try {
      const rows = await database.db.select().from(messages);
      expect(rows.map((r) => r.email)).toEqual(['late@example.com']);
    } finally {
      await database.close();
    }
  }, 90_000);
});
