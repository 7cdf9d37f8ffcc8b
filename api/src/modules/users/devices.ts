// Devices an account has signed in from: a successful login sets a signed, HTTP-only cookie naming the
// account (by a hash of its email). Past the per-account ceiling of failed logins (service.ts), only a
// browser holding such a cookie may still try, so an attacker failing from many addresses cannot lock the
// owner out of the device they use. The cookie carries no session: it only says "this browser has signed
// in to this account before", and a forged or expired one counts as none.
import { createHash } from 'node:crypto';
import { KNOWN_DEVICE_COOKIE_PREFIX } from '@crestline/contracts/browser-storage';
import { signedTokens, unexpired } from '../../lib/signed-token';

const DEVICE_TTL_MS = 180 * 24 * 3600_000;
// The name /cookies lists (contracts' browser-storage.ts).
const PREFIX = KNOWN_DEVICE_COOKIE_PREFIX;

const accountTag = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 16);

export function knownDevices(secret: string) {
  // A key of its own, derived from the sessions' secret: a cookie is never a valid signature elsewhere.
  const tokens = signedTokens(createHash('sha256').update(`known-device:${secret}`).digest());

  return {
    /** The cookie (name, value, max age) that marks this browser as a known device of the account. */
    cookieFor(email: string): { name: string; value: string; maxAgeMs: number } {
      const tag = accountTag(email);
      const expires = Date.now() + DEVICE_TTL_MS;
      return { name: `${PREFIX}${tag}`, value: tokens.seal(`${tag}.${expires}`), maxAgeMs: DEVICE_TTL_MS };
    },

    /** Whether the request's Cookie header holds a valid, unexpired device cookie of the account. */
    knows(cookieHeader: string | undefined, email: string): boolean {
      if (!cookieHeader) return false;
      const tag = accountTag(email);
      for (const part of cookieHeader.split(';')) {
        const [name, ...rest] = part.trim().split('=');
        if (name !== `${PREFIX}${tag}`) continue;
        const [cookieTag, expires] = tokens.open(rest.join('='))?.split('.') ?? [];
        if (cookieTag === tag && expires && unexpired(Number(expires))) return true;
      }
      return false;
    },
  };
}

export type KnownDevices = ReturnType<typeof knownDevices>;
