// The audit trail over HTTP on a real database: every admin action writes exactly one event with its
// actor, address and before/after, in the change's transaction; the list filters and pages on the
// server; the table refuses UPDATE, DELETE and TRUNCATE (only the trail's own retention may delete
// rows past AUDIT_RETENTION_DAYS); non-admins are refused.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { generateSync } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TOTAL_COUNT_HEADER,
  auditListResponseSchema,
  errorResponseSchema,
  t,
  type AuditEvent,
} from '@crestline/contracts';
import { startHarness, type Harness } from '../../../test/harness';
import { body, json } from '../../../test/fixtures';
import {
  ADMIN,
  adminToken,
  bearer,
  createApplicant,
  createJob,
  expectBody,
  fillInboxes,
  userToken,
} from '../../../test/helpers';
import { demoPurchase, post } from '../../../test/commerce';
import { ConfigError, loadConfig } from '../../config';
import { auditEvents } from '../../db/schema';
import { pruneAuditTrail } from '.';
import { ensureAdminAccount } from '../users';

let h: Harness;
let admin: string;
let adminId: string;
let inbox: { messageId: string; inquiryId: string; franchiseId: string };
beforeAll(async () => {
  h = await startHarness();
  admin = await adminToken(h);
  inbox = await fillInboxes(h);
  adminId = (await body(await fetch(`${h.url}/api/v1/users/login`, json(ADMIN)))).id;
});
afterAll(() => h.close());

const api = (path: string, init: RequestInit = {}) =>
  fetch(`${h.url}/api/v1${path}`, { ...init, headers: { ...bearer(admin), ...init.headers } });
const send = (method: string, path: string, payload?: unknown) =>
  api(path, {
    method,
    ...(payload === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) }),
  });

async function list(query = '') {
  const res = await api(`/audit${query}`);
  expect(res.status).toBe(200);
  const total = Number(res.headers.get(TOTAL_COUNT_HEADER));
  const { events } = await expectBody(auditListResponseSchema, res);
  return { events, total };
}

/** Runs the action and checks that it wrote exactly one event; answers it. */
async function oneEvent(act: () => Promise<Response>, status = 200): Promise<AuditEvent> {
  const before = (await list('?pageSize=1')).total;
  const res = await act();
  expect(res.status, await res.clone().text()).toBe(status);
  const { events, total } = await list('?pageSize=1');
  expect(total - before, 'events written').toBe(1);
  return events[0]!;
}

/** Runs the action and checks that it wrote no event. */
async function noEvent(act: () => Promise<Response>, status: number) {
  const before = (await list('?pageSize=1')).total;
  expect((await act()).status).toBe(status);
  expect((await list('?pageSize=1')).total).toBe(before);
}

const byAdmin = () => ({ id: adminId, email: ADMIN.email });
const isLoopback = (ip: string | null) => expect(ip).toMatch(/^(::ffff:)?127\.0\.0\.1$|^::1$/);

const jobBody = {
  title: 'Payroll Specialist',
  description: 'Run payroll.',
  type: 'Remote',
  location: 'Manila, Philippines',
  language: ['English'],
  responsibilities: ['Payroll'],
  operatingHours: 'Day shift',
  requirements: ['Gusto'],
};

