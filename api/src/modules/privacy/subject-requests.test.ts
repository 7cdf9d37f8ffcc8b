// Requests from the people themselves: a request counts only once the link mailed to the address is
// opened; only then do admins see it, due in 30 days; the answer (the archive's link, the confirmation of
// erasure) goes to the verified address.
import { and, eq, sql } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subjectRequestResponseSchema, subjectRequestsResponseSchema } from '@crestline/contracts';
import { startHarness, type Harness } from '../../../test/harness';
import { json } from '../../../test/fixtures';
import { adminToken, bearer, expectBody } from '../../../test/helpers';
import { mailOutbox, messages, subjectRequests } from '../../db/schema';

let h: Harness;
let admin: string;
const PERSON = 'ayse.yilmaz@example.com';

beforeAll(async () => {
  h = await startHarness();
  admin = await adminToken(h);
  const message = {
    email: PERSON,
    fullName: 'Ayşe',
    phone: '1',
    website: 'https://x.example',
    message: 'Merhaba',
  };
  expect((await fetch(`${h.url}/api/v1/messages`, json(message))).status).toBe(201);
});
afterAll(() => h.close());

const adminApi = (path: string, init: RequestInit = {}) =>
  fetch(`${h.url}/api/v1${path}`, { ...init, headers: { ...bearer(admin), ...(init.headers ?? {}) } });

/** The last mail of a template to an address, and the first link of its text part that matches. */
async function lastLink(to: string, template: string, pattern: RegExp) {
  const rows = await h.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.template, template)))
    .orderBy(sql`${mailOutbox.createdAt} desc`);
  const row = rows[0];
  if (!row) throw new Error(`no ${template} mail to ${to}`);
  const link = row.text.match(pattern)?.[0];
  return { row, link };
}

async function ask(body: unknown, lang = 'en') {
  return fetch(`${h.url}/api/v1/privacy/requests?lang=${lang}`, json(body));
}

async function listed() {
  return (await expectBody(subjectRequestsResponseSchema, await adminApi('/privacy/subject-requests')))
    .requests;
}

