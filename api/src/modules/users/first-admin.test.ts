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
  it('gives one owner account when several processes make sure of it at once', async () => {
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
      sql`select is_admin, roles from users where lower(email) = lower(${admin.email})`,
    )) as unknown as { rows: { is_admin: boolean; roles: string[] }[] };
    expect(rows.rows).toEqual([{ is_admin: true, roles: ['owner'] }]);
    const login = await fetch(
      `${h.url}/api/v1/users/login`,
      json({ email: admin.email, password: admin.password }),
    );
    expect(login.status).toBe(200);
    const session = (await login.json()) as { isAdmin: boolean; roles: string[]; token: string };
    expect(session).toMatchObject({ isAdmin: true, roles: ['owner'] });
    const me = await fetch(`${h.url}/api/v1/users/me`, {
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(await me.json()).toMatchObject({ isAdmin: true, roles: ['owner'], email: admin.email });
  });

  it('keeps isAdmin and roles agreeing in the table itself, and knows only the four roles', async () => {
    const insert = (isAdmin: boolean, roles: string) =>
      h.database.db.execute(
        sql`insert into users (name, email, password_hash, is_admin, roles)
            values ('X', ${`x${Math.random()}@test.example`}, 'h', ${isAdmin}, ${roles}::text[])`,
      );
    await expect(insert(true, '{}')).rejects.toThrow();
    await expect(insert(false, '{owner}')).rejects.toThrow();
    await expect(insert(true, '{janitor}')).rejects.toThrow();
    await expect(insert(true, '{recruiter,sales}')).resolves.toBeDefined();
  });
});
