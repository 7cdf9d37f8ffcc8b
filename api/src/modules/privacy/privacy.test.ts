// The privacy policy's promises: an admin exports everything held about one address as one archive, and
// erases it, each recorded (who, when, the address only as its hash); old records go by themselves after
// the retention period, once a day however many API processes run the background queue.
import { eq, sql } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  privacyEraseResponseSchema,
  privacyHeldResponseSchema,
  privacyRequestsResponseSchema,
  t,
} from '@crestline/contracts';
import { startHarness, type Harness } from '../../../test/harness';
import { applicationForm, json, pdfBytes } from '../../../test/fixtures';
import { ADMIN, adminToken, bearer, createJob, expectBody, userToken } from '../../../test/helpers';
import { createBackgroundQueue, type BackgroundQueue } from '../../background';
import { applicants, messages, users, webhookEvents } from '../../db/schema';
import { createLogger } from '../../logger';
import { configuredFileStore } from '../../files/configured';
import { retention, retentionWorker } from './retention';
import { subjectHash } from './service';

let h: Harness;
let admin: string;
let jobId: string;
const SUBJECT = 'Pat.Person@Example.com';
const OTHER = 'someone.else@example.com';

async function leaveTraces(email: string, name: string) {
  await userToken(h, email.toLowerCase());
  const form = applicationForm(jobId, { email, firstName: name }, { bytes: pdfBytes(3000) });
  expect((await fetch(`${h.url}/api/v1/applicants`, { method: 'POST', body: form })).status).toBe(201);
  const message = { email, fullName: name, phone: '1', website: 'https://x.example', message: 'Hello' };
  // Sent as through the front door (nginx's request id): its answer is kept for a retry (http/replays.ts).
  const viaNginx = { 'x-request-id': crypto.randomUUID() };
  expect((await fetch(`${h.url}/api/v1/messages`, json(message, viaNginx))).status).toBe(201);
  const contract = new FormData();
  contract.append('name', name);
  contract.append('email', email);
  contract.append('contract', new Blob([new Uint8Array(pdfBytes(2000))]), 'c.pdf');
  expect(
    (await fetch(`${h.url}/api/v1/franchise-applications`, { method: 'POST', body: contract })).status,
  ).toBe(201);
}

beforeAll(async () => {
  h = await startHarness();
  admin = await adminToken(h);
  jobId = (await createJob(h)).id;
  await leaveTraces(SUBJECT, 'Pat');
  await leaveTraces(OTHER, 'Sam');
});
afterAll(() => h.close());

const api = (path: string, init: RequestInit = {}) =>
  fetch(`${h.url}/api/v1${path}`, { ...init, headers: { ...bearer(admin), ...(init.headers ?? {}) } });

describe('what is held', () => {
  it('counts the records of each kind held about the address, and nothing about others', async () => {
    const res = await api(`/privacy/held?email=${encodeURIComponent(SUBJECT.toUpperCase())}`);
    expect(res.status).toBe(200);
    const { held, isAdmin } = await expectBody(privacyHeldResponseSchema, res);
    expect(isAdmin).toBe(false);
    expect(held).toMatchObject({
      account: 1,
      applications: 1,
      messages: 1,
      inquiries: 0,
      franchiseApplications: 1,
      payments: 0,
      subscriptions: 0,
    });
    expect(held.mail).toBeGreaterThanOrEqual(2);
    const none = await expectBody(
      privacyHeldResponseSchema,
      await api('/privacy/held?email=nobody%40example.com'),
    );
    expect(Object.values(none.held).every((n) => n === 0)).toBe(true);
    const adminHeld = await expectBody(
      privacyHeldResponseSchema,
      await api(`/privacy/held?email=${encodeURIComponent(ADMIN.email)}`),
    );
    expect(adminHeld.isAdmin).toBe(true);
    const bad = await api('/privacy/held?email=not-an-address&lang=tr');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { issues: { message: string }[] }).issues[0]!.message).toBe(
      t('tr', 'common.emailInvalid'),
    );
  });
});

