import type { PayloadAction } from '@reduxjs/toolkit';
import type { AxiosInstance } from 'axios';
import { all, call, delay, put, select, take, takeLatest, takeLeading } from 'redux-saga/effects';
import { ApiError } from '../api/errorCore';
import { notify } from '../store/notificationsSlice';
import type { SagaDeps } from '../store/sagaDeps';
import type { PropertyFilter } from '../lib/filters';
import { toFilterRequest } from './filters';
import type { ListKit, ListState, RowActionRequest } from './listSlice';

export interface ListSagaOptions<Row> {
  /** Loads the rows: the whole list when `filters` is empty, else the filter call. */
  load(http: AxiosInstance, filters: PropertyFilter[]): Promise<Row[]>;
  /**
   * A failed filter call loads the whole list instead (spec part 1 section 8, product lines and
   * customers); otherwise the failure is the error state and the error catalogue's toast.
   */
  wholeListOnFilterFailure?: boolean;
  /**
   * Optional background refresh: while the screen is open and `when(rows)` holds, the rows are fetched
   * again every `everyMs` with the applied filters, without a loading state. A load the user asked for or
   * a row action in progress takes precedence. It ends with the `closed` action (the hook sends it).
   */
  refresh?: { everyMs: number; when(rows: readonly Row[]): boolean };
  /**
   * Optional row action (rowActionRequested): runs it (its own toasts), then the rows load again and the
   * action stays "acting" (the screen disables the row actions) until the reloaded rows are shown. One at
   * a time: requests while one runs are ignored.
   */
  rowAction?(deps: SagaDeps, request: RowActionRequest): Generator<unknown, void, never>;
  /**
   * Optional: when the first load is filtered (a pasted link, a reload), the whole list is loaded as well,
   * for the select filters' options (otherwise they stay empty until an unfiltered load).
   */
  optionsFromWholeList?: boolean;
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
    const { applied, optionRows }: ListState<Row> = yield select(kit.selectList);
    const filters = toFilterRequest(kit.config.filters, applied);
    const http: AxiosInstance = yield call(deps.http);
    try {
      const rows: Row[] = yield call(options.load, http, filters);
      yield put(kit.actions.loadSucceeded({ rows, unfiltered: filters.length === 0 }));
      if (filters.length && options.optionsFromWholeList && optionRows.length === 0) {
        try {
          const whole: Row[] = yield call(options.load, http, []);
          yield put(kit.actions.optionsLoaded(whole));
        } catch (error) {
          console.warn(`${kit.config.name}: the filter options could not be loaded: ${reason(error)}`);
        }
      }
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
  function* refreshLoop(deps: SagaDeps, refresh: NonNullable<ListSagaOptions<Row>['refresh']>) {
    for (;;) {
      yield delay(refresh.everyMs);
      const before: ListState<Row> = yield select(kit.selectList);
      if (before.status !== 'succeeded' || before.acting || !refresh.when(before.rows)) continue;
      const filters = toFilterRequest(kit.config.filters, before.applied);
      try {
        const http: AxiosInstance = yield call(deps.http);
        const rows: Row[] = yield call(options.load, http, filters);
        const after: ListState<Row> = yield select(kit.selectList);
        if (after.status === 'succeeded' && !after.acting && after.applied === before.applied)
          yield put(kit.actions.refreshed({ rows, unfiltered: filters.length === 0 }));
      } catch (error) {
        console.warn(`${kit.config.name}: the background refresh failed: ${reason(error)}`);
      }
    }
  }

  function* refreshWhileOpen(deps: SagaDeps, action: { type: string }) {
    // A new load restarts the refresh (takeLatest); the screen closing ends it.
    if (action.type === kit.actions.closed.type || !options.refresh) return;
    yield call(refreshLoop, deps, options.refresh);
  }

  function* runRowAction(deps: SagaDeps, action: PayloadAction<RowActionRequest>) {
    if (!options.rowAction) return;
    try {
      yield call(options.rowAction, deps, action.payload);
    } catch (error) {
      console.error(`${kit.config.name}: the row action failed`, error);
    }
    // The actions stay disabled until the list shows the outcome, so that the second click of a double
    // click cannot land on whatever action replaced the one just run.
    yield put(kit.actions.reloadRequested());
    yield take([kit.actions.loadSucceeded.type, kit.actions.loadFailed.type]);
    yield put(kit.actions.rowActionFinished());
  }

  return function* listSaga(deps: SagaDeps) {
    yield all([
      takeLatest([kit.actions.loadRequested.type, kit.actions.reloadRequested.type], loadList, deps),
      takeLatest([kit.actions.loadRequested.type, kit.actions.closed.type], refreshWhileOpen, deps),
      takeLeading(kit.actions.rowActionRequested.type, runRowAction, deps),
    ]);
  };
}
