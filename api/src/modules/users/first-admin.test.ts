import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startHarness, type Harness } from '../../../test/harness';
import { json } from '../../../test/fixtures';
import { ensureAdminAccount } from './first-admin';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

describe('ensureAdminAccount', () => {
  it('gives one admin account when several processes make sure of it at once', async () => {
    const admin = {
      email: 'Racing.Admin@test.example',
      password: 'racing-admin-password',
      name: 'Racing Admin',
    };
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () => ensureAdminAccount(h.database.db, admin)),
    );
    expect(outcomes.filter((o) => o === 'created').length).toBeLessThanOrEqual(1);
    const rows = (await h.database.db.execute(
      sql`select is_admin from users where lower(email) = lower(${admin.email})`,
    )) as unknown as { rows: { is_admin: boolean }[] };
    expect(rows.rows).toEqual([{ is_admin: true }]);
    const login = await fetch(
      `${h.url}/api/v1/users/login`,
      json({ email: admin.email, password: admin.password }),
    );
    expect(login.status).toBe(200);
    expect(((await login.json()) as { isAdmin: boolean }).isAdmin).toBe(true);
  });
});
