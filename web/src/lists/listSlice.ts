import { createSlice, type Draft, type PayloadAction } from '@reduxjs/toolkit';
import { emptyFilterValues, type FilterDecl, type FilterValues } from './filters';

export type ListStatus = 'idle' | 'pending' | 'succeeded' | 'failed';

/** The state of one list screen. Page, sort and quick search live in the URL (see useListScreen). */
export interface ListState<Row> {
  status: ListStatus;
  /** Why the last load failed (shown with "Try again"). */
  error: string | null;
  rows: Row[];
  /** Rows of the last unfiltered load: the options of the select filters. */
  optionRows: Row[];
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

export interface ListConfig<Row, Name extends string = string> {
  /** The slice name (the state key). */
  name: Name;
  filters: readonly FilterDecl<Row>[];
  /** The row's identity, for rowPatched. */
  rowId(row: Row): string;
  /** Whether the filter panel starts open (default closed). */
  filtersOpen?: boolean;
}

/**
 * The list-state factory: one slice per list screen with the same actions everywhere.
 *   loadRequested(filters)  load with these filters (the URL's; the panel shows them too)
 *   reloadRequested()       load again with the applied filters ("Try again", after a delete)
 *   loadSucceeded / loadFailed
 *   draftChanged(partial)   the panel as the user edits it (applied by the screen through the URL)
 *   filtersToggled()        the panel opens or closes (chips show while it is closed)
 *   rowPatched(row)         a saved edit shows in its row at once, before any reload
 *   refreshRequested()      a quiet reload with the applied filters: no loading state (the saga's `refresh`)
 *   refreshed(rows)         the rows of a quiet reload (same filters): no loading state, the page stays
 *   closed()                the screen left: its load and quiet reloads end
 *   optionsLoaded(rows)     the whole list, loaded for the select filters' options only
 *   rowActionRequested / rowActionFinished   a row action runs (one at a time) until the reload shows it
 */
export function createListSlice<Row, Name extends string = string>(config: ListConfig<Row, Name>) {
  const empty = emptyFilterValues(config.filters);
  const initialState: ListState<Row> = {
    status: 'idle',
    error: null,
    rows: [],
    optionRows: [],
    draft: empty,
    applied: empty,
    filtersOpen: config.filtersOpen ?? false,
    acting: null,
  };
  const slice = createSlice({
    name: config.name,
    initialState,
    reducers: {
      loadRequested(state, action: PayloadAction<FilterValues>) {
        state.status = 'pending';
        state.error = null;
        state.applied = { ...empty, ...action.payload };
        state.draft = { ...empty, ...action.payload };
      },
      reloadRequested(state) {
        state.status = 'pending';
        state.error = null;
      },
      loadSucceeded(state, action: PayloadAction<{ rows: Row[]; unfiltered: boolean }>) {
        state.status = 'succeeded';
        state.error = null;
        state.rows = action.payload.rows as Draft<Row>[];
        if (action.payload.unfiltered) state.optionRows = action.payload.rows as Draft<Row>[];
      },
      loadFailed(state, action: PayloadAction<string>) {
        state.status = 'failed';
        state.error = action.payload;
      },
      draftChanged(state, action: PayloadAction<FilterValues>) {
        state.draft = { ...state.draft, ...action.payload };
      },
      filtersToggled(state) {
        state.filtersOpen = !state.filtersOpen;
      },
      refreshRequested() {},
      refreshed(state, action: PayloadAction<{ rows: Row[]; unfiltered: boolean }>) {
        // Not before a first load, nor over a load the user asked for (that one answers instead).
        if (state.status === 'idle' || state.status === 'pending') return;
        state.status = 'succeeded';
        state.error = null;
        state.rows = action.payload.rows as Draft<Row>[];
        if (action.payload.unfiltered) state.optionRows = action.payload.rows as Draft<Row>[];
      },
      closed() {},
      /** The whole list, loaded for the select filters' options only (after a filtered first load). */
      optionsLoaded(state, action: PayloadAction<Row[]>) {
        state.optionRows = action.payload as Draft<Row>[];
      },
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
  return { slice, actions: slice.actions, selectList, config, initialState };
}

export interface ListKit<Row> {
  actions: ReturnType<typeof createListSlice<Row>>['actions'];
  selectList(state: object): ListState<Row>;
  config: ListConfig<Row>;
  initialState: ListState<Row>;
}
