// A DataTable's header row: a sortable column's header is a button (ascending first, then descending)
// with a visible arrow, and its cell carries aria-sort.
import { FlexRender, type Header, type HeaderGroup, type RowData } from '@tanstack/react-table';
import type { Features } from './use-data-table';

export function TableHead<T extends RowData>({ groups }: { groups: HeaderGroup<Features, T>[] }) {
  return (
    <thead>
      {groups.map((group) => (
        <tr key={group.id}>
          {group.headers.map((header) => (
            <HeaderCell key={header.id} header={header} />
          ))}
        </tr>
      ))}
    </thead>
  );
}

function HeaderCell<T extends RowData>({ header }: { header: Header<Features, T, unknown> }) {
  const sorted = header.column.getIsSorted();
  return (
    <th scope="col" aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}>
      {header.isPlaceholder ? null : header.column.getCanSort() ? (
        <button
          type="button"
          className="sort-button"
          onClick={() => header.column.toggleSorting(sorted === 'asc', false)}
        >
          <FlexRender header={header} />
          <span className={`sort-arrow${sorted ? ' is-active' : ''}`} aria-hidden="true">
            {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
          </span>
        </button>
      ) : (
        <FlexRender header={header} />
      )}
    </th>
  );
}
