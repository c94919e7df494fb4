import './table.css';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { NO_DATA } from '../lib/emptyListText';
import { LoadError } from './LoadError';

export interface Column<T> {
  header: string;
  /** The cell's content; without it, the column's `value` as text, cut with its full value on hover/focus. */
  cell?(row: T): ReactNode;
  /** The cell's plain text: sorting, the quick search, export and the hover title use it. */
  value?(row: T): string;
  className?: string;
  /** Column width of a 'fixed' table (e.g. '9rem'); columns without one share what is left. */
  width?: string;
  /** Shown for an empty value (e.g. "-"); empty by default. */
  blank?: string;
  /** Not sortable although it has a value. */
  unsortable?: boolean;
}

export interface DataTableSort {
  column: string;
  direction: 'asc' | 'desc';
}

export interface DataTableProps<T> {
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey(row: T): string;
  /** Accessible name of the table. */
  label: string;
  loading?: boolean;
  emptyText?: string;
  /** The last load failed: its reason, shown with "Try again" instead of rows. */
  error?: string | null;
  /** Loads again (the "Try again" button of the error state). */
  onRetry?(): void;
  rowProps?(row: T): React.HTMLAttributes<HTMLTableRowElement>;
  /** Local sorting: the current sort and the header click (columns with a value get a sort button). */
  sort?: DataTableSort | null;
  onSort?(column: string): void;
  /**
   * 'fixed': the table takes the width of its panel and no more (wide lists: every column stays on screen,
   * long texts are cut); below a minimum width it scrolls. Default 'auto'.
   */
  layout?: 'auto' | 'fixed';
}

/** Texts longer than this are cut in their cell and can take focus, which shows them whole. */
const LONG_TEXT = 28;

function TextCell({ text, blank = '' }: { text: string; blank?: string }) {
  const shown = text || blank;
  const long = shown.length > LONG_TEXT;
  return (
    // A cut text takes focus so keyboard users see it whole (issue 13); it has no action, so no interactive
    // role fits (axe accepts focusable static content).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <span className="cell-text" title={long ? shown : undefined} tabIndex={long ? 0 : undefined}>
      {shown}
    </span>
  );
}

const isAction = (column: Column<unknown>) => column.header === 'Action';

/** Which sides of the scroll area have more table beyond them (the shadows that show it scrolls). */
function useScrollEdges() {
  const ref = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ left: false, right: false });
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const update = () => {
      const left = element.scrollLeft > 1;
      const right = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      setEdges((current) => (current.left === left && current.right === right ? current : { left, right }));
    };
    update();
    element.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(element);
    if (element.firstElementChild) observer?.observe(element.firstElementChild);
    return () => {
      element.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, []);
  return { ref, edges };
}

/**
 * A plain, accessible table: header row (with sort buttons), body rows, "Loading...", the error state and
 * the empty state. Its scroll area is a keyboard-reachable region with shadows on the sides that scroll;
 * the Action column stays pinned on the right; long texts are cut with their full value on hover and focus.
 */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  label,
  loading = false,
  emptyText = NO_DATA,
  error = null,
  onRetry,
  rowProps,
  sort = null,
  onSort,
  layout = 'auto',
}: DataTableProps<T>) {
  const failed = error !== null && !loading;
  const { ref, edges } = useScrollEdges();
  const className = (column: Column<T>) =>
    [column.className, isAction(column as Column<unknown>) ? 'col-action' : undefined]
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <div
      ref={ref}
      className={`table-wrap${edges.left ? ' scrolled-left' : ''}${edges.right ? ' scrolled-right' : ''}`}
      tabIndex={0}
      role="region"
      aria-label={`${label} (scrollable table)`}
    >
      <table
        className={layout === 'fixed' ? 'data-table fixed' : 'data-table'}
        aria-label={label}
        aria-busy={loading}
      >
        {layout === 'fixed' && (
          <colgroup>
            {columns.map((column) => (
              <col key={column.header} style={column.width ? { width: column.width } : undefined} />
            ))}
          </colgroup>
        )}
        <thead>
          <tr>
            {columns.map((column) => {
              const sortable = Boolean(onSort && column.value && !column.unsortable);
              const direction = sort?.column === column.header ? sort.direction : null;
              return (
                <th
                  key={column.header}
                  scope="col"
                  className={className(column)}
                  aria-sort={
                    direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined
                  }
                >
                  {sortable ? (
                    <button
                      type="button"
                      className="sort-button"
                      title={`Sort by ${column.header}`}
                      onClick={() => onSort?.(column.header)}
                    >
                      {column.header}
                      <i
                        className={`pi ${direction === 'asc' ? 'pi-sort-amount-up-alt' : direction === 'desc' ? 'pi-sort-amount-down' : 'pi-sort-alt'}`}
                        aria-hidden="true"
                      />
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {failed ? (
            <tr>
              <td className="empty table-error" colSpan={columns.length}>
                <LoadError reason={error} onRetry={onRetry} />
              </td>
            </tr>
          ) : loading && rows.length === 0 ? (
            <tr>
              <td className="empty" colSpan={columns.length}>
                Loading...
              </td>
            </tr>
          ) : rows.length === 0 ? (
            <tr>
              <td className="empty" colSpan={columns.length}>
                {emptyText}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              // data-row-key: focus finds the row again after a dialog, even once it has re-rendered.
              <tr key={rowKey(row)} data-row-key={rowKey(row)} {...rowProps?.(row)}>
                {columns.map((column) => (
                  <td key={column.header} className={className(column)}>
                    {column.cell ? (
                      column.cell(row)
                    ) : (
                      <TextCell text={column.value?.(row) ?? ''} blank={column.blank} />
                    )}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
