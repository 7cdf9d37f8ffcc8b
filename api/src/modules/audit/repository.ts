// The audit trail's SQL: append an event, read pages of it under the filters, and the one narrow
// delete the table's trigger allows (migration 0008): rows past the trail's own retention.
import { createHash } from 'node:crypto';
import { and, count, desc, eq, gte, like, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AuditFilter, AuditListQuery } from '@crestline/contracts';
import type { DbOrTx } from '../../db/client';
import { auditEvents } from '../../db/schema';
import { isUuid } from '../../lib/ids';

export type AuditRow = typeof auditEvents.$inferSelect;
export type NewAuditRow = typeof auditEvents.$inferInsert;

/** `%text%` for LIKE on a lower-cased column, the pattern characters of the text taken literally. */
const contains = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filterWhere(f: AuditFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (f.actor) {
    parts.push(
      isUuid(f.actor)
        ? eq(auditEvents.actorId, f.actor)
        : like(sql`lower(${auditEvents.actorEmail})`, contains(f.actor)),
    );
  }
  if (f.action) parts.push(eq(auditEvents.action, f.action));
  if (f.target) {
    parts.push(
      or(
        eq(auditEvents.targetId, f.target),
        // A person is kept as the SHA-256 of their address (privacy requests): typing the address finds them.
        eq(auditEvents.targetId, createHash('sha256').update(f.target.toLowerCase()).digest('hex')),
        eq(auditEvents.targetType, f.target.toLowerCase()),
        like(sql`lower(${auditEvents.targetLabel})`, contains(f.target)),
      ),
    );
  }
  if (f.from) parts.push(gte(auditEvents.at, f.from));
  if (f.to) parts.push(lte(auditEvents.at, f.to));
  return and(...parts);
}

const newestFirst = [desc(auditEvents.at), desc(auditEvents.id)];

export function auditRepository(db: DbOrTx) {
  return {
    async insert(row: NewAuditRow): Promise<void> {
      await db.insert(auditEvents).values(row);
    },
    page: (q: AuditListQuery): Promise<AuditRow[]> =>
      db
        .select()
        .from(auditEvents)
        .where(filterWhere(q))
        .orderBy(...newestFirst)
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize),
    async total(f: AuditFilter): Promise<number> {
      const [r] = await db.select({ n: count() }).from(auditEvents).where(filterWhere(f));
      return Number(r?.n ?? 0);
    },
    /** Every event matching the filters, newest first (the CSV export). */
    all: (f: AuditFilter): Promise<AuditRow[]> =>
      db
        .select()
        .from(auditEvents)
        .where(filterWhere(f))
        .orderBy(...newestFirst),
  };
}
