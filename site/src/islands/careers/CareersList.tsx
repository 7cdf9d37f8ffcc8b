// /career: open jobs with search, dependent type and location selects, sorting and pages of 5 (or all).
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  CAREERS_SORT_OPTIONS,
  DEFAULT_CAREERS_SORT,
  PAGE_SIZES,
  type CareersSortOption,
  type Locale,
} from '@crestline/contracts/enums';
import { ApiError, apiRequest } from '../kit/http';
import { formatDate } from '../kit/format';
import { valueLabel, withText, useText, type IslandProps, type Translate } from '../kit/i18n';
import { Pagination } from '../kit/Pagination';
import { useResource } from '../kit/use-resource';
import { jobPath } from './paths';
import { filterJobs, locationOptions, paginate, sortJobs, typeOptions, type CareersPageSize } from './jobs';
import { toCareerJob, type CareerJob } from '@crestline/contracts/career-job';
import './careers.css';

function CareersList({ initialJobs }: IslandProps & { initialJobs?: CareerJob[] | undefined }) {
  const { lang, t } = useText();
  // The page is built with the active jobs (in its HTML for search engines); the live list replaces them.
  const { state } = useResource(
    async (signal) => {
      const body = await apiRequest<{ jobs?: unknown } | null>('/jobs/active', { lang, signal });
      const raw = Array.isArray(body?.jobs) ? body.jobs : [];
      return raw.map(toCareerJob).filter((job): job is CareerJob => job !== null);
    },
    lang,
    { initial: initialJobs },
  );
  const load =
    state.status === 'ready'
      ? ({ status: 'ready', jobs: state.data } as const)
      : state.status === 'error'
        ? ({ status: 'error', message: errorMessage(state.error, t) } as const)
        : ({ status: 'loading' } as const);
  const [search, setSearch] = useState('');
  const [type, setType] = useState('');
  const [location, setLocation] = useState('');
  const [sort, setSort] = useState<CareersSortOption>(DEFAULT_CAREERS_SORT);
  const [pageSize, setPageSize] = useState<CareersPageSize>(5);
  const [page, setPage] = useState(1);
  const listTop = useRef<HTMLDivElement>(null);
  const ids = useId();
  const filters = useRef<HTMLFormElement>(null);

  // A visitor on a slow phone types and chooses before this script runs: the static controls hold what
  // they did, the state does not. Take it over once hydrated (docs/site.md, controls before the scripts).
  useEffect(() => {
    const form = filters.current;
    if (!form) return;
    const control = (suffix: string) =>
      form.ownerDocument.getElementById(`${ids}-${suffix}`) as HTMLInputElement | HTMLSelectElement | null;
    const early = (suffix: string) => control(suffix)?.value ?? '';
    if (early('search')) setSearch(early('search'));
    if (early('type')) setType(early('type'));
    if (early('location')) setLocation(early('location'));
    const sortValue = early('sort');
    if ((CAREERS_SORT_OPTIONS as readonly string[]).includes(sortValue))
      setSort(sortValue as CareersSortOption);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on the hydrated static controls
  }, []);

  const jobs = useMemo(() => (state.status === 'ready' ? state.data : []), [state]);
  const types = useMemo(() => typeOptions(jobs, location), [jobs, location]);
  const locations = useMemo(() => locationOptions(jobs, type, lang), [jobs, type, lang]);
  const results = useMemo(
    () => sortJobs(filterJobs(jobs, { search, type, location }), sort, lang),
    [jobs, search, type, location, sort, lang],
  );
  const shown = paginate(results, page, pageSize);

  // Every filter, sort or page size change starts again at page 1 (docs/product.md).
  const onSearch = (value: string) => {
    setSearch(value);
    setPage(1);
  };
  const onType = (value: string) => {
    setType(value);
    // A location that has no job of the new type is no longer offered: clear it.
    if (location && !locationOptions(jobs, value, lang).includes(location)) setLocation('');
    setPage(1);
  };
  const onLocation = (value: string) => {
    setLocation(value);
    if (type && !typeOptions(jobs, value).includes(type)) setType('');
    setPage(1);
  };
  const onSort = (value: string) => {
    setSort(
      (CAREERS_SORT_OPTIONS as readonly string[]).includes(value)
        ? (value as CareersSortOption)
        : DEFAULT_CAREERS_SORT,
    );
    setPage(1);
  };
  const onPageSize = (value: string) => {
    setPageSize(value === 'all' ? 'all' : Number(value));
    setPage(1);
  };
  const goToPage = (next: number) => {
    setPage(next);
    listTop.current?.scrollIntoView({ block: 'start' });
  };

  const count = t('careers.resultCount', { count: results.length });

  return (
    <div className="careers">
      <form ref={filters} className="careers-filters" role="search" onSubmit={(e) => e.preventDefault()}>
        <div className="field careers-search">
          <label htmlFor={`${ids}-search`}>{t('careers.searchLabel')}</label>
          <input
            id={`${ids}-search`}
            type="search"
            value={search}
            placeholder={t('careers.searchPlaceholder')}
            onChange={(e) => onSearch(e.target.value)}
            autoComplete="off"
          />
        </div>
        <div className="field">
          <label htmlFor={`${ids}-type`}>{t('careers.typeLabel')}</label>
          <select id={`${ids}-type`} value={type} onChange={(e) => onType(e.target.value)}>
            <option value="">{t('careers.allTypes')}</option>
            {types.map((value) => (
              <option key={value} value={value}>
                {valueLabel(t, value)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${ids}-location`}>{t('careers.locationLabel')}</label>
          <select id={`${ids}-location`} value={location} onChange={(e) => onLocation(e.target.value)}>
            <option value="">{t('careers.allLocations')}</option>
            {locations.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${ids}-sort`}>{t('careers.sortLabel')}</label>
          <select id={`${ids}-sort`} value={sort} onChange={(e) => onSort(e.target.value)}>
            {CAREERS_SORT_OPTIONS.map((value) => (
              <option key={value} value={value}>
                {t(`careers.sort_${value}` as never)}
              </option>
            ))}
          </select>
        </div>
      </form>

      <div ref={listTop} className="careers-results" aria-busy={load.status === 'loading'}>
        {load.status === 'loading' && (
          <p className="careers-state" role="status">
            {t('careers.loadingJobs')}
          </p>
        )}
        {load.status === 'error' && (
          <p className="form-status error" role="alert">
            {t('common.errorWithDetail', { detail: load.message })}
          </p>
        )}
        {load.status === 'ready' && (
          <>
            <div className="careers-toolbar">
              <p className="careers-count" role="status" aria-live="polite">
                {jobs.length === 0 ? '' : count}
              </p>
              {results.length > 0 && (
                <div className="field careers-page-size">
                  <label htmlFor={`${ids}-size`}>{t('careers.pageSizeLabel')}</label>
                  <select
                    id={`${ids}-size`}
                    value={String(pageSize)}
                    onChange={(e) => onPageSize(e.target.value)}
                  >
                    {PAGE_SIZES.map((size) => (
                      <option key={size} value={size}>
                        {size}
                      </option>
                    ))}
                    <option value="all">{t('careers.pageSizeAll')}</option>
                  </select>
                </div>
              )}
            </div>
            {jobs.length === 0 ? (
              <p className="careers-state">{t('jobs.noJobsFound')}</p>
            ) : results.length === 0 ? (
              <p className="careers-state">{t('jobs.noMatch')}</p>
            ) : (
              <ul className="careers-list">
                {shown.items.map((job) => (
                  <li key={job._id}>
                    <JobCard job={job} lang={lang} t={t} />
                  </li>
                ))}
              </ul>
            )}
            {shown.pages > 1 && (
              <Pagination
                page={shown.page}
                pages={shown.pages}
                onPage={goToPage}
                label={t('careers.pagination')}
              />
            )}
          </>
        )}
      </div>
    </div>
  );
}

function JobCard({ job, lang, t }: { job: CareerJob; lang: Locale; t: Translate }) {
  const date = formatDate(lang, job.postingDate);
  return (
    <article className="careers-card">
      <h2 className="careers-card-title">
        <a href={jobPath(lang, job._id)}>{job.title}</a>
      </h2>
      <ul className="careers-tags">
        {job.type && <li className="careers-tag careers-tag-type">{valueLabel(t, job.type)}</li>}
        {job.location && <li className="careers-tag">{job.location}</li>}
        {date && (
          <li className="careers-tag careers-tag-date">
            <time dateTime={job.postingDate}>{t('careers.posted', { date })}</time>
          </li>
        )}
      </ul>
      <p className="careers-card-text">{job.description}</p>
      <span className="careers-card-more" aria-hidden="true">
        {t('careers.viewDetails')} →
      </span>
    </article>
  );
}

/** The text of a failed load: "Error: …" with the HTTP status or the network failure. */
function errorMessage(error: unknown, t: Translate): string {
  if (error instanceof ApiError && error.kind === 'http')
    return t('common.httpError', { status: error.status });
  return error instanceof ApiError ? error.message : t('common.unexpectedError');
}

export default withText(CareersList);
