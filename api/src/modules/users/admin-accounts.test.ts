// Admin accounts in the app: the list (name, email, roles, second factor, last sign-in), invitations by
// email carrying roles (single-use links valid 48 hours, through the mail outbox), changing roles and
// removing admin rights (never the last owner) and resetting another admin's second factor; each one
// audit event with the right author and the role it acted under.
import { desc, eq } from 'drizzle-orm';
import { generateSync } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminListResponseSchema, t } from '@crestline/contracts';
import { startHarness, type Harness } from '../../../test/harness';
import { body, json } from '../../../test/fixtures';
import { ADMIN, bearer, expectBody, userToken } from '../../../test/helpers';
import { adminInvitations, mailOutbox } from '../../db/schema';
import { ensureAdminAccount } from './first-admin';

let h: Harness;
let admin: { token: string; id: string };
beforeAll(async () => {
  // Required: an invited admin must enrol before seeing admin data; the inviting admin has enrolled.
  h = await startHarness({ ADMIN_MFA: 'required' });
  await ensureAdminAccount(h.database.db, ADMIN);
  const session = await body(await fetch(`${h.url}/api/v1/users/login`, json(ADMIN)));
  await enrol(session.token);
  admin = { token: session.token, id: session.id };
});
afterAll(() => h.close());

async function enrol(token: string) {
  const call = (path: string, payload?: unknown) =>
    fetch(`${h.url}/api/v1${path}`, {
      method: 'POST',
      headers: { ...bearer(token), ...(payload ? { 'content-type': 'application/json' } : {}) },
      body: payload ? JSON.stringify(payload) : undefined,
    });
  const { key } = await body(await call('/users/second-factor/setup'));
  expect((await call('/users/second-factor/enable', { code: generateSync({ secret: key }) })).status).toBe(
    200,
  );
}

const api = (path: string, init: RequestInit = {}, token = admin.token) =>
  fetch(`${h.url}/api/v1${path}`, {
    ...init,
    headers: { ...bearer(token), 'accept-language': 'tr', ...init.headers },
  });
const send = (method: string, path: string, payload?: unknown, token = admin.token) =>
  api(
    path,
    payload === undefined
      ? { method }
      : { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) },
    token,
  );
const list = async (token = admin.token) =>
  (await expectBody(adminListResponseSchema, await api('/admins', {}, token))).admins;
const lastEvent = async (action: string) =>
  (await body(await api(`/audit?action=${action}&pageSize=1`))).events[0];

/** The invitation link of the newest mail to `to`. */
async function invitationToken(to: string) {
  const [mail] = await h.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.createdAt));
  return mail!.text.match(/admin-invitation\?token=([A-Za-z0-9_-]+)/)![1]!;
}

