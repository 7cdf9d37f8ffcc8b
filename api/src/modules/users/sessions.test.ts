// Sessions end on the server: logout, "log out everywhere", a password change and a password reset each
// make the earlier tokens useless at once; a correctly signed token without exp or iat lets nothing in.
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionResponseSchema } from '@crestline/contracts';
import { startHarness, type Harness } from '../../../test/harness';
import { body, json } from '../../../test/fixtures';
import { bearer, expectBody, signUpAndLogIn } from '../../../test/helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({}, { smtp: true });
});
afterAll(() => h.close());

const api = (p: string, init?: RequestInit) => fetch(`${h.url}/api/v1${p}`, init);
/** What a signed-in user's screen asks for: 200 while the session lives, 401 once it ended. */
const works = async (token: string) =>
  (await api('/subscription/my', { headers: bearer(token) })).status === 200;
const login = async (email: string, password: string) => {
  const res = await api('/users/login', json({ email, password }));
  expect(res.status).toBe(200);
  return (await body(res)).token as string;
};
let n = 0;
async function account(password = 'first-password') {
  const email = `session-${++n}@example.com`;
  const session = await signUpAndLogIn(h.url, { name: 'Sam Session', email, password });
  return { email, password, token: session.token as string };
}
const changePassword = (token: string, currentPassword: string, password: string, lang = 'en') =>
  api('/users/password', {
    ...json({ currentPassword, password }, { ...bearer(token), 'accept-language': lang }),
    method: 'PATCH',
  });

describe('logout', () => {
  it('ends the session on the server: the token is useless afterwards, other sessions live on', async () => {
    const a = await account();
    const laptop = await login(a.email, a.password);
    expect(await works(a.token)).toBe(true);
    const res = await api('/users/logout', { method: 'POST', headers: bearer(a.token) });
    expect(res.status).toBe(200);
    expect((await body(res)).message).toBe('You have been signed out.');
    expect(await works(a.token)).toBe(false);
    expect(await works(laptop)).toBe(true);
    // Logging out again with the dead token is a 401, not an error.
    expect((await api('/users/logout', { method: 'POST', headers: bearer(a.token) })).status).toBe(401);
  });

  it('"log out everywhere" ends every session of the account', async () => {
    const a = await account();
    const phone = await login(a.email, a.password);
    const other = await account();
    const res = await api('/users/logout-everywhere', {
      method: 'POST',
      headers: { ...bearer(a.token), 'accept-language': 'tr' },
    });
    expect(res.status).toBe(200);
    expect((await body(res)).message).toBe('Tüm cihazlardaki oturumlarınız kapatıldı.');
    expect(await works(a.token)).toBe(false);
    expect(await works(phone)).toBe(false);
    expect(await works(other.token)).toBe(true);
    expect(await works(await login(a.email, a.password))).toBe(true);
  });
});

describe('password change', () => {
  it('ends every earlier session, answers a fresh one and mails the user', async () => {
    const a = await account();
    const stolen = await login(a.email, a.password);
    const res = await changePassword(a.token, a.password, 'second-password');
    expect(res.status).toBe(200);
    const fresh = await expectBody(sessionResponseSchema, res);
    expect(await works(stolen)).toBe(false);
    expect(await works(a.token)).toBe(false);
    expect(await works(fresh.token)).toBe(true);
    expect((await api('/users/login', json({ email: a.email, password: a.password }))).status).toBe(401);
    await login(a.email, 'second-password');
    const mail = (await h.deliverMail()).filter((m) => m.to === a.email).at(-1);
    expect(mail?.subject).toContain('password was changed');
    expect(mail?.text).toContain('every device that was signed in to your account has been signed out');
  });

  it('needs the current password (a clear 400 in the request language); nothing changes', async () => {
    const a = await account();
    const res = await changePassword(a.token, 'not-my-password', 'second-password', 'tr');
    expect(res.status).toBe(400);
    expect((await body(res)).message).toBe('Mevcut şifreniz doğru değil.');
    expect(await works(a.token)).toBe(true);
    await login(a.email, a.password);
    expect((await changePassword(a.token, a.password, 'short')).status).toBe(400);
    expect((await api('/users/password', { ...json({}), method: 'PATCH' })).status).toBe(401);
  });
});

describe('password reset', () => {
  it('ends every session that existed before it', async () => {
    const a = await account();
    const stolen = await login(a.email, a.password);
    await api('/users/forgot-password', json({ email: a.email }));
    const mail = (await h.deliverMail()).filter((m) => m.to === a.email).at(-1);
    const token = mail?.text.match(/\/resetpassword\/([A-Za-z0-9_-]+)/)?.[1];
    const res = await api(`/users/reset-password/${token}`, {
      ...json({ password: 'after-reset-password', email: a.email }),
      method: 'PATCH',
    });
    expect(res.status).toBe(200);
    expect(await works(stolen)).toBe(false);
    expect(await works(a.token)).toBe(false);
    expect(await works(await login(a.email, 'after-reset-password'))).toBe(true);
    const changed = (await h.deliverMail()).filter((m) => m.to === a.email).at(-1);
    expect(changed?.text).toContain('has been signed out');
  });
});

describe('forged tokens', () => {
  const key = () => new TextEncoder().encode(h.config.jwtSecret);
  it('refuses a correctly signed token without exp, without iat, or naming no session', async () => {
    const a = await account();
    const [, payload] = a.token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as {
      sub: string;
      jti: string;
    };
    const noExp = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setJti(claims.jti)
      .setIssuedAt()
      .sign(key());
    const noIat = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setJti(claims.jti)
      .setExpirationTime('1h')
      .sign(key());
    const noSession = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key());
    expect(await works(a.token)).toBe(true);
    for (const forged of [noExp, noIat, noSession]) expect(await works(forged)).toBe(false);
  });
});
