// The one table of the admin and account screens, on TanStack Table: a search box, sortable headers
// (click toggles ascending / descending, with a visible arrow and aria-sort), page sizes 5/10/15/20 with a
// per-screen default, pagination, the loading / error / empty texts, and rows that open on click or
// Enter. A screen supplies its columns, its rows and its texts; nothing about tables lives in a screen.
//
//   const col = columnHelper<Job>();
//   const columns = [col.accessor('title', { header: t('…') }), col.display({ id: 'edit', cell: … })];
//   <DataTable caption="Jobs" columns={columns} data={jobs} searchText={(j) => [j.title, j.location]} … />
import {
  useEffect,
  useId,
  useMemo,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import {
  columnFilteringFeature,
  createColumnHelper,
  createFilteredRowModel,
  createPaginatedRowModel,
  createSortedRowModel,
  globalFilteringFeature,
  rowPaginationFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  sortFn_text,
  tableFeatures,
  useTable,
  type ColumnDef,
  type FilterFn,
  type PaginationState,
  type RowData,
  type SortingState,
} from '@tanstack/react-table';
import { PAGE_SIZES } from '@crestline/contracts/enums';
import { useText } from './i18n';
import { Pagination } from './Pagination';
import './table.css';

export const tableFeatureSet = tableFeatures({
  columnFilteringFeature,
  globalFilteringFeature,
  filteredRowModel: createFilteredRowModel(),
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: {
    alphanumeric: sortFn_alphanumeric,
    text: sortFn_text,
    datetime: sortFn_datetime,
    basic: sortFn_basic,
  },
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
});
type Features = typeof tableFeatureSet;

/** Column definitions for rows of type T (of any value type, so typed accessors fit one list). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- TanStack's own pattern for mixed columns
export type Column<T extends RowData> = ColumnDef<Features, T, any>;
export const columnHelper = <T extends RowData>() => createColumnHelper<Features, T>();

export type PageSize = (typeof PAGE_SIZES)[number];

/**
 * A list whose rows the server sorts, searches and pages (useServerList): `data` is the current page,
 * and every change of sort, search, page or page size goes to the screen, which loads the new page.
 */
export interface RemoteTable {
  rowCount: number;
  sorting: SortingState;
  onSortingChange(sorting: SortingState): void;
  pageIndex: number;
  pageSize: PageSize;
  onPageChange(pageIndex: number, pageSize: PageSize): void;
  search: string;
  onSearchChange(text: string): void;
}

interface Props<T extends RowData> {
  /** Accessible name of the table (a caption, visually hidden unless `showCaption`). */
  caption: string;
  showCaption?: boolean;
  columns: Column<T>[];
  data: readonly T[];
  getRowId?: (row: T) => string;
  /** The text a row is searched by (case-insensitive substring); omit for no search box. */
  searchText?: (row: T) => readonly (string | null | undefined)[];
  searchLabel?: string;
  initialSort?: SortingState;
  pageSize?: PageSize;
  loading?: boolean;
  /** Shown in place of the table when the list could not be loaded. */
  error?: string | null;
  /** When there are no rows at all. */
  emptyText: string;
  /** When a search matches nothing (defaults to emptyText). */
  noMatchText?: string;
  onRowClick?: (row: T) => void;
  /** Accessible name of a clickable row ("Open Jane Doe"). */
  rowLabel?: (row: T) => string;
  /** Controls beside the search box (filters, export). */
  toolbar?: ReactNode;
  /** Read by screens that export what is shown: the rows after search and sort, all pages. */
  onVisibleRowsChange?: (rows: T[]) => void;
  /** Told the search text on every change (e.g. an export of what the search shows). */
  onSearchChange?: (text: string) => void;
  /** The server sorts, searches and pages; `data` is one page (see RemoteTable). */
  remote?: RemoteTable;
  /** The table's rows are being replaced (a remote page loading): the last ones stay, marked busy. */
  busy?: boolean;
}

function isInteractive(target: EventTarget | null, row: HTMLElement): boolean {
  const el =
    target instanceof Element
      ? target.closest('a, button, input, select, textarea, label, [role="button"]')
      : null;
  return el !== null && el !== row && row.contains(el);
}

export function DataTable<T extends RowData>({
  caption,
  showCaption = false,
  columns,
  data,
  getRowId,
  searchText,
  searchLabel,
  initialSort = [],
  pageSize = 10,
  loading = false,
  error = null,
  emptyText,
  noMatchText,
  onRowClick,
  rowLabel,
  toolbar,
  onVisibleRowsChange,
  remote,
  busy = false,
  onSearchChange,
}: Props<T>) {
  const { t } = useText();
  const ids = useId();
  const [localQuery, setQuery] = useState('');
  const query = remote ? remote.search : localQuery;
  const rows = useMemo(() => [...data], [data]);
  const first = columns[0] as { id?: string; accessorKey?: string } | undefined;
  const firstColumnId = first?.id ?? first?.accessorKey ?? '';

  const globalFilterFn = useMemo<FilterFn<Features, T>>(() => {
    const fn: FilterFn<Features, T> = (row, _columnId, value: string) => {
      const needle = value.trim().toLocaleLowerCase();
      if (!needle || !searchText) return true;
      return searchText(row.original).some((text) => (text ?? '').toLocaleLowerCase().includes(needle));
    };
    return fn;
  }, [searchText]);

  const table = useTable({
    features: tableFeatureSet,
    columns,
    data: rows,
    ...(getRowId ? { getRowId: (row: T) => getRowId(row) } : {}),
    initialState: { sorting: initialSort, pagination: { pageIndex: 0, pageSize } },
    enableSortingRemoval: false,
    sortDescFirst: false,
    autoResetPageIndex: false,
    globalFilterFn,
    // Search runs once per row (on the first column) over the screen's own fields.
    getColumnCanGlobalFilter: (column) => column.id === firstColumnId,
    ...(remote
      ? {
          manualPagination: true,
          manualSorting: true,
          manualFiltering: true,
          rowCount: remote.rowCount,
          state: {
            sorting: remote.sorting,
            pagination: { pageIndex: remote.pageIndex, pageSize: remote.pageSize },
          },
          onSortingChange: (next: SortingState | ((old: SortingState) => SortingState)) =>
            remote.onSortingChange(typeof next === 'function' ? next(remote.sorting) : next),
          onPaginationChange: (next: PaginationState | ((old: PaginationState) => PaginationState)) => {
            const old = { pageIndex: remote.pageIndex, pageSize: remote.pageSize };
            const value = typeof next === 'function' ? next(old) : next;
            remote.onPageChange(value.pageIndex, value.pageSize as PageSize);
          },
        }
      : {}),
  });

  const state = table.state;
  const { pageIndex, pageSize: size } = state.pagination;
  const filtered = remote ? remote.rowCount : table.getFilteredRowModel().rows.length;
  const pages = Math.max(1, remote ? Math.ceil(remote.rowCount / remote.pageSize) : table.getPageCount());

  // A list that shrank (a row removed, a narrower search) never leaves the page past its end.
  useEffect(() => {
    if (pageIndex > 0 && pageIndex >= pages) table.setPageIndex(pages - 1);
  }, [pageIndex, pages, table]);

  const sortedRows = table.getSortedRowModel().rows;
  useEffect(() => {
    onVisibleRowsChange?.(sortedRows.map((r) => r.original));
  }, [sortedRows, onVisibleRowsChange]);

  const search = (value: string) => {
    if (remote) {
      remote.onSearchChange(value);
      return;
    }
    setQuery(value);
    table.setGlobalFilter(value);
    table.setPageIndex(0);
    onSearchChange?.(value);
  };

  const activate = (row: T, event: MouseEvent<HTMLTableRowElement> | KeyboardEvent<HTMLTableRowElement>) => {
    if (!onRowClick || isInteractive(event.target, event.currentTarget)) return;
    if ('key' in event && event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onRowClick(row);
  };

  const bodyRows = table.getRowModel().rows;
  const columnCount = table.getAllLeafColumns().length;

  return (
    <div className="data-table">
      <div className="data-table-toolbar">
        {searchText ? (
          <div className="field data-table-search">
            <label htmlFor={`${ids}-search`}>{searchLabel ?? t('table.search')}</label>
            <input
              id={`${ids}-search`}
              type="search"
              value={query}
              autoComplete="off"
              onChange={(e) => search(e.target.value)}
            />
          </div>
        ) : null}
        {toolbar}
        <div className="field data-table-size">
          <label htmlFor={`${ids}-size`}>{t('table.rowsPerPage')}</label>
          <select
            id={`${ids}-size`}
            value={size}
            onChange={(e) => {
              const next = Number(e.target.value) as PageSize;
              if (remote) return remote.onPageChange(0, next);
              table.setPageSize(next);
              table.setPageIndex(0);
            }}
          >
            {PAGE_SIZES.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
      </div>

      {error ? (
        <p className="form-status error data-table-error" role="alert">
          {error}
        </p>
      ) : loading ? (
        <p className="data-table-state" role="status">
          {t('common.loading')}
        </p>
      ) : (
        <>
          <div
            className="table-scroll"
            role="region"
            aria-labelledby={`${ids}-caption`}
            aria-busy={busy || undefined}
            tabIndex={0}
          >
            <table className="table">
              <caption id={`${ids}-caption`} className={showCaption ? undefined : 'sr-only'}>
                {caption}
              </caption>
              <thead>
                {table.getHeaderGroups().map((group) => (
                  <tr key={group.id}>
                    {group.headers.map((header) => {
                      const sorted = header.column.getIsSorted();
                      const canSort = header.column.getCanSort();
                      return (
                        <th
                          key={header.id}
                          scope="col"
                          aria-sort={
                            sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
                          }
                        >
                          {header.isPlaceholder ? null : canSort ? (
                            <button
                              type="button"
                              className="sort-button"
                              onClick={() => header.column.toggleSorting(sorted === 'asc', false)}
                            >
                              <table.FlexRender header={header} />
                              <span className={`sort-arrow${sorted ? ' is-active' : ''}`} aria-hidden="true">
                                {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                              </span>
                            </button>
                          ) : (
                            <table.FlexRender header={header} />
                          )}
                        </th>
                      );
                    })}
                  </tr>
                ))}
              </thead>
              <tbody>
                {bodyRows.length === 0 ? (
                  <tr>
                    <td colSpan={columnCount} className="data-table-empty">
                      {data.length === 0 && !query.trim() ? emptyText : (noMatchText ?? emptyText)}
                    </td>
                  </tr>
                ) : (
                  bodyRows.map((row) => (
                    <tr
                      key={row.id}
                      className={onRowClick ? 'is-clickable' : undefined}
                      tabIndex={onRowClick ? 0 : undefined}
                      aria-label={onRowClick && rowLabel ? rowLabel(row.original) : undefined}
                      onClick={onRowClick ? (e) => activate(row.original, e) : undefined}
                      onKeyDown={onRowClick ? (e) => activate(row.original, e) : undefined}
                    >
                      {row.getAllCells().map((cell) => (
                        <td
                          key={cell.id}
                          data-label={
                            typeof cell.column.columnDef.header === 'string'
                              ? cell.column.columnDef.header
                              : undefined
                          }
                        >
                          <table.FlexRender cell={cell} />
                        </td>
                      ))}
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </div>
          <div className="data-table-footer">
            <p className="data-table-count" role="status" aria-live="polite">
              {t('table.rowCount', { count: filtered })}
            </p>
            <Pagination page={pageIndex + 1} pages={pages} onPage={(n) => table.setPageIndex(n - 1)} />
          </div>
        </>
      )}
    </div>
  );
}
