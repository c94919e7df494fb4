import { createSlice, type Draft, type PayloadAction } from '@reduxjs/toolkit';
import type { FooterWording } from '../components/TableFooter';
import { msg, type MessageId, type Text } from '../i18n/i18n';
import type { PageSlice } from '../lib/pagination';
import { emptyFilterValues, type FilterDecl, type FilterValues } from './filters';
import type { SortState } from './view';

export type ListStatus = 'idle' | 'pending' | 'succeeded' | 'failed';

/** Where the select filters' options are: not asked for yet, loading, there, or not loadable. */
export type OptionsStatus = 'idle' | 'pending' | 'ready' | 'failed';

/**
 * A list whose rows stay elsewhere and arrive a page at a time (the customer list's worker): the page on
 * screen is `rows`, and these are its figures.
 */
export interface PagingState {
  page: number;
  /** Rows in the list (the footer's N). */
  total: number;
  /** Rows read so far while the list loads. */
  loaded: number;
  /** False while the list is still loading. */
  complete: boolean;
  /**
   * The view (page asked, sort, search) the page on screen answers: the view when it arrived, since the
   * source answers the latest view (a newer one cancels the request). Null before the first answer.
   */
  answers: LoadView | null;
}

/** The URL's page, sort and quick search (a paged source applies them itself; held lists page themselves). */
export interface LoadView {
  page: number;
  sort: SortState | null;
  search: string;
}

/** The state of one list screen. Page, sort and quick search live in the URL (see useListPage). */
export interface ListState<Row> {
  status: ListStatus;
  /** Why the last load failed (shown with "Try again"). */
  error: Text | null;
  rows: Row[];
  /** Rows of the last unfiltered load: the options of the select filters. */
  optionRows: Row[];
  /** The options of the select filters by field, when the row source builds them itself (a paged list). */
  optionLists: Record<string, string[]> | null;
  optionsStatus: OptionsStatus;
  /** A paged list's figures (null for a list whose rows are all in `rows`). */
  paging: PagingState | null;
  /** Something the list did instead of what was asked, said above the table (e.g. a filter that failed). */
  notice: Text | null;
  /** The URL's page, sort and search, as the view layer last saw them. */
  view: LoadView;
  /** The filter panel as edited; `applied` is what the rows were loaded with (the URL's filters). */
  draft: FilterValues;
  applied: FilterValues;
  filtersOpen: boolean;
  /** The row action being run (see rowActionRequested), until the reloaded rows show its outcome. */
  acting?: { id: string; kind: string } | null;
}

/** A row action (approve, stop, ...): the row, which action, and what the user typed for it (a note). */
export interface RowActionRequest {
  id: string;
  kind: string;
  input?: string;
}

/**
 * A list's declaration: its state, its filters, its rows' identity and its screen's facts. ListPage takes
 * all of these from here (through the model useListPage builds), never from its call site.
 */
export interface ListConfig<Row, Name extends string = string> {
  /** The slice name (the state key). */
  name: Name;
  /** The screen's title: the panel's heading, the export's sheet and file name (in the language shown). */
  title: MessageId;
  /** Accessible name of the table (default: the title). */
  tableLabel?: MessageId;
  /** Prefix of the filter fields' ids. */
  idPrefix: string;
  /** How the footer words its range (TableFooter's default when left out). */
  wording?: FooterWording;
  filters: readonly FilterDecl<Row>[];
  /** The row's identity: the table's row key, and for rowPatched. */
  rowId(row: Row): string;
  /** The rows stay in the row source, which answers a page at a time (see PagingState). */
  paged?: boolean;
}

type ListDraft<Row> = Draft<ListState<Row>>;

