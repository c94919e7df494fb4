import { createSelector, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { FieldEntry } from '../../api/fieldEntries';
import { rootReducer, type RootState } from '../../store/store';
import type { Text } from '../../i18n/i18n';
import {
  initialRecordEditState,
  recordEditReducers,
  recordEditSelectors,
  type RecordEditState,
} from '../../lib/recordEditState';
import { customerList } from './customerList';
import {
  toCustomerRow,
  type CustomerCreateValues,
  type CustomerEditValues,
  type CustomerRow,
} from './customerRules';

/**
 * The create dialog: closed, being filled in (`editing`, also after a refusal: what was typed stays), sending
 * its one-row upload, following the upload's import, or done (`created`, the customer as the server stored it).
 */
export type CreateStep = 'closed' | 'editing' | 'sending' | 'importing' | 'created';

export interface CreateState {
  step: CreateStep;
  /** Counts the openings: the form starts empty each time. */
  opened: number;
  /** The upload's file name while it is followed ("new-customer-SO2612000123.xlsx"). */
  file: string | null;
  /** Why the server did not create it (the row's reason, or the upload's failure), in its words. */
  refusal: Text | null;
  created: CustomerRow | null;
}

export type LoadStatus = 'idle' | 'pending' | 'succeeded' | 'failed';

/**
 * The customer screens' own state beside the list (which is the list kit's, customerList.ts): the edit dialog,
 * the delete confirmation, the success dialog, and the detail screen.
 */
export interface CustomersState extends RecordEditState {
  /** The detail screen's customer; back to idle when the screen is left (detailClosed). */
  detail: {
    status: LoadStatus;
    id: string | null;
    entries: FieldEntry[] | null;
    /** The product-line label of the customer's product-line code, when it resolves. */
    productLineLabel: string | null;
  };
  /** The server refused the edit, naming fields: the dialog stays open with its words. */
  editRefusal: { message: Text; invalid: string[] } | null;
  create: CreateState;
}

const closedCreate: CreateState = { step: 'closed', opened: 0, file: null, refusal: null, created: null };

const initialState: CustomersState = {
  ...initialRecordEditState,
  detail: { status: 'idle', id: null, entries: null, productLineLabel: null },
  editRefusal: null,
  create: closedCreate,
};

export const customersSlice = createSlice({
  name: 'customers',
  initialState,
  reducers: {
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
    updateRefused(state, action: PayloadAction<{ message: Text; invalid: string[] }>) {
      state.saving = false;
      state.editRefusal = action.payload;
    },
    /** Spec part 1 section 8: the modal closes and the list reloads silently. */
    updateFailed(state) {
      state.saving = false;
      state.editingId = null;
      state.editRefusal = null;
    },

    createOpened(state) {
      state.create = { ...closedCreate, step: 'editing', opened: state.create.opened + 1 };
    },
    /** Ignored while the new customer is sent and imported: the dialog says how that ends. */
    createClosed(state) {
      if (state.create.step === 'editing' || state.create.step === 'created') state.create.step = 'closed';
    },
    createRequested(state, _action: PayloadAction<CustomerCreateValues>) {
      state.create = { ...state.create, step: 'sending', refusal: null, file: null };
    },
    /** The upload was accepted: its import is followed. */
    createImporting(state, action: PayloadAction<{ file: string }>) {
      state.create.step = 'importing';
      state.create.file = action.payload.file;
    },
    createSucceeded(state, action: PayloadAction<CustomerRow>) {
      state.create = { ...state.create, step: 'created', created: action.payload, refusal: null };
    },
    /** Not created: the dialog stays open with what was typed and the server's reason. */
    createRefused(state, action: PayloadAction<Text>) {
      state.create.step = 'editing';
      state.create.refusal = action.payload;
    },

    /** View: remember the id for the detail screen and go there. */
    viewRequested(_state, _action: PayloadAction<string>) {},

    detailRequested(state) {
      state.detail = { status: 'pending', id: null, entries: null, productLineLabel: null };
    },
    detailLoaded(
      state,
      action: PayloadAction<{
        id: string | null;
        entries: FieldEntry[] | null;
        productLineLabel: string | null;
      }>,
    ) {
      state.detail = { status: 'succeeded', ...action.payload };
    },
    detailFailed(state) {
      state.detail = { status: 'failed', id: null, entries: null, productLineLabel: null };
    },
    detailClosed(state) {
      state.detail = initialState.detail;
    },
  },
});

declare module '../../store/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof customersSlice> {}
}

customersSlice.injectInto(rootReducer);

export const {
  editOpened,
  editClosed,
  updateRequested,
  updateSucceeded,
  updateFailed,
  updateRefused,
  deleteAsked,
  deleteCancelled,
  deleteRequested,
  deleteSucceeded,
  deleteFailed,
  successDismissed,
  viewRequested,
  createOpened,
  createClosed,
  createRequested,
  createImporting,
  createSucceeded,
  createRefused,
  detailRequested,
  detailLoaded,
  detailFailed,
  detailClosed,
} = customersSlice.actions;

const selectCustomers = (state: RootState): CustomersState => state.customers ?? initialState;

export const selectCustomerDetail = (state: RootState) => selectCustomers(state).detail;
export const selectSuccessMessage = (state: RootState) => selectCustomers(state).success;
export const selectEditRefusal = (state: RootState) => selectCustomers(state).editRefusal;
export const selectCreate = (state: RootState) => selectCustomers(state).create;
/** The rows of the page on screen (the list kit's state). */
export const selectCustomerRows = (state: RootState) => customerList.selectList(state).rows;
/** The detail screen's customer as a row (its heading, its edit dialog); null until it has loaded. */
export const selectDetailRow = createSelector([selectCustomerDetail], ({ id, entries }) =>
  id !== null && entries ? toCustomerRow(id, entries) : null,
);
/** The customers an edit can open: the detail's (fresher, when it is open) and the list page's. */
const selectEditableRows = createSelector([selectCustomerRows, selectDetailRow], (rows, detail) =>
  detail ? [detail, ...rows.filter((row) => row.id !== detail.id)] : rows,
);
/** The row being edited (its values fill the dialog), and the customer awaiting delete confirmation. */
export const { selectEditing, selectDeleting: selectDeleteState } = recordEditSelectors(
  selectCustomers,
  selectEditableRows,
);
