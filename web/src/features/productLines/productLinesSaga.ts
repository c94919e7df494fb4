import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { ApiError } from '../../api/apiError';
import { writeFailedToast } from '../../lib/recordEditState';
import type { Apis } from '../../api/apis';
import { notify } from '../../store/notificationsSlice';
import type { SagaDeps } from '../../store/sagaDeps';
import { createListSaga } from '../../lists/listSaga';
import {
  buildProductLineUpdate,
  editedProductLineRow,
  type ProductLineEditValues,
  type ProductLineRow,
} from './productLineRules';
import { loadProductLineRows, productLineList } from './productLineList';
import {
  deleteFailed,
  deleteRequested,
  deleteSucceeded,
  selectProductLineDeleting,
  selectProductLineRows,
  successDismissed,
  updateFailed,
  updateRequested,
  updateSucceeded,
} from './productLinesSlice';

/** The list through the kit; a failed filter loads the whole list (spec part 1 section 8). */
export const productLineListSaga = createListSaga(productLineList, {
  load: loadProductLineRows,
  wholeListOnFilterFailure: true,
});

/** The PUT; on success the row shows the new values at once (the reload after the dialog confirms them). */
export function* updateProductLine(
  deps: SagaDeps,
  action: PayloadAction<{ id: string; values: ProductLineEditValues }>,
) {
  const { id, values } = action.payload;
  try {
    const rows: ProductLineRow[] = yield select(selectProductLineRows);
    const row = rows.find((candidate) => candidate.id === id);
    if (!row) throw new ApiError(404, `Product line ${id} is no longer in the list`);
    const api: Apis = yield call(deps.api);
    const update = buildProductLineUpdate(row.entries, values, new Date(deps.now()).toISOString());
    yield call(api.productLines.update, id, update);
    // The row shows the saved values at once, under the success dialog (whose 3 s count from its first paint).
    yield put(productLineList.actions.rowPatched(editedProductLineRow(row, update)));
    yield put(updateSucceeded());
  } catch (error) {
    console.error('Product line update failed', error);
    yield put(updateFailed());
    // The spec's text, with the server's reason beside it (e.g. the code is already used by another line).
    const toast = writeFailedToast(error);
    if (toast) yield put(notify(toast));
  }
}

export function* deleteProductLine(deps: SagaDeps) {
  const { id }: { id: string | null } = yield select(selectProductLineDeleting);
  if (id === null) return;
  try {
    const api: Apis = yield call(deps.api);
    yield call(api.productLines.remove, id);
    yield put(deleteSucceeded());
  } catch (error) {
    console.error('Product line delete failed', error);
    yield put(deleteFailed());
    const toast = writeFailedToast(error);
    if (toast) yield put(notify(toast));
  }
}

function* reloadProductLines() {
  yield put(productLineList.actions.reloadRequested());
}

export function* productLinesSaga(deps: SagaDeps) {
  yield all([
    call(productLineListSaga, deps),
    takeLatest(successDismissed.type, reloadProductLines),
    takeLeading(updateRequested.type, updateProductLine, deps),
    takeLeading(deleteRequested.type, deleteProductLine, deps),
  ]);
}
