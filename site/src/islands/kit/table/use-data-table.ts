// The state behind DataTable: TanStack Table with search, sort and pages in the browser or, given
// `remote`, through the server (manual*, useServerList), the search going back to page 1, and a page
// that never stays past the end of a list that shrank.
import { useEffect, useMemo, useState } from 'react';
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
import type { PAGE_SIZES } from '@crestline/contracts/enums';
import { foldText } from '@crestline/contracts/text-fold';

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
export type Features = typeof tableFeatureSet;

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

export interface TableStateOptions<T extends RowData> {
  columns: Column<T>[];
  data: readonly T[];
  getRowId?: ((row: T) => string) | undefined;
  searchText?: ((row: T) => readonly (string | null | undefined)[]) | undefined;
  initialSort?: SortingState | undefined;
  pageSize?: PageSize | undefined;
  remote?: RemoteTable | undefined;
  onVisibleRowsChange?: ((rows: T[]) => void) | undefined;
  onSearchChange?: ((text: string) => void) | undefined;
}

export function useDataTable<T extends RowData>({
  columns,
  data,
  getRowId,
  searchText,
  initialSort = [],
  pageSize = 10,
  remote,
  onVisibleRowsChange,
  onSearchChange,
}: TableStateOptions<T>) {
  const [localQuery, setQuery] = useState('');
  const query = remote ? remote.search : localQuery;
  const rows = useMemo(() => [...data], [data]);
  const first = columns[0] as { id?: string; accessorKey?: string } | undefined;
  const firstColumnId = first?.id ?? first?.accessorKey ?? '';

  const globalFilterFn = useMemo<FilterFn<Features, T>>(() => {
    const fn: FilterFn<Features, T> = (row, _columnId, value: string) => {
      // Case and Turkish letters folded alike (contracts/text-fold.ts): "istanbul" finds "İstanbul".
      const needle = foldText(value.trim());
      if (!needle || !searchText) return true;
      return searchText(row.original).some((text) => foldText(text ?? '').includes(needle));
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

  const { pageIndex, pageSize: size } = table.state.pagination;
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

  const setPageSize = (next: PageSize) => {
    if (remote) return remote.onPageChange(0, next);
    table.setPageSize(next);
    table.setPageIndex(0);
  };

  return {
    table,
    query,
    search,
    pageIndex,
    pageSize: size as PageSize,
    setPageSize,
    /** Rows after the search, on every page. */
    filtered,
    pages,
  };
}
