// The second factor (TOTP, docs/product.md): enrolment with a key and a QR code, sign-in with and without
// it, recovery codes once each, replayed codes refused, wrong codes throttled like wrong passwords, and
// under ADMIN_MFA=required an admin without it gets no admin data until enrolled.
import { generate } from 'otplib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponseSchema, t } from '@crestline/contracts';
import { startHarness, type Harness } from '../../../test/harness';
import { body, json } from '../../../test/fixtures';
import { ADMIN, bearer, expectBody, signUpAndLogIn } from '../../../test/helpers';
import { users } from '../../db/schema';
import { ensureAdminAccount } from './first-admin';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ ADMIN_MFA: 'required' });
});
afterAll(() => h.close());

const now = () => Math.floor(Date.now() / 1000);
/** A code of the next 30-second step: accepted now, and newer than the one that confirmed enrolment. */
const nextCode = (key: string, steps = 1) => generate({ secret: key, epoch: now() + 30 * steps });
const login = (email: string, password: string, code?: string, from = '198.51.100.7') =>
  fetch(`${h.url}/api/v1/users/login`, {
    ...json({ email, password, ...(code === undefined ? {} : { code }) }, { 'x-forwarded-for': from }),
  });
const post = (path: string, token: string, payload?: unknown) =>
  fetch(`${h.url}/api/v1${path}`, {
    method: 'POST',
    headers: {
      ...bearer(token),
      'accept-language': 'tr',
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: payload === undefined ? undefined : JSON.stringify(payload),
  });

async function register(email: string) {
  return (await signUpAndLogIn(h.url, { name: 'Sena Second', email, password: 'user-password-1' }))
    .token as string;
}

/** Enrols the account of `token`: answers the manual key and the recovery codes. */
async function enrol(token: string) {
  const setup = await body(await post('/users/second-factor/setup', token));
  const enabled = await post('/users/second-factor/enable', token, {
    code: await generate({ secret: setup.key }),
  });
  expect(enabled.status).toBe(200);
  return { key: setup.key as string, recoveryCodes: (await body(enabled)).recoveryCodes as string[] };
}

describe('enrolment', () => {
  it('gives a key and an inline QR code, turns on with a right code only, and shows ten recovery codes once', async () => {
    const token = await register('enrol@test.example');
    const status = () => fetch(`${h.url}/api/v1/users/second-factor`, { headers: bearer(token) }).then(body);
    expect(await status()).toEqual({ enabled: false, recoveryCodesLeft: 0, required: false });

    const setup = await body(await post('/users/second-factor/setup', token));
    expect(setup.key).toMatch(/^[A-Z2-7]{16,}$/);
    expect(setup.uri).toMatch(/^otpauth:\/\/totp\/.*enrol%40test\.example.*secret=/);
    expect(setup.qr).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(setup.qr.split(',')[1], 'base64').toString()).toContain('<svg');

    // A wrong code: a clear 400 in the request's language, nothing turned on.
    const wrong = await post('/users/second-factor/enable', token, { code: '000000' });
    expect(wrong.status).toBe(400);
    expect((await expectBody(errorResponseSchema, wrong)).error).toBe(t('tr', 'auth.secondFactorInvalid'));
    const malformed = await post('/users/second-factor/enable', token, { code: 'abc' });
    expect(malformed.status).toBe(400);

    const enabled = await post('/users/second-factor/enable', token, {
      code: await generate({ secret: setup.key }),
    });
    const { recoveryCodes } = await body(enabled);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect(await status()).toEqual({ enabled: true, recoveryCodesLeft: 10, required: false });
    // Enrolled: the secret is never answered again, and it is stored encrypted.
    expect((await post('/users/second-factor/setup', token)).status).toBe(409);
    const [row] = await h.database.db.select().from(users).where(eq(users.email, 'enrol@test.example'));
    expect(row!.totpSecret).toBeTruthy();
    expect(row!.totpSecret).not.toContain(setup.key);
    expect(row!.totpPendingSecret).toBeNull();
  });
});

