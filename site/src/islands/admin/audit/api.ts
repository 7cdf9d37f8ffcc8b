// Calls of the audit trail screen: one page of events under the filters (the total in a header), and
// the export's address with the same filters.
import { TOTAL_COUNT_HEADER } from '@crestline/contracts/applicants-admin';
import { auditListResponseSchema, type AuditEvent } from '@crestline/contracts/audit';
import type { Locale } from '@crestline/contracts/enums';
import { apiResponse, queryString } from '../../kit/http';
import type { ServerPage, ServerQuery } from '../../kit/use-server-list';

export interface Filters {
  actor: string;
  action: string;
  target: string;
  from: string;
  to: string;
}

export const NO_FILTERS: Filters = { actor: '', action: '', target: '', from: '', to: '' };

export async function loadPage(
  lang: Locale,
  query: ServerQuery & { filters: Filters },
  signal: AbortSignal,
): Promise<ServerPage<AuditEvent>> {
  const { body, headers } = await apiResponse(
    `/audit${queryString({ page: query.page, pageSize: query.pageSize, ...query.filters })}`,
    { lang, auth: true, signal, answer: auditListResponseSchema },
  );
  return { rows: body.events, total: Number(headers.get(TOTAL_COUNT_HEADER) ?? body.events.length) };
}

export const exportPath = (filters: Filters) => `/audit/export${queryString({ ...filters })}`;
