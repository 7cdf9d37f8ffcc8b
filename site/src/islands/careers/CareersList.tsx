// /career: open jobs with search, dependent type and location selects, sorting and pages of 5 (or all),
// and under them the job-alert form (JobAlertForm.tsx, its own island), told the search shown
// (current-search.ts).
// The server computes each page (GET /jobs/careers, the rules of contracts/careers-list.ts); the page is
// built with the first one, and the island asks for the next as the visitor searches, filters and pages.
import { useEffect, useId, useRef, useState } from 'react';
import {
  CAREERS_SORT_OPTIONS,
  DEFAULT_CAREERS_SORT,
  PAGE_SIZES,
  type CareersSortOption,
} from '@crestline/contracts/enums';
import type { CareersPageQuery, CareersPageSize } from '@crestline/contracts/careers-list';
import { ApiError, apiRequest } from '../kit/http';
import { valueLabel, withText, useText, type IslandProps, type Translate } from '../kit/i18n';
import { Pagination } from '../kit/Pagination';
import { queryString, type CareersPage } from './careers-query';
import { publishSearch } from './current-search';
import { JobCard } from './JobCard';
import './careers.css';

export { CAREERS_LIST_KEYS, FIRST_QUERY, type CareerCard, type CareersPage } from './careers-query';

/** Typing waits this long for the next key before asking the server. */
const SEARCH_DELAY_MS = 250;

type Load =
  | { status: 'loading'; data?: CareersPage | undefined }
  | { status: 'ready'; data: CareersPage }
  | { status: 'error'; message: string; data?: CareersPage | undefined };

function CareersList({ initialPage }: IslandProps & { initialPage?: CareersPage | undefined }) {
  const { lang, t } = useText();
  const [search, setSearch] = useState('');
  const [type, setType] = useState('');
  const [location, setLocation] = useState('');
  const [keep, setKeep] = useState<'type' | 'location'>('type');
  const [sort, setSort] = useState<CareersSortOption>(DEFAULT_CAREERS_SORT);
  const [pageSize, setPageSize] = useState<CareersPageSize>(5);
  const [page, setPage] = useState(1);
  // What the server is asked for: the search only after a pause in typing.
  const [asked, setAsked] = useState('');
  const [load, setLoad] = useState<Load>(
    initialPage ? { status: 'ready', data: initialPage } : { status: 'loading' },
  );
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
    if (early('search')) {
      setSearch(early('search'));
      setAsked(early('search'));
    }
    if (early('type')) setType(early('type'));
    if (early('location')) {
      setLocation(early('location'));
      if (!early('type')) setKeep('location');
    }
    const sortValue = early('sort');
    if ((CAREERS_SORT_OPTIONS as readonly string[]).includes(sortValue))
      setSort(sortValue as CareersSortOption);
    const sizeValue = early('size');
    if (sizeValue === 'all' || (PAGE_SIZES as readonly number[]).includes(Number(sizeValue)))
      setPageSize(sizeValue === 'all' ? 'all' : Number(sizeValue));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on the hydrated static controls
  }, []);

  // The search is asked for after a pause in typing (at once when cleared).
  useEffect(() => {
    if (search === asked) return;
    const timer = setTimeout(() => setAsked(search), search.trim() ? SEARCH_DELAY_MS : 0);
    return () => clearTimeout(timer);
  }, [search, asked]);

  const query: CareersPageQuery = { search: asked, type, location, sort, page, pageSize, keep };
  // The job-alert form subscribes to the search shown.
  useEffect(() => publishSearch({ search: asked, type, location }), [asked, type, location]);
  const key = queryString(query, lang);
  // The built page may be minutes old: the live first page replaces it (without a loading state).
  const shownKey = useRef('');
  useEffect(() => {
    if (key === shownKey.current) return;
    const controller = new AbortController();
    setLoad((l) => ({ status: 'loading', data: l.data }));
    apiRequest<CareersPage>(`/jobs/careers?${key}`, { lang, signal: controller.signal })
      .then((data) => {
        if (controller.signal.aborted || !data) return;
        // A choice no job has with the other one was cleared by the server: clear it here too (this
        // answer is already the one for the cleared choices).
        const applied = { ...query, type: data.filters.type, location: data.filters.location };
        shownKey.current = queryString(applied, lang);
        setLoad({ status: 'ready', data });
        if (applied.type !== type) setType(applied.type);
        if (applied.location !== location) setLocation(applied.location);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setLoad((l) => ({ status: 'error', message: errorMessage(error, t), data: l.data }));
      });
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the query string names every input
  }, [key]);

  // Every filter, sort or page size change starts again at page 1 (docs/product.md).
  const onSearch = (value: string) => {
    setSearch(value);
    setPage(1);
  };
  const onType = (value: string) => {
    setType(value);
    // A location that has no job of the new type is cleared (by the server, which knows every job).
    setKeep('type');
    setPage(1);
  };
  const onLocation = (value: string) => {
    setLocation(value);
    setKeep('location');
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

  const data = load.data;
  const types = data?.facets.types.map((f) => f.value) ?? [];
  const locations = data?.facets.locations.map((f) => f.value) ?? [];
  const locationLabel = new Map(data?.facets.locations.map((f) => [f.value, f.label]) ?? []);
  // Until the server answers, the selects keep offering the chosen value.
  if (type && !types.includes(type)) types.push(type);
  if (location && !locations.includes(location)) locations.push(location);
  const count = t('careers.resultCount', { count: data?.total ?? 0 });

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
            {locations.map((value) => {
              const label = locationLabel.get(value);
              // A place with no Turkish name given is read as the English it is.
              return (
                <option key={value} value={value} lang={lang !== 'en' && !label ? 'en' : undefined}>
                  {label ?? value}
                </option>
              );
            })}
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
        {load.status === 'loading' && !data && (
          <p className="careers-state" role="status">
            {t('careers.loadingJobs')}
          </p>
        )}
        {load.status === 'error' && (
          <p className="form-status error" role="alert">
            {t('common.errorWithDetail', { detail: load.message })}
          </p>
        )}
        {data && (
          <>
            <div className="careers-toolbar">
              <p className="careers-count" role="status" aria-live="polite">
                {data.active === 0 ? '' : count}
              </p>
              {data.total > 0 && (
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
            {data.active === 0 ? (
              <p className="careers-state">{t('jobs.noJobsFound')}</p>
            ) : data.total === 0 ? (
              <p className="careers-state">{t('jobs.noMatch')}</p>
            ) : (
              <ul className="careers-list">
                {data.jobs.map((job) => (
                  <li key={job._id}>
                    <JobCard job={job} lang={lang} t={t} />
                  </li>
                ))}
              </ul>
            )}
            {data.pages > 1 && (
              <Pagination
                page={data.page}
                pages={data.pages}
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

/** The text of a failed load: "Error: …" with the HTTP status or the network failure. */
function errorMessage(error: unknown, t: Translate): string {
  if (error instanceof ApiError && error.kind === 'http')
    return t('common.httpError', { status: error.status });
  return error instanceof ApiError ? error.message : t('common.unexpectedError');
}

export default withText(CareersList);