describe('what the trail records', () => {
  it('records admin sign-ins and failed attempts on admin accounts, not other accounts', async () => {
    const ok = await oneEvent(() =>
      fetch(`${h.url}/api/v1/users/login`, json({ email: ADMIN.email, password: ADMIN.password })),
    );
    expect(ok).toMatchObject({
      action: 'signin.success',
      actor: byAdmin(),
      target: { type: 'account', id: adminId, label: ADMIN.email },
    });
    isLoopback(ok.ip);
    const failed = await oneEvent(
      () => fetch(`${h.url}/api/v1/users/login`, json({ email: ADMIN.email, password: 'wrong-password-9' })),
      401,
    );
    expect(failed).toMatchObject({ action: 'signin.failure', actor: byAdmin() });
    await userToken(h, 'plain@test.example');
    await noEvent(
      () =>
        fetch(
          `${h.url}/api/v1/users/login`,
          json({ email: 'plain@test.example', password: 'user-password-1' }),
        ),
      200,
    );
    await noEvent(
      () =>
        fetch(`${h.url}/api/v1/users/login`, json({ email: 'plain@test.example', password: 'nope-nope-1' })),
      401,
    );
  });

  it('records job create, edit and toggle with what changed', async () => {
    const created = await oneEvent(() => send('POST', '/jobs', jobBody), 201);
    expect(created).toMatchObject({
      action: 'job.create',
      actor: byAdmin(),
      target: { type: 'job', label: 'Payroll Specialist' },
      details: { before: {}, after: { title: 'Payroll Specialist', isActive: true } },
    });
    const id = created.target.id!;
    const edited = await oneEvent(() => send('PUT', `/jobs/${id}`, { ...jobBody, title: 'Payroll Lead' }));
    expect(edited).toMatchObject({
      action: 'job.update',
      target: { id, label: 'Payroll Lead' },
      details: { before: { title: 'Payroll Specialist' }, after: { title: 'Payroll Lead' } },
    });
    // Only what changed is kept.
    expect(Object.keys(edited.details.before as object)).toEqual(['title']);
    const toggled = await oneEvent(() => send('PATCH', `/jobs/${id}/toggle-active`, { isActive: false }));
    expect(toggled).toMatchObject({
      action: 'job.toggle',
      details: { before: { isActive: true }, after: { isActive: false } },
    });
    // A refused change writes nothing.
    await noEvent(() => send('PUT', `/jobs/${crypto.randomUUID()}`, jobBody), 404);
    await noEvent(() => send('PUT', `/jobs/${id}`, { ...jobBody, title: '' }), 400);
  });

  it('records applicant status and remarks with before and after, and nothing for a refused change', async () => {
    const job = await createJob(h, { title: 'Audit Job' });
    const applicantId = await createApplicant(h, job.id);
    const event = await oneEvent(() =>
      send('PATCH', `/applicants/${applicantId}`, { status: 'Reviewing', remarks: 'Strong English.' }),
    );
    expect(event).toMatchObject({
      action: 'applicant.update',
      actor: byAdmin(),
      target: { type: 'applicant', id: applicantId },
      details: {
        before: { status: 'Received', remarks: '' },
        after: { status: 'Reviewing', remarks: 'Strong English.' },
      },
    });
    // The trail keeps no applicant's name or address (it outlives their record).
    expect(JSON.stringify(event)).not.toContain('@example');
    await noEvent(() => send('PATCH', `/applicants/${applicantId}`, { status: 'Nonsense' }), 400);
  });

  it('records comments and mark-read in every inbox', async () => {
    const read = await oneEvent(() => send('PATCH', `/messages/${inbox.messageId}/mark-read`));
    expect(read).toMatchObject({
      action: 'message.read',
      target: { type: 'message', id: inbox.messageId },
      details: { before: { isRead: false }, after: { isRead: true } },
    });
    const comment = await oneEvent(() =>
      send('PATCH', `/inquiries/${inbox.inquiryId}/add-comment`, { comment: 'Quote sent.' }),
    );
    expect(comment).toMatchObject({
      action: 'inquiry.comment',
      actor: byAdmin(),
      target: { type: 'inquiry', id: inbox.inquiryId },
      details: { after: { comment: 'Quote sent.' } },
    });
    const again = await oneEvent(() =>
      send('PATCH', `/inquiries/${inbox.inquiryId}/add-comment`, { comment: 'Signed.' }),
    );
    expect(again.details).toEqual({ before: { comment: 'Quote sent.' }, after: { comment: 'Signed.' } });
    expect(
      await oneEvent(() => send('PATCH', `/franchise-applications/${inbox.franchiseId}/mark-read`)),
    ).toMatchObject({ action: 'franchise.read', target: { type: 'franchiseApplication' } });
    expect(
      await oneEvent(() =>
        send('PATCH', `/franchise-applications/${inbox.franchiseId}/add-comment`, { comment: 'OK' }),
      ),
    ).toMatchObject({ action: 'franchise.comment' });
    expect(await oneEvent(() => send('PATCH', `/inquiries/${inbox.inquiryId}/mark-read`))).toMatchObject({
      action: 'inquiry.read',
    });
    expect(
      await oneEvent(() => send('PATCH', `/messages/${inbox.messageId}/add-comment`, { comment: 'Called.' })),
    ).toMatchObject({ action: 'message.comment' });
    await noEvent(() => send('PATCH', `/messages/${crypto.randomUUID()}/mark-read`), 404);
  });

  it('records every CSV export with its filters and row count', async () => {
    const applicants = await oneEvent(() => api('/applicants/export?status=Reviewing'));
    expect(applicants).toMatchObject({
      action: 'export.csv',
      actor: byAdmin(),
      target: { type: 'list', id: 'applicants' },
      details: { filters: { status: 'Reviewing' }, rows: 1 },
    });
    for (const name of ['messages', 'inquiries', 'franchise-applications']) {
      expect(await oneEvent(() => api(`/${name}/export?search=acme`))).toMatchObject({
        action: 'export.csv',
        target: { type: 'list', id: name },
        details: { filters: { search: 'acme' }, rows: 1 },
      });
    }
    const own = await oneEvent(() => api('/audit/export?action=job.toggle'));
    expect(own).toMatchObject({
      target: { type: 'audit' },
      details: { filters: { action: 'job.toggle' }, rows: 1 },
    });
  });

  it("records refunds and an admin's cancellation, not a buyer's own", async () => {
    const buyer = await userToken(h, 'audit-buyer@test.example');
    const { payment, subscription } = await demoPurchase(h, buyer);
    const refund = await oneEvent(() => send('POST', `/payments/${payment._id}/refund`, { amount: 500 }));
    expect(refund).toMatchObject({
      action: 'payment.refund',
      actor: byAdmin(),
      target: { type: 'payment', id: payment._id },
      details: { amount: 500, before: { amountRefunded: 0 }, after: { amountRefunded: 500 } },
    });
    const cancel = await oneEvent(() =>
      send('POST', `/subscription/cancel/${subscription.subscriptionId}`, { when: 'now' }),
    );
    expect(cancel).toMatchObject({
      action: 'subscription.cancel',
      target: { type: 'subscription', id: subscription.subscriptionId },
      details: { when: 'now', before: { status: 'active' }, after: { status: 'canceled' } },
    });
    const other = await demoPurchase(h, buyer);
    await noEvent(() => post(h, `/subscription/cancel/${other.subscription.subscriptionId}`, buyer), 200);
  });

  it('records privacy exports and erasures under the hash of the address only', async () => {
    const email = 'forget-me@test.example';
    await userToken(h, email);
    const hash = createHash('sha256').update(email).digest('hex');
    const exported = await oneEvent(() => api(`/privacy/export?email=${encodeURIComponent(email)}`));
    expect(exported).toMatchObject({
      action: 'privacy.export',
      actor: byAdmin(),
      target: { type: 'person', id: hash, label: null },
      details: { counts: { account: 1 } },
    });
    const erased = await oneEvent(() => send('POST', '/privacy/erase', { email }));
    expect(erased).toMatchObject({
      action: 'privacy.erase',
      target: { id: hash },
      details: { before: { held: { account: 1 } }, after: { held: {} } },
    });
    expect(JSON.stringify([exported, erased])).not.toContain(email);
    // Typing the address finds its events.
    const found = await list(`?target=${encodeURIComponent(email)}`);
    expect(found.events.map((e) => e.action)).toEqual(['privacy.erase', 'privacy.export']);
  });

  it("records an admin's second-factor enrolment, and not a plain user's", async () => {
    const second = { email: 'second-admin@test.example', password: 'second-admin-pw', name: 'Sam Second' };
    await ensureAdminAccount(h.database.db, second);
    const session = await body(await fetch(`${h.url}/api/v1/users/login`, json(second)));
    const as = (token: string, path: string, payload?: unknown) =>
      fetch(`${h.url}/api/v1${path}`, {
        method: 'POST',
        headers: { ...bearer(token), ...(payload ? { 'content-type': 'application/json' } : {}) },
        body: payload ? JSON.stringify(payload) : undefined,
      });
    const { key } = await body(await as(session.token, '/users/second-factor/setup'));
    const enrolled = await oneEvent(() =>
      as(session.token, '/users/second-factor/enable', { code: generateSync({ secret: key }) }),
    );
    expect(enrolled).toMatchObject({
      action: 'mfa.enrol',
      actor: { id: session.id, email: second.email },
      target: { type: 'account', id: session.id, label: second.email },
      details: { before: { secondFactor: false }, after: { secondFactor: true } },
    });
    const plain = await userToken(h, 'plain-enrol@test.example');
    const { key: plainKey } = await body(await as(plain, '/users/second-factor/setup'));
    await noEvent(
      () => as(plain, '/users/second-factor/enable', { code: generateSync({ secret: plainKey }) }),
      200,
    );
  });
});

