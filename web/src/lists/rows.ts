import { columnKey, type Column } from '../components/column';
import { compareNatural } from '../lib/filters';
import type { SortState } from './view';

/** The plain text of a cell: what sorting, quick search, export and the hover title use. */
export function cellText<Row>(column: Column<Row>, row: Row): string {
  const value = column.value?.(row);
  return value == null ? '' : String(value);
}

/** The columns a user can sort or search by: those with a plain value. */
export function valueColumns<Row>(columns: readonly Column<Row>[]): Column<Row>[] {
  return columns.filter((column) => typeof column.value === 'function');
}

/** The columns a user can sort by (their keys: columnKey): those with a plain value not marked unsortable. */
export function sortableHeaders<Row>(columns: readonly Column<Row>[]): string[] {
  return valueColumns(columns)
    .filter((column) => !column.unsortable)
    .map((column) => columnKey(column));
}

/**
 * Local sort on a column's value: natural and case-insensitive ("item 2" before "item 10"), empty values
 * last in both directions, ties kept in the loaded order (stable).
 */
export function sortRows<Row>(rows: readonly Row[], columns: readonly Column<Row>[], sort: SortState | null) {
  const column = sort ? columns.find((candidate) => columnKey(candidate) === sort.column) : undefined;
  if (!sort || !column?.value) return rows;
  const sign = sort.direction === 'asc' ? 1 : -1;
  const keyed = rows.map((row, index) => ({ row, index, text: cellText(column, row).trim() }));
  keyed.sort((a, b) => {
    if (!a.text || !b.text) return (a.text ? -1 : b.text ? 1 : 0) || a.index - b.index;
    return sign * compareNatural(a.text, b.text) || a.index - b.index;
  });
  return keyed.map((entry) => entry.row);
}

/** Quick search: the rows where any visible column's text contains the words typed (case-insensitive). */
export function searchRows<Row>(rows: readonly Row[], columns: readonly Column<Row>[], search: string) {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return rows;
  const searchable = valueColumns(columns);
  return rows.filter((row) =>
    searchable.some((column) => cellText(column, row).toLocaleLowerCase().includes(needle)),
  );
}
