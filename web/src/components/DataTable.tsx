import './table.css';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useT, useTranslate, type Text, type Words } from '../i18n/i18n';
import { NO_DATA } from '../lib/emptyListText';
import { columnKey, type Column } from './column';
import { LoadError } from './LoadError';

export interface DataTableSort {
  /** columnKey. */
  column: string;
  direction: 'asc' | 'desc';
}

export interface DataTableProps<T> {
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey(row: T): string;
  label: Words;
  loading?: boolean;
  emptyText?: Text;
  /** Shown with "Try again" instead of rows. */
  error?: Text | null;
  onRetry?(): void;
  rowProps?(row: T): React.HTMLAttributes<HTMLTableRowElement>;
  /** Columns with a value get a sort button. */
  sort?: DataTableSort | null;
  onSort?(column: string): void;
}

/** A `cut` text shows its first line ending in "…", whole on hover (title) and on keyboard focus. */
function TextCell({ text, blank = '', cut = false }: { text: string; blank?: string; cut?: boolean }) {
  const shown = text || blank;
  const ref = useRef<HTMLSpanElement>(null);
  const [isCut, setIsCut] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!cut || !element) return undefined;
    // Focused it shows whole (no longer cut): it keeps its focus until the user leaves it.
    const measure = () => {
      if (document.activeElement !== element) setIsCut(element.scrollHeight > element.clientHeight + 1);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [cut, shown]);
  if (!cut) return <span className="cell-text">{shown}</span>;
  return (
    // Focusable so keyboard users see it whole; no interactive role fits (axe accepts focusable static content).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <span ref={ref} className="cell-text cut" title={shown || undefined} tabIndex={isCut ? 0 : undefined}>
      {shown}
    </span>
  );
}

const isAction = (column: Column<unknown>) => columnKey(column) === 'Action';

const cellClass = <T,>(column: Column<T>) =>
  [column.className, isAction(column as Column<unknown>) ? 'col-action' : undefined]
    .filter(Boolean)
    .join(' ') || undefined;

function HeaderCell<T>({
  column,
  sort,
  onSort,
}: {
  column: Column<T>;
  sort: DataTableSort | null;
  onSort?(column: string): void;
}) {
  const t = useT();
  const sortable = Boolean(onSort && column.value && !column.unsortable);
  const key = columnKey(column);
  const header = t(column.header);
  const direction = sort?.column === key ? sort.direction : null;
  return (
    <th
      scope="col"
      className={cellClass(column)}
      aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined}
    >
      {sortable ? (
        <button
          type="button"
          className="sort-button"
          title={t('list.sortBy', { column: header })}
          onClick={() => onSort?.(key)}
        >
          {header}
          <i
            className={`pi ${direction === 'asc' ? 'pi-sort-amount-up-alt' : direction === 'desc' ? 'pi-sort-amount-down' : 'pi-sort-alt'}`}
            aria-hidden="true"
          />
        </button>
      ) : (
        header
      )}
    </th>
  );
}

/** The shadows that show it scrolls. */
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
 * Columns as wide as their content asks (table.css); what does not fit scrolls sideways in a keyboard-reachable
 * region with edge shadows, the Action column pinned right.
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
}: DataTableProps<T>) {
  const t = useT();
  const translate = useTranslate();
  const failed = error !== null && !loading;
  const { ref, edges } = useScrollEdges();
  return (
    <div
      ref={ref}
      className={`table-wrap${edges.left ? ' scrolled-left' : ''}${edges.right ? ' scrolled-right' : ''}`}
      tabIndex={0}
      role="region"
      aria-label={t('list.scrollableTable', { label })}
    >
      <table className="data-table" aria-label={label} aria-busy={loading}>
        <thead>
          <tr>
            {columns.map((column) => (
              <HeaderCell key={column.header} column={column} sort={sort} onSort={onSort} />
            ))}
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
                {t('common.loading')}
              </td>
            </tr>
          ) : rows.length === 0 ? (
            <tr>
              <td className="empty" colSpan={columns.length}>
                {translate(emptyText)}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              // data-row-key: focus finds the row again after a dialog, even once it has re-rendered.
              <tr key={rowKey(row)} data-row-key={rowKey(row)} {...rowProps?.(row)}>
                {columns.map((column) => (
                  <td key={column.header} className={cellClass(column)}>
                    {column.cell ? (
                      column.cell(row)
                    ) : (
                      <TextCell text={column.value?.(row) ?? ''} blank={column.blank} cut={column.cut} />
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
