import { createSelector, type PayloadAction } from '@reduxjs/toolkit';
import { errorMessage, errorStatus } from '../api/apiError';
import type { MessageId, Text } from '../i18n/i18n';
import type { Toast } from '../store/notificationsSlice';

/**
 * The edit dialog, the delete confirmation and the success dialog of a record list (customers, product
 * lines): which record is open in each, whether its request is running, and the success message.
 */
export interface RecordEditState {
  editingId: string | null;
  saving: boolean;
  deletingId: string | null;
  deleting: boolean;
  /** "Updated Data Successfully" / "Deleted Data Successfully" while the success dialog shows. */
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
/** A failed edit or delete (spec part 1 section 8, product lines: "Something wrong. Please try again later"). */
export const WRITE_FAILED_MESSAGE: MessageId = 'form.writeFailed';

/**
 * The toast of an edit or a delete the server failed, for every record list (product lines, customers): the
 * spec's text with the reason beside it (the server's message, or that it did not answer); none for a 401
 * (the session signs the user out).
 */
export function writeFailedToast(error: unknown): Omit<Toast, 'id' | 'life'> | null {
  if (errorStatus(error) === 401) return null;
  return { severity: 'error', ...errorMessage(error, { fixed: WRITE_FAILED_MESSAGE }) };
}

/**
 * Case reducers for a slice whose state includes RecordEditState. The slice adds its own `updateRequested`
 * (its payload is the feature's values) and `updateFailed` (features differ on whether the dialog stays open).
 */
export const recordEditReducers = {
  editOpened(state: RecordEditState, action: PayloadAction<string>) {
    state.editingId = action.payload;
  },
  /** Ignored while saving: the dialog stays until the request ends. */
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
  /** The success dialog closed (after 3 s, or by hand); the feature's saga reloads the list. */
  successDismissed(state: RecordEditState) {
    state.success = null;
  },
};

/**
 * Selectors of the dialogs: the row being edited (its values fill the form) with the saving flag, and the
 * record awaiting delete confirmation with the deleting flag.
 */
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
