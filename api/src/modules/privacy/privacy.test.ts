// The privacy policy's promises: an admin exports everything held about one address as one archive, and
// erases it, each recorded (who, when, the address only as its hash); old records go by themselves after
// the retention period, once however many API processes run the scheduler.
import { eq, sql } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privacyEraseResponseSchema, privacyRequestsResponseSchema } from '@crestline/contracts';
import { startHarness, type Harness } from '../../../test/harness';
import { applicationForm, json, pdfBytes } from '../../../test/fixtures';
import { ADMIN, adminToken, bearer, createJob, expectBody, userToken } from '../../../test/helpers';
import { applicants, messages, scheduledJobs, users, webhookEvents } from '../../db/schema';
import { createLogger } from '../../logger';
import { createScheduler } from '../../jobs/scheduler';
import { configuredFileStore } from '../../files/configured';
import { retentionJob } from './retention';
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
  expect((await fetch(`${h.url}/api/v1/messages`, json(message))).status).toBe(201);
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
  });

  it('does not erase an admin account', async () => {
    const res = await api('/privacy/erase', json({ email: ADMIN.email }));
    expect(res.status).toBe(409);
    expect(await h.database.db.select().from(users).where(eq(users.email, ADMIN.email))).toHaveLength(1);
  });
});

describe('retention', () => {
  it('deletes records older than the retention period, once across several processes', async () => {
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
    const make = () =>
      createScheduler({ db, logger, jobs: [retentionJob({ db, files, logger, days: 730 })] });
    // Two processes look for due work at the same moment: the job runs once.
    const ran = await Promise.all([make().runDue(), make().runDue()]);
    expect(ran.flat()).toEqual(['retention']);

    expect(await db.select().from(applicants).where(eq(applicants.email, OTHER))).toEqual([]);
    expect(await files.get(old!.resumeKey)).toBeUndefined();
    expect((await db.select().from(applicants)).map((a) => a.email)).toEqual(['fresh@example.com']);
    expect((await db.select().from(messages)).map((m) => m.email)).toEqual(['fresh@example.com']);
    const [job] = await db.select().from(scheduledJobs).where(eq(scheduledJobs.name, 'retention'));
    expect(job?.lastResult).toMatchObject({
      applications: 1,
      messages: 1,
      olderThanDays: 730,
      webhookEvents: 1,
    });
    // An applied webhook is remembered through Stripe's redelivery window, then forgotten.
    expect((await db.select().from(webhookEvents)).map((e) => e.id)).toEqual(['evt_recent']);
    expect(job!.nextRunAt.getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000);
    // Not due again until tomorrow.
    expect(await make().runDue()).toEqual([]);
  });
});
