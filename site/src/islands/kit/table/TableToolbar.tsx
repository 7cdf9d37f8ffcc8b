// The row above a DataTable: the search box (when the table is searchable), the screen's own controls
// (filters, export) and the rows-per-page choice.
import { useId, type ReactNode } from 'react';
import { PAGE_SIZES } from '@crestline/contracts/enums';
import { useText } from '../i18n';
import type { PageSize } from './use-data-table';

export function TableToolbar({
  searchLabel,
  query,
  onSearch,
  pageSize,
  onPageSize,
  children,
}: {
  /** The search box's label; without one there is no search box. */
  searchLabel: string | null;
  query: string;
  onSearch: (text: string) => void;
  pageSize: number;
  onPageSize: (size: PageSize) => void;
  children?: ReactNode;
}) {
  const { t } = useText();
  const ids = useId();
  return (
    <div className="data-table-toolbar">
      {searchLabel !== null ? (
        <div className="field data-table-search">
          <label htmlFor={`${ids}-search`}>{searchLabel}</label>
          <input
            id={`${ids}-search`}
            type="search"
            value={query}
            autoComplete="off"
            onChange={(e) => onSearch(e.target.value)}
          />
        </div>
      ) : null}
      {children}
      <div className="field data-table-size">
        <label htmlFor={`${ids}-size`}>{t('table.rowsPerPage')}</label>
        <select
          id={`${ids}-size`}
          value={pageSize}
          onChange={(e) => onPageSize(Number(e.target.value) as PageSize)}
        >
          {PAGE_SIZES.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
