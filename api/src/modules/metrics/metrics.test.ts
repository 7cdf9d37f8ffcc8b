// GET /metrics on the real app: who may read it, and that what operators alert on moves when the thing
// it measures happens — requests by route pattern, mail waiting while the SMTP server is down, a failed
// site build, payment events refused, failed or processed late, the PostgreSQL pool.
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKind, startHarness, type Harness } from '../../../test/harness';
import { userToken } from '../../../test/helpers';
import { closedPort } from '../../../test/smtp';
import { startStripeStandin, type StripeStandin } from '../../../test/stripe-standin';
import { mailOutbox } from '../../db/schema';

const TOKEN = 'metrics-token-for-the-tests-0123';
const REBUILD_SECRET = 'a-test-rebuild-secret-of-some-length';
const WEBHOOK_SECRET = 'whsec_metrics_test';
const fake = path.resolve(import.meta.dirname, '../../../test/bin/fake-site-build.mjs');

/** One sample of the exposition: the value of `name` whose labels include `labels` (undefined: none). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const found = Object.fromEntries(
      [...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((l) => [l[1], l[2]]),
    );
    if (Object.entries(labels).every(([k, v]) => found[k] === v)) return Number(m[3]);
  }
  return undefined;
}

let h: Harness;
let stripe: StripeStandin;

const scrape = async (target = h) => {
  const res = await fetch(`${target.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  return res.text();
};

beforeAll(async () => {
  stripe = await startStripeStandin();
  h = await startHarness({
    METRICS_TOKEN: TOKEN,
    // Nothing listens there: the SMTP server is down.
    SMTP_URL: `smtp://127.0.0.1:${await closedPort()}`,
    REBUILD_SECRET,
    REBUILD_DEBOUNCE_MS: '100',
    SITE_BUILD_COMMAND: `node ${fake}`,
    STRIPE_SECRET_KEY: 'sk_test_standin',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: stripe.url,
    STRIPE_TIMEOUT_MS: '400',
  });
});
afterAll(async () => {
  await h.close();
  await stripe.close();
});

describe('who may read /metrics', () => {
  it('answers 401 without the token or with another, in the caller language, and the metrics with it', async () => {
    const none = await fetch(`${h.url}/metrics`);
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Bearer');
    expect(((await none.json()) as { message: string }).message).toBe('Missing or invalid metrics token.');
    const wrong = await fetch(`${h.url}/metrics`, {
      headers: { authorization: `Bearer ${TOKEN}x`, 'accept-language': 'tr' },
    });
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as { message: string }).message).toBe(
      'Metrik erişim anahtarı eksik veya geçersiz.',
    );
    expect((await fetch(`${h.url}/metrics?token=${TOKEN}`)).status).toBe(401);

    const ok = await fetch(`${h.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await ok.text();
    // The default process metrics.
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });

  it('does not exist without METRICS_TOKEN', async () => {
    const bare = await startHarness();
    try {
      const res = await fetch(`${bare.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.status).toBe(404);
    } finally {
      await bare.close();
    }
  });
});

describe('requests', () => {
  it('are counted and timed by route pattern and status, never by their URL', async () => {
    const id = randomUUID();
    for (let i = 0; i < 2; i++) expect((await fetch(`${h.url}/api/v1/jobs/${id}`)).status).toBe(404);
    expect((await fetch(`${h.url}/api/v1/jobs/active`)).status).toBe(200);
    expect((await fetch(`${h.url}/api/v1/no-such-thing/${id}`)).status).toBe(404);
    await fetch(`${h.url}/`);
    const text = await scrape();
    const count = (route: string, status: string) =>
      sample(text, 'http_request_duration_seconds_count', { method: 'GET', route, status });
    expect(count('/api/v1/jobs/:id', '404')).toBe(2);
    expect(count('/api/v1/jobs/active', '200')).toBe(1);
    expect(count('(unmatched)', '404')).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count', { route: '(site)' })).toBe(1);
    expect(text).not.toContain(id);
    // The scrapes themselves are not among the requests.
    expect(text).not.toContain('route="/metrics"');
    const le1 = sample(text, 'http_request_duration_seconds_bucket', {
      route: '/api/v1/jobs/:id',
      le: '+Inf',
    });
    expect(le1).toBe(2);
  });

  it('name a request refused before its route ran (a body that is not JSON) by that route', async () => {
    const res = await fetch(`${h.url}/api/v1/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email": ',
    });
    expect(res.status).toBe(400);
    const text = await scrape();
    expect(
      sample(text, 'http_request_duration_seconds_count', {
        method: 'POST',
        route: '/api/v1/users/login',
        status: '400',
      }),
    ).toBe(1);
    expect(
      sample(text, 'http_request_duration_seconds_count', { method: 'POST', route: '(unmatched)' }),
    ).toBe(undefined);
  });

  it('of one app are not counted by another app of the same process', async () => {
    const other = await startHarness({ METRICS_TOKEN: TOKEN });
    try {
      const text = await scrape(other);
      expect(text).not.toContain('route="/api/v1/jobs/:id"');
    } finally {
      await other.close();
    }
  });
});

describe('the mail outbox', () => {
  it('shows mail waiting while the SMTP server is down, and how long the oldest has waited', async () => {
    const before = sample(await scrape(), 'mail_outbox_pending_messages')!;
    await userToken(h, 'waiting-mail@test.example'); // a welcome mail
    await h.deliverMail(); // tried once: refused, it waits for the next try
    const [row] = await h.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'waiting-mail@test.example'));
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.lastError).toMatch(/ECONNREFUSED/);

    let text = await scrape();
    expect(sample(text, 'mail_outbox_pending_messages')).toBe(before + 1);
    await h.database.db
      .update(mailOutbox)
      .set({ createdAt: sql`now() - interval '15 minutes'` })
      .where(eq(mailOutbox.id, row!.id));
    text = await scrape();
    const age = sample(text, 'mail_outbox_oldest_pending_age_seconds')!;
    expect(age).toBeGreaterThanOrEqual(900);
    expect(age).toBeLessThan(960);

    await h.database.db.update(mailOutbox).set({ status: 'failed' }).where(eq(mailOutbox.id, row!.id));
    text = await scrape();
    expect(sample(text, 'mail_outbox_pending_messages')).toBe(before);
    expect(sample(text, 'mail_outbox_failed_messages')).toBeGreaterThanOrEqual(1);
  });
});

describe('site rebuilds', () => {
  it('count a failed build and time every build by outcome', async () => {
    const control = path.join(h.dataDir, 'build-spec.txt');
    process.env.FAKE_BUILD_FILE = control;
    const build = async (spec: string) => {
      writeFileSync(control, spec);
      const done = h.app.siteBuilder.nextOutcome();
      const res = await fetch(`${h.url}/api/v1/internal/rebuild`, {
        method: 'POST',
        headers: { 'x-rebuild-secret': REBUILD_SECRET },
      });
      expect(res.status).toBe(202);
      return (await done).ok;
    };
    expect(sample(await scrape(), 'site_rebuild_failures_total')).toBe(0);
    expect(await build('FAIL')).toBe(false);
    let text = await scrape();
    expect(sample(text, 'site_rebuild_failures_total')).toBe(1);
    expect(sample(text, 'site_rebuild_duration_seconds_count', { outcome: 'failure' })).toBe(1);
    expect(await build('a good build')).toBe(true);
    text = await scrape();
    expect(sample(text, 'site_rebuild_failures_total')).toBe(1);
    expect(sample(text, 'site_rebuild_duration_seconds_count', { outcome: 'success' })).toBe(1);
  });
});

describe('payment webhooks', () => {
  const deliver = (event: Record<string, unknown>, secret = WEBHOOK_SECRET) => {
    const payload = JSON.stringify({ object: 'event', ...event });
    return fetch(`${h.url}/api/v1/stripe/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
      },
      body: payload,
    });
  };
  const failures = async (reason: string) =>
    sample(await scrape(), 'payment_webhook_failures_total', { reason });
  const now = () => Math.floor(Date.now() / 1000);

  it('count events refused for their signature or their shape, and events that could not be processed', async () => {
    expect(await failures('signature')).toBe(0);
    const event = {
      id: `evt_${randomUUID()}`,
      type: 'customer.created',
      created: now(),
      data: { object: {} },
    };
    expect((await deliver(event, 'whsec_someone_else')).status).toBe(400);
    expect(await failures('signature')).toBe(1);

    expect((await deliver({ id: `evt_${randomUUID()}`, type: 'invoice.paid', data: null })).status).toBe(400);
    expect(await failures('invalid')).toBe(1);

    // Stripe fails while the event asks it for the subscription: the event is not applied (Stripe retries).
    stripe.setFault('fail');
    try {
      const invoice = { id: 'in_metrics', subscription: 'sub_metrics', amount_paid: 100, currency: 'usd' };
      const res = await deliver({
        id: `evt_${randomUUID()}`,
        type: 'invoice.paid',
        created: now(),
        data: { object: invoice },
      });
      expect(res.status).toBe(502);
    } finally {
      stripe.setFault('none');
    }
    expect(await failures('error')).toBe(1);
    expect(await failures('signature')).toBe(1);
  });

  it('time how long after the provider created an event it was processed', async () => {
    const late = {
      id: `evt_${randomUUID()}`,
      type: 'customer.created',
      created: now() - 120,
      data: { object: {} },
    };
    expect((await deliver(late)).status).toBe(200);
    const text = await scrape();
    const lag = { result: 'ignored' };
    expect(sample(text, 'payment_webhook_lag_seconds_count', lag)).toBe(1);
    expect(sample(text, 'payment_webhook_lag_seconds_bucket', { ...lag, le: '60' })).toBe(0);
    expect(sample(text, 'payment_webhook_lag_seconds_bucket', { ...lag, le: '300' })).toBe(1);
    expect(sample(text, 'payment_webhook_lag_seconds_sum', lag)).toBeGreaterThanOrEqual(120);
  });
});

describe('the database pool', () => {
  it(dbKind === 'postgres' ? 'shows the request pool in use' : 'is not reported on PGlite', async () => {
    const text = await scrape();
    if (dbKind === 'postgres') {
      expect(sample(text, 'db_pool_max_connections')).toBe(10);
      expect(sample(text, 'db_pool_connections')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'db_pool_idle_connections')).toBeLessThanOrEqual(
        sample(text, 'db_pool_connections')!,
      );
      expect(sample(text, 'db_pool_waiting_clients')).toBe(0);
    } else {
      // One in-process connection, no pool: the series are not exported rather than made up.
      expect(text).not.toContain('db_pool_connections');
    }
  });
});