describe('a request from the person', () => {
  it('refuses bad input with a clear 400 in the request language, storing nothing', async () => {
    const before = await h.database.db.select().from(subjectRequests);
    const res = await ask({ email: 'not-an-email', kind: 'everything' }, 'tr');
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string };
    expect(body.error).toMatch(/geçerli bir e-posta/);
    expect(await h.database.db.select().from(subjectRequests)).toHaveLength(before.length);
  });

  it('is not shown to admins until the mailed link is opened; then it is, due in 30 days', async () => {
    const res = await ask({ email: PERSON, kind: 'access', message: 'Tüm verilerim' }, 'tr');
    expect(res.status).toBe(202);
    const { row, link } = await lastLink(
      PERSON,
      'privacyRequestVerify',
      /https?:\/\/\S+\/verify\?token=[\w-]+/,
    );
    expect(row.locale).toBe('tr');
    expect(row.subject).toMatch(/başvurunuzu onaylayın/);
    expect(link).toBeTruthy();
    expect((await listed()).filter((r) => r.email === PERSON)).toEqual([]);

    // A wrong token does not verify it.
    const forged = await fetch(link!.replace(/token=[\w-]+/, 'token=wrong'), { redirect: 'manual' });
    expect(forged.status).toBe(303);
    expect(forged.headers.get('location')).toMatch(/\/tr\/privacy-request\/\?verified=0$/);
    expect((await listed()).filter((r) => r.email === PERSON)).toEqual([]);

    const opened = await fetch(link!, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toMatch(/\/tr\/privacy-request\/\?verified=1$/);
    const [request] = (await listed()).filter((r) => r.email === PERSON);
    expect(request).toMatchObject({ kind: 'access', status: 'open', message: 'Tüm verilerim', locale: 'tr' });
    const due = Date.parse(request!.dueAt) - Date.parse(request!.verifiedAt);
    // Exactly 30 days from the moment it was confirmed (one instant, not two readings of the clock).
    expect(due).toBe(30 * 86_400_000);
    // Opening it again still says it worked, and changes nothing.
    const again = await fetch(link!, { redirect: 'manual' });
    expect(again.headers.get('location')).toMatch(/verified=1$/);
    expect((await listed()).filter((r) => r.email === PERSON)).toHaveLength(1);
  });

  it('an expired link does not verify', async () => {
    expect((await ask({ email: 'late@example.com', kind: 'erasure' })).status).toBe(202);
    const { link } = await lastLink(
      'late@example.com',
      'privacyRequestVerify',
      /https?:\/\/\S+\/verify\?token=[\w-]+/,
    );
    await h.database.db
      .update(subjectRequests)
      .set({ createdAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(subjectRequests.email, 'late@example.com'));
    const res = await fetch(link!, { redirect: 'manual' });
    expect(res.headers.get('location')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/privacy-request\/\?verified=0$/);
    expect((await listed()).filter((r) => r.email === 'late@example.com')).toEqual([]);
  });

  it('is public but not for admins’ eyes: the list and the answer need an admin', async () => {
    expect((await fetch(`${h.url}/api/v1/privacy/subject-requests`)).status).toBe(401);
    const [request] = (await listed()).filter((r) => r.email === PERSON);
    const res = await fetch(`${h.url}/api/v1/privacy/subject-requests/${request!._id}/complete`, json({}));
    expect(res.status).toBe(401);
  });

  it('answering an access request mails the verified address a link to the archive, which holds their data', async () => {
    const [request] = (await listed()).filter((r) => r.email === PERSON);
    const res = await adminApi(`/privacy/subject-requests/${request!._id}/complete`, json({}));
    const { request: done } = await expectBody(subjectRequestResponseSchema, res);
    expect(done).toMatchObject({ status: 'completed', completedBy: 'admin@test.example' });
    const { row, link } = await lastLink(
      PERSON,
      'privacyRequestDone',
      /https?:\/\/\S+\/archive\?exp=\d+&sig=[\w-]+/,
    );
    expect(row.locale).toBe('tr');
    const archive = await fetch(link!);
    expect(archive.status).toBe(200);
    expect(archive.headers.get('content-type')).toBe('application/zip');
    const zip = await JSZip.loadAsync(Buffer.from(await archive.arrayBuffer()));
    const data = JSON.parse(await zip.file('data.json')!.async('string')) as {
      messages: { email: string }[];
      privacyRequests: { kind: string; tokenHash?: string }[];
    };
    expect(data.messages.map((m) => m.email)).toEqual([PERSON]);
    expect(data.privacyRequests[0]).toMatchObject({ kind: 'access' });
    expect(data.privacyRequests[0]!.tokenHash).toBeUndefined();
    // An altered link opens nothing.
    expect((await fetch(link!.replace(/sig=[\w-]+/, 'sig=forged'))).status).toBe(403);
    // Answered once only.
    expect((await adminApi(`/privacy/subject-requests/${request!._id}/complete`, json({}))).status).toBe(409);
  });

  it('answering an erasure request erases and mails the confirmation to the verified address', async () => {
    const email = 'erase.me@example.com';
    const message = { email, fullName: 'Eda', phone: '1', website: 'https://x.example', message: 'Hi' };
    expect((await fetch(`${h.url}/api/v1/messages`, json(message))).status).toBe(201);
    expect((await ask({ email, kind: 'erasure' })).status).toBe(202);
    const { link } = await lastLink(email, 'privacyRequestVerify', /https?:\/\/\S+\/verify\?token=[\w-]+/);
    await fetch(link!, { redirect: 'manual' });
    const [request] = (await listed()).filter((r) => r.email === email);
    expect(request?.status).toBe('open');
    const res = await adminApi(
      `/privacy/subject-requests/${request!._id}/complete`,
      json({ note: 'All gone.' }),
    );
    expect(res.status).toBe(200);
    expect(await h.database.db.select().from(messages).where(eq(messages.email, email))).toEqual([]);
    const { row } = await lastLink(email, 'privacyRequestDone', /x/);
    expect(row.text).toMatch(/erased the personal data/);
    expect(row.text).toMatch(/All gone\./);
  });

  it('is rate-limited like every public form', async () => {
    const limited = await startHarness({ RATE_LIMIT_PUBLIC_POSTS: '2' });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++) {
        const res = await fetch(
          `${limited.url}/api/v1/privacy/requests`,
          json({ email: `p${i}@example.com`, kind: 'access' }),
        );
        statuses.push(res.status);
      }
      expect(statuses).toEqual([202, 202, 429]);
    } finally {
      await limited.close();
    }
  });
});
