// The trail's own retention (AUDIT_RETENTION_DAYS, longer than RETENTION_DAYS): run by the daily retention
// job (privacy/retention.ts). The table refuses every DELETE (migration 0008) except, within a
// transaction that has set `crestline.audit_retention_days`, one of rows older than that many days; this
// is the only place that sets it.
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditEvents } from '../../db/schema';

/** Deletes the events older than `days`; answers how many went. */
export async function pruneAuditTrail(db: Db, days: number): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('crestline.audit_retention_days', ${String(days)}, true)`);
    const gone = await tx
      .delete(auditEvents)
      .where(lt(auditEvents.at, sql`now() - make_interval(days => ${days})`))
      .returning({ id: auditEvents.id });
    return gone.length;
  });
}
