import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '../../store/store';
import {
  initialRecordEditState,
  recordEditReducers,
  recordEditSelectors,
  type RecordEditState,
} from '../../lib/recordEditState';
import type { ProductLineEditValues } from './productLineRules';
import { productLineList } from './productLineList';

/** The edit dialog, the delete confirmation and the success dialog of the product-line list. */
export type ProductLineEditState = RecordEditState;

export const productLineEditSlice = createSlice({
  name: 'productLineEdit',
  initialState: initialRecordEditState,
  reducers: {
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

declare module '../../store/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof productLineEditSlice> {}
}

productLineEditSlice.injectInto(rootReducer);

export const {
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
} = productLineEditSlice.actions;

const selectEdit = (state: RootState): ProductLineEditState =>
  state.productLineEdit ?? initialRecordEditState;

export const selectProductLineSuccess = (state: RootState) => selectEdit(state).success;
export const selectProductLineRows = (state: RootState) => productLineList.selectList(state).rows;

export const { selectEditing: selectProductLineEditing, selectDeleting: selectProductLineDeleting } =
  recordEditSelectors(selectEdit, selectProductLineRows);
