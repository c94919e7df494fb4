import type { PayloadAction } from '@reduxjs/toolkit';
import type { AxiosInstance } from 'axios';
import { all, call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { ApiError } from '../../api/errorCore';
import {
  createProductLinesApi,
  type ProductLineFilter,
  type ProductLineRecords,
  type ProductLinesApi,
} from '../../api/productLines';
import { notify } from '../../app/notificationsSlice';
import type { SagaDeps } from '../../app/sagaDeps';
import {
  buildProductLineOptions,
  buildProductLineRows,
  buildProductLineUpdate,
  type ProductLineEditValues,
  type ProductLineRow,
} from './productLineModel';
import {
  WRITE_FAILED_MESSAGE,
  deleteFailed,
  deleteRequested,
  deleteSucceeded,
  listFailed,
  listReloadRequested,
  listRequested,
  listSucceeded,
  selectAppliedProductLineFilters,
  selectProductLineDeleting,
  selectProductLineRows,
  successDismissed,
  updateFailed,
  updateRequested,
  updateSucceeded,
} from './productLinesSlice';

const status = (error: unknown) => (error instanceof ApiError ? error.status : null);

function* productLinesApi(deps: SagaDeps) {
  const http: AxiosInstance = yield call(deps.http);
  return createProductLinesApi(http);
}

/**
 * The whole list (filters null) or the filter call. A failed filter reloads the whole list
 * (spec part 1 section 8); a failed whole list is a toast (502 → "Something Wrong (502) Bad Gateway").
 */
export function* loadProductLines(
  deps: SagaDeps,
  action: PayloadAction<{ filters: ProductLineFilter[] | null; keepPage?: boolean }>,
) {
  const { filters } = action.payload;
  try {
    const api: ProductLinesApi = yield call(productLinesApi, deps);
    const records: ProductLineRecords = filters ? yield call(api.filter, filters) : yield call(api.list);
    const rows = buildProductLineRows(records);
    yield put(listSucceeded({ rows, options: filters ? null : buildProductLineOptions(rows) }));
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'Unexpected error';
    yield put(listFailed(reason));
    if (status(error) === 401) return;
    if (filters) {
      console.warn(`Product line filter failed, loading the whole list: ${reason}`);
      yield put(listRequested({ filters: null }));
      return;
    }
    yield put(notify({ severity: 'error', summary: reason }));
  }
}

export function* reloadProductLines() {
  const applied: ProductLineFilter[] = yield select(selectAppliedProductLineFilters);
  yield put(listRequested({ filters: applied.length ? applied : null, keepPage: true }));
}

export function* updateProductLine(
  deps: SagaDeps,
  action: PayloadAction<{ id: string; values: ProductLineEditValues }>,
) {
  const { id, values } = action.payload;
  try {
    const rows: ProductLineRow[] = yield select(selectProductLineRows);
    const row = rows.find((candidate) => candidate.id === id);
    if (!row) throw new ApiError(404, `Product line ${id} is no longer in the list`);
    const api: ProductLinesApi = yield call(productLinesApi, deps);
    yield call(
      api.update,
      id,
      buildProductLineUpdate(row.entries, values, new Date(deps.now()).toISOString()),
    );
    yield put(updateSucceeded());
  } catch (error) {
    console.error('Product line update failed', error);
    yield put(updateFailed());
    if (status(error) !== 401) yield put(notify({ severity: 'error', summary: WRITE_FAILED_MESSAGE }));
  }
}

export function* deleteProductLine(deps: SagaDeps) {
  const { id }: { id: string | null } = yield select(selectProductLineDeleting);
  if (id === null) return;
  try {
    const api: ProductLinesApi = yield call(productLinesApi, deps);
    yield call(api.remove, id);
    yield put(deleteSucceeded());
  } catch (error) {
    console.error('Product line delete failed', error);
    yield put(deleteFailed());
    if (status(error) !== 401) yield put(notify({ severity: 'error', summary: WRITE_FAILED_MESSAGE }));
  }
}

export function* productLinesSaga(deps: SagaDeps) {
  yield all([
    takeLatest(listRequested.type, loadProductLines, deps),
    takeLatest([listReloadRequested.type, successDismissed.type], reloadProductLines),
    takeLeading(updateRequested.type, updateProductLine, deps),
    takeLeading(deleteRequested.type, deleteProductLine, deps),
  ]);
}
