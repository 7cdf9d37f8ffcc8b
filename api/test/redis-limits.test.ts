// With REDIS_URL set, per-IP limits are counted in Redis, so two API instances share one count; when
// Redis is unreachable, requests are served (the limit fails open) instead of failing. Runs where a Redis
// server answers on 127.0.0.1:6379 (CI has one; a fresh machine may not).
import { randomBytes } from 'node:crypto';
import { createConnection } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';
import { json } from './fixtures';

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
