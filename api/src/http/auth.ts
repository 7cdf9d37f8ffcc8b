// Session tokens are HS256 JWTs (jose) naming a server-side session (`jti`, a row of `sessions`) and its
// account (`sub`). Only HS256 is accepted, so `alg: none` or a token signed with another algorithm fails;
// `exp` and `iat` are required and checked. On every request the session and its account are read in one
// query through `findSession`: who the caller is (and whether an admin) comes from the database, never from
// the token, and a session ended on the server (logout, log out everywhere, a password change or reset)
// lets nothing in from that moment. A token whose signature has been checked is remembered until it
// expires, so a screen's burst of calls checks the signature once (the session is still read each time).
import { randomUUID } from 'node:crypto';
import { SignJWT, decodeJwt, jwtVerify } from 'jose';
import type { AdminRole } from '@crestline/contracts';
import { unauthorized } from './errors';

/** What the API needs to know about a signed-in caller. */
export interface SignedInUser {
  id: string;
  /** Any admin role (roles below). */
  isAdmin: boolean;
  /** The account's admin roles, read from the database with the session on every request. */
  roles: readonly AdminRole[];
  name: string;
  email: string;
  /** The account signs in with a second factor (TOTP). */
  secondFactor?: boolean;
  /** The session the request came with (what logout ends). */
  sessionId?: string;
}

export interface AuthOptions {
  secret: string;
  /** Token lifetime, e.g. '7d'. */
  ttl: string;
  /** The account of a live session (not ended, not expired) of `userId`, or undefined. */
  findSession(sessionId: string, userId: string): Promise<SignedInUser | undefined>;
  /** Records a new session of the account, live until `expiresAt`. */
  startSession(sessionId: string, userId: string, expiresAt: Date): Promise<void>;
}

/** Verified tokens remembered at most; past this the memo starts again. */
const VERIFIED_LIMIT = 10_000;

interface Claims {
  sub: string;
  jti: string;
}

export function createAuth({ secret, ttl, findSession, startSession }: AuthOptions) {
  const key = new TextEncoder().encode(secret);
  const verified = new Map<string, Claims & { expiresAt: number }>();

  /** The token's claims once its signature, algorithm, `exp` and `iat` are checked, or a 401. */
  async function claimsOf(token: string): Promise<Claims> {
    const known = verified.get(token);
    if (known && known.expiresAt > Date.now()) return known;
    let payload;
    try {
      ({ payload } = await jwtVerify(token, key, {
        algorithms: ['HS256'],
        requiredClaims: ['exp', 'iat', 'sub', 'jti'],
      }));
    } catch {
      verified.delete(token);
      throw unauthorized('auth.invalidToken');
    }
    const { sub, jti, exp } = payload;
    if (typeof sub !== 'string' || typeof jti !== 'string' || typeof exp !== 'number') {
      throw unauthorized('auth.invalidToken');
    }
    if (verified.size >= VERIFIED_LIMIT) verified.clear();
    verified.set(token, { sub, jti, expiresAt: exp * 1000 });
    return { sub, jti };
  }

  /** The caller of an `Authorization: Bearer …` header, or a 401. */
  async function userFrom(header: string | undefined): Promise<SignedInUser> {
    const token = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
    if (!token) throw unauthorized('auth.missingToken');
    const { sub, jti } = await claimsOf(token);
    const user = await findSession(jti, sub);
    if (!user) throw unauthorized('auth.invalidToken');
    return { ...user, sessionId: jti };
  }

  return {
    /** Starts a session of the account and answers its token. */
    async sign(userId: string): Promise<string> {
      const sessionId = randomUUID();
      const token = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setJti(sessionId)
        .setIssuedAt()
        .setExpirationTime(ttl)
        .sign(key);
      await startSession(sessionId, userId, new Date((decodeJwt(token).exp ?? 0) * 1000));
      return token;
    },
    userFrom,
    /** The caller when a valid token is sent, else undefined (never throws). */
    optionalUserFrom: (header: string | undefined): Promise<SignedInUser | undefined> =>
      header ? userFrom(header).catch(() => undefined) : Promise.resolve(undefined),
  };
}

export type Auth = ReturnType<typeof createAuth>;
