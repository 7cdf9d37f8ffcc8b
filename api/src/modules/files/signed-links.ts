// Short-lived links to a stored PDF that work in the browser's own viewer without an Authorization
// header: HMAC-SHA256 over the file id, the disposition and the expiry. Shaped like a file host's link,
// `{origin}/files/d/{id}/view` — the file id is the sixth slash-separated part, as the spec's screens read it.
import { createHmac, timingSafeEqual } from 'node:crypto';

export type Disposition = 'view' | 'download';

export function createSigner(secret: string, origin: string, ttlSeconds = 3600) {
  const mac = (id: string, disposition: Disposition, exp: number) =>
    createHmac('sha256', secret).update(`file:${id}:${disposition}:${exp}`).digest('base64url');
  return {
    link(id: string, disposition: Disposition = 'view', now = Date.now()): string {
      const exp = Math.floor(now / 1000) + ttlSeconds;
      return `${origin}/files/d/${id}/${disposition}?exp=${exp}&sig=${mac(id, disposition, exp)}`;
    },
    verify(id: string, disposition: Disposition, exp: unknown, sig: unknown, now = Date.now()): boolean {
      if (typeof exp !== 'string' || typeof sig !== 'string' || !/^\d{1,12}$/.test(exp)) return false;
      const expiry = Number(exp);
      if (expiry * 1000 < now) return false;
      const expected = Buffer.from(mac(id, disposition, expiry));
      const given = Buffer.from(sig);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

export type Signer = ReturnType<typeof createSigner>;
