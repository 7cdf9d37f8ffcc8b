import { SignJWT } from 'jose';
import type { Harness } from './harness';
import { body, json } from './fixtures';
import { ensureAdmin } from '../src/modules/users/admin';
import { jobsRepository } from '../src/modules/jobs/repository';

export const ADMIN = { email: 'admin@test.example', password: 'admin-password-1', name: 'Ada Admin' };

export async function adminToken(h: Harness): Promise<string> {
  await ensureAdmin(h.database.db, ADMIN);
  const res = await fetch(
    `${h.url}/api/v1/users/login`,
    json({ email: ADMIN.email, password: ADMIN.password }),
  );
  return (await body(res)).token;
}

export async function userToken(h: Harness, email = 'user@test.example'): Promise<string> {
  const res = await fetch(
    `${h.url}/api/v1/users/register`,
    json({ name: 'Una User', email, password: 'user-password-1' }),
  );
  return (await body(res)).token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function createJob(
  h: Harness,
  patch: Partial<Parameters<ReturnType<typeof jobsRepository>['create']>[0]> = {},
) {
  return jobsRepository(h.database.db).create({
    title: 'Customer Service Representative',
    description: 'Answer calls for a US client.',
    type: 'Remote',
    location: 'Davao City, Philippines',
    language: ['English'],
    responsibilities: ['Answer calls'],
    operatingHours: 'Night shift',
    requirements: ['English'],
    ...patch,
  });
}

/** A token signed with the harness secret but the given claims/header (for auth failure tests). */
export async function forgedToken(h: Harness, opts: { exp?: number; alg?: 'HS256' | 'HS512'; sub: string }) {
  const key = new TextEncoder().encode(h.config.jwtSecret);
  let jwt = new SignJWT({})
    .setProtectedHeader({ alg: opts.alg ?? 'HS256' })
    .setSubject(opts.sub)
    .setIssuedAt();
  if (opts.exp !== undefined) jwt = jwt.setExpirationTime(opts.exp);
  return jwt.sign(key);
}
