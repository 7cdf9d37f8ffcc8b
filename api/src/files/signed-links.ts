// Short-lived links to a stored PDF that work in the browser's own viewer without an Authorization
// header, signed (lib/signed-token.ts) over the file's kind, id, disposition and expiry. A resume's
// link is shaped like a file host's, `{origin}/files/d/{id}/view`: the file id is the sixth
// slash-separated part.
// Expiries are rounded up to a step (a tenth of the lifetime, at most five minutes), so a list of a
// hundred applicants asked for twice in that step gets the same links, signed once and then remembered.
import { signedLinks } from '../lib/signed-token';
import { FILE_KINDS, fileIdOf, type FileKind } from './kinds';

export type Disposition = 'view' | 'download';

/** Links remembered at most; past this the memo starts again (it only saves signing work). */
const MEMO_LIMIT = 50_000;

export function createSigner(secret: string, origin: string, ttlSeconds = 3600) {
  const step = Math.max(1, Math.min(300, Math.floor(ttlSeconds / 10)));
  const signature = signedLinks(secret);
  const subject = (kind: FileKind, id: string, disposition: Disposition) =>
    `file:${kind}:${id}:${disposition}`;
  const memo = new Map<string, { exp: number; url: string }>();
  return {
    /** A link to the stored file with this key, valid for at least the lifetime from now. */
    link(kind: FileKind, key: string, disposition: Disposition = 'view', now = Date.now()): string {
      const exp = Math.ceil((Math.floor(now / 1000) + ttlSeconds) / step) * step;
      const memoKey = `${kind}\n${key}\n${disposition}`;
      const known = memo.get(memoKey);
      if (known?.exp === exp) return known.url;
      const id = fileIdOf(key);
      const query = signature.query(subject(kind, id, disposition), exp);
      const url = `${origin}/files/${FILE_KINDS[kind].segment}/${id}/${disposition}?${query}`;
      if (memo.size >= MEMO_LIMIT) memo.clear();
      memo.set(memoKey, { exp, url });
      return url;
    },
    verify(
      kind: FileKind,
      id: string,
      disposition: Disposition,
      exp: unknown,
      sig: unknown,
      now = Date.now(),
    ): boolean {
      return signature.verify(subject(kind, id, disposition), exp, sig, now);
    },
  };
}

export type Signer = ReturnType<typeof createSigner>;