describe('export', () => {
  it('gives one archive with every record and PDF about the address, and nothing about others', async () => {
    const res = await api(`/privacy/export?email=${encodeURIComponent(SUBJECT.toLowerCase())}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    const zip = await JSZip.loadAsync(Buffer.from(await res.arrayBuffer()));
    const data = JSON.parse(await zip.file('data.json')!.async('string'));
    expect(data.account).toMatchObject({ email: SUBJECT.toLowerCase() });
    expect(data.account).not.toHaveProperty('passwordHash');
    expect(data.applications).toHaveLength(1);
    expect(data.applications[0]).toMatchObject({ email: SUBJECT, firstName: 'Pat' });
    expect(data.messages).toHaveLength(1);
    expect(data.franchiseApplications).toHaveLength(1);
    expect(data.mail.length).toBeGreaterThanOrEqual(2); // the confirmations queued for them
    const pdfs = Object.keys(zip.files).filter((n) => n.endsWith('.pdf'));
    expect(pdfs).toHaveLength(2);
    const resume = await zip.file(data.applications[0].resumeFile)!.async('nodebuffer');
    expect(resume.subarray(0, 5).toString()).toBe('%PDF-');
    expect(JSON.stringify(data)).not.toContain(OTHER);
  });

  it('refuses a malformed address and non-admins', async () => {
    expect((await api('/privacy/export?email=not-an-address')).status).toBe(400);
    const user = await userToken(h, 'curious@example.com');
    expect(
      (await fetch(`${h.url}/api/v1/privacy/export?email=${OTHER}`, { headers: bearer(user) })).status,
    ).toBe(403);
  });
});

describe('erase', () => {
  it('removes every record and PDF about the address, keeps others, and records who did it', async () => {
    const files = configuredFileStore(h.config).files;
    const keys = (await h.database.db.select().from(applicants)).map((a) => ({
      email: a.email,
      key: a.resumeKey,
    }));
    const res = await api('/privacy/erase', json({ email: SUBJECT }));
    expect(res.status).toBe(200);
    const { erased } = await expectBody(privacyEraseResponseSchema, res);
    expect(erased).toMatchObject({
      account: 1,
      applications: 1,
      messages: 1,
      franchiseApplications: 1,
      files: 2,
    });

    const db = h.database.db;
    expect(
      await db
        .select()
        .from(applicants)
        .where(sql`lower(${applicants.email}) = ${SUBJECT.toLowerCase()}`),
    ).toEqual([]);
    expect(await db.select().from(users).where(eq(users.email, SUBJECT.toLowerCase()))).toEqual([]);
    expect((await db.select().from(messages)).map((m) => m.email)).toEqual([OTHER]);
    for (const { email, key } of keys) {
      const present = (await files.get(key)) !== undefined;
      expect(present, email).toBe(email === OTHER);
    }

    const log = await expectBody(privacyRequestsResponseSchema, await api('/privacy/requests'));
    const erasure = log.requests.find((r) => r.action === 'erase');
    expect(erasure).toMatchObject({ subjectHash: subjectHash(SUBJECT), adminEmail: ADMIN.email });
    expect(JSON.stringify(log)).not.toContain('pat.person');
    // The requests about one address, newest first: the erasure, then the export.
    const about = await expectBody(
      privacyRequestsResponseSchema,
      await api(`/privacy/requests?email=${encodeURIComponent(SUBJECT)}`),
    );
    expect(about.requests.map((r) => r.action)).toEqual(['erase', 'export']);
    const aboutOther = await api(`/privacy/requests?email=${encodeURIComponent(OTHER)}`);
    expect((await expectBody(privacyRequestsResponseSchema, aboutOther)).requests).toEqual([]);
    // Exporting again finds nothing left.
    const again = await JSZip.loadAsync(
      Buffer.from(await (await api(`/privacy/export?email=${SUBJECT}`)).arrayBuffer()),
    );
    const data = JSON.parse(await again.file('data.json')!.async('string'));
    expect([data.account, data.applications.length, data.messages.length, data.mail.length]).toEqual([
      null,
      0,
      0,
      0,
    ]);
    // Nor does the background queue hold the address: its jobs (the mail's among them) carry ids only.
    const jobs = (await db.execute(sql`select name, data, output from pgboss.job`)) as unknown as {
      rows: { name: string }[];
    };
    expect(jobs.rows.filter((j) => j.name === 'mail-delivery').length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(jobs.rows)).not.toMatch(/pat\.person/i);
    // Nor the answers kept for the front door's retries; the other person's stays.
    const kept = (await db.execute(sql`select body from request_replays`)) as unknown as {
      rows: { body: string }[];
    };
    expect(kept.rows.map((r) => r.body).join('\n')).not.toMatch(/pat\.person/i);
    expect(kept.rows.map((r) => r.body).join('\n')).toContain(OTHER);
  });

  it('does not erase an admin account', async () => {
    const res = await api('/privacy/erase', json({ email: ADMIN.email }));
    expect(res.status).toBe(409);
    expect(await h.database.db.select().from(users).where(eq(users.email, ADMIN.email))).toHaveLength(1);
  });
});

describe('retention', () => {
  it('deletes records older than the retention period, once a day across several processes', async () => {
    const db = h.database.db;
    await db.execute(
      sql`update applicants set created_at = now() - interval '800 days' where lower(email) = ${OTHER}`,
    );
    await db.execute(sql`update messages set created_at = now() - interval '800 days'`);
    await leaveTraces('fresh@example.com', 'Fresh');
    await db.insert(webhookEvents).values([
      { id: 'evt_old', type: 'invoice.paid', processedAt: new Date(Date.now() - 40 * 86_400_000) },
      { id: 'evt_recent', type: 'invoice.paid', processedAt: new Date(Date.now() - 2 * 86_400_000) },
    ]);
    const files = configuredFileStore(h.config).files;
    const [old] = await db.select().from(applicants).where(eq(applicants.email, OTHER));

    const logger = createLogger('silent');
    const queues: BackgroundQueue[] = [];
    /** Another API process starting on this database, with the retention job. */
    const startProcess = async () => {
      const queue = createBackgroundQueue({ database: h.database, logger });
      queue.register([retentionWorker({ db, files, logger, days: 730, auditDays: 2555 })]);
      queues.push(queue);
      await queue.start();
    };
    const runs = () => h.app.queue.boss.findJobs(retention.name);
    try {
      // The harness's own process ran today's retention when it started; a new day begins.
      expect(await runs()).toHaveLength(1);
      await h.app.queue.boss.deleteAllJobs(retention.name);
      // Two processes start at the same moment: the job runs once.
      await Promise.all([startProcess(), startProcess()]);
      for (let t = 0; t < 200 && (await runs())[0]?.state !== 'completed'; t++) {
        await new Promise((r) => setTimeout(r, 50));
      }
      const [run, ...others] = await runs();
      expect(others).toEqual([]);
      expect(run).toMatchObject({ state: 'completed' });
      expect(run!.output).toMatchObject({
        applications: 1,
        messages: 1,
        olderThanDays: 730,
        webhookEvents: 1,
      });

      expect(await db.select().from(applicants).where(eq(applicants.email, OTHER))).toEqual([]);
      expect(await files.get(old!.resumeKey)).toBeUndefined();
      expect((await db.select().from(applicants)).map((a) => a.email)).toEqual(['fresh@example.com']);
      expect((await db.select().from(messages)).map((m) => m.email)).toEqual(['fresh@example.com']);
      // An applied webhook is remembered through Stripe's redelivery window, then forgotten.
      expect((await db.select().from(webhookEvents)).map((e) => e.id)).toEqual(['evt_recent']);
      // Not again today: a process starting later the same day runs nothing; the daily schedule stands.
      await startProcess();
      await new Promise((r) => setTimeout(r, 300));
      expect(await runs()).toHaveLength(1);
      const [schedule] = await h.app.queue.boss.getSchedules(retention.name);
      expect(schedule).toMatchObject({ cron: '30 3 * * *', timezone: 'UTC' });
    } finally {
      for (const queue of queues) await queue.stop();
    }
  });
});