const loadReducers = <Row>(empty: FilterValues) => ({
  loadRequested(state: ListDraft<Row>, action: PayloadAction<FilterValues>) {
    state.status = 'pending';
    state.error = null;
    state.notice = null;
    state.applied = { ...empty, ...action.payload };
    state.draft = { ...empty, ...action.payload };
    if (state.paging) {
      // New rows: nothing of the last list is shown as if it were the new one.
      state.rows = [];
      state.paging = { page: state.view.page, total: 0, loaded: 0, complete: false, answers: null };
    }
  },
  /** The URL's page, sort and search (a paged source applies them itself; held lists page here). */
  viewChanged(state: ListDraft<Row>, action: PayloadAction<LoadView>) {
    state.view = action.payload;
  },
  reloadRequested(state: ListDraft<Row>) {
    state.status = 'pending';
    state.error = null;
    if (state.paging) state.paging.loaded = 0;
  },
  loadSucceeded(state: ListDraft<Row>, action: PayloadAction<{ rows: Row[]; unfiltered: boolean }>) {
    state.status = 'succeeded';
    state.error = null;
    state.rows = action.payload.rows as Draft<Row>[];
    if (action.payload.unfiltered) {
      state.optionRows = action.payload.rows as Draft<Row>[];
      state.optionsStatus = 'ready';
    }
  },
  filterFellBack(state: ListDraft<Row>, action: PayloadAction<{ rows: Row[]; reason: Text }>) {
    state.status = 'succeeded';
    state.error = null;
    state.rows = action.payload.rows as Draft<Row>[];
    state.optionRows = action.payload.rows as Draft<Row>[];
    state.optionsStatus = 'ready';
    state.applied = { ...empty };
    state.draft = { ...empty };
    state.notice = msg('list.filterFellBack', { reason: action.payload.reason });
  },
  loadFailed(state: ListDraft<Row>, action: PayloadAction<Text>) {
    state.status = 'failed';
    state.error = action.payload;
    // A paged list that could not be read whole shows nothing of it (a part must not pass for the list).
    if (state.paging) {
      state.rows = [];
      state.paging = { page: 1, total: 0, loaded: state.paging.loaded, complete: true, answers: null };
    }
  },
  refreshRequested() {},
  refreshed(state: ListDraft<Row>, action: PayloadAction<{ rows: Row[]; unfiltered: boolean }>) {
    // Not before a first load, nor over a load the user asked for (that one answers instead).
    if (state.status === 'idle' || state.status === 'pending') return;
    state.status = 'succeeded';
    state.error = null;
    state.rows = action.payload.rows as Draft<Row>[];
    if (action.payload.unfiltered) state.optionRows = action.payload.rows as Draft<Row>[];
  },
  closed() {},
});

const pagingReducers = <Row>() => ({
  /** While a paged list loads: rows read so far; its first page once, as soon as it has arrived. */
  loadProgressed(
    state: ListDraft<Row>,
    action: PayloadAction<{ loaded: number; page: PageSlice<Row> | null }>,
  ) {
    if (state.status !== 'pending' || !state.paging) return;
    state.paging.loaded = action.payload.loaded;
    // A reload keeps showing the old rows until the new list is complete.
    if (action.payload.page && state.rows.length === 0 && state.paging.page === 1) {
      state.rows = action.payload.page.rows as Draft<Row>[];
    }
  },
  /** A paged list's page on screen with its figures (a whole load, a preview, another page or order). */
  pageLoaded(state: ListDraft<Row>, action: PayloadAction<{ page: PageSlice<Row>; complete: boolean }>) {
    const { page, complete } = action.payload;
    state.status = 'succeeded';
    state.error = null;
    state.rows = page.rows as Draft<Row>[];
    state.paging = { page: page.page, total: page.total, loaded: page.total, complete, answers: state.view };
  },
  /** Another page, order or search of a paged list's loaded rows (ignored while a new load runs). */
  pageTurned(state: ListDraft<Row>, action: PayloadAction<PageSlice<Row>>) {
    if (state.status !== 'succeeded' || !state.paging) return;
    state.rows = action.payload.rows as Draft<Row>[];
    state.paging.page = action.payload.page;
    state.paging.total = action.payload.total;
    state.paging.answers = state.view;
  },
});

