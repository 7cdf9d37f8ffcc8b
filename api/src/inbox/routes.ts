// The admin routes every inbox shares, under the area's path and envelope names:
//   GET   {path}                      → { [many]: [...] }, newest first
//   GET   {path}/export?search=       → CSV of the list (what the table shows for that search)
//   PATCH {path}/:id/mark-read        → { [one]: record }
//   PATCH {path}/:id/add-comment      → { [one]: record }   body { comment }
//   DELETE {path}/:id                 → { deleted: id }, a record held as spam only (else 404)
// The list and the export take `?spam=true` for the records the junk rule kept aside (docs/api.md, "Leads").
import {
  commentBodySchema,
  idParamsSchema,
  inboxExportQuerySchema,
  inboxMatches,
  inboxSpamQuerySchema,
  t,
  type AdminRole,
  visitSourceLabel,
  type LeadSource,
  type MessageKey,
} from '@crestline/contracts';
import { sendCsv, type CsvCell } from '../http/csv';
import { route } from '../http/routes';
import type { InboxService } from './service';

/** The CSV export of an inbox: file name, the fields its search reads, and the columns. */
export interface InboxCsv<Json> {
  name: string;
  searchFields: readonly string[];
  columns: readonly (readonly [MessageKey, (record: Json) => CsvCell])[];
}

export function inboxRoutes<Json extends object>(
  path: string,
  names: { one: string; many: string },
  inbox: InboxService<Json>,
  csv: InboxCsv<Json>,
  /** The admin roles the inbox's routes admit besides owner (docs/authorization.md). */
  roles: readonly AdminRole[],
) {
  return [
    route({
      method: 'get',
      path,
      access: 'admin',
      roles: roles,
      cache: {},
      validate: { query: inboxSpamQuerySchema },
      handle: async ({ query }) => ({ [names.many]: await inbox.list(query.spam ?? false) }),
    }),
    route({
      method: 'get',
      path: `${path}/export`,
      access: 'admin',
      roles: roles,
      validate: { query: inboxExportQuerySchema.extend(inboxSpamQuerySchema.shape) },
      handle: async ({ query, locale, actor, res }) => {
        const records = (await inbox.list(query.spam ?? false)).filter((r) =>
          inboxMatches(r, csv.searchFields, query.search),
        );
        await inbox.exported(actor, csv.name, query.search, records.length);
        sendCsv(
          res,
          csv.name,
          csv.columns.map(([key]) => t(locale, key)),
          records.map((r) => csv.columns.map(([, value]) => value(r))),
        );
      },
    }),
    route({
      method: 'delete',
      path: `${path}/:id`,
      access: 'admin',
      roles: roles,
      validate: { params: idParamsSchema },
      handle: async ({ params, actor }) => {
        await inbox.removeSpam(params.id, actor);
        return { deleted: params.id };
      },
    }),
    route({
      method: 'patch',
      path: `${path}/:id/mark-read`,
      access: 'admin',
      roles: roles,
      validate: { params: idParamsSchema },
      handle: async ({ params, actor }) => ({ [names.one]: await inbox.markRead(params.id, actor) }),
    }),
    route({
      method: 'patch',
      path: `${path}/:id/add-comment`,
      access: 'admin',
      roles: roles,
      validate: { params: idParamsSchema, body: commentBodySchema },
      handle: async ({ params, body, actor }) => ({
        [names.one]: await inbox.comment(params.id, body.comment, actor),
      }),
    }),
  ];
}

/** What a lead's record adds to its JSON (contracts' leadRecordFields). */
interface LeadJson {
  locale?: string;
  source?: LeadSource | null;
}

/** The CSV columns every lead inbox adds: language, source (label), page, landing page and the UTM fields. */
export function leadCsvColumns(): readonly (readonly [MessageKey, (record: LeadJson) => CsvCell])[] {
  return [
    ['admin.col.language', (r) => r.locale ?? ''],
    ['admin.col.source', (r) => visitSourceLabel(r.source)],
    ['admin.col.sourcePage', (r) => r.source?.page ?? ''],
    ['admin.col.landingPage', (r) => r.source?.landingPage ?? ''],
    ['admin.col.referrer', (r) => r.source?.referrer ?? ''],
    ['admin.col.utmSource', (r) => r.source?.utm_source ?? ''],
    ['admin.col.utmMedium', (r) => r.source?.utm_medium ?? ''],
    ['admin.col.utmCampaign', (r) => r.source?.utm_campaign ?? ''],
  ];
}
