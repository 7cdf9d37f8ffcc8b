// Two real API processes on one PostgreSQL database, as behind the production load balancer: per-IP
// limits are one count across both, a job written through one is in the other's cached list at once,
// mail queued through either is delivered exactly once though both work the job queue, the daily retention job
// runs in one of them only, a job-alert subscriber gets one digest, publishes reaching both make one site
// build, not two, and a Stripe event
// delivered to both is applied once.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from './fixtures';
import { signUpAndLogIn } from './helpers';
import { startSmtp, type LocalSmtp } from './smtp';
import { startStripeStandin, type StripeStandin } from './stripe-standin';
import { waitFor } from '@crestline/contracts/testing';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const fakeBuild = path.join(apiDir, 'test/bin/fake-site-build.mjs');
const base = process.env.DATABASE_URL;
const ADMIN = { email: 'twin-admin@test.example', password: 'twin-admin-password' };
const SECRET = 'a-rebuild-secret-shared-by-both';
const WEBHOOK_SECRET = 'whsec_shared_by_both_processes';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

describe.runIf(base && process.env.TEST_DATABASE === 'postgres')('two API processes on one database', () => {
  const name = `test_twins_${randomBytes(4).toString('hex')}`;
  const root = mkdtempSync(path.join(os.tmpdir(), 'api-twins-'));
  const siteDist = path.join(root, 'site');
  const buildSpec = path.join(root, 'build-spec.txt');
  const processes: ChildProcess[] = [];
  const logs: string[] = [];
  const urls: string[] = [];
  let smtp: LocalSmtp;
  let stripe: StripeStandin;
  let dbUrl: string;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const u = new URL(base!);
    u.pathname = `/${name}`;
    dbUrl = u.toString();
    smtp = await startSmtp();
    stripe = await startStripeStandin();
    mkdirSync(siteDist, { recursive: true });
    writeFileSync(path.join(siteDist, 'index.html'), '<html lang="en"><body>first</body></html>');
    writeFileSync(buildSpec, 'rebuilt once');
    for (const instance of ['a', 'b']) {
      const port = await freePort();
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: apiDir,
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: dbUrl,
          DATA_DIR: path.join(root, instance),
          SITE_DIST: siteDist,
          LOG_LEVEL: 'warn',
          SEED_DEMO: '0',
          NODE_ENV: 'test',
          JWT_SECRET: 'a-jwt-secret-shared-by-both-api-processes',
          ADMIN_EMAIL: ADMIN.email,
          ADMIN_PASSWORD: ADMIN.password,
          // Two processes sharing one database is the point here; the second factor has its own tests.
          ADMIN_MFA: 'optional',
          SMTP_URL: smtp.url,
          RATE_LIMIT_PUBLIC_POSTS: '4',
          REBUILD_SECRET: SECRET,
          REBUILD_DEBOUNCE_MS: '500',
          SITE_BUILD_COMMAND: `node ${fakeBuild}`,
          FAKE_BUILD_FILE: buildSpec,
          FAKE_BUILD_MS: '300',
          STRIPE_SECRET_KEY: 'sk_test_twins',
          STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
          STRIPE_API_BASE: stripe.url,
          JOB_ALERT_DELAY_SECONDS: '0',
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      child.stderr?.on('data', (b: Buffer) => logs.push(b.toString()));
      processes.push(child);
      urls.push(`http://127.0.0.1:${port}`);
    }
    for (const url of urls) {
      await waitFor(async () => (await fetch(`${url}/api/v1/health/ready`)).ok, {
        timeoutMs: 150_000,
        intervalMs: 250,
        what: `${url} to start`,
      }).catch((error: Error) => {
        throw new Error(`${error.message}:\n${logs.join('')}`);
      });
    }
  }, 200_000);

  afterAll(async () => {
    await Promise.all(
      processes.map(
        (p) =>
          new Promise((resolve) => {
            if (p.exitCode !== null) return resolve(null);
            p.once('exit', resolve);
            p.kill('SIGTERM');
            setTimeout(() => p.kill('SIGKILL'), 10_000).unref();
          }),
      ),
    );
    await smtp?.close();
    await stripe?.close();
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(root, { recursive: true, force: true });
  }, 60_000);

  const [a, b] = [() => urls[0]!, () => urls[1]!];
  const message = (i: number) =>
    json({
      email: `twin${i}@example.com`,
      fullName: `Twin ${i}`,
      phone: '+1 555 0100',
      website: 'https://twin.example',
      message: `Message ${i}`,
    });

  it('counts one visitor’s posts across both processes', async () => {
    const statuses = [];
    for (let i = 0; i < 5; i++) {
      const url = i % 2 ? b() : a();
      statuses.push((await fetch(`${url}/api/v1/messages`, message(i))).status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 429]);
  });

  it('shows a job written through one process in the other’s cached list at once', async () => {
    const login = await fetch(`${a()}/api/v1/users/login`, json(ADMIN));
    const { token } = (await login.json()) as { token: string };
    // Warm the other process's cache first.
    const before = (await (await fetch(`${b()}/api/v1/jobs/active`)).json()) as { jobs: unknown[] };
    const res = await fetch(`${a()}/api/v1/jobs`, {
      ...json({
        title: 'Seen by both',
        description: 'A job written through process A.',
        type: 'Remote',
        location: 'Davao City',
        language: ['English'],
        responsibilities: ['Answer'],
        operatingHours: 'Day shift',
        requirements: ['English'],
      }),
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(201);
    let after: { jobs: { title: string }[] } = { jobs: [] };
    for (let i = 0; i < 20 && after.jobs.length === before.jobs.length; i++) {
      after = (await (await fetch(`${b()}/api/v1/jobs/active`)).json()) as typeof after;
      if (after.jobs.length === before.jobs.length) await new Promise((r) => setTimeout(r, 50));
    }
    expect(after.jobs.map((j) => j.title)).toContain('Seen by both');
  });

  it('sends one job-alert digest to a subscriber though both processes see the matching job', async () => {
    const email = 'alert-twin@example.com';
    const subscribed = await fetch(
      `${a()}/api/v1/job-alerts?lang=tr`,
      // A visitor of its own: the posts test above spent 127.0.0.1's allowance (proxies on loopback are trusted).
      json({ email, search: 'bordro', type: 'Remote', location: '' }, { 'x-forwarded-for': '203.0.113.7' }),
    );
    expect(subscribed.status).toBeLessThan(300);
    const to = (subject: string) =>
      smtp.received.filter((m) => m.recipients.includes(email) && m.subject === subject);
    await waitFor(() => to('İş bildiriminizi onaylayın').length === 1, {
      timeoutMs: 30_000,
      what: 'the confirmation mail',
    });
    const token = /job-alerts\/confirm\?token=([^\s)&]+)/.exec(
      to('İş bildiriminizi onaylayın')[0]!.text ?? '',
    )?.[1];
    expect(token).toBeTruthy();
    const confirm = await fetch(`${b()}/api/v1/job-alerts/confirm?token=${token}`, { redirect: 'manual' });
    expect(confirm.status).toBeLessThan(400);
    const login = await fetch(`${b()}/api/v1/users/login`, json(ADMIN));
    const { token: admin } = (await login.json()) as { token: string };
    const res = await fetch(`${b()}/api/v1/jobs`, {
      ...json({
        title: 'Payroll specialist',
        titleTr: 'Bordro uzmanı',
        descriptionTr: 'İki yüz kişinin bordrosunu hazırlar.',
        description: 'Runs payroll for two hundred people.',
        type: 'Remote',
        location: 'Davao City',
        language: ['English'],
        responsibilities: ['Payroll'],
        operatingHours: 'Day shift',
        requirements: ['Payroll experience'],
      }),
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
    });
    expect(res.status).toBe(201);
    const digest = 'Bildiriminize uyan yeni ilanlar';
    await waitFor(() => to(digest).length > 0, { timeoutMs: 60_000, what: 'the digest' });
    await new Promise((r) => setTimeout(r, 3_000)); // a second digest would have arrived by now
    expect(to(digest)).toHaveLength(1);
    expect(to(digest)[0]!.text).toContain('Bordro uzmanı');
  }, 90_000);

  it('delivers mail queued through either process exactly once', async () => {
    // A sign-up queues a welcome mail and a forgotten password a reset mail: eight, through both processes.
    const register = async (url: string, i: number) =>
      fetch(
        `${url}/api/v1/users/register`,
        json({ name: `Twin ${i}`, email: `mail-twin${i}@example.com`, password: 'twin-password-1' }),
      );
    for (let i = 0; i < 4; i++) expect((await register(i % 2 ? b() : a(), i)).status).toBe(201);
    for (let i = 0; i < 4; i++) {
      await fetch(
        `${i % 2 ? a() : b()}/api/v1/users/forgot-password`,
        json({ email: `mail-twin${i}@example.com` }),
      );
    }
    const to = (i: number) => smtp.received.filter((m) => m.recipients.includes(`mail-twin${i}@example.com`));
    for (let t = 0; t < 100 && [0, 1, 2, 3].some((i) => to(i).length < 2); t++) {
      await new Promise((r) => setTimeout(r, 100));
    }
    await new Promise((r) => setTimeout(r, 1_000)); // a second delivery would have arrived by now
    for (let i = 0; i < 4; i++) {
      expect(to(i).length, `mail-twin${i}`).toBe(2);
      expect(new Set(to(i).map((m) => m.subject)).size, `mail-twin${i}`).toBe(2); // one of each, no copy
    }
  });

  it('applies a Stripe event delivered to both processes once', async () => {
    const { token } = (await signUpAndLogIn(a(), {
      name: 'Twin Buyer',
      email: 'twin-buyer@example.com',
      password: 'twin-password-1',
    })) as { token: string };
    const checkout = await fetch(`${b()}/api/v1/stripe/createSubscribe`, {
      ...json({ role: 'sr_technical', noOfRoles: 1, noOfMonths: 2, region: 'US' }),
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    });
    const { url } = (await checkout.json()) as { url: string };
    const done = stripe.completeSession(url.split('/').pop()!);
    const deliver = async (type: string, object: Record<string, unknown>) => {
      const event = stripe.signed(WEBHOOK_SECRET, type, object);
      const send = (to: string) =>
        fetch(`${to}/api/v1/stripe/webhook`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': event.header },
          body: event.payload,
        });
      const answers = await Promise.all([send(a()), send(b()), send(a()), send(b())]);
      expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
      const results = await Promise.all(
        answers.map(async (r) => ((await r.json()) as { result: string }).result),
      );
      expect(results.filter((r) => r === 'applied')).toHaveLength(1);
    };
    await deliver('checkout.session.completed', done.session);
    await deliver('invoice.paid', done.invoice);
    const db = new pg.Client({ connectionString: dbUrl });
    await db.connect();
    try {
      const payments = await db.query('select count(*)::int as n from payments where invoice_id = $1', [
        done.invoice.id,
      ]);
      const subs = await db.query('select count(*)::int as n from subscriptions where subscription_id = $1', [
        done.subscription.id,
      ]);
      const mails = await db.query(
        "select count(*)::int as n from mail_outbox where \"to\" = 'twin-buyer@example.com' and subject like '%subscription is active%'",
      );
      expect([payments.rows[0].n, subs.rows[0].n, mails.rows[0].n]).toEqual([1, 1, 1]);
    } finally {
      await db.end();
    }
  });

  it('runs the daily retention job in one process only', async () => {
    const c = new pg.Client({ connectionString: dbUrl });
    await c.connect();
    try {
      // Both processes started today; the background queue's job table says how often it ran.
      let rows: { state: string }[] = [];
      for (let t = 0; t < 40; t++) {
        rows = (await c.query("select state from pgboss.job where name = 'retention'")).rows;
        if (rows[0]?.state === 'completed') break;
        await new Promise((r) => setTimeout(r, 250));
      }
      expect(rows).toEqual([{ state: 'completed' }]);
    } finally {
      await c.end();
    }
  });

  it('makes one site build of publishes that reach both processes', async () => {
    const before = existsSync(`${buildSpec}.count`) ? readFileSync(`${buildSpec}.count`, 'utf8').length : 0;
    const hook = (url: string) =>
      fetch(`${url}/api/v1/internal/rebuild`, { method: 'POST', headers: { 'x-rebuild-secret': SECRET } });
    for (let i = 0; i < 3; i++) {
      expect((await hook(a())).status).toBe(202);
      expect((await hook(b())).status).toBe(202);
    }
    // Both debounce windows end and both builds (if any) finish well within this.
    await new Promise((r) => setTimeout(r, 4_000));
    const builds = readFileSync(`${buildSpec}.count`, 'utf8').length - before;
    expect(builds).toBe(1);
    // And both processes serve the new site.
    for (const url of urls) expect(await (await fetch(`${url}/`)).text()).toContain('rebuilt once');
  }, 30_000);
});
