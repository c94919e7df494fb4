import { useCallback, useEffect, useEffectEvent, useMemo, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import type { Column } from '../components/column';
import type { FooterWording } from '../components/TableFooter';
import { useTranslate, type MessageId, type Text } from '../i18n/i18n';
import { PAGE_SIZE, slicePage, type PageSlice } from '../lib/pagination';
import {
  activeFilters,
  choiceLabel,
  filterChoices,
  sameFilters,
  wordedChoices,
  type FilterDecl,
  type FilterOption,
  type FilterValues,
} from './filters';
import type { SelectOptions } from '../components/SelectFilter';
import type { ListKit, ListState } from './listSlice';
import { rememberListView } from './listViewMemory';
import { searchRows, sortableHeaders, sortRows } from './rows';
import { nextSort, viewFromQuery, viewToQuery, type ListView } from './view';

export interface ListChip {
  field: string;
  label: MessageId;
  value: string;
}

/** A list's facts ListPage shows; one column list serves table, sorting, quick search and export. */
export interface ListFacts<Row> {
  title: MessageId;
  tableLabel: MessageId;
  idPrefix: string;
  wording?: FooterWording;
  filters: readonly FilterDecl<Row>[];
  columns: readonly Column<Row>[];
  rowKey(row: Row): string;
}

export function listFacts<Row>(kit: ListKit<Row>, columns: readonly Column<Row>[]): ListFacts<Row> {
  const { title, tableLabel = title, idPrefix, wording, filters, rowId } = kit.config;
  return { title, tableLabel, idPrefix, wording, filters, columns, rowKey: rowId };
}

/** What a list screen shows and does; a paged source (the customer list's worker) builds it on useListView. */
export interface ListPageModel<Row> extends ListFacts<Row> {
  view: ListView;
  draft: FilterValues;
  filtersOpen: boolean;
  /** Select filter options: the whole list's choices, or the plain labels a paged source builds. */
  options: Record<string, SelectOptions>;
  optionsLoading: boolean;
  labelOf(field: string, value: string): string;
  chips: ListChip[];
  page: PageSlice<Row>;
  /** The filtered, searched, sorted rows (what the export writes); null when the source exports itself. */
  rows: readonly Row[] | null;
  loading: boolean;
  error: Text | null;
  notice: Text | null;
  /** `replace`: in place of the current history entry, as a correction. */
  setPage(page: number, replace?: boolean): void;
  toggleSort(column: string): void;
  setSearch(search: string): void;
  changeDraft(values: FilterValues): void;
  toggleFilters(): void;
  apply(): void;
  /** No filter, no quick search (the order stays), page 1. */
  clearAll(): void;
  removeFilter(field: string): void;
  resetView(): void;
  retry(): void;
}

export type ListViewModel<Row> = Omit<ListPageModel<Row>, keyof ListFacts<Row> | 'page' | 'rows'>;

const activeKey = <Row>(kit: ListKit<Row>, values: FilterValues) =>
  JSON.stringify(activeFilters(kit.config.filters, values));

function useListLoad<Row>(kit: ListKit<Row>, view: ListView, query: URLSearchParams, applied: FilterValues) {
  const dispatch = useAppDispatch();
  const filtersKey = activeKey(kit, view.filters);
  const appliedKey = activeKey(kit, applied);
  // "Back to ..." on a detail page returns to this view (lists/listViewMemory).
  const { pathname } = useLocation();
  const search = query.toString();
  useEffect(() => {
    rememberListView(pathname, search);
  }, [pathname, search]);

  const { page, sort, search: searched } = view;
  const viewKey = JSON.stringify([page, sort, searched]);
  const noteView = useEffectEvent(() => dispatch(kit.actions.viewChanged({ page, sort, search: searched })));
  useEffect(() => {
    noteView();
  }, [kit, viewKey]);

  const load = useEffectEvent((always: boolean) => {
    if (!always && filtersKey === appliedKey) return;
    dispatch(kit.actions.loadRequested(view.filters));
  });
  // Arrival loads afresh; later, a change of the URL's filters (apply, chip removed, back button) loads.
  const arrived = useRef(false);
  useEffect(() => {
    load(!arrived.current);
    arrived.current = true;
  }, [kit, filtersKey]);
  // Leaving the screen ends its load and its quiet reloads (the saga's `refresh`), so the next arrival loads
  // afresh: StrictMode's trial unmount cancels the first load and its second mount loads again, once.
  useEffect(
    () => () => {
      arrived.current = false;
      dispatch(kit.actions.closed());
    },
    [dispatch, kit],
  );
  return { filtersKey, appliedKey };
}

function useFilterOptions<Row>(decls: readonly FilterDecl<Row>[], list: ListState<Row>) {
  // A filter with `choiceText` shows its values in the language shown (re-worded on a switch).
  const translate = useTranslate();
  const options = useMemo(
    (): Record<string, SelectOptions> =>
      wordedChoices(decls, list.optionLists ?? filterChoices(decls, list.optionRows), translate),
    [decls, list.optionLists, list.optionRows, translate],
  );
  // Label fallbacks: options, rows shown (a filtered first load names it), the declaration's, the value.
  const shownChoices = useMemo(() => filterChoices(decls, list.rows), [decls, list.rows]);
  const labelOf = useCallback(
    (field: string, value: string) => {
      const decl = decls.find((candidate) => candidate.field === field);
      if (decl?.choiceText) return translate(decl.choiceText(value));
      const listed = options[field] ?? [];
      const paired = typeof listed[0] === 'string' ? [] : (listed as readonly FilterOption[]);
      return choiceLabel([...paired, ...(shownChoices[field] ?? [])], value, decl?.valueLabel);
    },
    [decls, options, shownChoices, translate],
  );
  return { options, labelOf };
}

/**
 * The view layer every list shares. The URL holds the view, so reload, back and pasted links restore it; when
 * the list drops its filters (a failed filter call), the URL follows so no chip names an unapplied filter.
 */
export function useListView<Row>({ kit, sortable }: { kit: ListKit<Row>; sortable: readonly string[] }): {
  list: ListState<Row>;
  model: ListViewModel<Row>;
  /** The rows shown were loaded with the URL's filters (not an earlier view's, not while loading). */
  current: boolean;
} {
  const dispatch = useAppDispatch();
  const list: ListState<Row> = useAppSelector(kit.selectList);
  const [query, setQuery] = useSearchParams();
  const decls = kit.config.filters;
  const view = useMemo(() => viewFromQuery(decls, query, sortable), [decls, query, sortable]);
  const { filtersKey, appliedKey } = useListLoad(kit, view, query, list.applied);

  const go = useCallback(
    (next: Partial<ListView>, replace = false) => {
      setQuery(viewToQuery(decls, { ...view, ...next }), { replace });
    },
    [decls, view, setQuery],
  );

  // The list dropped filters the URL still names (a failed filter call, shown as the whole list): the URL
  // follows the list, in place (the back button does not return to a view that cannot be shown).
  const lastApplied = useRef(appliedKey);
  const follow = useEffectEvent(() => {
    if (appliedKey !== filtersKey && list.status === 'succeeded') go({ filters: list.applied }, true);
  });
  useEffect(() => {
    if (lastApplied.current === appliedKey) return;
    lastApplied.current = appliedKey;
    follow();
  }, [appliedKey]);

  const applyFilters = (filters: FilterValues, search = view.search) => {
    if (sameFilters(decls, filters, list.applied)) dispatch(kit.actions.loadRequested(filters));
    go({ filters, page: 1, search });
  };
  const { options, labelOf } = useFilterOptions(decls, list);

  return {
    list,
    current: list.status === 'succeeded' && filtersKey === appliedKey,
    model: {
      view,
      draft: list.draft,
      filtersOpen: list.filtersOpen,
      options,
      optionsLoading: list.optionsStatus === 'idle' || list.optionsStatus === 'pending',
      labelOf,
      chips: activeFilters(decls, list.applied).map((chip) => ({
        ...chip,
        value: labelOf(chip.field, chip.value),
      })),
      loading: list.status === 'pending' || list.status === 'idle',
      error: list.status === 'failed' ? list.error : null,
      notice: list.notice,
      setPage: (number: number, replace = false) => go({ page: number }, replace),
      toggleSort: (column: string) => go({ sort: nextSort(view.sort, column), page: 1 }),
      setSearch: (text: string) => go({ search: text, page: 1 }, true),
      changeDraft: (values: FilterValues) => dispatch(kit.actions.draftChanged(values)),
      toggleFilters: () => dispatch(kit.actions.filtersToggled()),
      apply: () => applyFilters(list.draft),
      // "A user who asks for everything gets everything": the quick search goes too (it hides rows).
      clearAll: () => applyFilters({}, ''),
      removeFilter: (field: string) => applyFilters({ ...list.applied, [field]: null }),
      resetView: () => {
        if (sameFilters(decls, {}, list.applied)) dispatch(kit.actions.loadRequested({}));
        setQuery(new URLSearchParams());
      },
      retry: () => dispatch(kit.actions.reloadRequested()),
    },
  };
}

export interface ListPageOptions<Row> {
  kit: ListKit<Row>;
  columns: readonly Column<Row>[];
}

/** A list screen whose rows the page holds: page, sort and search are applied here to the loaded rows. */
export function useListPage<Row>({ kit, columns }: ListPageOptions<Row>): ListPageModel<Row> {
  const sortable = useMemo(() => sortableHeaders(columns), [columns]);
  const { list, model, current } = useListView({ kit, sortable });
  const { view } = model;

  const searched = useMemo(
    () => searchRows(list.rows, columns, view.search),
    [list.rows, columns, view.search],
  );
  const sorted = useMemo(() => sortRows(searched, columns, view.sort), [searched, columns, view.sort]);
  const page = useMemo(() => slicePage(sorted, view.page, PAGE_SIZE), [sorted, view.page]);
  useAddressFollowsPage(view.page, current ? page.page : null, model.setPage);
  const facts = useMemo(() => listFacts(kit, columns), [kit, columns]);
  return { ...facts, ...model, rows: sorted, page };
}

/**
 * A page beyond the last (a pasted `?page=999`, last rows deleted) shows the last page and the URL follows
 * in place. `shown` is null while the page on screen does not answer the URL's view yet.
 */
export function useAddressFollowsPage(
  asked: number,
  shown: number | null,
  setPage: (page: number, replace: boolean) => void,
) {
  const follow = useEffectEvent(() => {
    if (shown !== null && shown !== asked) setPage(shown, true);
  });
  useEffect(() => {
    follow();
  }, [asked, shown]);
}
