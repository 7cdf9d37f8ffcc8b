import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAuth, type SignedInUser } from './auth';

const secret = 'auth-test-secret-auth-test-secret-123';
const admin = {
  id: 'u1',
  isAdmin: true,
  roles: ['owner' as const],
  name: 'Ada Admin',
  email: 'ada@example.com',
};

/** An in-memory session store standing in for the `sessions` table. */
function store() {
  const accounts = new Map<string, SignedInUser>([[admin.id, admin]]);
  const live = new Map<string, { userId: string; expiresAt: Date }>();
  const findSession = vi.fn(async (sessionId: string, userId: string) => {
    const s = live.get(sessionId);
    return s && s.userId === userId && s.expiresAt.getTime() > Date.now() ? accounts.get(userId) : undefined;
  });
  const startSession = async (sessionId: string, userId: string, expiresAt: Date) =>
    void live.set(sessionId, { userId, expiresAt });
  return { accounts, live, auth: createAuth({ secret, ttl: '1h', findSession, startSession }), findSession };
}

const tokenFor = (claims: { sub: string; jti?: string; exp?: number; iat?: boolean }, key = secret) => {
  let jwt = new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(claims.sub);
  if (claims.jti) jwt = jwt.setJti(claims.jti);
  if (claims.exp !== undefined) jwt = jwt.setExpirationTime(claims.exp);
  if (claims.iat !== false) jwt = jwt.setIssuedAt();
  return jwt.sign(new TextEncoder().encode(key));
};

afterEach(() => vi.useRealTimers());

describe('session tokens', () => {
  it('asks the database for the session on every request, so an ended one is refused at once', async () => {
    const s = store();
    const header = `Bearer ${await s.auth.sign(admin.id)}`;
    expect(await s.auth.userFrom(header)).toMatchObject(admin);
    expect(await s.auth.userFrom(header)).toMatchObject(admin);
    expect(s.findSession).toHaveBeenCalledTimes(2);
    s.live.clear();
    await expect(s.auth.userFrom(header)).rejects.toMatchObject({ status: 401 });
  });

  it('refuses a session whose account is gone', async () => {
    const s = store();
    const header = `Bearer ${await s.auth.sign(admin.id)}`;
    s.accounts.delete(admin.id);
    await expect(s.auth.userFrom(header)).rejects.toMatchObject({ status: 401 });
  });

  it('stops accepting a remembered token once it expires', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2026, 10, 23, 12, 0, 0));
    const s = store();
    s.live.set('s1', { userId: admin.id, expiresAt: new Date(Date.now() + 3600_000) });
    const header = `Bearer ${await tokenFor({ sub: admin.id, jti: 's1', exp: Math.floor(Date.now() / 1000) + 60 })}`;
    expect(await s.auth.userFrom(header)).toMatchObject(admin);
    vi.setSystemTime(Date.now() + 61_000);
    await expect(s.auth.userFrom(header)).rejects.toMatchObject({ status: 401 });
  });

  it('refuses a correctly signed token without exp, iat or a session id', async () => {
    const s = store();
    s.live.set('s1', { userId: admin.id, expiresAt: new Date(Date.now() + 3600_000) });
    const exp = Math.floor(Date.now() / 1000) + 600;
    expect(
      await s.auth.userFrom(`Bearer ${await tokenFor({ sub: admin.id, jti: 's1', exp })}`),
    ).toMatchObject(admin);
    for (const claims of [
      { sub: admin.id, jti: 's1' },
      { sub: admin.id, jti: 's1', exp, iat: false },
      { sub: admin.id, exp },
    ]) {
      await expect(s.auth.userFrom(`Bearer ${await tokenFor(claims)}`)).rejects.toMatchObject({
        status: 401,
      });
    }
  });

  it('refuses a token signed with another key even after a valid one was remembered', async () => {
    const s = store();
    s.live.set('s1', { userId: admin.id, expiresAt: new Date(Date.now() + 3600_000) });
    const exp = Math.floor(Date.now() / 1000) + 600;
    expect(
      await s.auth.userFrom(`Bearer ${await tokenFor({ sub: admin.id, jti: 's1', exp })}`),
    ).toMatchObject(admin);
    const forged = await tokenFor({ sub: admin.id, jti: 's1', exp }, 'another-secret-another-secret-12345');
    await expect(s.auth.userFrom(`Bearer ${forged}`)).rejects.toMatchObject({ status: 401 });
  });
});
