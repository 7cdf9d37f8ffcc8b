// /applicants: every application, filtered by job and status (each option with its count) and by a
// search over names, emails and resume words, sorted and paged by the server; while a search is given,
// "Best matches first" orders by relevance (sort=relevance) until a column is sorted; a row opens
// /applicantDetails/{id}; the export downloads what the filters show, in the table's order.
import { useId, useMemo, useState } from 'react';
import { APPLICANT_STATUSES } from '@crestline/contracts/enums';
import { AdminOnly } from '../../admin-kit/AdminOnly';
import { DataTable } from '../../kit/DataTable';
import { ExportButton } from '../../admin-kit/ExportButton';
import { failureDetail } from '../../kit/http';
import { useText, valueLabel, withText, type IslandProps } from '../../kit/i18n';
import { Notice, useNotice } from '../../kit/Notice';
import { useResource } from '../../kit/use-resource';
import { useServerList } from '../../kit/use-server-list';
import { RECORD_PAGES, recordPath } from '@crestline/contracts/site-paths';
import { exportPath, loadFacets, loadPage, type Filters } from './api';
import { applicantListColumns, fullName, isBroken } from './columns';
import { SourcesSummary, sourceLabel } from './SourcesSummary';
import { BulkStatus, type Selection } from '../../admin-kit/BulkStatus';
import { selectColumn } from '../../admin-kit/select-column';
import type { ApplicantListItem } from '@crestline/contracts/applicants';

function ApplicantsScreen(_props: IslandProps) {
  return (
    <AdminOnly>
      <Applicants />
    </AdminOnly>
  );
}

/** Filters given in the address (links from the admin home: ?status=Interview). */
function initialFilters(): Filters {
  const q = new URLSearchParams(typeof window === 'undefined' ? '' : window.location.search);
  const status = q.get('status') ?? '';
  return {
    jobId: q.get('jobId') ?? '',
    status: (APPLICANT_STATUSES as readonly string[]).includes(status) ? status : '',
    source: q.get('source') ?? '',
    talentPool: q.get('talentPool') === 'true' ? 'true' : '',
  };
}

const NEWEST_FIRST = [{ id: 'createdAt', desc: true }];
const BEST_MATCH_FIRST = [{ id: 'relevance', desc: true }];

