// The one table of the admin and account screens, on TanStack Table: a search box, sortable headers
// (click toggles ascending / descending, with a visible arrow and aria-sort), page sizes 5/10/15/20 with a
// per-screen default, pagination, the loading / error / empty texts, and rows that open on click or
// Enter. A screen supplies its columns, its rows and its texts; nothing about tables lives in a screen.
// This is the entry point screens import; its parts live in table/ (the state in useDataTable, the
// toolbar, the header row and the body).
//
//   const col = columnHelper<Job>();
//   const columns = [col.accessor('title', { header: t('…') }), col.display({ id: 'edit', cell: … })];
//   <DataTable caption="Jobs" columns={columns} data={jobs} searchText={(j) => [j.title, j.location]} … />
import { useId, type ReactNode } from 'react';
import type { RowData, SortingState } from '@tanstack/react-table';
import { useText } from './i18n';
import { Pagination } from './Pagination';
import { TableBody } from './table/TableBody';
import { TableHead } from './table/TableHead';
import { TableToolbar } from './table/TableToolbar';
import { useDataTable, type Column, type PageSize, type RemoteTable } from './table/use-data-table';
import './table.css';

export {
  columnHelper,
  tableFeatureSet,
  type Column,
  type PageSize,
  type RemoteTable,
} from './table/use-data-table';
import { LoadFailed, Loading } from './LoadStates';

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

export function DataTable<T extends RowData>(props: Props<T>) {
  const {
    caption,
    showCaption = false,
    data,
    searchText,
    searchLabel,
    loading = false,
    error = null,
    emptyText,
    noMatchText,
    onRowClick,
    rowLabel,
    toolbar,
    busy = false,
  } = props;
  const { t } = useText();
  const ids = useId();
  // Columns, rows, sort, search, pages and the remote list go to the table's state.
  const state = useDataTable(props);
  const { table, query } = state;

  return (
    <div className="data-table">
      <TableToolbar
        searchLabel={searchText ? (searchLabel ?? t('table.search')) : null}
        query={query}
        onSearch={state.search}
        pageSize={state.pageSize}
        onPageSize={state.setPageSize}
      >
        {toolbar}
      </TableToolbar>

      {error ? (
        <LoadFailed className="data-table-error">{error}</LoadFailed>
      ) : loading ? (
        <Loading />
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
              <TableHead groups={table.getHeaderGroups()} />
              <TableBody
                rows={table.getRowModel().rows}
                columnCount={table.getAllLeafColumns().length}
                emptyText={data.length === 0 && !query.trim() ? emptyText : (noMatchText ?? emptyText)}
                onRowClick={onRowClick}
                rowLabel={rowLabel}
              />
            </table>
          </div>
          <div className="data-table-footer">
            <p className="data-table-count" role="status" aria-live="polite">
              {t('table.rowCount', { count: state.filtered })}
            </p>
            <Pagination
              page={state.pageIndex + 1}
              pages={state.pages}
              onPage={(n) => table.setPageIndex(n - 1)}
            />
          </div>
        </>
      )}
    </div>
  );
}
