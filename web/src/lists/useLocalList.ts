import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Column } from '../components/column';
import { slicePage } from '../lib/pagination';
import { activeFilters, type FilterDecl, type FilterValues } from './filters';
import { searchRows, sortableHeaders, sortRows } from './rows';
import { useAddressFollowsPage } from './useListPage';
import { nextSort, viewFromQuery, viewToQuery, type ListView } from './view';

export interface LocalListOptions<Row> {
  /** The rows the page holds (a list inside a detail page: no load of its own). */
  rows: readonly Row[];
  columns: readonly Column<Row>[];
  pageSize: number;
  /** Prefix of the list's URL keys, so that they never collide with the page's own (e.g. 'r.'). */
  prefix: string;
  /**
   * Filters the page offers itself (e.g. a chart whose bars filter the table): kept in the URL with the
   * list's keys and shown as chips; `narrow` applies them to the rows.
   */
  filters?: readonly FilterDecl<Row>[];
  narrow?(rows: readonly Row[], filters: FilterValues): readonly Row[];
  /** The rows are the ones to show (not loading): a page asked for beyond the last is then corrected in the URL. */
  settled: boolean;
}

const NO_FILTERS: readonly FilterDecl<never>[] = [];

/**
 * The list kit's view for rows a page already holds: page, sort, quick search and the page's own filters
 * live in the URL under the list's prefix (reload, back button and a pasted link restore them; the plain
 * URL is the default view), sorting and searching are local, as on a kit list screen.
 */
export function useLocalList<Row>({
  rows,
  columns,
  pageSize,
  prefix,
  filters = NO_FILTERS as readonly FilterDecl<Row>[],
  narrow,
  settled,
}: LocalListOptions<Row>) {
  const [query, setQuery] = useSearchParams();
  const sortable = useMemo(() => sortableHeaders(columns), [columns]);
  const view = useMemo(
    () => viewFromQuery(filters, query, sortable, prefix),
    [filters, query, sortable, prefix],
  );
  const go = useCallback(
    (next: Partial<ListView>, replace = false) => {
      setQuery((current) => viewToQuery(filters, { ...view, ...next }, prefix, current), { replace });
    },
    [filters, view, prefix, setQuery],
  );
  const narrowed = useMemo(() => (narrow ? narrow(rows, view.filters) : rows), [narrow, rows, view.filters]);
  const searched = useMemo(
    () => searchRows(narrowed, columns, view.search),
    [narrowed, columns, view.search],
  );
  const sorted = useMemo(() => sortRows(searched, columns, view.sort), [searched, columns, view.sort]);
  const page = useMemo(() => slicePage(sorted, view.page, pageSize), [sorted, view.page, pageSize]);
  const setPage = (number: number, replace = false) => go({ page: number }, replace);
  useAddressFollowsPage(view.page, settled ? page.page : null, setPage);
  const setFilters = (values: FilterValues) => go({ filters: { ...view.filters, ...values }, page: 1 });
  return {
    /** The table's columns: the ones it sorts, searches and exports by. */
    columns,
    view,
    /** The rows as narrowed, searched and sorted: what the table pages through and the export writes. */
    rows: sorted,
    page,
    chips: activeFilters(filters, view.filters),
    setPage,
    toggleSort: (column: string) => go({ sort: nextSort(view.sort, column), page: 1 }),
    setSearch: (search: string) => go({ search, page: 1 }, true),
    setFilters,
    removeFilter: (field: string) => setFilters({ [field]: null }),
    /** Every row: no filter, no quick search (the order stays). */
    clearAll: () => go({ filters: {}, page: 1, search: '' }),
  };
}

export type LocalListModel<Row> = ReturnType<typeof useLocalList<Row>>;
