// The audit trail's SQL: append an event, read pages of it under the filters, and the one narrow
// delete the table's trigger allows (migration 0008): rows past the trail's own retention.
import { createHash } from 'node:crypto';
import { and, count, desc, eq, gte, like, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AuditFilter, AuditListQuery } from '@crestline/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { auditEvents } from '../../db/schema';
import { isUuid } from '../../lib/ids';

export type AuditRow = typeof auditEvents.$inferSelect;
export type NewAuditRow = typeof auditEvents.$inferInsert;

/** `%text%` for LIKE on a lower-cased column, the pattern characters of the text taken literally. */
const contains = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filterWhere(filter: AuditFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (filter.actor) {
    parts.push(
      isUuid(filter.actor)
        ? eq(auditEvents.actorId, filter.actor)
        : like(sql`lower(${auditEvents.actorEmail})`, contains(filter.actor)),
    );
  }
  if (filter.action) parts.push(eq(auditEvents.action, filter.action));
  if (filter.target) {
    parts.push(
      or(
        eq(auditEvents.targetId, filter.target),
        // A person is kept as the SHA-256 of their address (privacy requests): typing the address finds them.
        eq(auditEvents.targetId, createHash('sha256').update(filter.target.toLowerCase()).digest('hex')),
        eq(auditEvents.targetType, filter.target.toLowerCase()),
        like(sql`lower(${auditEvents.targetLabel})`, contains(filter.target)),
      ),
    );
  }
  if (filter.from) parts.push(gte(auditEvents.at, filter.from));
  if (filter.to) parts.push(lte(auditEvents.at, filter.to));
  return and(...parts);
}

const newestFirst = [desc(auditEvents.at), desc(auditEvents.id)];

export function auditRepository(db: DbOrTx) {
  return {
    async insert(row: NewAuditRow): Promise<void> {
      await db.insert(auditEvents).values(row);
    },
    page: (list: AuditListQuery): Promise<AuditRow[]> =>
      db
        .select()
        .from(auditEvents)
        .where(filterWhere(list))
        .orderBy(...newestFirst)
        .limit(list.pageSize)
        .offset((list.page - 1) * list.pageSize),
    async total(filter: AuditFilter): Promise<number> {
      const [found] = await db.select({ n: count() }).from(auditEvents).where(filterWhere(filter));
      return Number(found?.n ?? 0);
    },
    /** Every event matching the filters, newest first (the CSV export). */
    all: (filter: AuditFilter): Promise<AuditRow[]> =>
      db
        .select()
        .from(auditEvents)
        .where(filterWhere(filter))
        .orderBy(...newestFirst),
  };
}

/**
 * The trail's own retention (AUDIT_RETENTION_DAYS, longer than RETENTION_DAYS), run by the daily
 * retention job (privacy/retention.ts): deletes the events older than `days`; answers how many went. The
 * table refuses every DELETE (migration 0008) except, within a transaction that has set
 * `crestline.audit_retention_days`, one of rows older than that many days; this is the only place that
 * sets it.
 */
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
