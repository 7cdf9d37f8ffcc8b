// /career: open jobs with search, dependent type and location selects, sorting and pages of 5 (or all).
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  CAREERS_SORT_OPTIONS,
  DEFAULT_CAREERS_SORT,
  PAGE_SIZES,
  type CareersSortOption,
  type Locale,
} from '@crestline/contracts/enums';
import { t } from '@crestline/contracts/messages';
import { apiFetch, formatDate, jobPath, readJson } from './api';
import {
  filterJobs,
  locationOptions,
  paginate,
  sortJobs,
  toCareerJob,
  typeOptions,
  type CareerJob,
  type CareersPageSize,
} from './jobs';
import { ct, valueLabel } from './text';
import './careers.css';

interface Props {
  lang: Locale;
}

type Load =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; jobs: CareerJob[] };

export default function CareersList({ lang }: Props) {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [search, setSearch] = useState('');
  const [type, setType] = useState('');
  const [location, setLocation] = useState('');
  const [sort, setSort] = useState<CareersSortOption>(DEFAULT_CAREERS_SORT);
  const [pageSize, setPageSize] = useState<CareersPageSize>(5);
  const [page, setPage] = useState(1);
  const listTop = useRef<HTMLDivElement>(null);
  const ids = useId();

  useEffect(() => {
    let alive = true;
    (async () => {
      try {
        const res = await apiFetch('/jobs/active', lang);
        if (!res.ok) throw new Error(t(lang, 'common.httpError', { status: res.status }));
        const body = (await readJson(res)) as { jobs?: unknown } | null;
        const raw = Array.isArray(body?.jobs) ? body.jobs : [];
        const jobs = raw.map(toCareerJob).filter((job): job is CareerJob => job !== null);
        if (alive) setLoad({ status: 'ready', jobs });
      } catch (error) {
        const message = error instanceof Error && error.message ? error.message : String(error);
        if (alive) setLoad({ status: 'error', message });
      }
    })();
    return () => {
      alive = false;
    };
  }, [lang]);

  const jobs = useMemo(() => (load.status === 'ready' ? load.jobs : []), [load]);
  const types = useMemo(() => typeOptions(jobs, location), [jobs, location]);
  const locations = useMemo(() => locationOptions(jobs, type, lang), [jobs, type, lang]);
  const results = useMemo(
    () => sortJobs(filterJobs(jobs, { search, type, location }), sort, lang),
    [jobs, search, type, location, sort, lang],
  );
  const shown = paginate(results, page, pageSize);

  // Every filter, sort or page size change starts again at page 1 (spec §4).
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

  const count =
    results.length === 1
      ? ct(lang, 'resultCountOne')
      : ct(lang, 'resultCountMany', { count: results.length });

  return (
    <div className="careers">
      <form className="careers-filters" role="search" onSubmit={(e) => e.preventDefault()}>
        <div className="field careers-search">
          <label htmlFor={`${ids}-search`}>{ct(lang, 'searchLabel')}</label>
          <input
            id={`${ids}-search`}
            type="search"
            value={search}
            placeholder={ct(lang, 'searchPlaceholder')}
            onChange={(e) => onSearch(e.target.value)}
            autoComplete="off"
          />
        </div>
        <div className="field">
          <label htmlFor={`${ids}-type`}>{ct(lang, 'typeLabel')}</label>
          <select id={`${ids}-type`} value={type} onChange={(e) => onType(e.target.value)}>
            <option value="">{ct(lang, 'allTypes')}</option>
            {types.map((value) => (
              <option key={value} value={value}>
                {valueLabel(lang, value)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${ids}-location`}>{ct(lang, 'locationLabel')}</label>
          <select id={`${ids}-location`} value={location} onChange={(e) => onLocation(e.target.value)}>
            <option value="">{ct(lang, 'allLocations')}</option>
            {locations.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${ids}-sort`}>{ct(lang, 'sortLabel')}</label>
          <select id={`${ids}-sort`} value={sort} onChange={(e) => onSort(e.target.value)}>
            {CAREERS_SORT_OPTIONS.map((value) => (
              <option key={value} value={value}>
                {ct(lang, `sort_${value}`)}
              </option>
            ))}
          </select>
        </div>
      </form>

      <div ref={listTop} className="careers-results" aria-busy={load.status === 'loading'}>
        {load.status === 'loading' && (
          <p className="careers-state" role="status">
            {ct(lang, 'loadingJobs')}
          </p>
        )}
        {load.status === 'error' && (
          <p className="form-status error" role="alert">
            {t(lang, 'common.errorWithDetail', { detail: load.message })}
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
                  <label htmlFor={`${ids}-size`}>{ct(lang, 'pageSizeLabel')}</label>
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
                    <option value="all">{ct(lang, 'pageSizeAll')}</option>
                  </select>
                </div>
              )}
            </div>
            {jobs.length === 0 ? (
              <p className="careers-state">{t(lang, 'jobs.noJobsFound')}</p>
            ) : results.length === 0 ? (
              <p className="careers-state">{t(lang, 'jobs.noMatch')}</p>
            ) : (
              <ul className="careers-list">
                {shown.items.map((job) => (
                  <li key={job._id}>
                    <JobCard job={job} lang={lang} />
                  </li>
                ))}
              </ul>
            )}
            {shown.pages > 1 && (
              <Pagination lang={lang} page={shown.page} pages={shown.pages} onPage={goToPage} />
            )}
          </>
        )}
      </div>
    </div>
  );
}

function JobCard({ job, lang }: { job: CareerJob; lang: Locale }) {
  const date = formatDate(lang, job.postingDate);
  return (
    <article className="careers-card">
      <h2 className="careers-card-title">
        <a href={jobPath(lang, job._id)}>{job.title}</a>
      </h2>
      <ul className="careers-tags">
        {job.type && <li className="careers-tag careers-tag-type">{valueLabel(lang, job.type)}</li>}
        {job.location && <li className="careers-tag">{job.location}</li>}
        {date && (
          <li className="careers-tag careers-tag-date">
            <time dateTime={job.postingDate}>{ct(lang, 'posted', { date })}</time>
          </li>
        )}
      </ul>
      <p className="careers-card-text">{job.description}</p>
      <span className="careers-card-more" aria-hidden="true">
        {ct(lang, 'viewDetails')} →
      </span>
    </article>
  );
}

function Pagination({
  lang,
  page,
  pages,
  onPage,
}: {
  lang: Locale;
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const numbers = Array.from({ length: pages }, (_, i) => i + 1);
  return (
    <nav className="careers-pagination" aria-label={ct(lang, 'pagination')}>
      <button
        type="button"
        className="careers-page-button"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        ← {ct(lang, 'previous')}
      </button>
      <ol className="careers-page-numbers">
        {numbers.map((n) => (
          <li key={n}>
            <button
              type="button"
              className="careers-page-button"
              aria-current={n === page ? 'page' : undefined}
              aria-label={ct(lang, 'pageN', { page: n })}
              onClick={() => onPage(n)}
            >
              {n}
            </button>
          </li>
        ))}
      </ol>
      <p className="careers-page-of">{ct(lang, 'pageOf', { page, pages })}</p>
      <button
        type="button"
        className="careers-page-button"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {ct(lang, 'next')} →
      </button>
    </nav>
  );
}
