// The first column of a table whose rows are selected for a bulk action (BulkStatus): a box in the
// header for every row it stands for (the page, or the whole job) and a box on each row. A click or a
// key on a row's box selects it without opening the row (the table's rows open on click and Enter).
import type { RowData } from '@tanstack/react-table';
import { columnHelper, type Column } from '../kit/DataTable';

export function selectColumn<T extends RowData>(props: {
  /** The header box's name ("Select every applicant on this page"). */
  allLabel: string;
  allChecked: boolean;
  onAll: (on: boolean) => void;
  /** A row box's name ("Select Ada Lovelace"). */
  rowLabel: (row: T) => string;
  isSelected: (row: T) => boolean;
  onRow: (row: T, on: boolean) => void;
}): Column<T> {
  return columnHelper<T>().display({
    id: 'select',
    header: () => (
      <input
        type="checkbox"
        aria-label={props.allLabel}
        checked={props.allChecked}
        onChange={(e) => props.onAll(e.target.checked)}
      />
    ),
    cell: (info) => (
      <SelectBox
        label={props.rowLabel(info.row.original)}
        checked={props.isSelected(info.row.original)}
        onChange={(on) => props.onRow(info.row.original, on)}
      />
    ),
  });
}

/** One row's or card's box; its clicks, keys and pointer presses stay with it (no row opens, no drag). */
export function SelectBox(props: {
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
  className?: string;
}) {
  return (
    <input
      type="checkbox"
      className={props.className}
      aria-label={props.label}
      checked={props.checked}
      onClick={(e) => e.stopPropagation()}
      onKeyDown={(e) => e.stopPropagation()}
      onPointerDown={(e) => e.stopPropagation()}
      onChange={(e) => props.onChange(e.target.checked)}
    />
  );
}
