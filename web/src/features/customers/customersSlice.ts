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

/** `editing` also after a refusal (what was typed stays); `created`: as the server stored it. */
export type CreateStep = 'closed' | 'editing' | 'sending' | 'importing' | 'created';

export interface CreateState {
  step: CreateStep;
  /** So the form starts empty each time. */
  opened: number;
  file: string | null;
  refusal: Text | null;
  created: CustomerRow | null;
}

export type LoadStatus = 'idle' | 'pending' | 'succeeded' | 'failed';

/** The state beside the list kit's: edit, delete, success dialogs and the detail screen. */
export interface CustomersState extends RecordEditState {
  /** Back to idle when the screen is left. */
  detail: {
    status: LoadStatus;
    id: string | null;
    entries: FieldEntry[] | null;
    productLineLabel: string | null;
  };
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
    /** A 400 naming fields keeps the dialog open, unlike a failed edit (spec part 1 section 8). */
    updateRefused(state, action: PayloadAction<{ message: Text; invalid: string[] }>) {
      state.saving = false;
      state.editRefusal = action.payload;
    },
    /** Spec part 1 section 8. */
    updateFailed(state) {
      state.saving = false;
      state.editingId = null;
      state.editRefusal = null;
    },

    createOpened(state) {
      state.create = { ...closedCreate, step: 'editing', opened: state.create.opened + 1 };
    },
    /** Ignored while sending and importing: the dialog says how that ends. */
    createClosed(state) {
      if (state.create.step === 'editing' || state.create.step === 'created') state.create.step = 'closed';
    },
    createRequested(state, _action: PayloadAction<CustomerCreateValues>) {
      state.create = { ...state.create, step: 'sending', refusal: null, file: null };
    },
    createImporting(state, action: PayloadAction<{ file: string }>) {
      state.create.step = 'importing';
      state.create.file = action.payload.file;
    },
    createSucceeded(state, action: PayloadAction<CustomerRow>) {
      state.create = { ...state.create, step: 'created', created: action.payload, refusal: null };
    },
    createRefused(state, action: PayloadAction<Text>) {
      state.create.step = 'editing';
      state.create.refusal = action.payload;
    },

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
export const selectCustomerRows = (state: RootState) => customerList.selectList(state).rows;
/** Null until it has loaded. */
export const selectDetailRow = createSelector([selectCustomerDetail], ({ id, entries }) =>
  id !== null && entries ? toCustomerRow(id, entries) : null,
);
/** The detail's is fresher when it is open. */
const selectEditableRows = createSelector([selectCustomerRows, selectDetailRow], (rows, detail) =>
  detail ? [detail, ...rows.filter((row) => row.id !== detail.id)] : rows,
);
export const { selectEditing, selectDeleting: selectDeleteState } = recordEditSelectors(
  selectCustomers,
  selectEditableRows,
);
