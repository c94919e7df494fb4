import { createSlice } from '@reduxjs/toolkit';
import {
  DELETED_MESSAGE,
  initialRecordEditState,
  recordEditReducers,
  recordEditSelectors,
  UPDATED_MESSAGE,
  type RecordEditState,
} from './recordEditState';

const slice = createSlice({
  name: 'records',
  initialState: { ...initialRecordEditState, rows: [{ id: '1' }, { id: '2' }] },
  reducers: {
    ...recordEditReducers,
    updateRequested(state) {
      state.saving = true;
    },
  },
});
const { actions, reducer } = slice;
type State = ReturnType<typeof reducer>;
const run = (...list: Parameters<typeof reducer>[1][]) =>
  list.reduce(reducer, reducer(undefined, { type: 'init' }));
const { selectEditing, selectDeleting } = recordEditSelectors(
  (state: State): RecordEditState => state,
  (state: State) => state.rows,
);

describe('record edit state', () => {
  it('edit: opens on a record, cannot be closed while saving, and succeeds into the success message', () => {
    const saving = run(actions.editOpened('2'), actions.updateRequested(), actions.editClosed());
    expect(selectEditing(saving)).toEqual({ row: { id: '2' }, saving: true });
    const done = reducer(saving, actions.updateSucceeded());
    expect(done).toMatchObject({ editingId: null, saving: false, success: UPDATED_MESSAGE });
    expect(selectEditing(done)).toEqual({ row: null, saving: false });
    expect(reducer(done, actions.successDismissed()).success).toBeNull();
    expect(run(actions.editOpened('1'), actions.editClosed()).editingId).toBeNull();
    expect(selectEditing(run(actions.editOpened('9'))).row).toBeNull();
  });

  it('delete: asks, cannot be cancelled while deleting, and ends either way', () => {
    const deleting = run(actions.deleteAsked('1'), actions.deleteRequested(), actions.deleteCancelled());
    expect(selectDeleting(deleting)).toEqual({ id: '1', busy: true });
    expect(reducer(deleting, actions.deleteSucceeded())).toMatchObject({
      deletingId: null,
      deleting: false,
      success: DELETED_MESSAGE,
    });
    expect(reducer(deleting, actions.deleteFailed())).toMatchObject({
      deletingId: null,
      deleting: false,
      success: null,
    });
    expect(run(actions.deleteAsked('2'), actions.deleteCancelled()).deletingId).toBeNull();
  });
});
