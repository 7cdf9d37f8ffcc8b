// Session tokens are HS256 JWTs (jose). Only HS256 is accepted, so `alg: none` or a token signed with
// another algorithm fails; expiry is checked. Who the caller is (and whether an admin) is read from the
// database on every request through `findUser`, never from the token or the client. A token whose
// signature has been checked is remembered until it expires, so a screen's burst of calls checks it once.
import { SignJWT, jwtVerify } from 'jose';
import { unauthorized } from './errors';

/** What the API needs to know about a signed-in caller. */
export interface SignedInUser {
  id: string;
  isAdmin: boolean;
  name: string;
  email: string;
}

export interface AuthOptions {
  secret: string;
  /** Token lifetime, e.g. '7d'. */
  ttl: string;
  /** The account a token's subject names, or undefined when it is gone. */
  findUser(id: string): Promise<SignedInUser | undefined>;
}

/** Verified tokens remembered at most; past this the memo starts again. */
const VERIFIED_LIMIT = 10_000;

export function createAuth({ secret, ttl, findUser }: AuthOptions) {
  const key = new TextEncoder().encode(secret);
  const verified = new Map<string, { sub: string | undefined; expiresAt: number }>();

  /** The token's subject once its signature, algorithm and expiry are checked, or a 401. */
  async function subjectOf(token: string): Promise<string | undefined> {
    const known = verified.get(token);
    if (known && known.expiresAt > Date.now()) return known.sub;
    let payload;
    try {
      ({ payload } = await jwtVerify(token, key, { algorithms: ['HS256'] }));
    } catch {
      verified.delete(token);
      throw unauthorized('auth.invalidToken');
    }
    if (typeof payload.exp === 'number') {
      if (verified.size >= VERIFIED_LIMIT) verified.clear();
      verified.set(token, { sub: payload.sub, expiresAt: payload.exp * 1000 });
    }
    return payload.sub;
  }

  /** The caller of an `Authorization: Bearer …` header, or a 401. */
  async function userFrom(header: string | undefined): Promise<SignedInUser> {
    const token = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
    if (!token) throw unauthorized('auth.missingToken');
    const sub = await subjectOf(token);
    const user = sub ? await findUser(sub) : undefined;
    if (!user) throw unauthorized('auth.invalidToken');
    return user;
  }

  return {
    sign: (userId: string) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(ttl)
        .sign(key),
    userFrom,
    /** The caller when a valid token is sent, else undefined (never throws). */
    optionalUserFrom: (header: string | undefined): Promise<SignedInUser | undefined> =>
      header ? userFrom(header).catch(() => undefined) : Promise.resolve(undefined),
  };
}

export type Auth = ReturnType<typeof createAuth>;
