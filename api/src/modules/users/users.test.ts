import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startHarness, type Harness } from '../../../test/harness';
import {
  errorResponseSchema,
  messageResponseSchema,
  resetPasswordLookupResponseSchema,
  sessionResponseSchema,
} from '@crestline/contracts';
import { json } from '../../../test/fixtures';
import { ADMIN, adminToken, expectBody } from '../../../test/helpers';
import { mailOutbox, passwordResetTokens, users } from '../../db/schema';
import { passwordResetRequest } from './password-reset-request';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({}, { smtp: true });
});
afterAll(() => h.close());
beforeEach(async () => {
  await h.deliverMail();
  h.inbox.length = 0;
});

const api = (p: string, init?: RequestInit) => fetch(`${h.url}/api/v1${p}`, init);
const register = (b: object, lang = 'en') => api('/users/register', json(b, { 'accept-language': lang }));
const login = (b: object) => api('/users/login', json(b));
const forgot = (email: string, lang = 'en') =>
  api('/users/forgot-password', json({ email }, { 'accept-language': lang }));
const resetLink = async (email: string) => {
  const mail = (await h.deliverMail()).filter((m) => m.to === email).at(-1);
  const link = mail?.text.match(/https?:\/\/\S+\/resetpassword\/([A-Za-z0-9_-]+)/);
  return { url: link?.[0], token: link?.[1], mail };
};

