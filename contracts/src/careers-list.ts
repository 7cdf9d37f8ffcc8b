// The careers list's rules as pure functions (docs/product.md): the dependent type and location options,
// search, sorting and paging. Zod-free: the API answers GET /jobs/careers with them and the site's careers
// island keeps using them, so both give the same results in the same order.
import { JOB_TYPES, type CareersSortOption, type JobType } from './enums';
import { jobMatchesSearch, primaryLocation } from './jobs-core';

/** The job fields the careers list reads. */
export interface CareersListJob {
  title: string;
  description: string;
  type: string;
  location: string;
  postingDate: string;
  /** The optional Turkish title and description: searched, and the title orders a Turkish list. */
  titleTr?: string | null | undefined;
  descriptionTr?: string | null | undefined;
  /** The optional Turkish location: a Turkish card shows it (the location filter reads `location`). */
  locationTr?: string | null | undefined;
}

export interface CareersFilters {
  search: string;
  type: string;
  location: string;
}

/** Job types offered for the chosen location (all locations when none is chosen), in the documented order. */
export function typeOptions(jobs: readonly CareersListJob[], location: string): string[] {
  const types = new Set(
    jobs.filter((job) => !location || primaryLocation(job.location) === location).map((job) => job.type),
  );
  types.delete('');
  const known = JOB_TYPES.filter((type) => types.has(type));
  const other = [...types].filter((type) => !(JOB_TYPES as readonly string[]).includes(type)).sort();
  return [...known, ...other];
}

/**
 * What a location option reads in a language: on Turkish pages the first segment of a job's Turkish
 * location ("Davao" for "Davao City, Philippines" given as "Davao, Filipinler"), from the first job on the
 * board that gives one; the option's value stays the English segment (links, alerts and the filter read it).
 */
export function locationLabels(jobs: readonly CareersListJob[], lang: string): Map<string, string> {
  const labels = new Map<string, string>();
  if (lang !== 'tr') return labels;
  for (const job of jobs) {
    const value = primaryLocation(job.location);
    const label = job.locationTr ? primaryLocation(job.locationTr) : '';
    if (value && label && !labels.has(value)) labels.set(value, label);
  }
  return labels;
}

/**
 * Locations (first segment of the comma list) offered for the chosen type, in the alphabetical order of
 * what they read in the language (locationLabels).
 */
export function locationOptions(
  jobs: readonly CareersListJob[],
  type: string,
  lang: string,
  labels: ReadonlyMap<string, string> = locationLabels(jobs, lang),
): string[] {
  const locations = new Set(
    jobs.filter((job) => !type || job.type === type).map((job) => primaryLocation(job.location)),
  );
  locations.delete('');
  const read = (value: string) => labels.get(value) ?? value;
  return [...locations].sort((a, b) => read(a).localeCompare(read(b), lang));
}

export function filterJobs<J extends CareersListJob>(jobs: readonly J[], filters: CareersFilters): J[] {
  return jobs.filter(
    (job) =>
      // The careers search reads title and description only; the type is irrelevant to it.
      jobMatchesSearch({ ...job, type: job.type as JobType, language: [] }, filters.search, 'careers') &&
      (!filters.type || job.type === filters.type) &&
      (!filters.location || primaryLocation(job.location) === filters.location),
  );
}

function time(job: CareersListJob): number {
  const value = Date.parse(job.postingDate);
  return Number.isNaN(value) ? 0 : value;
}

export function sortJobs<J extends CareersListJob>(
  jobs: readonly J[],
  sort: CareersSortOption,
  lang: string,
): J[] {
  const sorted = [...jobs];
  // A Turkish list is ordered by what it shows: the Turkish title where there is one.
  const shown = (job: J) => (lang === 'tr' && job.titleTr?.trim() ? job.titleTr : job.title);
  const byTitle = (a: J, b: J) => shown(a).localeCompare(shown(b), lang, { sensitivity: 'base' });
  switch (sort) {
    case 'postingDate_asc':
      return sorted.sort((a, b) => time(a) - time(b));
    case 'title_asc':
      return sorted.sort(byTitle);
    case 'title_desc':
      return sorted.sort((a, b) => byTitle(b, a));
    case 'postingDate_desc':
    default:
      return sorted.sort((a, b) => time(b) - time(a));
  }
}

export type CareersPageSize = number | 'all';

export interface Page<T> {
  items: T[];
  page: number;
  pages: number;
}

/** One page of items; the page number is kept within 1..pages. */
export function paginate<T>(items: readonly T[], page: number, size: CareersPageSize): Page<T> {
  if (size === 'all') return { items: [...items], page: 1, pages: 1 };
  const pages = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, page), pages);
  return { items: items.slice((current - 1) * size, current * size), page: current, pages };
}

/** The choices behind one page of the careers list (GET /jobs/careers; the island's state). */
export interface CareersPageQuery {
  search: string;
  type: string;
  location: string;
  sort: CareersSortOption;
  page: number;
  pageSize: CareersPageSize;
  /** The filter the visitor chose last: the other one is cleared when no job has both. */
  keep: 'type' | 'location';
}

export interface CareersFacet {
  value: string;
  count: number;
  /** What the option reads when it differs from its value (a Turkish place name on Turkish pages). */
  label?: string;
}

/** One page of the careers list with what it was computed from (GET /jobs/careers answers it). */
export interface CareersPageResult<J> {
  jobs: J[];
  /** Jobs matching the filters. */
  total: number;
  /** Active jobs on the board. */
  active: number;
  page: number;
  pages: number;
  /** The filters applied (a type or location that no job has with the other is cleared). */
  filters: CareersFilters;
  facets: { types: CareersFacet[]; locations: CareersFacet[] };
}

/**
 * One page of the careers list from the whole board (newest first), in a language. `sorted` may answer
 * the board already sorted (the API keeps each order); sorting is stable, so filtering the sorted board
 * gives what sorting the filtered jobs gives.
 */
export function careersPage<J extends CareersListJob>(
  board: readonly J[],
  query: CareersPageQuery,
  lang: string,
  sorted: (sort: CareersSortOption) => readonly J[] = (sort) => sortJobs(board, sort, lang),
): CareersPageResult<J> {
  let { type, location } = query;
  const search = query.search;
  // The selects depend on each other: a pair no job has loses the filter not chosen last.
  if (type && location && !board.some((j) => j.type === type && primaryLocation(j.location) === location)) {
    if (query.keep === 'location') type = '';
    else location = '';
  }
  const results = filterJobs(sorted(query.sort), { search, type, location });
  const shown = paginate(results, query.page, query.pageSize);
  // How many jobs each option has, in one pass: types under the chosen location, locations under the type.
  const labels = locationLabels(board, lang);
  const typeCounts = new Map<string, number>();
  const locationCounts = new Map<string, number>();
  for (const job of board) {
    const primary = primaryLocation(job.location);
    if (!location || primary === location) typeCounts.set(job.type, (typeCounts.get(job.type) ?? 0) + 1);
    if (!type || job.type === type) locationCounts.set(primary, (locationCounts.get(primary) ?? 0) + 1);
  }
  return {
    jobs: shown.items,
    total: results.length,
    active: board.length,
    page: shown.page,
    pages: shown.pages,
    filters: { search, type, location },
    facets: {
      types: typeOptions(board, location).map((value) => ({ value, count: typeCounts.get(value) ?? 0 })),
      locations: locationOptions(board, type, lang, labels).map((value) => {
        const label = labels.get(value);
        return { value, count: locationCounts.get(value) ?? 0, ...(label ? { label } : {}) };
      }),
    },
  };
}
