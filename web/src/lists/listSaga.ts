import type { AxiosInstance } from 'axios';
import { call, put, select, takeLatest } from 'redux-saga/effects';
import { ApiError } from '../api/errorCore';
import { notify } from '../store/notificationsSlice';
import type { SagaDeps } from '../store/sagaDeps';
import type { PropertyFilter } from '../lib/filters';
import { toFilterRequest } from './filters';
import type { ListKit, ListState } from './listSlice';

export interface ListSagaOptions<Row> {
  /** Loads the rows: the whole list when `filters` is empty, else the filter call. */
  load(http: AxiosInstance, filters: PropertyFilter[]): Promise<Row[]>;
  /**
   * A failed filter call loads the whole list instead (spec part 1 section 8, product lines and
   * customers); otherwise the failure is the error state and the error catalogue's toast.
   */
  wholeListOnFilterFailure?: boolean;
}

const reason = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'Something wrong. Try again later.';

/**
 * The list saga factory: every loadRequested / reloadRequested loads the rows with the applied filters
 * (the latest request wins). A failure is the error state with its reason ("Try again") and a toast;
 * a 401 only the error state (the session saga handles it).
 */
export function createListSaga<Row>(kit: ListKit<Row>, options: ListSagaOptions<Row>) {
  function* loadList(deps: SagaDeps) {
    const { applied }: ListState<Row> = yield select(kit.selectList);
    const filters = toFilterRequest(kit.config.filters, applied);
    const http: AxiosInstance = yield call(deps.http);
    try {
      const rows: Row[] = yield call(options.load, http, filters);
      yield put(kit.actions.loadSucceeded({ rows, unfiltered: filters.length === 0 }));
    } catch (error) {
      const message = reason(error);
      const unauthorised = error instanceof ApiError && error.status === 401;
      if (filters.length && options.wholeListOnFilterFailure && !unauthorised) {
        console.warn(`${kit.config.name}: the filter failed, loading the whole list: ${message}`);
        try {
          const rows: Row[] = yield call(options.load, http, []);
          yield put(kit.actions.loadSucceeded({ rows, unfiltered: true }));
          return;
        } catch (second) {
          yield put(kit.actions.loadFailed(reason(second)));
          yield put(notify({ severity: 'error', summary: reason(second) }));
          return;
        }
      }
      yield put(kit.actions.loadFailed(message));
      if (!unauthorised) yield put(notify({ severity: 'error', summary: message }));
    }
  }
  return function* listSaga(deps: SagaDeps) {
    yield takeLatest([kit.actions.loadRequested.type, kit.actions.reloadRequested.type], loadList, deps);
  };
}
