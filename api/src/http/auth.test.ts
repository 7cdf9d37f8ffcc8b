import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAuth } from './auth';

const secret = 'auth-test-secret-auth-test-secret-123';
const admin = { id: 'u1', isAdmin: true, name: 'Ada Admin', email: 'ada@example.com' };
const tokenFor = (sub: string, expSeconds: number, key = secret) =>
  new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(sub)
    .setExpirationTime(expSeconds)
    .sign(new TextEncoder().encode(key));

afterEach(() => vi.useRealTimers());

describe('session tokens', () => {
  it('asks the database for the caller on every request, so a removed account is refused at once', async () => {
    const accounts = new Map([[admin.id, admin]]);
    const findUser = vi.fn(async (id: string) => accounts.get(id));
    const auth = createAuth({ secret, ttl: '1h', findUser });
    const header = `Bearer ${await auth.sign(admin.id)}`;
    expect(await auth.userFrom(header)).toEqual(admin);
    expect(await auth.userFrom(header)).toEqual(admin);
    expect(findUser).toHaveBeenCalledTimes(2);
    accounts.delete(admin.id);
    await expect(auth.userFrom(header)).rejects.toMatchObject({ status: 401 });
  });

  it('stops accepting a remembered token once it expires', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2026, 10, 23, 12, 0, 0));
    const auth = createAuth({ secret, ttl: '1h', findUser: async () => admin });
    const header = `Bearer ${await tokenFor(admin.id, Math.floor(Date.now() / 1000) + 60)}`;
    expect(await auth.userFrom(header)).toEqual(admin);
    vi.setSystemTime(Date.now() + 61_000);
    await expect(auth.userFrom(header)).rejects.toMatchObject({ status: 401 });
  });

  it('refuses a token signed with another key even after a valid one was remembered', async () => {
    const auth = createAuth({ secret, ttl: '1h', findUser: async () => admin });
    const exp = Math.floor(Date.now() / 1000) + 600;
    expect(await auth.userFrom(`Bearer ${await tokenFor(admin.id, exp)}`)).toEqual(admin);
    const forged = await tokenFor(admin.id, exp, 'another-secret-another-secret-12345');
    await expect(auth.userFrom(`Bearer ${forged}`)).rejects.toMatchObject({ status: 401 });
  });
});