/**
 * The list-state factory: one slice per list screen with the same actions everywhere.
 *   loadRequested(filters)  load with these filters (the URL's; the panel shows them too)
 *   viewChanged(view)       the URL's page, sort and search (a paged source applies them itself)
 *   reloadRequested()       load again with the applied filters ("Try again", after a delete)
 *   loadSucceeded / loadFailed
 *   filterFellBack(rows, reason)  the filter call failed and the whole list is shown instead: no filter is
 *                           applied any more (chips and URL follow), and the notice says why
 *   draftChanged(partial)   the panel as the user edits it (applied by the screen through the URL)
 *   filtersToggled()        the panel opens or closes (chips show while it is closed)
 *   rowPatched(row)         a saved edit shows in its row at once, before any reload
 *   refreshRequested()      a quiet reload with the applied filters: no loading state (the saga's `refresh`)
 *   refreshed(rows)         the rows of a quiet reload (same filters): no loading state, the page stays
 *   closed()                the screen left: its load and quiet reloads end
 *   optionsRequested / optionsLoaded(rows) / optionsFailed   the whole list, loaded for the select filters'
 *                           options only (after a filtered first load: a reload, a pasted link)
 *   rowActionRequested / rowActionFinished   a row action runs (one at a time) until the reload shows it
 * and for a paged list (config.paged), whose row source answers them:
 *   loadProgressed({loaded, page})  rows read so far, and the first page as soon as it has arrived
 *   pageLoaded({page, complete})    the page on screen with its figures
 *   pageTurned(page)                another page, order or search of the loaded rows
 *   optionListsLoaded(lists)        the select filters' options, built by the source
 */
export function createListSlice<Row, Name extends string = string>(config: ListConfig<Row, Name>) {
  const empty = emptyFilterValues(config.filters);
  const initialState: ListState<Row> = {
    status: 'idle',
    error: null,
    rows: [],
    optionRows: [],
    optionLists: null,
    optionsStatus: 'idle',
    paging: config.paged ? { page: 1, total: 0, loaded: 0, complete: false, answers: null } : null,
    notice: null,
    view: { page: 1, sort: null, search: '' },
    draft: empty,
    applied: empty,
    // Every list opens with its filter panel closed (the toggle opens it).
    filtersOpen: false,
    acting: null,
  };
  const slice = createSlice({
    name: config.name,
    initialState,
    reducers: {
      ...loadReducers<Row>(empty),
      draftChanged(state, action: PayloadAction<FilterValues>) {
        state.draft = { ...state.draft, ...action.payload };
      },
      filtersToggled(state) {
        state.filtersOpen = !state.filtersOpen;
      },
      /** The whole list is being loaded for the select filters' options only (after a filtered first load). */
      optionsRequested(state) {
        state.optionsStatus = 'pending';
      },
      optionsLoaded(state, action: PayloadAction<Row[]>) {
        state.optionRows = action.payload as Draft<Row>[];
        state.optionsStatus = 'ready';
      },
      optionsFailed(state) {
        state.optionsStatus = 'failed';
      },
      optionListsLoaded(state, action: PayloadAction<Record<string, string[]>>) {
        state.optionLists = action.payload;
        state.optionsStatus = 'ready';
      },
      ...pagingReducers<Row>(),
      rowActionRequested(state, action: PayloadAction<RowActionRequest>) {
        // One at a time: a second request while one runs is ignored (so is it by the saga).
        if (state.acting) return;
        state.acting = { id: action.payload.id, kind: action.payload.kind };
      },
      rowActionFinished(state) {
        state.acting = null;
      },
      rowPatched(state, action: PayloadAction<Row>) {
        const id = config.rowId(action.payload);
        const patch = (rows: Draft<Row>[]) => {
          const index = rows.findIndex((row) => config.rowId(row as Row) === id);
          if (index >= 0) rows[index] = action.payload as Draft<Row>;
        };
        patch(state.rows);
        patch(state.optionRows);
      },
    },
  });
  // Typed on a plain object: RootState would make the store's slice list refer to itself.
  const selectList = (state: object): ListState<Row> =>
    (state as Record<string, ListState<Row> | undefined>)[config.name] ?? initialState;
  return { slice, actions: slice.actions, selectList, config };
}

export interface ListKit<Row> {
  actions: ReturnType<typeof createListSlice<Row>>['actions'];
  selectList(state: object): ListState<Row>;
  config: ListConfig<Row>;
}