describe('GET /audit', () => {
  it('filters by actor, action, target and time on the server, and pages newest first', async () => {
    const job = await createJob(h, { title: 'Filter Target Job' });
    await send('PATCH', `/jobs/${job.id}/toggle-active`, { isActive: false });
    await send('PATCH', `/jobs/${job.id}/toggle-active`, { isActive: true });
    const toggles = await list(`?action=job.toggle&target=${job.id}`);
    expect(toggles.total).toBe(2);
    expect(toggles.events.map((e) => e.details.after)).toEqual([{ isActive: true }, { isActive: false }]);
    expect((await list('?target=filter%20target')).total).toBe(2);
    const page2 = await list(`?action=job.toggle&target=${job.id}&pageSize=1&page=2`);
    expect(page2.events).toHaveLength(1);
    expect(page2.events[0]!.details.after).toEqual({ isActive: false });
    expect((await list(`?actor=ADMIN@TEST`)).total).toBeGreaterThan(10);
    expect((await list(`?actor=${adminId}&action=job.toggle&target=${job.id}`)).total).toBe(2);
    expect((await list('?actor=nobody-else')).total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`?from=${today}&to=${today}&target=${job.id}`)).total).toBe(2);
    expect((await list(`?to=2020-01-01&target=${job.id}`)).total).toBe(0);
    const later = new Date(Date.now() + 60_000).toISOString();
    expect((await list(`?from=${encodeURIComponent(later)}`)).total).toBe(0);
  });

  it('answers a clear 400 in the request language for bad filters', async () => {
    const res = await api('/audit?action=job.delete&lang=tr');
    expect(res.status).toBe(400);
    expect((await expectBody(errorResponseSchema, res)).issues?.[0]?.message).toBe(
      t('tr', 'audit.invalidAction'),
    );
    const reversed = await api('/audit?from=2026-02-01&to=2026-01-01');
    expect(reversed.status).toBe(400);
    expect((await body(reversed)).issues[0].message).toBe(t('en', 'audit.rangeReversed'));
    expect((await api('/audit?from=yesterday')).status).toBe(400);
    expect((await api('/audit?pageSize=500')).status).toBe(400);
  });

  it('exports the filtered trail as CSV with headers in the request language', async () => {
    const res = await api('/audit/export?action=job.create&lang=tr');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const text = await res.text();
    const [header, ...rows] = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toContain(t('tr', 'audit.col.actorEmail'));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.includes('job.create'))).toBe(true);
  });

  it('is for admins only', async () => {
    expect((await fetch(`${h.url}/api/v1/audit`)).status).toBe(401);
    const user = await userToken(h, 'curious@test.example');
    expect((await fetch(`${h.url}/api/v1/audit`, { headers: bearer(user) })).status).toBe(403);
    expect((await fetch(`${h.url}/api/v1/audit/export`, { headers: bearer(user) })).status).toBe(403);
  });
});

