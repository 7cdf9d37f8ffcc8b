// Writing the trail: one event per admin action, in the transaction of the change it records.
import type { Actor, AuditEntry, RecordAudit } from '../../http/audit';
import type { DbOrTx } from '../../db/client';
import { auditRepository } from './repository';

export const recordAudit: RecordAudit = async (db: DbOrTx, actor: Actor, entry: AuditEntry) => {
  await auditRepository(db).insert({
    actorId: actor.id,
    actorEmail: actor.email,
    actorRoles: [...(actor.roles ?? [])],
    ip: actor.ip,
    action: entry.action,
    targetType: entry.target.type,
    targetId: entry.target.id ?? null,
    targetLabel: entry.target.label ?? null,
    details: entry.details ?? {},
  });
};

const plainValue = (v: unknown): unknown => (v instanceof Date ? v.toISOString() : (v ?? null));

/**
 * The before/after of a change: of the named fields, those whose value differs, each side holding only
 * them (dates as ISO text). `{before: {isActive: true}, after: {isActive: false}}`.
 */
export function auditChanges<T extends object>(
  before: T | undefined,
  after: T,
  fields: readonly (keyof T & string)[],
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const field of fields) {
    const a = plainValue(before?.[field]);
    const b = plainValue(after[field]);
    if (before && JSON.stringify(a) === JSON.stringify(b)) continue;
    if (before) was[field] = a;
    now[field] = b;
  }
  return { before: was, after: now };
}
