// What the careers list asks the server for (GET /jobs/careers), the first query its page is built with,
// and the texts it shows.
import {
  CAREERS_SORT_OPTIONS,
  DEFAULT_CAREERS_SORT,
  JOB_TYPES,
  type Locale,
} from '@crestline/contracts/enums';
import type { CareersPageQuery, CareersPageResult } from '@crestline/contracts/careers-list';

/** A job as a card shows it. */
export interface CareerCard {
  _id: string;
  title: string;
  description: string;
  type: string;
  location: string;
  postingDate: string;
  /** The optional Turkish title, description and location (a Turkish page shows them: jobText). */
  titleTr?: string | null | undefined;
  descriptionTr?: string | null | undefined;
  locationTr?: string | null | undefined;
}
export type CareersPage = CareersPageResult<CareerCard>;

/** The list as first shown: no search or filter, newest first, pages of 5. */
export const FIRST_QUERY: CareersPageQuery = {
  search: '',
  type: '',
  location: '',
  sort: DEFAULT_CAREERS_SORT,
  page: 1,
  pageSize: 5,
  keep: 'type',
};

/** The texts the list shows (its page hands it only these, see lib/island-texts.ts islandKeys). */
export const CAREERS_LIST_KEYS = [
  'careers.searchLabel',
  'careers.searchPlaceholder',
  'careers.typeLabel',
  'careers.allTypes',
  'careers.locationLabel',
  'careers.allLocations',
  'careers.sortLabel',
  ...CAREERS_SORT_OPTIONS.map((sort) => `careers.sort_${sort}`),
  'careers.pageSizeLabel',
  'careers.pageSizeAll',
  'careers.resultCount',
  'careers.loadingJobs',
  'careers.posted',
  'careers.viewDetails',
  'careers.pagination',
  'jobs.noJobsFound',
  'jobs.noMatch',
  ...JOB_TYPES.map((type) => `values.${type}`),
  'common.errorWithDetail',
  'common.httpError',
  'common.unexpectedError',
  'api.networkError',
  'pager.',
];

/** The texts of the job-alert form under the list (JobAlertForm.tsx, its own island). */
export const JOB_ALERT_KEYS = [
  'jobAlerts.',
  'notice.jobAlert',
  'notice.link',
  'common.fillRequired',
  'common.emailInvalid',
  ...JOB_TYPES.map((type) => `values.${type}`),
  'common.errorWithDetail',
  'common.httpError',
  'common.unexpectedError',
  'api.networkError',
];

export function queryString(q: CareersPageQuery, lang: Locale): string {
  const params = new URLSearchParams({ sort: q.sort, page: String(q.page), pageSize: String(q.pageSize) });
  if (q.search.trim()) params.set('search', q.search);
  if (q.type) params.set('type', q.type);
  if (q.location) params.set('location', q.location);
  if (q.type && q.location) params.set('keep', q.keep);
  params.set('lang', lang);
  return params.toString();
}
