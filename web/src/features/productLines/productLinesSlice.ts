import { createSelector, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { ProductLineFilter } from '../../api/productLines';
import { rootReducer, type RootState } from '../../app/store';
import { slicePage } from '../../lib/pagination';
import {
  PRODUCT_LINE_PAGE_SIZE,
  type ProductLineEditValues,
  type ProductLineFilterOptions,
  type ProductLineRow,
} from './productLineModel';

export type LoadStatus = 'idle' | 'pending' | 'succeeded' | 'failed';

export interface ProductLinesState {
  status: LoadStatus;
  rows: ProductLineRow[];
  /** From the last whole-list load. */
  options: ProductLineFilterOptions | null;
  applied: ProductLineFilter[];
  page: number;
  filtersOpen: boolean;
  editingId: string | null;
  saving: boolean;
  deletingId: string | null;
  deleting: boolean;
  success: string | null;
}

const initialState: ProductLinesState = {
  status: 'idle',
  rows: [],
  options: null,
  applied: [],
  page: 1,
  filtersOpen: false,
  editingId: null,
  saving: false,
  deletingId: null,
  deleting: false,
  success: null,
};

export const UPDATED_MESSAGE = 'Updated Data Successfully';
export const DELETED_MESSAGE = 'Deleted Data Successfully';
export const WRITE_FAILED_MESSAGE = 'Something wrong. Please try again later';

export const productLinesSlice = createSlice({
  name: 'productLines',
  initialState,
  reducers: {
    listRequested(state, action: PayloadAction<{ filters: ProductLineFilter[] | null; keepPage?: boolean }>) {
      state.status = 'pending';
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
    listFailed(state) {
      state.status = 'failed';
    },
    pageChanged(state, action: PayloadAction<number>) {
      state.page = slicePage(state.rows, action.payload, PRODUCT_LINE_PAGE_SIZE).page;
    },
    filtersToggled(state) {
      state.filtersOpen = !state.filtersOpen;
    },
    editOpened(state, action: PayloadAction<string>) {
      state.editingId = action.payload;
    },
    editClosed(state) {
      if (!state.saving) state.editingId = null;
    },
    updateRequested(state, _action: PayloadAction<{ id: string; values: ProductLineEditValues }>) {
      state.saving = true;
    },
    updateSucceeded(state) {
      state.saving = false;
      state.editingId = null;
      state.success = UPDATED_MESSAGE;
    },
    /** The dialog stays open with what the user typed; a toast says it failed. */
    updateFailed(state) {
      state.saving = false;
    },
    deleteAsked(state, action: PayloadAction<string>) {
      state.deletingId = action.payload;
    },
    deleteCancelled(state) {
      if (!state.deleting) state.deletingId = null;
    },
    deleteRequested(state) {
      state.deleting = true;
    },
    deleteSucceeded(state) {
      state.deleting = false;
      state.deletingId = null;
      state.success = DELETED_MESSAGE;
    },
    deleteFailed(state) {
      state.deleting = false;
      state.deletingId = null;
    },
    successDismissed(state) {
      state.success = null;
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
export const selectProductLineOptions = (state: RootState) => selectState(state).options;
export const selectAppliedProductLineFilters = (state: RootState) => selectState(state).applied;
export const selectProductLineFiltersOpen = (state: RootState) => selectState(state).filtersOpen;
export const selectProductLineSuccess = (state: RootState) => selectState(state).success;
export const selectProductLineRows = (state: RootState) => selectState(state).rows;

export const selectProductLinePage = createSelector(
  [(state: RootState) => selectState(state).rows, (state: RootState) => selectState(state).page],
  (rows, page) => slicePage(rows, page, PRODUCT_LINE_PAGE_SIZE),
);

export const selectProductLineEditing = createSelector(
  [
    (state: RootState) => selectState(state).editingId,
    (state: RootState) => selectState(state).rows,
    (state: RootState) => selectState(state).saving,
  ],
  (id, rows, saving) => ({ row: id === null ? null : (rows.find((row) => row.id === id) ?? null), saving }),
);

export const selectProductLineDeleting = createSelector(
  [(state: RootState) => selectState(state).deletingId, (state: RootState) => selectState(state).deleting],
  (id, busy) => ({ id, busy }),
);