describe('sign-in with a second factor', () => {
  it('asks for the code after the right password, refuses a wrong one and a replayed one', async () => {
    const { key } = await enrol(await register('signin@test.example'));
    const noCode = await login('signin@test.example', 'user-password-1');
    expect(noCode.status).toBe(401);
    expect(await body(noCode)).toMatchObject({
      code: 'SECOND_FACTOR_NEEDED',
      error: t('en', 'auth.secondFactorNeeded'),
    });
    // A wrong password with a code is still just a wrong password.
    expect(await body(await login('signin@test.example', 'wrong-password-1', '123456'))).toMatchObject({
      code: 'UNAUTHORIZED',
    });
    const wrong = await login('signin@test.example', 'user-password-1', '000000');
    expect(await body(wrong)).toMatchObject({ code: 'SECOND_FACTOR_INVALID' });

    const code = await nextCode(key);
    const ok = await login('signin@test.example', 'user-password-1', code);
    expect(ok.status).toBe(200);
    expect(await body(ok)).toMatchObject({
      email: 'signin@test.example',
      secondFactor: true,
      mustEnrol: false,
    });
    // The same code again, within its window: refused.
    const replay = await login('signin@test.example', 'user-password-1', code);
    expect(replay.status).toBe(401);
    expect(await body(replay)).toMatchObject({ code: 'SECOND_FACTOR_INVALID' });
  });

  it('signs in without a code an account that has no second factor', async () => {
    await register('plain@test.example');
    const res = await login('plain@test.example', 'user-password-1');
    expect(res.status).toBe(200);
    expect(await body(res)).toMatchObject({ secondFactor: false, mustEnrol: false });
  });

  it('takes each recovery code once, typed in any case and with or without its dash', async () => {
    const { recoveryCodes } = await enrol(await register('recovery@test.example'));
    const [first, second] = recoveryCodes as [string, string];
    expect((await login('recovery@test.example', 'user-password-1', first)).status).toBe(200);
    expect((await login('recovery@test.example', 'user-password-1', first)).status).toBe(401);
    const typed = second.replace('-', '').toUpperCase();
    const res = await login('recovery@test.example', 'user-password-1', typed);
    expect(res.status).toBe(200);
    const status = await fetch(`${h.url}/api/v1/users/second-factor`, {
      headers: bearer((await body(res)).token),
    }).then(body);
    expect(status.recoveryCodesLeft).toBe(8);
  });

  it('counts wrong codes toward the login throttling: after three, the address waits', async () => {
    const { key } = await enrol(await register('guess@test.example'));
    for (let i = 0; i < 3; i++) {
      expect((await login('guess@test.example', 'user-password-1', '111111', '203.0.113.9')).status).toBe(
        401,
      );
    }
    // Even the right code waits now; another address is not held up.
    const held = await login('guess@test.example', 'user-password-1', await nextCode(key), '203.0.113.9');
    expect(held.status).toBe(429);
    expect(
      (await login('guess@test.example', 'user-password-1', await nextCode(key), '203.0.113.10')).status,
    ).toBe(200);
  });
});

describe('ADMIN_MFA=required', () => {
  it('lets an admin without a second factor sign in only to enrol: admin routes answer 403 until then', async () => {
    await ensureAdminAccount(h.database.db, ADMIN);
    const res = await login(ADMIN.email, ADMIN.password);
    const session = await body(res);
    expect(session).toMatchObject({ isAdmin: true, secondFactor: false, mustEnrol: true });
    const jobs = () =>
      fetch(`${h.url}/api/v1/jobs/all`, { headers: { ...bearer(session.token), 'accept-language': 'tr' } });
    const refused = await jobs();
    expect(refused.status).toBe(403);
    expect(await body(refused)).toMatchObject({
      code: 'SECOND_FACTOR_REQUIRED',
      error: t('tr', 'auth.secondFactorRequired'),
    });
    const status = await fetch(`${h.url}/api/v1/users/second-factor`, { headers: bearer(session.token) });
    expect(await body(status)).toMatchObject({ enabled: false, required: true });

    const { key } = await enrol(session.token);
    expect((await jobs()).status).toBe(200);
    // The enrolment is in the audit trail.
    const audit = await fetch(`${h.url}/api/v1/audit?action=mfa.enrol`, { headers: bearer(session.token) });
    const [event] = (await body(audit)).events;
    expect(event).toMatchObject({ action: 'mfa.enrol', actor: { email: ADMIN.email } });
    // From now on the admin signs in with a code.
    expect((await login(ADMIN.email, ADMIN.password)).status).toBe(401);
    const again = await login(ADMIN.email, ADMIN.password, await nextCode(key));
    expect(await body(again)).toMatchObject({ isAdmin: true, secondFactor: true, mustEnrol: false });
  });
});