describe('sign-up and login', () => {
  it('registers: answers "check your email" (no session), stores only a hash, mails a welcome', async () => {
    const res = await register({ name: 'Jane Doe', email: 'Jane@Example.com', password: 'correct-horse' });
    expect(res.status).toBe(201);
    expect(await expectBody(messageResponseSchema, res)).toEqual({
      message:
        'Thank you. Please check your email: we have sent a message to this address with your next step.',
    });
    const [row] = await h.database.db.select().from(users).where(eq(users.email, 'Jane@Example.com'));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    const mail = (await h.deliverMail()).filter((m) => m.to.toLowerCase() === 'jane@example.com');
    expect(mail.map((m) => m.subject)).toEqual(['Welcome to Crestline Staffing']);
    const session = await login({ email: 'jane@example.com', password: 'correct-horse' });
    expect(await expectBody(sessionResponseSchema, session)).toMatchObject({
      isAdmin: false,
      roles: [],
      name: 'Jane Doe',
    });
  });

  it('never takes isAdmin from the client', async () => {
    await register({
      name: 'Eve',
      email: 'eve@example.com',
      password: 'password-eve',
      isAdmin: true,
      roles: ['owner'],
    });
    const res = await login({ email: 'eve@example.com', password: 'password-eve' });
    expect(await expectBody(sessionResponseSchema, res)).toMatchObject({ isAdmin: false, roles: [] });
  });

  it('answers a sign-up with a registered email exactly like a new one, and mails the owner instead', async () => {
    await register({ name: 'Dup', email: 'dup@example.com', password: 'password-1' }, 'tr');
    await h.deliverMail();
    h.inbox.length = 0;
    const usersBefore = await h.database.db.select().from(users);

    const fresh = await register({ name: 'New', email: 'fresh@example.com', password: 'password-3' });
    const taken = await register({ name: 'Dup 2', email: 'DUP@example.com', password: 'password-2' });
    expect(taken.status).toBe(fresh.status);
    expect(Object.fromEntries(taken.headers)).toMatchObject({
      'content-type': fresh.headers.get('content-type'),
    });
    expect(await taken.text()).toBe(await fresh.text());

    // One new account (fresh), none for the registered address, whose password is unchanged.
    const usersAfter = await h.database.db.select().from(users);
    expect(usersAfter.length).toBe(usersBefore.length + 1);
    expect((await login({ email: 'dup@example.com', password: 'password-2' })).status).toBe(401);
    expect((await login({ email: 'dup@example.com', password: 'password-1' })).status).toBe(200);

    // The owner is told, in the language of the account (Turkish), with links to log in and to reset.
    const owner = (await h.deliverMail()).filter((m) => m.to === 'dup@example.com');
    expect(owner).toHaveLength(1);
    expect(owner[0]!.subject).toBe('E-posta adresinizle kayıt olunmaya çalışıldı');
    expect(owner[0]!.text).toContain(`${h.url}/tr/login`);
    expect(owner[0]!.text).toContain(`${h.url}/tr/login#forgot`);
  });

  it.each([
    [{ name: '', email: 'a@b.co', password: 'password-1' }],
    [{ name: 'A', email: 'not-an-email', password: 'password-1' }],
    [{ name: 'A', email: 'a@b.co', password: 'short' }],
  ])('refuses invalid sign-up %j', async (b) => {
    const res = await register(b);
    expect(res.status).toBe(400);
    expect((await expectBody(errorResponseSchema, res)).error).toBeTruthy();
  });

  it('logs in case-insensitively; wrong password and unknown email get the same 401', async () => {
    await register({ name: 'Lou', email: 'lou@example.com', password: 'lou-password' });
    const ok = await login({ email: 'LOU@example.com', password: 'lou-password' });
    expect(ok.status).toBe(200);
    expect((await expectBody(sessionResponseSchema, ok)).name).toBe('Lou');
    const wrong = await login({ email: 'lou@example.com', password: 'not-the-password' });
    const unknown = await login({ email: 'nobody@example.com', password: 'not-the-password' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect((await expectBody(errorResponseSchema, wrong)).error).toBe('Invalid email or password.');
    expect((await expectBody(errorResponseSchema, unknown)).error).toBe('Invalid email or password.');
  });

  it('gives the admin flag from the database', async () => {
    await adminToken(h);
    const res = await login({ email: ADMIN.email, password: ADMIN.password });
    expect((await expectBody(sessionResponseSchema, res)).isAdmin).toBe(true);
  });
});

describe('password reset', () => {
  it('emails a one-time link; following it sets the new password', async () => {
    await register({ name: 'Rita', email: 'rita@example.com', password: 'old-password' });
    const res = await forgot('rita@example.com');
    expect(res.status).toBe(200);
    expect((await expectBody(messageResponseSchema, res)).message).toBe(
      'If the email exists, a reset link will be sent shortly.',
    );
    const { url, token } = await resetLink('rita@example.com');
    expect(url).toMatch(new RegExp(`^${h.url}/resetpassword/`));
    expect(token!.length).toBeGreaterThanOrEqual(43); // 32 random bytes

    // Only a hash of the token is stored.
    const rows = await h.database.db.select().from(passwordResetTokens);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);

    const lookup = await api(`/users/reset-password/${token}`);
    expect(await expectBody(resetPasswordLookupResponseSchema, lookup)).toEqual({
      email: 'rita@example.com',
    });

    const patch = await api(`/users/reset-password/${token}`, {
      ...json({ password: 'brand-new-password', email: 'rita@example.com' }),
      method: 'PATCH',
    });
    expect(patch.status).toBe(200);
    expect((await expectBody(messageResponseSchema, patch)).message).toBe(
      'Your password has been reset successfully!',
    );
    const changed = (await h.deliverMail()).filter((m) => m.to === 'rita@example.com');
    expect(changed.length).toBeGreaterThan(0);

    expect((await login({ email: 'rita@example.com', password: 'old-password' })).status).toBe(401);
    expect((await login({ email: 'rita@example.com', password: 'brand-new-password' })).status).toBe(200);

    // Used once.
    expect((await api(`/users/reset-password/${token}`)).status).toBe(404);
    const again = await api(`/users/reset-password/${token}`, {
      ...json({ password: 'third-password', email: 'rita@example.com' }),
      method: 'PATCH',
    });
    expect(again.status).toBe(404);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const res = await forgot('ghost@example.com');
    expect(res.status).toBe(200);
    expect((await expectBody(messageResponseSchema, res)).message).toBe(
      'If the email exists, a reset link will be sent shortly.',
    );
    expect(await h.deliverMail()).toHaveLength(0);
  });

  it('a new link kills the earlier ones', async () => {
    await register({ name: 'Nia', email: 'nia@example.com', password: 'nia-password' });
    await forgot('nia@example.com');
    const first = await resetLink('nia@example.com');
    await forgot('nia@example.com');
    const second = await resetLink('nia@example.com');
    expect(first.token).not.toBe(second.token);
    expect((await api(`/users/reset-password/${first.token}`)).status).toBe(404);
    expect((await api(`/users/reset-password/${second.token}`)).status).toBe(200);
  });

  it('refuses an expired or unknown token, and a mismatched email or short password', async () => {
    await register({ name: 'Exp', email: 'exp@example.com', password: 'exp-password' });
    await forgot('exp@example.com', 'tr');
    const { token, url } = await resetLink('exp@example.com');
    expect(url).toContain('/tr/resetpassword/');
    const short = await api(`/users/reset-password/${token}`, {
      ...json({ password: 'short', email: 'exp@example.com' }),
      method: 'PATCH',
    });
    expect(short.status).toBe(400);
    const otherEmail = await api(`/users/reset-password/${token}`, {
      ...json({ password: 'long-enough-1', email: 'someone@example.com' }),
      method: 'PATCH',
    });
    expect(otherEmail.status).toBe(400);
    await h.database.db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await api(`/users/reset-password/${token}`)).status).toBe(404);
    expect((await api('/users/reset-password/not-a-real-token-at-all-xxxx')).status).toBe(404);
    expect((await login({ email: 'exp@example.com', password: 'exp-password' })).status).toBe(200);
  });

  it('does the same work in the request for a known and an unknown address: one job, nothing else', async () => {
    await register({ name: 'Kim', email: 'kim@example.com', password: 'kim-password' });
    await h.deliverMail();
    const { db } = h.database;
    const count = async () => ({
      tokens: (await db.select().from(passwordResetTokens)).length,
      mail: (await db.select().from(mailOutbox)).length,
      jobs: (await h.app.queue.find(passwordResetRequest)).length,
    });
    // The job's worker is stopped (this is the describe's last test), so what the request itself
    // wrote can be counted before any job runs.
    await h.app.queue.boss.offWork(passwordResetRequest.name);
    {
      const before = await count();
      const known = await forgot('kim@example.com');
      const afterKnown = await count();
      const unknown = await forgot('nobody-here@example.com');
      const afterUnknown = await count();
      expect(known.status).toBe(unknown.status);
      expect(await known.text()).toBe(await unknown.text());
      // Each request wrote exactly one job, and no token or mail.
      expect(afterKnown).toEqual({ ...before, jobs: before.jobs + 1 });
      expect(afterUnknown).toEqual({ ...afterKnown, jobs: afterKnown.jobs + 1 });
      // The jobs carry a hash of the address, never the address.
      const data = JSON.stringify((await h.app.queue.find(passwordResetRequest)).map((j) => j.data));
      expect(data).not.toContain('kim@example.com');
      expect(data).not.toContain('nobody-here');
      // Held jobs would keep the other tests' deliverMail waiting.
      const held = (await h.app.queue.find(passwordResetRequest)).filter((j) => j.state === 'created');
      await h.app.queue.boss.cancel(
        passwordResetRequest.name,
        held.map((j) => j.id),
      );
    }
  });
});

describe('per-IP limits', () => {
  it('answer 429 past the limit on account endpoints', async () => {
    const limited = await startHarness({ RATE_LIMIT_AUTH: '3' });
    try {
      const hit = () =>
        fetch(`${limited.url}/api/v1/users/login`, json({ email: 'x@y.co', password: 'whatever-1' }));
      for (let i = 0; i < 3; i++) expect((await hit()).status).toBe(401);
      const res = await hit();
      expect(res.status).toBe(429);
      expect((await expectBody(errorResponseSchema, res)).code).toBe('RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });
});
