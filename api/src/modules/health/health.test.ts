import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthResponseSchema, versionResponseSchema } from '@crestline/contracts';
import { startHarness, type Harness } from '../../../test/harness';
import { expectBody } from '../../../test/helpers';
import { createApp } from '../../app';
import { pino } from 'pino';
import { createLogger, requestLogging } from '../../logger';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

describe('health', () => {
  it('says what the API is', async () => {
    const res = await fetch(`${h.url}/api/v1/version`);
    expect(await expectBody(versionResponseSchema, res)).toEqual({
      name: 'crestline-api',
      version: '0.1.0',
      api: 'v1',
    });
  });

  it('answers ok when the database answers', async () => {
    const res = await fetch(`${h.url}/api/v1/health`);
    expect(res.status).toBe(200);
    expect(await expectBody(healthResponseSchema, res)).toEqual({ status: 'ok', db: 'ok' });
  });

  it('answers 503 when the database is gone', async () => {
    const broken = { ...h.database, ping: async () => false };
    const app = createApp({ config: h.config, database: broken, logger: createLogger('silent') });
    const server = app.app.listen(0);
    try {
      const port = (server.address() as { port: number }).port;
      const res = await fetch(`http://127.0.0.1:${port}/api/v1/health`);
      expect(res.status).toBe(503);
      expect(await expectBody(healthResponseSchema, res)).toEqual({ status: 'degraded', db: 'down' });
    } finally {
      server.close();
      await app.siteBuilder.stop();
    }
  });
});

describe('liveness and readiness', () => {
  it('is live and ready while the database answers', async () => {
    expect((await fetch(`${h.url}/api/v1/health/live`)).status).toBe(200);
    const ready = await fetch(`${h.url}/api/v1/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', db: 'ok' });
  });

  it('is live but not ready without the database, and not ready while draining', async () => {
    const broken = { ...h.database, ping: async () => false };
    const app = createApp({ config: h.config, database: broken, logger: createLogger('silent') });
    const server = app.app.listen(0);
    try {
      const base = `http://127.0.0.1:${(server.address() as { port: number }).port}/api/v1`;
      expect((await fetch(`${base}/health/live`)).status).toBe(200);
      expect((await fetch(`${base}/health/ready`)).status).toBe(503);
      app.lifecycle.draining = true;
      const draining = await fetch(`${base}/health/ready`);
      expect(draining.status).toBe(503);
      expect(await draining.json()).toMatchObject({ status: 'draining' });
      // A response while draining closes its keep-alive connection.
      expect(draining.headers.get('connection')).toBe('close');
    } finally {
      server.close();
      await app.siteBuilder.stop();
    }
  });
});

describe('request ids', () => {
  it('answers with the id a proxy sent, or a new one, on every response', async () => {
    const given = await fetch(`${h.url}/api/v1/version`, { headers: { 'x-request-id': 'edge-4f2a91c0' } });
    expect(given.headers.get('x-request-id')).toBe('edge-4f2a91c0');
    const fresh = await fetch(`${h.url}/api/v1/version`);
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    // Something that does not look like an id (here, an attempt to forge log lines) is replaced.
    const forged = await fetch(`${h.url}/api/v1/version`, { headers: { 'x-request-id': 'a\\nb c' } });
    expect(forged.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('writes JSON log lines that carry the request id', async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    const app = createApp({ config: h.config, database: h.database, logger });
    const server = app.app.listen(0);
    try {
      const port = (server.address() as { port: number }).port;
      const res = await fetch(`http://127.0.0.1:${port}/api/v1/version`, {
        headers: { 'x-request-id': 'req-12345678' },
      });
      expect(res.status).toBe(200);
      await new Promise((r) => setTimeout(r, 50));
      const line = lines.find((l) => l.requestId === 'req-12345678');
      expect(line).toMatchObject({ msg: 'request completed', requestId: 'req-12345678' });
    } finally {
      server.close();
      await app.siteBuilder.stop();
    }
  });

  it("below info writes no line per request, and still logs a request's errors with its id", async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    const app = createApp({ config: h.config, database: h.database, logger });
    const server = app.app.listen(0);
    try {
      const port = (server.address() as { port: number }).port;
      const res = await fetch(`http://127.0.0.1:${port}/api/v1/version`, {
        headers: { 'x-request-id': 'req-87654321' },
      });
      expect(res.headers.get('x-request-id')).toBe('req-87654321');
      await new Promise((r) => setTimeout(r, 50));
      expect(lines).toEqual([]);
    } finally {
      server.close();
      await app.siteBuilder.stop();
    }
    // What the error handler logs with (http/errors.ts): the request's logger.
    const headers: Record<string, string> = {};
    const req = { headers: { 'x-request-id': 'req-11223344' } } as unknown as Parameters<
      ReturnType<typeof requestLogging>
    >[0];
    const res = {
      setHeader: (name: string, value: string) => void (headers[name] = value),
    } as unknown as Parameters<ReturnType<typeof requestLogging>>[1];
    requestLogging(logger)(req, res, () => {});
    expect(headers['X-Request-Id']).toBe('req-11223344');
    req.log.error({ err: new Error('boom') }, 'unhandled error');
    expect(lines).toEqual([
      expect.objectContaining({ requestId: 'req-11223344', msg: 'unhandled error', level: 50 }),
    ]);
  });
});
