import { useCallback, useEffect, useEffectEvent, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import type { Column } from '../components/DataTable';
import { slicePage } from '../lib/pagination';
import {
  activeFilters,
  choiceLabel,
  filterChoices,
  filterOptions,
  sameFilters,
  type FilterValues,
} from './filters';
import type { ListKit } from './listSlice';
import { searchRows, sortRows, valueColumns } from './rows';
import { nextSort, viewFromQuery, viewToQuery, type ListView } from './view';

export interface ListScreenOptions<Row> {
  kit: ListKit<Row>;
  columns: readonly Column<Row>[];
  pageSize: number;
}

/**
 * One hook for a list screen. The URL is the source of the view (filters, page, sort, quick search): a
 * reload, the back button and a pasted link restore it, and a URL without them is the spec's default.
 * Whenever the URL's filters differ from the loaded ones, the list loads; page, sort and search are local
 * (the list calls return every row), so they only re-slice the loaded rows.
 */
export function useListScreen<Row>({ kit, columns, pageSize }: ListScreenOptions<Row>) {
  const dispatch = useAppDispatch();
  const list = useAppSelector(kit.selectList);
  const [query, setQuery] = useSearchParams();
  const decls = kit.config.filters;
  const sortable = useMemo(
    () =>
      valueColumns(columns)
        .filter((column) => !column.unsortable)
        .map((column) => column.header),
    [columns],
  );
  const view = useMemo(() => viewFromQuery(decls, query, sortable), [decls, query, sortable]);

  // Load on arrival and whenever the URL's filters change (apply, chip removed, back button, pasted link).
  const filtersKey = JSON.stringify(activeFilters(decls, view.filters));
  const load = useEffectEvent(() => dispatch(kit.actions.loadRequested(view.filters)));
  useEffect(() => {
    load();
  }, [kit, filtersKey]);
  // Leaving the screen ends its load and its quiet reloads (the saga's `refresh`).
  useEffect(
    () => () => {
      dispatch(kit.actions.closed());
    },
    [dispatch, kit],
  );

  const go = useCallback(
    (next: Partial<ListView>, replace = false) => {
      setQuery(viewToQuery(decls, { ...view, ...next }), { replace });
    },
    [decls, view, setQuery],
  );

  const applyFilters = useCallback(
    (filters: FilterValues) => {
      if (sameFilters(decls, filters, list.applied)) dispatch(kit.actions.loadRequested(filters));
      go({ filters, page: 1 });
    },
    [decls, dispatch, go, kit, list.applied],
  );

  const searched = useMemo(
    () => searchRows(list.rows, columns, view.search),
    [list.rows, columns, view.search],
  );
  const sorted = useMemo(() => sortRows(searched, columns, view.sort), [searched, columns, view.sort]);
  const page = useMemo(() => slicePage(sorted, view.page, pageSize), [sorted, view.page, pageSize]);
  const options = useMemo(() => filterOptions(decls, list.optionRows), [decls, list.optionRows]);
  /** The select options as label and value (for filters whose value is not their label). */
  const choices = useMemo(() => filterChoices(decls, list.optionRows), [decls, list.optionRows]);
  // A chip shows its option's label; after a pasted link (a filtered first load) the rows shown name it.
  const labels = useMemo(
    () => filterChoices(decls, [...list.optionRows, ...list.rows]),
    [decls, list.optionRows, list.rows],
  );
  const chips = activeFilters(decls, list.applied).map((chip) => ({
    ...chip,
    value: choiceLabel(labels[chip.field], chip.value),
  }));

  return {
    list,
    view,
    options,
    choices,
    chips,
    /** The rows as filtered, searched and sorted: what the table pages through and the export writes. */
    rows: sorted,
    page,
    loading: list.status === 'pending' || list.status === 'idle',
    error: list.status === 'failed' ? list.error : null,
    setPage: (number: number) => go({ page: number }),
    toggleSort: (column: string) => go({ sort: nextSort(view.sort, column), page: 1 }),
    setSearch: (search: string) => go({ search, page: 1 }, true),
    changeDraft: (values: FilterValues) => dispatch(kit.actions.draftChanged(values)),
    toggleFilters: () => dispatch(kit.actions.filtersToggled()),
    apply: () => applyFilters(list.draft),
    clearAll: () => applyFilters({}),
    removeFilter: (field: string) => applyFilters({ ...list.applied, [field]: null }),
    /** The spec's default view (no filter, page 1, the list's own order, no search), loaded afresh. */
    resetView: () => {
      if (sameFilters(decls, {}, list.applied)) dispatch(kit.actions.loadRequested({}));
      setQuery(new URLSearchParams());
    },
    retry: () => dispatch(kit.actions.reloadRequested()),
  };
}

export type ListScreenModel<Row> = ReturnType<typeof useListScreen<Row>>;
