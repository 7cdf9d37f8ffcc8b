// A DataTable's rows: the empty (or no-match) text across all columns, or the page's rows, which open
// on a click or Enter / Space when the screen gives `onRowClick` (not when a control inside is used).
// Each cell carries its column's header as data-label for the narrow layout.
import type { KeyboardEvent, MouseEvent } from 'react';
import { FlexRender, type Row, type RowData } from '@tanstack/react-table';
import type { Features } from './use-data-table';

function isInteractive(target: EventTarget | null, row: HTMLElement): boolean {
  const el =
    target instanceof Element
      ? target.closest('a, button, input, select, textarea, label, [role="button"]')
      : null;
  return el !== null && el !== row && row.contains(el);
}

export function TableBody<T extends RowData>({
  rows,
  columnCount,
  emptyText,
  onRowClick,
  rowLabel,
}: {
  rows: Row<Features, T>[];
  columnCount: number;
  /** Shown in one cell when there are no rows. */
  emptyText: string;
  onRowClick?: ((row: T) => void) | undefined;
  rowLabel?: ((row: T) => string) | undefined;
}) {
  const activate = (row: T, event: MouseEvent<HTMLTableRowElement> | KeyboardEvent<HTMLTableRowElement>) => {
    if (!onRowClick || isInteractive(event.target, event.currentTarget)) return;
    if ('key' in event && event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onRowClick(row);
  };

  return (
    <tbody>
      {rows.length === 0 ? (
        <tr>
          <td colSpan={columnCount} className="data-table-empty">
            {emptyText}
          </td>
        </tr>
      ) : (
        rows.map((row) => (
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
                  typeof cell.column.columnDef.header === 'string' ? cell.column.columnDef.header : undefined
                }
              >
                <FlexRender cell={cell} />
              </td>
            ))}
          </tr>
        ))
      )}
    </tbody>
  );
}
