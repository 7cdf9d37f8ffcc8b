// drizzle-orm's node-postgres transaction (0.45) sends BEGIN before its try/finally: when BEGIN fails
// because the server cut the connection (a restart or failover), the client it took from the pool is never
// given back. After a PostgreSQL restart under load the pool then holds connections no one returns: fewer
// for requests, and closing the pool waits for ever (api/test/faults.test.ts restarts PostgreSQL under load
// and checks that every connection comes back). This replaces NodePgSession.transaction with the same steps
// inside the try/finally; a connection whose BEGIN or ROLLBACK failed is given back as broken, so the pool
// closes it instead of lending out a connection in an unknown state.
import { sql, type SQL, type TablesRelationalConfig } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { PgTransactionConfig } from 'drizzle-orm/pg-core';
import pg from 'pg';

type SessionArgs = ConstructorParameters<typeof NodePgSession>;
interface SessionFields {
  client: SessionArgs[0];
  dialect: SessionArgs[1];
  schema: SessionArgs[2];
  options: SessionArgs[3];
}

type Tx = NodePgTransaction<Record<string, unknown>, TablesRelationalConfig>;
/** The transaction's SQL for isolation level, access mode and deferrable (a method drizzle does not type). */
const configSql = (tx: Tx, config: PgTransactionConfig) =>
  (tx as unknown as { getTransactionConfigSQL(c: PgTransactionConfig): SQL }).getTransactionConfigSQL(config);

const isPool = (client: unknown): client is pg.Pool =>
  client instanceof pg.Pool ||
  Boolean(client && Object.getPrototypeOf(client).constructor.name.includes('Pool'));

async function transaction<T>(
  this: SessionFields,
  body: (tx: Tx) => Promise<T>,
  config?: PgTransactionConfig,
): Promise<T> {
  const pooled = isPool(this.client) ? await this.client.connect() : undefined;
  const session = pooled
    ? new NodePgSession(pooled, this.dialect, this.schema, this.options)
    : (this as unknown as NodePgSession<Record<string, unknown>, TablesRelationalConfig>);
  const tx: Tx = new NodePgTransaction(this.dialect, session, this.schema);
  let broken: Error | undefined;
  try {
    try {
      await tx.execute(sql`begin${config ? sql` ${configSql(tx, config)}` : undefined}`);
    } catch (error) {
      broken = error as Error;
      throw error;
    }
    try {
      const result = await body(tx);
      await tx.execute(sql`commit`);
      return result;
    } catch (error) {
      await tx.execute(sql`rollback`).catch((rollbackError: unknown) => {
        broken = rollbackError as Error;
      });
      throw error;
    }
  } finally {
    pooled?.release(broken);
  }
}

NodePgSession.prototype.transaction = transaction as unknown as typeof NodePgSession.prototype.transaction;
