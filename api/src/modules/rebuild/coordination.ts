// Several API processes share one site (the production volume behind nginx): a rebuild asked of any of
// them must make one build, not one per process, and every process must serve the new site afterwards.
// The `site_builds` row records when a build was last asked for and which request the last build covered;
// a process builds only after claiming the row with a lease, and tells the others through NOTIFY.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

export const SITE_REBUILT_CHANNEL = 'site_rebuilt';

export interface BuildCoordination {
  /** Notes that a build is wanted (called for every request, before the local debounce). */
  requested(): Promise<void>;
  /**
   * Claims the build: answers the request time it will cover (the database's own text of it, to the
   * microsecond), or undefined when another process is building (it will cover this request too) or
   * nothing new was asked for.
   */
  claim(): Promise<string | undefined>;
  /** Releases the claim; on success, records what the build covered and tells the other processes. */
  finish(covered: string, ok: boolean): Promise<void>;
  /** Calls `reload` when another process has put a new site in place. */
  onRebuilt(reload: () => void): Promise<void>;
}

/** One process (PGlite, or tests): every request is its own to build. */
export const soloCoordination: BuildCoordination = {
  requested: async () => undefined,
  claim: async () => new Date().toISOString(),
  finish: async () => undefined,
  onRebuilt: async () => undefined,
};

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

export function databaseCoordination(database: Database, leaseSeconds = 600): BuildCoordination {
  const { db } = database;
  // This process's own notifications are ignored: it reloaded already.
  const me = `${process.pid}-${Math.random().toString(36).slice(2)}`;
  return {
    async requested() {
      await db.execute(sql`
        insert into site_builds (name, requested_at) values ('site', clock_timestamp())
        on conflict (name) do update set requested_at = clock_timestamp()`);
    },
    async claim() {
      const claimed = rows<{ requested_at: string }>(
        await db.execute(sql`
          update site_builds set building_until = now() + make_interval(secs => ${leaseSeconds})
          where name = 'site'
            and (building_until is null or building_until < now())
            and (built_from is null or requested_at > built_from)
          returning requested_at::text as requested_at`),
      );
      return claimed[0]?.requested_at;
    },
    async finish(covered, ok) {
      await db.execute(sql`
        update site_builds set building_until = null,
          built_from = case when ${ok}::boolean then ${covered}::timestamptz else built_from end
        where name = 'site'`);
      if (ok) await db.execute(sql`select pg_notify(${SITE_REBUILT_CHANNEL}, ${me})`);
    },
    async onRebuilt(reload) {
      await database.subscribe(SITE_REBUILT_CHANNEL, (from) => {
        if (from !== me) reload();
      });
    },
  };
}
