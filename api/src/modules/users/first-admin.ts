// The first admin account: ADMIN_EMAIL/ADMIN_PASSWORD at start (server.ts) and `npm run create-admin`
// (cli/create-admin.ts). Later admins are invited from the app (admin-accounts.ts).
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { hashPassword } from '../../lib/passwords';
import { sortRoles } from '@crestline/contracts';
import { usersRepository, type UserRow } from './repository';

/** The account's roles with owner added (the first admin is always an owner; other roles are kept). */
const ownerRoles = (user: UserRow): UserRow['roles'] => sortRoles([...user.roles, 'owner']);

/**
 * Makes sure an owner account with this email exists and has this password (idempotent).
 * Used at start (ADMIN_EMAIL/ADMIN_PASSWORD) and by `npm run create-admin`. Several API processes starting at
 * once may all find no account: the ones whose insert loses the race update the winner's instead.
 */
export async function ensureAdminAccount(
  db: Db,
  admin: { email: string; password: string; name: string },
): Promise<'created' | 'updated'> {
  const repo = usersRepository(db);
  const passwordHash = await hashPassword(admin.password);
  const existing = await repo.findByEmail(admin.email);
  if (existing) {
    await repo.update(existing.id, { passwordHash, roles: ownerRoles(existing) });
    return 'updated';
  }
  try {
    await repo.create({ name: admin.name, email: admin.email, passwordHash, roles: ['owner'] });
    return 'created';
  } catch (err) {
    const winner = isUniqueViolation(err) ? await repo.findByEmail(admin.email) : undefined;
    if (!winner) throw err;
    await repo.update(winner.id, { passwordHash, roles: ownerRoles(winner) });
    return 'updated';
  }
}
