// The sign-in sessions of accounts, as the route kit's auth (http/auth.ts) reads them on every request:
// who the caller is, and whether an admin, comes from the account of a live session, never from the token.
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createAuth, type Auth } from '../../http/auth';
import { usersRepository } from './repository';

export function accountAuth(db: Db, config: Pick<Config, 'jwtSecret' | 'jwtTtl'>): Auth {
  const users = usersRepository(db);
  return createAuth({
    secret: config.jwtSecret,
    ttl: config.jwtTtl,
    findSession: async (sessionId, userId) => {
      const user = await users.findSessionUser(sessionId, userId);
      return (
        user && {
          id: user.id,
          isAdmin: user.isAdmin,
          roles: user.roles,
          name: user.name,
          email: user.email,
          secondFactor: user.totpEnabledAt !== null,
        }
      );
    },
    startSession: (sessionId, userId, expiresAt) => users.startSession(sessionId, userId, expiresAt),
  });
}
