// Short-lived links to a stored PDF that work in the browser's own viewer without an Authorization
// header: HMAC-SHA256 over the file's kind, id, disposition and expiry. A resume's link is shaped like
// a file host's, `{origin}/files/d/{id}/view`: the file id is the sixth slash-separated part.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { FILE_KINDS, fileIdOf, type FileKind } from './kinds';

export type Disposition = 'view' | 'download';

export function createSigner(secret: string, origin: string, ttlSeconds = 3600) {
  const mac = (kind: FileKind, id: string, disposition: Disposition, exp: number) =>
    createHmac('sha256', secret).update(`file:${kind}:${id}:${disposition}:${exp}`).digest('base64url');
  return {
    /** A link to the stored file with this key. */
    link(kind: FileKind, key: string, disposition: Disposition = 'view', now = Date.now()): string {
      const id = fileIdOf(key);
      const exp = Math.floor(now / 1000) + ttlSeconds;
      const sig = mac(kind, id, disposition, exp);
      return `${origin}/files/${FILE_KINDS[kind].segment}/${id}/${disposition}?exp=${exp}&sig=${sig}`;
    },
    verify(
      kind: FileKind,
      id: string,
      disposition: Disposition,
      exp: unknown,
      sig: unknown,
      now = Date.now(),
    ): boolean {
      if (typeof exp !== 'string' || typeof sig !== 'string' || !/^\d{1,12}$/.test(exp)) return false;
      const expiry = Number(exp);
      if (expiry * 1000 < now) return false;
      const expected = Buffer.from(mac(kind, id, disposition, expiry));
      const given = Buffer.from(sig);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

export type Signer = ReturnType<typeof createSigner>;
