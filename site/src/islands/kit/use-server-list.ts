// A list the server sorts, searches and pages (the all-applicants list): the table's state (sort, page,
// page size, search) plus the screen's own filters make the request; a change of filters, search, sort
// or page size goes back to page 1; the search is sent once typing pauses; the last page stays shown
// (marked busy) while the next one loads. Spread `remote` into the DataTable.
import { useEffect, useMemo, useState } from 'react';
import type { SortingState } from '@tanstack/react-table';
import type { PageSize, RemoteTable } from './DataTable';
import { useResource } from './use-resource';

export interface ServerQuery {
  page: number;
  pageSize: PageSize;
  sort?: string | undefined;
  order?: 'asc' | 'desc' | undefined;
  search: string;
}

export interface ServerPage<Row> {
  rows: Row[];
  total: number;
}

const SEARCH_PAUSE_MS = 250;

export function useServerList<Row, F>(options: {
  filters: F;
  load: (query: ServerQuery & { filters: F }, signal: AbortSignal) => Promise<ServerPage<Row>>;
  pageSize?: PageSize;
  initialSort?: SortingState;
}) {
  const [sorting, setSorting] = useState<SortingState>(options.initialSort ?? []);
  const [pageIndex, setPageIndex] = useState(0);
  const [pageSize, setPageSize] = useState<PageSize>(options.pageSize ?? 10);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const filtersKey = JSON.stringify(options.filters);
  const [seenFilters, setSeenFilters] = useState(filtersKey);
  if (seenFilters !== filtersKey) {
    // Other filters: back to page 1 (adjusted while rendering, so no request for the old page is made).
    setSeenFilters(filtersKey);
    setPageIndex(0);
  }

  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(typed.trim());
      setPageIndex(0);
    }, SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const sort = sorting[0];
  const query = useMemo(
    () => ({
      page: pageIndex + 1,
      pageSize,
      sort: sort?.id,
      order: sort ? (sort.desc ? ('desc' as const) : ('asc' as const)) : undefined,
      search,
      filters: JSON.parse(filtersKey) as F,
    }),
    [pageIndex, pageSize, sort, search, filtersKey],
  );
  const resource = useResource((signal) => options.load(query, signal), JSON.stringify(query));
  const [last, setLast] = useState<ServerPage<Row> | null>(null);
  if (resource.state.status === 'ready' && resource.state.data !== last) setLast(resource.state.data);

  const remote: RemoteTable = {
    rowCount: last?.total ?? 0,
    sorting,
    onSortingChange: (next) => {
      setSorting(next);
      setPageIndex(0);
    },
    pageIndex,
    pageSize,
    onPageChange: (index, size) => {
      setPageIndex(size === pageSize ? index : 0);
      setPageSize(size);
    },
    search: typed,
    onSearchChange: setTyped,
  };
  return {
    query,
    remote,
    rows: last?.rows ?? [],
    total: last?.total ?? 0,
    /** True before the first page arrived. */
    loading: resource.state.status === 'loading' && last === null,
    busy: resource.state.status === 'loading',
    error: resource.state.status === 'error' ? resource.state.error : null,
    reload: resource.reload,
  };
}
