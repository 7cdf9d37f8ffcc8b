// The rebuild's SQL. It keeps no table of its own (its builds are jobs on the queue): an advisory lock
// that takes rebuild requests one at a time across processes, and the notification that a new site is
// live, which the other processes listen for.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/** Where a process that put a new site live says so (its payload: which process). */
export const SITE_REBUILT_CHANNEL = 'site_rebuilt';

export function rebuildRepository(db: DbOrTx) {
  return {
    /** Holds every other process's rebuild request until this transaction ends. */
    async lockRequests(): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext('site-build-request'))`);
    },
    /** Tells every process (NOTIFY site_rebuilt) that the process `builtBy` put a new site live. */
    async announceBuilt(builtBy: string): Promise<void> {
      await db.execute(sql`select pg_notify(${SITE_REBUILT_CHANNEL}, ${builtBy})`);
    },
  };
}
