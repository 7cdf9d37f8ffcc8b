// The one way the API signs what it hands out and reads back: HMAC-SHA256 of a text with a secret
// (base64url), checked in constant time, with an expiry checked against the clock. Three shapes carry it:
// - signed links (`signedLinks`): `?exp=<unix seconds>&sig=…` over what the link opens and its expiry
//   (stored files, files/signed-links.ts; invoices, modules/payments/invoices.ts), read with
//   `signedLinkQuerySchema` (contracts);
// - sealed tokens (`seal`/`open`): `<text>.<signature>`, the text carrying its own content: the CMS's
//   preview links (modules/preview/links.ts; the CMS signs them the same way) and the known-device
//   cookie (modules/users/devices.ts).
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Whether an expiry (milliseconds since 1970) has not passed at `now`. */
export const unexpired = (expiresAtMs: number, now = Date.now()) => expiresAtMs >= now;

export function signedTokens(secret: string | Buffer) {
  const sign = (text: string) => createHmac('sha256', secret).update(text).digest('base64url');
  /** True when `signature` is the signature of `text`; anything else (absent, altered) is false. */
  const matches = (text: string, signature: unknown): boolean => {
    if (typeof signature !== 'string') return false;
    const expected = Buffer.from(sign(text));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  };
  return {
    sign,
    matches,
    /** `<text>.<signature>`; the text must hold no '.' after its last one (base64url holds none). */
    seal: (text: string) => `${text}.${sign(text)}`,
    /** The text of a sealed token whose signature holds; undefined for any other token. */
    open(token: string): string | undefined {
      const dot = token.lastIndexOf('.');
      if (dot <= 0) return undefined;
      const text = token.slice(0, dot);
      return matches(text, token.slice(dot + 1)) ? text : undefined;
    },
  };
}

export type SignedTokens = ReturnType<typeof signedTokens>;

/**
 * Signed links: a link that is its own permission (a resume opened in the browser's viewer, an invoice in
 * a new tab) carries `?exp=<unix seconds>&sig=<signature of what it opens and the expiry>`. Callers name
 * what a link opens (its subject) and choose the expiry; this signs and checks.
 */
export function signedLinks(secret: string) {
  const tokens = signedTokens(secret);
  const textOf = (subject: string, exp: number) => `${subject}:${exp}`;
  return {
    /** The link's own query: `exp=…&sig=…`. */
    query: (subject: string, exp: number) => `exp=${exp}&sig=${tokens.sign(textOf(subject, exp))}`,
    /** True for an unexpired expiry whose signature matches; anything else (absent, altered, old) is false. */
    verify(subject: string, exp: unknown, sig: unknown, now = Date.now()): boolean {
      if (typeof exp !== 'string' || !/^\d{1,12}$/.test(exp)) return false;
      const expiry = Number(exp);
      return unexpired(expiry * 1000, now) && tokens.matches(textOf(subject, expiry), sig);
    },
  };
}

export type SignedLinks = ReturnType<typeof signedLinks>;
