// Failed logins are throttled, not locked out: growing delays per account and address, and a per-account
// ceiling that a browser which signed in before (its device cookie) still passes. An attacker failing
// from many addresses (X-Forwarded-For, as the app's trust proxy reads it) cannot keep the admin out.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startHarness, type Harness } from '../../../test/harness';
import { json } from '../../../test/fixtures';
import { ADMIN, adminToken } from '../../../test/helpers';
import { loginDelayMs } from './service';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
  await adminToken(h); // the admin account exists (and has signed in once, from no browser in particular)
});
afterAll(() => h.close());

const login = (email: string, password: string, from: string, cookie?: string) =>
  fetch(`${h.url}/api/v1/users/login`, {
    ...json({ email, password }, { 'x-forwarded-for': from, ...(cookie ? { cookie } : {}) }),
  });
/** The device cookie a successful login sets, as the browser sends it back. */
const deviceCookie = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

describe('login throttling', () => {
  it('grows the delay per account and address: 3 free failures, then 1 s, 2 s, 4 s … at most a minute', () => {
    expect([1, 2, 3, 4, 5, 6, 9, 20].map(loginDelayMs)).toEqual([0, 0, 1000, 2000, 4000, 8000, 60000, 60000]);
  });

  it('makes one address wait after repeated failures, while another address may still try', async () => {
    await fetch(
      `${h.url}/api/v1/users/register`,
      json({ name: 'Tia Typo', email: 'typo@example.com', password: 'right-password' }),
    );
    for (let i = 0; i < 3; i++) {
      expect((await login('typo@example.com', 'wrong-password', '203.0.113.1')).status).toBe(401);
    }
    // The third failure started a 1 s wait for this account from this address: even the right
    // password is not checked until it passes.
    const waiting = await login('typo@example.com', 'right-password', '203.0.113.1');
    expect(waiting.status).toBe(429);
    expect((await login('typo@example.com', 'right-password', '203.0.113.2')).status).toBe(200);
    await vi.waitFor(
      async () => expect((await login('typo@example.com', 'right-password', '203.0.113.1')).status).toBe(200),
      { timeout: 3000, interval: 250 },
    );
  });

  it('lets the admin in from a known browser while an attacker fails from many addresses', async () => {
    // The admin signs in from their own browser, which keeps the device cookie.
    const first = await login(ADMIN.email, ADMIN.password, '198.51.100.7');
    expect(first.status).toBe(200);
    const cookie = deviceCookie(first);
    expect(cookie).toMatch(/^known_device_/);
    expect(first.headers.getSetCookie()[0]).toMatch(/HttpOnly/i);

    // An attacker rotates addresses: each one fails a single time.
    const statuses: number[] = [];
    for (let i = 1; i <= 30; i++) {
      statuses.push((await login(ADMIN.email, `guess-${i}-password`, `10.0.${i}.1`)).status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    // Past the account's ceiling the attacker's tries are refused without a password check.
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
    // Even the right password from an unknown browser waits out the window…
    expect((await login(ADMIN.email, ADMIN.password, '10.0.99.1')).status).toBe(429);
    // …but the admin's own browser gets in, from wherever they are.
    expect((await login(ADMIN.email, ADMIN.password, '192.0.2.50', cookie)).status).toBe(200);
    // A forged or foreign device cookie counts as none.
    const forged = cookie.replace(/\.[^.]+$/, '.AAAA');
    expect((await login(ADMIN.email, ADMIN.password, '192.0.2.51', forged)).status).toBe(429);
  });
});
