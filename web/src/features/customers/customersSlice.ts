import { createSelector, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { CustomerFilter } from '../../api/customers';
import type { FieldEntry } from '../../api/fieldEntries';
import { rootReducer, type RootState } from '../../app/store';
import { slicePage } from '../../lib/pagination';
import {
  initialRecordEditState,
  recordEditReducers,
  recordEditSelectors,
  type RecordEditState,
} from '../../lib/recordEditState';
import {
  CUSTOMER_PAGE_SIZE,
  type CustomerEditValues,
  type CustomerFilterOptions,
  type CustomerRow,
} from './customerModel';

export type LoadStatus = 'idle' | 'pending' | 'succeeded' | 'failed';

export interface CustomersState extends RecordEditState {
  list: {
    status: LoadStatus;
    /** Only what the table shows (never the raw entries: Redux deep-freezes what it stores). */
    rows: CustomerRow[];
    /** False while only the first page has arrived. */
    complete: boolean;
    error: string | null;
  };
  /** Drop-down options from the last whole-list load; null before it. */
  options: CustomerFilterOptions | null;
  /** The filters of the current view (reloads repeat them). */
  applied: CustomerFilter[];
  page: number;
  filtersOpen: boolean;
  detail: {
    status: LoadStatus;
    entries: FieldEntry[] | null;
    /** The product-line label of the customer's product-line code, when it resolves. */
    productLineLabel: string | null;
  };
}

const initialState: CustomersState = {
  list: { status: 'idle', rows: [], complete: false, error: null },
  options: null,
  applied: [],
  page: 1,
  filtersOpen: false,
  ...initialRecordEditState,
  detail: { status: 'idle', entries: null, productLineLabel: null },
};

export const customersSlice = createSlice({
  name: 'customers',
  initialState,
  reducers: {
    /** filters null: the whole list. keepPage: a reload of the current view (after an edit or delete). */
    listRequested(state, action: PayloadAction<{ filters: CustomerFilter[] | null; keepPage?: boolean }>) {
      state.list.status = 'pending';
      state.list.error = null;
      state.applied = action.payload.filters ?? [];
      if (!action.payload.keepPage) {
        state.page = 1;
        state.list.rows = [];
        state.list.complete = false;
      }
    },
    /** Reload the current view (filters as applied, page kept). */
    listReloadRequested() {},
    listFirstRowsArrived(state, action: PayloadAction<CustomerRow[]>) {
      // A reload keeps showing the old rows until the new list is complete.
      if (state.list.status === 'pending' && state.list.rows.length === 0) {
        state.list.rows = action.payload;
        state.list.complete = false;
      }
    },
    listSucceeded(
      state,
      action: PayloadAction<{ rows: CustomerRow[]; options: CustomerFilterOptions | null }>,
    ) {
      state.list = { status: 'succeeded', rows: action.payload.rows, complete: true, error: null };
      if (action.payload.options) state.options = action.payload.options;
      state.page = slicePage(action.payload.rows, state.page, CUSTOMER_PAGE_SIZE).page;
    },
    listFailed(state, action: PayloadAction<string>) {
      state.list.status = 'failed';
      state.list.error = action.payload;
      state.list.complete = true;
    },
    pageChanged(state, action: PayloadAction<number>) {
      state.page = slicePage(state.list.rows, action.payload, CUSTOMER_PAGE_SIZE).page;
    },
    filtersToggled(state) {
      state.filtersOpen = !state.filtersOpen;
    },

    ...recordEditReducers,
    updateRequested(state, _action: PayloadAction<{ id: string; values: CustomerEditValues }>) {
      state.saving = true;
    },
    /** Spec part 1 section 8: the modal closes and the list reloads silently. */
    updateFailed(state) {
      state.saving = false;
      state.editingId = null;
    },

    /** View: remember the id for the detail screen and go there. */
    viewRequested(_state, _action: PayloadAction<string>) {},

    detailRequested(state) {
      state.detail = { status: 'pending', entries: null, productLineLabel: null };
    },
    detailLoaded(
      state,
      action: PayloadAction<{ entries: FieldEntry[] | null; productLineLabel: string | null }>,
    ) {
      state.detail = { status: 'succeeded', ...action.payload };
    },
    detailFailed(state) {
      state.detail = { status: 'failed', entries: null, productLineLabel: null };
    },
  },
});

declare module '../../app/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof customersSlice> {}
}

customersSlice.injectInto(rootReducer);

export const {
  listRequested,
  listReloadRequested,
  listFirstRowsArrived,
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
  viewRequested,
  detailRequested,
  detailLoaded,
  detailFailed,
} = customersSlice.actions;

const selectCustomers = (state: RootState): CustomersState => state.customers ?? initialState;

export const selectCustomerList = (state: RootState) => selectCustomers(state).list;
export const selectCustomerOptions = (state: RootState) => selectCustomers(state).options;
export const selectAppliedFilters = (state: RootState) => selectCustomers(state).applied;
export const selectFiltersOpen = (state: RootState) => selectCustomers(state).filtersOpen;
export const selectCustomerDetail = (state: RootState) => selectCustomers(state).detail;
export const selectSuccessMessage = (state: RootState) => selectCustomers(state).success;
/** The row being edited (its values fill the dialog), and the customer awaiting delete confirmation. */
export const { selectEditing, selectDeleting: selectDeleteState } = recordEditSelectors(
  selectCustomers,
  (state: RootState) => selectCustomers(state).list.rows,
);

/** The rows of the current page with the footer's figures. */
export const selectCustomerPage = createSelector(
  [(state: RootState) => selectCustomers(state).list.rows, (state: RootState) => selectCustomers(state).page],
  (rows, page) => slicePage(rows, page, CUSTOMER_PAGE_SIZE),
);
