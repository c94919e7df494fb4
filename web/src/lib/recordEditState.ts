import { createSelector, type PayloadAction } from '@reduxjs/toolkit';
import { errorMessage, errorStatus } from '../api/apiError';
import type { MessageId, Text } from '../i18n/i18n';
import type { Toast } from '../store/notificationsSlice';

/** The edit, delete and success dialogs of a record list (customers, product lines). */
export interface RecordEditState {
  editingId: string | null;
  saving: boolean;
  deletingId: string | null;
  deleting: boolean;
  success: Text | null;
}

export const initialRecordEditState: RecordEditState = {
  editingId: null,
  saving: false,
  deletingId: null,
  deleting: false,
  success: null,
};

export const UPDATED_MESSAGE: MessageId = 'form.updated';
export const DELETED_MESSAGE: MessageId = 'form.deleted';
/** Spec part 1 section 8, product lines. */
export const WRITE_FAILED_MESSAGE: MessageId = 'form.writeFailed';

/** The spec's text with the reason beside it; none for a 401 (the session signs the user out). */
export function writeFailedToast(error: unknown): Omit<Toast, 'id' | 'life'> | null {
  if (errorStatus(error) === 401) return null;
  return { severity: 'error', ...errorMessage(error, { fixed: WRITE_FAILED_MESSAGE }) };
}

/** The slice adds its own `updateRequested` and `updateFailed` (features differ on whether the dialog stays open). */
export const recordEditReducers = {
  editOpened(state: RecordEditState, action: PayloadAction<string>) {
    state.editingId = action.payload;
  },
  /** Ignored while saving. */
  editClosed(state: RecordEditState) {
    if (!state.saving) state.editingId = null;
  },
  updateSucceeded(state: RecordEditState) {
    state.saving = false;
    state.editingId = null;
    state.success = UPDATED_MESSAGE;
  },
  deleteAsked(state: RecordEditState, action: PayloadAction<string>) {
    state.deletingId = action.payload;
  },
  deleteCancelled(state: RecordEditState) {
    if (!state.deleting) state.deletingId = null;
  },
  deleteRequested(state: RecordEditState) {
    state.deleting = true;
  },
  deleteSucceeded(state: RecordEditState) {
    state.deleting = false;
    state.deletingId = null;
    state.success = DELETED_MESSAGE;
  },
  deleteFailed(state: RecordEditState) {
    state.deleting = false;
    state.deletingId = null;
  },
  /** The feature's saga reloads the list. */
  successDismissed(state: RecordEditState) {
    state.success = null;
  },
};

export function recordEditSelectors<State, Row extends { id: string }>(
  selectEdit: (state: State) => RecordEditState,
  selectRows: (state: State) => readonly Row[],
) {
  const selectEditing = createSelector(
    [(state: State) => selectEdit(state).editingId, selectRows, (state: State) => selectEdit(state).saving],
    (id, rows, saving) => ({ row: id === null ? null : (rows.find((row) => row.id === id) ?? null), saving }),
  );
  const selectDeleting = createSelector(
    [(state: State) => selectEdit(state).deletingId, (state: State) => selectEdit(state).deleting],
    (id, busy) => ({ id, busy }),
  );
  return { selectEditing, selectDeleting };
}
