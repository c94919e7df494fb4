import type { ReactNode } from 'react';
import { LoadError } from './LoadError';

export interface Column<T> {
  header: string;
  cell(row: T): ReactNode;
  className?: string;
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
}

/** A plain, accessible table: header row, body rows, "Loading...", the error state and the empty state. */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  label,
  loading = false,
  emptyText = 'No data available.',
  error = null,
  onRetry,
  rowProps,
}: DataTableProps<T>) {
  const failed = error !== null && !loading;
  return (
    <div className="table-wrap" tabIndex={0} role="region" aria-label={`${label} table`}>
      <table className="data-table" aria-label={label} aria-busy={loading}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={column.className}>
                {column.header}
              </th>
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
              <tr key={rowKey(row)} {...rowProps?.(row)}>
                {columns.map((column) => (
                  <td key={column.header} className={column.className}>
                    {column.cell(row)}
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
