// A site build waits for the CMS to answer (bounded, logged) before it starts, so the build at start-up
// does not run before the CMS listens and fail.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Logger } from '../../logger';
import { buildSite } from './build';
import { waitForCms } from './cms-ready';

const lines: { level: string; msg: string }[] = [];
const logger = {
  info: (_o: unknown, msg: string) => lines.push({ level: 'info', msg }),
  warn: (_o: unknown, msg: string) => lines.push({ level: 'warn', msg }),
  error: (_o: unknown, msg: string) => lines.push({ level: 'error', msg }),
  debug: () => undefined,
} as unknown as Logger;

const servers: Server[] = [];
afterEach(async () => {
  lines.length = 0;
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

/** A free port, and a CMS stand-in that starts listening on it after `delayMs`; resolves its start time. */
async function lateCms(delayMs: number): Promise<{ url: string; listening: Promise<number> }> {
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  const { port } = probe.address() as AddressInfo;
  await new Promise((r) => probe.close(r));
  const listening = new Promise<number>((resolve) => {
    setTimeout(() => {
      const cms = createServer((_req, res) => res.writeHead(204).end());
      servers.push(cms);
      cms.listen(port, '127.0.0.1', () => resolve(Date.now()));
    }, delayMs);
  });
  return { url: `http://127.0.0.1:${port}`, listening };
}

describe('waiting for the CMS before a site build', () => {
  it('waits until the CMS answers, saying so', async () => {
    const cms = await lateCms(800);
    expect(await waitForCms(cms.url, { timeoutMs: 10_000, intervalMs: 100 }, logger)).toBe(true);
    expect(lines.map((l) => l.msg)).toEqual([
      `waiting for the CMS at ${cms.url} to answer before building the site`,
      'the CMS answers: building the site',
    ]);
  });

  it('gives up after its bound, with a warning', async () => {
    const cms = await lateCms(60_000);
    const started = Date.now();
    expect(await waitForCms(cms.url, { timeoutMs: 600, intervalMs: 100 }, logger)).toBe(false);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(lines.at(-1)).toMatchObject({ level: 'warn' });
  });

  it('starts the build only once the CMS listens', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cms-wait-'));
    try {
      // A stand-in build command: writes the page, and the moment it started.
      const script = path.join(dir, 'build.mjs');
      writeFileSync(
        script,
        `import { mkdirSync, writeFileSync } from 'node:fs';
const out = process.argv[process.argv.length - 1];
mkdirSync(out, { recursive: true });
writeFileSync(out + '/index.html', '<html></html>');
writeFileSync(${JSON.stringify(path.join(dir, 'started'))}, String(Date.now()));`,
      );
      const cms = await lateCms(1_000);
      const outcome = await buildSite({
        distDir: path.join(dir, 'dist'),
        command: `node ${JSON.stringify(script)}`,
        cmsUrl: cms.url,
        cmsWait: { timeoutMs: 20_000, intervalMs: 100 },
        cwd: dir,
        logger,
        serveFrom: async () => undefined,
      });
      expect(outcome.ok).toBe(true);
      const buildStarted = Number(readFileSync(path.join(dir, 'started'), 'utf8'));
      expect(buildStarted).toBeGreaterThanOrEqual(await cms.listening);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a build stopped by a shutdown is not logged as a failed build', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'build-stop-'));
    try {
      const stop = new AbortController();
      const outcome = buildSite(
        {
          distDir: path.join(dir, 'dist'),
          // A stand-in build that runs until it is stopped.
          command: `node -e "setInterval(() => {}, 1000)" --`,
          cmsUrl: undefined,
          cwd: dir,
          logger,
          serveFrom: async () => undefined,
        },
        stop.signal,
      );
      setTimeout(() => stop.abort(), 300);
      expect(await outcome).toMatchObject({ ok: false, error: 'stopped by a shutdown' });
      expect(lines.filter((l) => l.level === 'error')).toEqual([]);
      expect(lines.at(-1)).toMatchObject({
        level: 'info',
        msg: 'site rebuild stopped by a shutdown; it is tried again',
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
