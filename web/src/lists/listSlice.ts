import { createSlice, type Draft, type PayloadAction } from '@reduxjs/toolkit';
import type { FooterWording } from '../components/TableFooter';
import { msg, type MessageId, type Text } from '../i18n/i18n';
import type { PageSlice } from '../lib/pagination';
import { emptyFilterValues, type FilterDecl, type FilterValues } from './filters';
import type { SortState } from './view';

export type ListStatus = 'idle' | 'pending' | 'succeeded' | 'failed';

/** Where the select filters' options are: not asked for yet, loading, there, or not loadable. */
export type OptionsStatus = 'idle' | 'pending' | 'ready' | 'failed';

/** A list whose rows stay in a row source (the customer list's worker) and arrive a page at a time. */
export interface PagingState {
  page: number;
  total: number;
  loaded: number;
  complete: boolean;
  /** The view the page on screen answers (a newer view cancels the request); null before the first answer. */
  answers: LoadView | null;
}

/** The URL's page, sort and quick search (a paged source applies them itself; held lists page themselves). */
export interface LoadView {
  page: number;
  sort: SortState | null;
  search: string;
}

/** One list screen's state. Page, sort and quick search live in the URL (see useListPage). */
export interface ListState<Row> {
  status: ListStatus;
  error: Text | null;
  rows: Row[];
  /** Rows of the last unfiltered load: the select filters' options. */
  optionRows: Row[];
  /** The options of the select filters by field, when the row source builds them itself (a paged list). */
  optionLists: Record<string, string[]> | null;
  optionsStatus: OptionsStatus;
  paging: PagingState | null;
  /** Something the list did instead of what was asked, said above the table (e.g. a filter that failed). */
  notice: Text | null;
  view: LoadView;
  /** The filter panel as edited; `applied` is what the rows were loaded with. */
  draft: FilterValues;
  applied: FilterValues;
  filtersOpen: boolean;
  /** The row action being run (see rowActionRequested), until the reloaded rows show its outcome. */
  acting?: { id: string; kind: string } | null;
}

export interface RowActionRequest {
  id: string;
  kind: string;
  input?: string;
}

/** A list's declaration; ListPage takes all of it through the model useListPage builds. */
export interface ListConfig<Row, Name extends string = string> {
  name: Name;
  /** The screen's title: the panel's heading, the export's sheet and file name (in the language shown). */
  title: MessageId;
  tableLabel?: MessageId;
  idPrefix: string;
  wording?: FooterWording;
  filters: readonly FilterDecl<Row>[];
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
  pageLoaded(state: ListDraft<Row>, action: PayloadAction<{ page: PageSlice<Row>; complete: boolean }>) {
    const { page, complete } = action.payload;
    state.status = 'succeeded';
    state.error = null;
    state.rows = page.rows as Draft<Row>[];
    state.paging = { page: page.page, total: page.total, loaded: page.total, complete, answers: state.view };
  },
  pageTurned(state: ListDraft<Row>, action: PayloadAction<PageSlice<Row>>) {
    if (state.status !== 'succeeded' || !state.paging) return;
    state.rows = action.payload.rows as Draft<Row>[];
    state.paging.page = action.payload.page;
    state.paging.total = action.payload.total;
    state.paging.answers = state.view;
  },
});

/**
 * One slice per list screen with the same actions everywhere. filterFellBack: the filter call failed and the
 * whole list is shown, so no filter stays applied. Paged lists (config.paged) also get the loadProgressed,
 * pageLoaded, pageTurned and optionListsLoaded actions from their row source.
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