function Applicants() {
  const { t, lang } = useText();
  const ids = useId();
  const notice = useNotice();
  const [filters, setFilters] = useState<Filters>(initialFilters);
  const list = useServerList({
    filters,
    load: (query, signal) => loadPage(lang, query, signal),
    pageSize: 5,
    initialSort: NEWEST_FIRST,
  });
  const searching = list.query.search !== '';
  const byRelevance = list.remote.sorting[0]?.id === 'relevance';
  // Relevance needs a search: without one the list goes back to the newest first.
  if (byRelevance && !searching) list.remote.onSortingChange(NEWEST_FIRST);
  const facets = useResource(
    (signal) => loadFacets(lang, { ...filters, search: list.query.search }, signal),
    JSON.stringify([filters, list.query.search]),
  );
  const counts = facets.state.status === 'ready' ? facets.state.data : null;
  const [selection, setSelection] = useState<Selection>({ rows: new Map(), allMatching: false });
  const filterKey = JSON.stringify([filters, list.query.search]);
  const [selectedUnder, setSelectedUnder] = useState(filterKey);
  // Another filter or search is another set of applicants: the selection starts again.
  if (selectedUnder !== filterKey) {
    setSelectedUnder(filterKey);
    setSelection({ rows: new Map(), allMatching: false });
  }
  const isSelected = (a: ApplicantListItem) => selection.allMatching || selection.rows.has(a._id);
  const toggle = (rows: ApplicantListItem[], on: boolean) =>
    setSelection((sel) => {
      const next = new Map(sel.rows);
      for (const a of rows) {
        if (on) next.set(a._id, a.status);
        else next.delete(a._id);
      }
      return { rows: next, allMatching: false };
    });
  const pageRows = list.rows;
  const pageSelected = pageRows.length > 0 && pageRows.every(isSelected);
  const select = selectColumn<ApplicantListItem>({
    allLabel: t('admin.bulk.selectPage'),
    allChecked: pageSelected,
    onAll: (on) => toggle(pageRows, on),
    rowLabel: (a) => t('admin.bulk.selectRow', { name: fullName(a) }),
    isSelected,
    onRow: (a, on) => toggle([a], on),
  });
  const listColumns = useMemo(() => applicantListColumns(t, lang), [t, lang]);
  const columns = [select, ...listColumns];
  const jobTotal = counts ? counts.jobs.reduce((n, j) => n + j.count, 0) : 0;
  const statusTotal = counts ? counts.statuses.reduce((n, s) => n + s.count, 0) : 0;
  const statusCount = (status: string) => counts?.statuses.find((s) => s.status === status)?.count ?? 0;

  const filterBar = (
    <div className="admin-filters">
      <div className="field">
        <label htmlFor={`${ids}-job`}>{t('admin.applicants.jobFilter')}</label>
        <select
          id={`${ids}-job`}
          value={filters.jobId}
          onChange={(e) => setFilters((f) => ({ ...f, jobId: e.target.value }))}
        >
          <option value="">{t('admin.applicants.allJobs', { count: jobTotal })}</option>
          {counts?.jobs.map((j) => (
            <option key={j.jobId} value={j.jobId}>
              {t('admin.applicants.optionCount', { label: j.title, count: j.count })}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${ids}-status`}>{t('admin.applicants.statusFilter')}</label>
        <select
          id={`${ids}-status`}
          value={filters.status}
          onChange={(e) => setFilters((f) => ({ ...f, status: e.target.value }))}
        >
          <option value="">{t('admin.applicants.allStatuses', { count: statusTotal })}</option>
          {APPLICANT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t('admin.applicants.optionCount', { label: valueLabel(t, s), count: statusCount(s) })}
            </option>
          ))}
        </select>
      </div>
      {filters.source ? (
        <div className="field">
          <label htmlFor={`${ids}-source`}>{t('admin.applicants.sourceFilter')}</label>
          <select
            id={`${ids}-source`}
            value={filters.source}
            onChange={(e) => setFilters((f) => ({ ...f, source: e.target.value }))}
          >
            <option value="">{t('admin.applicants.allSources')}</option>
            <option value={filters.source}>{sourceLabel(t, filters.source)}</option>
          </select>
        </div>
      ) : null}
      <div className="check admin-talent-pool">
        <input
          id={`${ids}-pool`}
          type="checkbox"
          checked={filters.talentPool === 'true'}
          onChange={(e) => setFilters((f) => ({ ...f, talentPool: e.target.checked ? 'true' : '' }))}
        />
        <label htmlFor={`${ids}-pool`}>{t('admin.applicants.talentPoolOnly')}</label>
      </div>
      {searching ? (
        <div className="check admin-best-match">
          <input
            id={`${ids}-relevance`}
            type="checkbox"
            checked={byRelevance}
            onChange={(e) => list.remote.onSortingChange(e.target.checked ? BEST_MATCH_FIRST : NEWEST_FIRST)}
          />
          <label htmlFor={`${ids}-relevance`}>{t('admin.applicants.bestMatch')}</label>
        </div>
      ) : null}
      <ExportButton path={exportPath(list.query)} fileName="applicants.csv" onError={notice.error} />
    </div>
  );

  return (
    <div className="admin-screen">
      <Notice notice={notice.notice} onClose={notice.clear} />
      <SourcesSummary onPick={(source) => setFilters((f) => ({ ...f, source }))} />
      <BulkStatus
        selection={selection}
        total={list.total}
        statusCounts={statusCount}
        filter={{ ...filters, search: list.query.search }}
        onSelectAll={() => setSelection({ rows: new Map(), allMatching: true })}
        onClear={() => setSelection({ rows: new Map(), allMatching: false })}
        onDone={(text, ok) => {
          if (ok) {
            notice.success(text);
            setSelection({ rows: new Map(), allMatching: false });
            list.reload();
            facets.reload();
          } else notice.error(text);
        }}
      />
      <DataTable
        caption={t('admin.title.applicants')}
        columns={columns}
        data={list.rows}
        getRowId={(a) => a._id}
        searchText={() => []}
        searchLabel={t('admin.applicants.search')}
        remote={list.remote}
        busy={list.busy}
        loading={list.loading}
        error={list.error ? t('applicants.fetchError', { detail: failureDetail(list.error, lang) }) : null}
        emptyText={t('admin.applicants.none')}
        toolbar={filterBar}
        onRowClick={(a) => {
          if (!isBroken(a)) window.location.assign(recordPath(lang, RECORD_PAGES.applicantDetails, a._id));
        }}
        rowLabel={(a) => t('admin.applicants.open', { name: isBroken(a) ? a._id : fullName(a) })}
      />
    </div>
  );
}

export default withText(ApplicantsScreen);
