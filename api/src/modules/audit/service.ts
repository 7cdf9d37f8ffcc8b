// Reading the trail: a page of events under the filters with the number matching, and the CSV export
// (every matching event, headed in the request's language). Exporting it is itself an event.
import {
  t,
  type AuditAction,
  type AuditEvent,
  type AuditFilter,
  type AuditListQuery,
  type Locale,
  type MessageKey,
} from '@crestline/contracts';
import type { Db } from '../../db/client';
import type { Actor } from '../../http/audit';
import type { CsvCell } from '../../http/csv';
import { recordAudit } from './record';
import { auditRepository, type AuditRow } from './repository';

const toJson = (row: AuditRow): AuditEvent => ({
  id: row.id,
  at: row.at.toISOString(),
  actor: { id: row.actorId, email: row.actorEmail, roles: row.actorRoles },
  ip: row.ip,
  action: row.action as AuditAction,
  target: { type: row.targetType, id: row.targetId, label: row.targetLabel },
  details: row.details,
});

const CSV_COLUMNS: [MessageKey, (e: AuditEvent) => CsvCell][] = [
  ['audit.col.at', (e) => e.at],
  ['audit.col.actorEmail', (e) => e.actor.email],
  ['audit.col.actorId', (e) => e.actor.id],
  ['audit.col.actorRoles', (e) => e.actor.roles.join(' ')],
  ['audit.col.ip', (e) => e.ip],
  ['audit.col.action', (e) => e.action],
  ['audit.col.targetType', (e) => e.target.type],
  ['audit.col.targetId', (e) => e.target.id],
  ['audit.col.targetLabel', (e) => e.target.label],
  ['audit.col.details', (e) => JSON.stringify(e.details)],
];

export function auditService(db: Db) {
  const repo = auditRepository(db);
  return {
    async page(query: AuditListQuery) {
      const [rows, total] = await Promise.all([repo.page(query), repo.total(query)]);
      return { events: rows.map(toJson), total };
    },
    async csv(filter: AuditFilter, locale: Locale, actor: Actor) {
      const events = (await repo.all(filter)).map(toJson);
      await recordAudit(db, actor, {
        action: 'export.csv',
        target: { type: 'audit', label: 'audit' },
        details: { filters: filterJson(filter), rows: events.length },
      });
      return {
        header: CSV_COLUMNS.map(([key]) => t(locale, key)),
        rows: events.map((e) => CSV_COLUMNS.map(([, value]) => value(e))),
      };
    },
  };
}

/** The filters of an export as the trail keeps them (dates as ISO text, unset ones left out). */
export function filterJson(filter: object): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === '') continue;
    out[key] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

export type AuditService = ReturnType<typeof auditService>;
