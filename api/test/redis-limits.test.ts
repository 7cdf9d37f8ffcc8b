// With REDIS_URL set, per-IP limits are counted in Redis, so two API instances share one count; when
// Redis is unreachable, requests are served (the limit fails open) instead of failing. Runs where a Redis
// server answers on 127.0.0.1:6379 (CI has one; a fresh machine may not).
import { randomBytes } from 'node:crypto';
import { createConnection } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';
import { json } from './fixtures';
import { cuttableProxy, type CuttableProxy } from './cuttable-proxy';

const REDIS = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const reachable = await new Promise<boolean>((resolve) => {
  const { hostname, port } = new URL(REDIS);
  const socket = createConnection({ host: hostname, port: Number(port || 6379) });
  socket.setTimeout(1000);
  socket.once('connect', () => (socket.destroy(), resolve(true)));
  socket.once('error', () => resolve(false));
  socket.once('timeout', () => (socket.destroy(), resolve(false)));
});

const message = (n: number) =>
  json({
    email: `sender${n}@example.com`,
    fullName: 'Sam Sender',
    phone: '+1 555 0100',
    website: 'https://sender.example',
    message: `Message ${n}`,
  });

describe.runIf(reachable)('rate limits in Redis', () => {
  const prefix = `test-${randomBytes(4).toString('hex')}:`;
  let a: Harness;
  let b: Harness;
  beforeAll(async () => {
    const env = { REDIS_URL: REDIS, REDIS_PREFIX: prefix, RATE_LIMIT_PUBLIC_POSTS: '3' };
    a = await startHarness(env);
    b = await startHarness(env);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('counts the posts of one visitor across two API instances', async () => {
    expect((await fetch(`${a.url}/api/v1/messages`, message(1))).status).toBe(201);
    expect((await fetch(`${b.url}/api/v1/messages`, message(2))).status).toBe(201);
    expect((await fetch(`${a.url}/api/v1/messages`, message(3))).status).toBe(201);
    const fourth = await fetch(`${b.url}/api/v1/messages`, message(4));
    expect(fourth.status).toBe(429);
    expect(((await fourth.json()) as { code: string }).code).toBe('RATE_LIMITED');
  });
});

describe.runIf(reachable)('rate limits when Redis is cut off the network', () => {
  // `podman network disconnect`: the connection stays open but nothing crosses it, so a command waits for
  // an answer that never comes. The request must not wait with it.
  let proxy: CuttableProxy;
  let h: Harness;
  beforeAll(async () => {
    const { hostname, port } = new URL(REDIS);
    proxy = await cuttableProxy({ host: hostname, port: Number(port || 6379) });
    h = await startHarness({
      REDIS_URL: proxy.url('redis'),
      REDIS_PREFIX: `test-${randomBytes(4).toString('hex')}:`,
      REDIS_COMMAND_TIMEOUT_MS: '300',
      RATE_LIMIT_PUBLIC_POSTS: '2',
    });
  });
  afterAll(async () => {
    await h.close();
    await proxy.close();
  });

  it('serves requests uncounted within the command timeout, and counts again once Redis is back', async () => {
    const post = async (n: number) => {
      const started = Date.now();
      const res = await fetch(`${h.url}/api/v1/messages`, {
        ...message(n),
        signal: AbortSignal.timeout(10_000),
      });
      return { status: res.status, ms: Date.now() - started };
    };
    expect((await post(20)).status).toBe(201);
    proxy.cut({ reset: false });
    // Past the limit of 2, and none waits for Redis: the first waits out the timeout (300 ms), the next
    // ones do not wait at all.
    const during = [];
    for (let i = 0; i < 5; i++) during.push(await post(21 + i));
    expect(during.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    expect(during[0]!.ms).toBeLessThan(3_000);
    expect(Math.max(...during.slice(1).map((r) => r.ms))).toBeLessThan(1_000);
    proxy.heal();
    // The limit holds again once Redis answers (after a few quiet seconds).
    let limited = false;
    for (let i = 0; i < 40 && !limited; i++) {
      limited = (await post(30 + i)).status === 429;
      if (!limited) await new Promise((r) => setTimeout(r, 500));
    }
    expect(limited).toBe(true);
  }, 60_000);
});

describe('rate limits when Redis is down', () => {
  let h: Harness;
  beforeAll(async () => {
    // Nothing listens on port 1: every Redis command fails.
    h = await startHarness({ REDIS_URL: 'redis://127.0.0.1:1', RATE_LIMIT_PUBLIC_POSTS: '1' });
  });
  afterAll(() => h.close());

  it('serves the request rather than failing it', async () => {
    const res = await fetch(`${h.url}/api/v1/messages`, message(9));
    expect(res.status).toBe(201);
  }, 20_000);
});