describe('the admin list', () => {
  it('shows every admin with the second factor on or off and the last sign-in', async () => {
    const admins = await list();
    expect(admins).toEqual([
      expect.objectContaining({ id: admin.id, email: ADMIN.email, secondFactor: true }),
    ]);
    expect(Date.parse(admins[0]!.lastSignInAt!)).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe('invitations', () => {
  it('mails a single-use link; the invitee sets a password, becomes an admin and must enrol', async () => {
    const invited = await send('POST', '/admins/invitations', {
      email: 'nia.new@test.example',
      roles: ['recruiter'],
    });
    expect(invited.status).toBe(201);
    expect((await body(invited)).message).toBe(t('tr', 'admins.invited', { email: 'nia.new@test.example' }));
    expect(await lastEvent('admin.invite')).toMatchObject({
      actor: { id: admin.id, roles: ['owner'] },
      target: { label: 'nia.new@test.example' },
      details: { roles: ['recruiter'] },
    });
    const token = await invitationToken('nia.new@test.example');
    expect(await body(await fetch(`${h.url}/api/v1/admins/invitations/${token}`))).toEqual({
      email: 'nia.new@test.example',
    });

    const accepted = await fetch(
      `${h.url}/api/v1/admins/invitations/${token}`,
      json({ name: 'Nia New', password: 'nia-password-1' }),
    );
    expect(accepted.status).toBe(200);
    const session = await body(accepted);
    expect(session).toMatchObject({
      isAdmin: true,
      roles: ['recruiter'],
      email: 'nia.new@test.example',
      mustEnrol: true,
    });
    // The grant is recorded with the inviter as its author.
    expect(await lastEvent('admin.grant')).toMatchObject({
      actor: { id: admin.id, email: ADMIN.email },
      target: { id: session.id, label: 'nia.new@test.example' },
      details: { before: { isAdmin: false }, after: { isAdmin: true, roles: ['recruiter'] } },
    });
    // No admin data before enrolment; after it, the recruiter's data but not the owner's admin list.
    expect((await api('/applicants', {}, session.token)).status).toBe(403);
    await enrol(session.token);
    expect((await api('/applicants', {}, session.token)).status).toBe(200);
    const refused = await api('/admins', {}, session.token);
    expect(refused.status).toBe(403);
    expect(await body(refused)).toMatchObject({ code: 'ROLE_FORBIDDEN', error: t('tr', 'roles.forbidden') });
    expect((await list()).find((a) => a.email === 'nia.new@test.example')?.roles).toEqual(['recruiter']);

    // Once only.
    const again = await fetch(
      `${h.url}/api/v1/admins/invitations/${token}`,
      json({ name: 'Nia New', password: 'nia-password-1' }),
    );
    expect(again.status).toBe(404);
  });

  it('refuses an expired link, an address that is already an admin, and a wrong password for an existing account', async () => {
    const invite = (email: string, roles: unknown = ['sales']) =>
      send('POST', '/admins/invitations', { email, roles });
    expect((await invite(ADMIN.email)).status).toBe(409);
    expect((await invite('not-an-email')).status).toBe(400);
    // Roles are required, known ones only, and refused in the caller's language.
    for (const roles of [undefined, [], ['janitor']]) {
      const res = await send('POST', '/admins/invitations', { email: 'roles@test.example', roles });
      expect(res.status, JSON.stringify(roles)).toBe(400);
      expect((await body(res)).error).toBe(t('tr', roles?.length ? 'roles.unknown' : 'roles.required'));
    }

    await invite('late@test.example');
    const late = await invitationToken('late@test.example');
    await h.database.db
      .update(adminInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(adminInvitations.email, 'late@test.example'));
    const expired = await fetch(`${h.url}/api/v1/admins/invitations/${late}?lang=tr`);
    expect(expired.status).toBe(404);
    expect((await body(expired)).error).toBe(t('tr', 'admins.invitationInvalid'));

    // An existing account becomes an admin only with its own password.
    await userToken(h, 'una.user@test.example');
    await invite('una.user@test.example', ['finance', 'sales', 'finance']);
    const token = await invitationToken('una.user@test.example');
    const wrong = await fetch(
      `${h.url}/api/v1/admins/invitations/${token}`,
      json({ name: 'Una', password: 'not-her-password' }),
    );
    expect(wrong.status).toBe(400);
    const right = await fetch(
      `${h.url}/api/v1/admins/invitations/${token}`,
      json({ name: 'Una', password: 'user-password-1' }),
    );
    expect(await body(right)).toMatchObject({
      isAdmin: true,
      roles: ['sales', 'finance'],
      email: 'una.user@test.example',
    });
  });
});

describe('changing roles', () => {
  it('takes effect on the next request of a live session, is audited, and refuses bad roles', async () => {
    const login = await body(
      await fetch(
        `${h.url}/api/v1/users/login`,
        json({ email: 'una.user@test.example', password: 'user-password-1' }),
      ),
    );
    await enrol(login.token);
    expect((await api('/payments', {}, login.token)).status).toBe(200);
    expect((await api('/applicants', {}, login.token)).status).toBe(403);
    const changed = await send('PATCH', `/admins/${login.id}`, { roles: ['recruiter'] });
    expect(changed.status).toBe(200);
    expect(
      (await expectBody(adminListResponseSchema, changed)).admins.find((a) => a.id === login.id)?.roles,
    ).toEqual(['recruiter']);
    // The same token, no new sign-in: the roles are read from the database on every request.
    expect((await api('/payments', {}, login.token)).status).toBe(403);
    expect((await api('/applicants', {}, login.token)).status).toBe(200);
    expect(await body(await api('/users/me', {}, login.token))).toMatchObject({
      isAdmin: true,
      roles: ['recruiter'],
    });
    expect(await lastEvent('admin.roles')).toMatchObject({
      actor: { id: admin.id, roles: ['owner'] },
      target: { id: login.id },
      details: { before: { roles: ['sales', 'finance'] }, after: { roles: ['recruiter'] } },
    });
    // Only an owner changes roles.
    expect((await send('PATCH', `/admins/${login.id}`, { roles: ['owner'] }, login.token)).status).toBe(403);
    const bad = await send('PATCH', `/admins/${login.id}`, { roles: ['root'] });
    expect(bad.status).toBe(400);
    expect((await body(bad)).error).toBe(t('tr', 'roles.unknown'));
    expect((await send('PATCH', `/admins/${login.id}`, { roles: [] })).status).toBe(400);
  });

  it('never demotes the last owner; a second owner can be demoted', async () => {
    const last = await send('PATCH', `/admins/${admin.id}`, { roles: ['recruiter'] });
    expect(last.status).toBe(409);
    expect((await body(last)).error).toBe(t('tr', 'roles.lastOwner'));
    const ids = Object.fromEntries((await list()).map((a) => [a.email, a.id]));
    expect((await send('PATCH', `/admins/${ids['nia.new@test.example']}`, { roles: ['owner'] })).status).toBe(
      200,
    );
    expect(
      (await send('PATCH', `/admins/${ids['nia.new@test.example']}`, { roles: ['recruiter'] })).status,
    ).toBe(200);
  });
});

describe('removing rights and resetting a second factor', () => {
  it("resets another admin's second factor (their sessions end), never one's own", async () => {
    const other = { email: 'otto@test.example', password: 'otto-password-1', name: 'Otto Other' };
    await ensureAdminAccount(h.database.db, other);
    const session = await body(await fetch(`${h.url}/api/v1/users/login`, json(other)));
    await enrol(session.token);
    expect((await send('DELETE', `/admins/${admin.id}/second-factor`)).status).toBe(400);

    const reset = await send('DELETE', `/admins/${session.id}/second-factor`);
    expect(reset.status).toBe(200);
    const otto = (await expectBody(adminListResponseSchema, reset)).admins.find((a) => a.id === session.id);
    expect(otto?.secondFactor).toBe(false);
    expect((await api('/users/second-factor', {}, session.token)).status).toBe(401);
    expect(await lastEvent('mfa.reset')).toMatchObject({
      actor: { id: admin.id },
      target: { id: session.id },
      details: { before: { secondFactor: true }, after: { secondFactor: false } },
    });
    // Signing in again, Otto is asked to enrol.
    expect(await body(await fetch(`${h.url}/api/v1/users/login`, json(other)))).toMatchObject({
      mustEnrol: true,
    });
  });

  it('removes admin rights, never the last owner (not even by themselves)', async () => {
    const ids = Object.fromEntries((await list()).map((a) => [a.email, a.id]));
    for (const email of ['nia.new@test.example', 'una.user@test.example', 'otto@test.example']) {
      const res = await send('DELETE', `/admins/${ids[email]}`);
      expect(res.status, email).toBe(200);
    }
    expect(await lastEvent('admin.revoke')).toMatchObject({
      actor: { id: admin.id },
      target: { label: 'otto@test.example' },
      details: { before: { isAdmin: true, roles: ['owner'] }, after: { isAdmin: false, roles: [] } },
    });
    // The last owner: not even by themselves.
    const last = await send('DELETE', `/admins/${admin.id}`);
    expect(last.status).toBe(409);
    expect((await body(last)).error).toBe(t('tr', 'roles.lastOwner'));
    expect((await send('DELETE', '/admins/5b3c2c57-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await send('DELETE', '/admins/not-an-id')).status).toBe(400);
    expect((await list()).map((a) => a.email)).toEqual([ADMIN.email]);
  });
});
