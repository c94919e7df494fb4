import type { PageSlice } from '../lib/pagination';
import { DataTable, type DataTableProps } from './DataTable';
import { TableFooter, type FooterWording } from './TableFooter';

export interface PagedTableProps<T> extends Omit<DataTableProps<T>, 'rows'> {
  /** The page to show and the figures of its footer (from `slicePage` or a selector). */
  page: PageSlice<T>;
  onPage(page: number): void;
  wording?: FooterWording;
  /** Leave the pager out (e.g. while the rows are still coming in and cannot be counted yet). */
  hidePager?: boolean;
}

/** A DataTable of one page of rows and, under it, the "Showing ..." footer with its pager. */
export function PagedTable<T>({ page, onPage, wording, hidePager = false, ...table }: PagedTableProps<T>) {
  // No "Showing 0 - 0 of 0 entries" while nothing is known: the load failed, or is still on its way.
  const failed = Boolean(table.error) && !table.loading;
  const unknown = failed || (Boolean(table.loading) && page.rows.length === 0);
  return (
    <>
      <DataTable {...table} rows={failed ? [] : page.rows} />
      {!hidePager && !unknown && (
        <TableFooter
          from={page.from}
          to={page.to}
          total={page.total}
          page={page.page}
          pageCount={page.pageCount}
          onPage={onPage}
          wording={wording}
        />
      )}
    </>
  );
}
