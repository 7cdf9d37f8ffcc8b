// Signed links: a link that is its own permission (a resume opened in the browser's viewer, an invoice in
// a new tab) carries `?exp=<unix seconds>&sig=<HMAC-SHA256 of what it opens and the expiry>`. Callers name
// what a link opens (its subject) and choose the expiry; this signs and checks. The query is
// `signedLinkQuerySchema` in contracts.
import { createHmac, timingSafeEqual } from 'node:crypto';

export function linkSignature(secret: string) {
  const sign = (subject: string, exp: number) =>
    createHmac('sha256', secret).update(`${subject}:${exp}`).digest('base64url');
  return {
    sign,
    /** The link's own query: `exp=…&sig=…`. */
    query: (subject: string, exp: number) => `exp=${exp}&sig=${sign(subject, exp)}`,
    /** True for an unexpired expiry whose signature matches; anything else (absent, altered, old) is false. */
    verify(subject: string, exp: unknown, sig: unknown, now = Date.now()): boolean {
      if (typeof exp !== 'string' || typeof sig !== 'string' || !/^\d{1,12}$/.test(exp)) return false;
      const expiry = Number(exp);
      if (expiry * 1000 < now) return false;
      const expected = Buffer.from(sign(subject, expiry));
      const given = Buffer.from(sig);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

export type LinkSignature = ReturnType<typeof linkSignature>;
