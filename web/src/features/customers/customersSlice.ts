import { createSelector, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { CustomerFilter } from '../../api/customers';
import type { FieldEntry } from '../../api/fieldEntries';
import { rootReducer, type RootState } from '../../store/store';
import { pageCount, type PageSlice } from '../../lib/pagination';
import {
  initialRecordEditState,
  recordEditReducers,
  recordEditSelectors,
  type RecordEditState,
} from '../../lib/recordEditState';
import type { CustomerListLensSettings } from './customerListLens';
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
    /**
     * The rows of the page on screen only: the list itself (up to a quarter of a million customers) stays in
     * the list's worker, which answers page by page.
     */
    rows: CustomerRow[];
    /** Customers in the list (the footer's N). */
    total: number;
    /** Customers read so far while the list loads ("Loading customers… 120,000"). */
    loaded: number;
    /** False while the list is still loading. */
    complete: boolean;
    error: string | null;
  };
  /** Drop-down options from the last whole-list load; null before it. */
  options: CustomerFilterOptions | null;
  /** The server refused the edit, naming fields: the dialog stays open with its words. */
  editRefusal: { message: string; invalid: string[] } | null;
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
  list: { status: 'idle', rows: [], total: 0, loaded: 0, complete: false, error: null },
  options: null,
  editRefusal: null,
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
    listRequested(
      state,
      action: PayloadAction<{
        filters: CustomerFilter[] | null;
        keepPage?: boolean;
        page?: number;
        lens?: CustomerListLensSettings;
      }>,
    ) {
      state.list.status = 'pending';
      state.list.error = null;
      state.list.loaded = 0;
      state.applied = action.payload.filters ?? [];
      if (!action.payload.keepPage || state.list.rows.length === 0) {
        state.page = action.payload.page ?? 1;
        state.list.rows = [];
        state.list.total = 0;
        state.list.complete = false;
      }
    },
    /** Reload the current view (filters as applied, page kept). */
    listReloadRequested() {},
    /** While loading: how many customers were read, and the first page as soon as it has arrived. */
    listProgress(state, action: PayloadAction<{ loaded: number; page: PageSlice<CustomerRow> | null }>) {
      if (state.list.status !== 'pending') return;
      state.list.loaded = action.payload.loaded;
      // A reload keeps showing the old rows until the new list is complete.
      if (action.payload.page && state.list.rows.length === 0 && state.page === 1) {
        state.list.rows = action.payload.page.rows;
        state.list.complete = false;
      }
    },
    listSucceeded(
      state,
      action: PayloadAction<{ page: PageSlice<CustomerRow>; options: CustomerFilterOptions | null }>,
    ) {
      const { page, options } = action.payload;
      state.list = {
        status: 'succeeded',
        rows: page.rows,
        total: page.total,
        loaded: page.total,
        complete: true,
        error: null,
      };
      if (options) state.options = options;
      state.page = page.page;
    },
    /** The list could not be read whole: nothing of it is shown (a part must not pass for the list). */
    listFailed(state, action: PayloadAction<string>) {
      state.list = {
        status: 'failed',
        rows: [],
        total: 0,
        loaded: state.list.loaded,
        complete: true,
        error: action.payload,
      };
      state.page = 1;
    },
    /** The pager asked for a page: the saga asks the worker, which answers with pageArrived. */
    pageChanged(_state, _action: PayloadAction<number>) {},
    /**
     * Sort or quick search changed (issue 13): the worker orders the loaded list and answers with the page
     * (pageArrived). `debounce`: typing in the search, asked once the typing pauses.
     */
    lensChanged(
      _state,
      _action: PayloadAction<{ settings: CustomerListLensSettings; page: number; debounce?: boolean }>,
    ) {},
    pageArrived(state, action: PayloadAction<PageSlice<CustomerRow>>) {
      if (state.list.status !== 'succeeded') return;
      state.list.rows = action.payload.rows;
      state.list.total = action.payload.total;
      state.page = action.payload.page;
    },
    filtersToggled(state) {
      state.filtersOpen = !state.filtersOpen;
    },

    ...recordEditReducers,
    editOpened(state, action: PayloadAction<string>) {
      recordEditReducers.editOpened(state, action);
      state.editRefusal = null;
    },
    updateRequested(state, _action: PayloadAction<{ id: string; values: CustomerEditValues }>) {
      state.saving = true;
      state.editRefusal = null;
    },
    /**
     * The server refused the values (a 400 naming the fields): the dialog stays open with what was typed and the
     * server's reason, instead of closing as a failed edit does (spec part 1 section 8).
     */
    updateRefused(state, action: PayloadAction<{ message: string; invalid: string[] }>) {
      state.saving = false;
      state.editRefusal = action.payload;
    },
    /** A saved edit shows in its row at once (the worker's copy is read again when the dialog closes). */
    rowEdited(state, action: PayloadAction<{ id: string; values: CustomerEditValues; lastUpdate: string }>) {
      const row = state.list.rows.find((candidate) => candidate.id === action.payload.id);
      if (!row) return;
      const { values, lastUpdate } = action.payload;
      row.name = values.name.trim();
      row.contact = values.contact.trim();
      row.productCode = values.productCode.trim();
      row.location = values.location.trim();
      row.lastUpdate = lastUpdate;
    },
    /** Spec part 1 section 8: the modal closes and the list reloads silently. */
    updateFailed(state) {
      state.saving = false;
      state.editingId = null;
      state.editRefusal = null;
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

declare module '../../store/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof customersSlice> {}
}

customersSlice.injectInto(rootReducer);

export const {
  listRequested,
  listReloadRequested,
  listProgress,
  listSucceeded,
  listFailed,
  pageChanged,
  pageArrived,
  lensChanged,
  filtersToggled,
  editOpened,
  editClosed,
  updateRequested,
  updateSucceeded,
  updateFailed,
  updateRefused,
  rowEdited,
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
export const selectEditRefusal = (state: RootState) => selectCustomers(state).editRefusal;
/** The row being edited (its values fill the dialog), and the customer awaiting delete confirmation. */
export const { selectEditing, selectDeleting: selectDeleteState } = recordEditSelectors(
  selectCustomers,
  (state: RootState) => selectCustomers(state).list.rows,
);

/** The rows of the current page with the footer's figures. */
export const selectCustomerPage = createSelector(
  [
    (state: RootState) => selectCustomers(state).list.rows,
    (state: RootState) => selectCustomers(state).list.total,
    (state: RootState) => selectCustomers(state).page,
  ],
  (rows, total, page): PageSlice<CustomerRow> => {
    const shownTotal = Math.max(total, rows.length);
    const start = (page - 1) * CUSTOMER_PAGE_SIZE;
    return {
      rows,
      from: rows.length ? start + 1 : 0,
      to: rows.length ? start + rows.length : 0,
      total: shownTotal,
      page,
      pageCount: pageCount(shownTotal, CUSTOMER_PAGE_SIZE),
    };
  },
);
