// The admin routes every inbox shares, under the area's path and envelope names:
//   GET   {path}                      → { [many]: [...] }, newest first
//   GET   {path}/export?search=       → CSV of the list (what the table shows for that search)
//   PATCH {path}/:id/mark-read        → { [one]: record }
//   PATCH {path}/:id/add-comment      → { [one]: record }   body { comment }
import {
  commentBodySchema,
  idParamsSchema,
  inboxExportQuerySchema,
  inboxMatches,
  t,
  type AdminRole,
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
      handle: async () => ({ [names.many]: await inbox.list() }),
    }),
    route({
      method: 'get',
      path: `${path}/export`,
      access: 'admin',
      roles: roles,
      validate: { query: inboxExportQuerySchema },
      handle: async ({ query, locale, actor, res }) => {
        const records = (await inbox.list()).filter((r) => inboxMatches(r, csv.searchFields, query.search));
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
