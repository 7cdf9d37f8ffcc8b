// A connection the server drops while the pool has lent it out (a transaction between two of its queries,
// as PostgreSQL's restart does to every connection) must fail that transaction, not end the process: the
// 'error' event of such a client had no listener (found by `npm run rehearse`).
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client';

const url = process.env.DATABASE_URL;

describe.runIf(process.env.TEST_DATABASE === 'postgres' && url)('PostgreSQL connections', () => {
  it('reports a connection dropped while lent out, fails its transaction and goes on', async () => {
    const lost: Error[] = [];
    const database = await openDatabase({ databaseUrl: url, onConnectionError: (err) => lost.push(err) });
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const transaction = database.db.transaction(async (tx) => {
        const { rows } = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
          rows: { pid: number }[];
        };
        await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
        // Idle in the transaction while the server ends the connection: the client emits 'error'.
        await new Promise((resolve) => setTimeout(resolve, 300));
        await tx.execute(sql`select 1`);
      });
      await expect(transaction).rejects.toThrow();
      expect(lost.length).toBeGreaterThan(0);
      // The pool replaced the connection: the next query works.
      const { rows } = (await database.db.execute(sql`select 1 as one`)) as unknown as {
        rows: { one: number }[];
      };
      expect(rows[0]!.one).toBe(1);
    } finally {
      await admin.end();
      await database.close();
    }
  });

  it('closes quietly while its LISTEN connection is still being opened, and leaves none open', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (err: unknown) => unhandled.push(err);
    process.on('unhandledRejection', onUnhandled);
    try {
      const database = await openDatabase({ databaseUrl: url });
      // Subscribed (a connection for LISTEN is being opened) and closed at once, as a shutdown during
      // start-up does: the subscription settles, and nothing is left rejecting later.
      const subscribed = database.subscribe('admin_data', () => undefined);
      await database.close();
      await subscribed;
      await new Promise((resolve) => setTimeout(resolve, 300));
      const backends = new pg.Client({ connectionString: url });
      await backends.connect();
      try {
        const { rows } = await backends.query(
          `select count(*)::int as n from pg_stat_activity where query like 'listen %' and pid <> pg_backend_pid()`,
        );
        expect(rows[0].n).toBe(0);
      } finally {
        await backends.end();
      }
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
