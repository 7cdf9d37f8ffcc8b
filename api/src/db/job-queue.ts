// The job queue (pg-boss, api/src/background) writes and reads its jobs with its own SQL; to do so within
// a caller's transaction it is handed that transaction through its Drizzle adapter, made here so that
// Drizzle stays in db/ and the repositories.
import { sql } from 'drizzle-orm';
import { fromDrizzle, type DrizzleTransactionLike } from 'pg-boss';
import type { DbOrTx } from './client';

/** The connection pg-boss runs a send or a read on: the caller's transaction (or database). */
export const jobQueueConnection = (tx: DbOrTx) =>
  // Our Db types execute()'s answer as unknown; it is the driver's result, which the adapter reads.
  fromDrizzle(tx as unknown as DrizzleTransactionLike, sql);
