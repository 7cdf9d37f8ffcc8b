import type { Db } from '../../db/client';
import { hashPassword } from '../../lib/passwords';
import { usersRepository } from './repository';

/**
 * Makes sure an admin account with this email exists and has this password (idempotent).
 * Used at start (ADMIN_EMAIL/ADMIN_PASSWORD) and by `npm run create-admin`.
 */
export async function ensureAdmin(
  db: Db,
  admin: { email: string; password: string; name: string },
): Promise<'created' | 'updated'> {
  const repo = usersRepository(db);
  const passwordHash = await hashPassword(admin.password);
  const existing = await repo.findByEmail(admin.email);
  if (existing) {
    await repo.update(existing.id, { passwordHash, isAdmin: true });
    return 'updated';
  }
  await repo.create({ name: admin.name, email: admin.email, passwordHash, isAdmin: true });
  return 'created';
}
