import { createSelector, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { ProductLineFilter } from '../../api/productLines';
import { rootReducer, type RootState } from '../../app/store';
import { slicePage } from '../../lib/pagination';
import {
  initialRecordEditState,
  recordEditReducers,
  recordEditSelectors,
  type RecordEditState,
} from '../../lib/recordEditState';
import {
  PRODUCT_LINE_PAGE_SIZE,
  type ProductLineEditValues,
  type ProductLineFilterOptions,
  type ProductLineRow,
} from './productLineModel';

export type LoadStatus = 'idle' | 'pending' | 'succeeded' | 'failed';

export interface ProductLinesState extends RecordEditState {
  status: LoadStatus;
  /** Why the last load failed (shown with "Try again"). */
  error: string | null;
  rows: ProductLineRow[];
  /** From the last whole-list load. */
  options: ProductLineFilterOptions | null;
  applied: ProductLineFilter[];
  page: number;
  filtersOpen: boolean;
}

const initialState: ProductLinesState = {
  status: 'idle',
  error: null,
  rows: [],
  options: null,
  applied: [],
  page: 1,
  filtersOpen: false,
  ...initialRecordEditState,
};

export const WRITE_FAILED_MESSAGE = 'Something wrong. Please try again later';

export const productLinesSlice = createSlice({
  name: 'productLines',
  initialState,
  reducers: {
    listRequested(state, action: PayloadAction<{ filters: ProductLineFilter[] | null; keepPage?: boolean }>) {
      state.status = 'pending';
      state.error = null;
      state.applied = action.payload.filters ?? [];
      if (!action.payload.keepPage) {
        state.page = 1;
        state.rows = [];
      }
    },
    listReloadRequested() {},
    listSucceeded(
      state,
      action: PayloadAction<{ rows: ProductLineRow[]; options: ProductLineFilterOptions | null }>,
    ) {
      state.status = 'succeeded';
      state.rows = action.payload.rows;
      if (action.payload.options) state.options = action.payload.options;
      state.page = slicePage(action.payload.rows, state.page, PRODUCT_LINE_PAGE_SIZE).page;
    },
    listFailed(state, action: PayloadAction<string | undefined>) {
      state.status = 'failed';
      state.error = action.payload ?? null;
    },
    pageChanged(state, action: PayloadAction<number>) {
      state.page = slicePage(state.rows, action.payload, PRODUCT_LINE_PAGE_SIZE).page;
    },
    filtersToggled(state) {
      state.filtersOpen = !state.filtersOpen;
    },
    ...recordEditReducers,
    updateRequested(state, _action: PayloadAction<{ id: string; values: ProductLineEditValues }>) {
      state.saving = true;
    },
    /** The dialog stays open with what the user typed; a toast says it failed. */
    updateFailed(state) {
      state.saving = false;
    },
  },
});

declare module '../../app/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof productLinesSlice> {}
}

productLinesSlice.injectInto(rootReducer);

export const {
  listRequested,
  listReloadRequested,
  listSucceeded,
  listFailed,
  pageChanged,
  filtersToggled,
  editOpened,
  editClosed,
  updateRequested,
  updateSucceeded,
  updateFailed,
  deleteAsked,
  deleteCancelled,
  deleteRequested,
  deleteSucceeded,
  deleteFailed,
  successDismissed,
} = productLinesSlice.actions;

const selectState = (state: RootState): ProductLinesState => state.productLines ?? initialState;

export const selectProductLinesStatus = (state: RootState) => selectState(state).status;
export const selectProductLinesError = (state: RootState) => selectState(state).error;
export const selectProductLineOptions = (state: RootState) => selectState(state).options;
export const selectAppliedProductLineFilters = (state: RootState) => selectState(state).applied;
export const selectProductLineFiltersOpen = (state: RootState) => selectState(state).filtersOpen;
export const selectProductLineSuccess = (state: RootState) => selectState(state).success;
export const selectProductLineRows = (state: RootState) => selectState(state).rows;

export const selectProductLinePage = createSelector(
  [(state: RootState) => selectState(state).rows, (state: RootState) => selectState(state).page],
  (rows, page) => slicePage(rows, page, PRODUCT_LINE_PAGE_SIZE),
);

export const { selectEditing: selectProductLineEditing, selectDeleting: selectProductLineDeleting } =
  recordEditSelectors(selectState, selectProductLineRows);