describe('the table is append-only', () => {
  const db = () => h.database.db;
  const refused = async (statement: ReturnType<typeof sql>) => {
    const err = await db()
      .execute(statement)
      .then(
        () => undefined,
        (e: unknown) => e as Error & { cause?: Error },
      );
    expect(err, 'the statement should fail').toBeDefined();
    expect(`${err!.message} ${err!.cause?.message ?? ''}`).toMatch(/append-only/);
  };

  it('refuses UPDATE, DELETE and TRUNCATE', async () => {
    const before = (await list('?pageSize=1')).total;
    await refused(sql`update audit_events set action = 'job.create'`);
    await refused(sql`delete from audit_events`);
    await refused(sql`truncate audit_events`);
    expect((await list('?pageSize=1')).total).toBe(before);
  });

  it("lets only the trail's retention delete, and only rows past AUDIT_RETENTION_DAYS", async () => {
    const [old] = await db()
      .insert(auditEvents)
      .values({
        at: new Date(Date.now() - 3000 * 86_400_000),
        actorEmail: 'gone@test.example',
        action: 'job.create',
        targetType: 'job',
      })
      .returning();
    // Not without the retention's setting, and not a recent row with it.
    await refused(sql`delete from audit_events where id = ${old!.id}`);
    await refused(sql`
      with s as (select set_config('crestline.audit_retention_days', '2555', true))
      delete from audit_events where at > now() - interval '1 day' and exists (select 1 from s)`);
    const before = (await list('?pageSize=1')).total;
    expect(await pruneAuditTrail(db(), 2555)).toBe(1);
    expect((await list('?pageSize=1')).total).toBe(before - 1);
    expect((await list('?actor=gone@test.example')).total).toBe(0);
    // The setting was local to the retention's transaction.
    await refused(sql`delete from audit_events`);
  });
});

describe('AUDIT_RETENTION_DAYS', () => {
  it('must be longer than RETENTION_DAYS: the trail outlives the records it is about', () => {
    const env = { NODE_ENV: 'test', DATA_DIR: h.dataDir };
    expect(loadConfig(env).auditRetentionDays).toBe(2555);
    expect(() => loadConfig({ ...env, RETENTION_DAYS: '3000' })).toThrow(ConfigError);
    expect(
      loadConfig({ ...env, RETENTION_DAYS: '3000', AUDIT_RETENTION_DAYS: '3650' }).auditRetentionDays,
    ).toBe(3650);
  });
});
