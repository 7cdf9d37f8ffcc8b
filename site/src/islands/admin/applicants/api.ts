// Calls of the all-applicants screen: one page of the filtered, sorted list (the total in a header),
// the counts behind the job and status filters, and the export's address.
import {
  TOTAL_COUNT_HEADER,
  type ApplicantFacets,
  type ApplicantListItem,
  type ApplicantSources,
} from '@crestline/contracts/applicants';
import type { Locale } from '@crestline/contracts/enums';
import { apiRequest, apiResponse, queryString } from '../../kit/http';
import type { ServerPage, ServerQuery } from '../../kit/use-server-list';

export interface Filters {
  jobId: string;
  status: string;
  /** A source label of GET /applicants/sources ("google", "direct"), or '' for every source. */
  source: string;
  /** 'true': only the applications kept in the talent pool now; '' for all. */
  talentPool: string;
}

/** The DataTable's column ids are the server's sort names. */
export async function loadPage(
  lang: Locale,
  query: ServerQuery & { filters: Filters },
  signal: AbortSignal,
): Promise<ServerPage<ApplicantListItem>> {
  const { body, headers } = await apiResponse<ApplicantListItem[]>(
    `/applicants${queryString({
      page: query.page,
      pageSize: query.pageSize,
      sort: query.sort,
      order: query.order,
      search: query.search,
      ...query.filters,
    })}`,
    { lang, auth: true, signal },
  );
  return { rows: body, total: Number(headers.get(TOTAL_COUNT_HEADER) ?? body.length) };
}

export const loadFacets = (lang: Locale, filters: Filters & { search: string }, signal: AbortSignal) =>
  apiRequest<ApplicantFacets>(`/applicants/facets${queryString({ ...filters })}`, {
    lang,
    auth: true,
    signal,
  });

export const exportPath = (query: ServerQuery & { filters: Filters }) =>
  `/applicants/export${queryString({ sort: query.sort, order: query.order, search: query.search, ...query.filters })}`;

/** Applications and hires by source in the period (from/to as YYYY-MM-DD, either may be blank). */
export const loadSources = (lang: Locale, period: { from: string; to: string }, signal: AbortSignal) =>
  apiRequest<ApplicantSources>(`/applicants/sources${queryString(period)}`, { lang, auth: true, signal });
