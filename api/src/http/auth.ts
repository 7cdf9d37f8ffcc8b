// Session tokens are HS256 JWTs (jose). Only HS256 is accepted, so `alg: none` or a token signed with
// another algorithm fails; expiry is checked. Whether a user is an admin is read from the database on
// every admin request, never from the token or the client.
import type { RequestHandler } from 'express';
import { SignJWT, jwtVerify } from 'jose';
import type { Db } from '../db/client';
import { usersRepository, type UserRow } from '../modules/users/repository';
import { forbidden, unauthorized } from './errors';

export interface Auth {
  sign(user: Pick<UserRow, 'id'>): Promise<string>;
  /** Puts the signed-in user in res.locals.user, or answers 401. */
  requireUser: RequestHandler;
  /** As requireUser, and answers 403 unless the user is an admin. */
  requireAdmin: RequestHandler;
  /** The signed-in user when a valid token is sent, else undefined (never throws). */
  optionalUser(header: string | undefined): Promise<UserRow | undefined>;
}

export function createAuth(db: Db, secret: string, ttl: string): Auth {
  const key = new TextEncoder().encode(secret);
  const users = usersRepository(db);

  async function userFromRequest(header: string | undefined): Promise<UserRow> {
    const token = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
    if (!token) throw unauthorized('Missing authentication token');
    let sub: string | undefined;
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
      sub = payload.sub;
    } catch {
      throw unauthorized('Your session is invalid or has expired. Please log in again.');
    }
    const user = sub ? await users.findById(sub) : undefined;
    if (!user) throw unauthorized('Your session is invalid or has expired. Please log in again.');
    return user;
  }

  return {
    sign: (user) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.id)
        .setIssuedAt()
        .setExpirationTime(ttl)
        .sign(key),
    requireUser: async (req, res, next) => {
      res.locals.user = await userFromRequest(req.get('authorization'));
      next();
    },
    optionalUser: (header) =>
      header ? userFromRequest(header).catch(() => undefined) : Promise.resolve(undefined),
    requireAdmin: async (req, res, next) => {
      const user = await userFromRequest(req.get('authorization'));
      if (!user.isAdmin) throw forbidden('This action needs an administrator account.');
      res.locals.user = user;
      next();
    },
  };
}
