import type { AxiosInstance } from 'axios';
import { call, delay, put, select, takeLatest } from 'redux-saga/effects';
import { ApiError } from '../api/errorCore';
import { notify } from '../store/notificationsSlice';
import type { SagaDeps } from '../store/sagaDeps';
import type { PropertyFilter } from '../lib/filters';
import { toFilterRequest } from './filters';
import type { ListKit, ListState } from './listSlice';

/** What a load may look at besides the filters. */
export interface ListLoadContext<Row> {
  /** Rows of the last unfiltered load (e.g. to turn a filter's shown value into the ids the call takes). */
  optionRows: readonly Row[];
}

export interface ListSagaOptions<Row> {
  /** Loads the rows: the whole list when `filters` is empty, else the filter call. */
  load(http: AxiosInstance, filters: PropertyFilter[], context: ListLoadContext<Row>): Promise<Row[]>;
  /**
   * A failed filter call loads the whole list instead (spec part 1 section 8, product lines and
   * customers); otherwise the failure is the error state and the error catalogue's toast.
   */
  wholeListOnFilterFailure?: boolean;
  /**
   * While `while(rows)` holds for the loaded rows (e.g. an upload or a report still in progress), the list
   * reloads quietly every `everyMs`: no loading state, the page kept; a failed quiet reload keeps the rows,
   * shows nothing and tries again. A new load by the user or leaving the screen (`closed`) stops it.
   */
  refresh?: { everyMs: number; while(rows: readonly Row[]): boolean };
}

const reason = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'Something wrong. Try again later.';

/**
 * The list saga factory: every loadRequested / reloadRequested loads the rows with the applied filters
 * (the latest request wins). A failure is the error state with its reason ("Try again") and a toast;
 * a 401 only the error state (the session saga handles it). refreshRequested reloads quietly; closed
 * (the screen left) cancels what runs, a load or the quiet reloads of `options.refresh`.
 */
export function createListSaga<Row>(kit: ListKit<Row>, options: ListSagaOptions<Row>) {
  function* fetchRows(deps: SagaDeps, filters: PropertyFilter[]) {
    const { optionRows }: ListState<Row> = yield select(kit.selectList);
    const http: AxiosInstance = yield call(deps.http);
    const rows: Row[] = yield call(options.load, http, filters, { optionRows });
    return rows;
  }

  /** The load with the applied filters; returns the rows shown, or null when it failed. */
  function* loadRows(deps: SagaDeps, filters: PropertyFilter[]) {
    try {
      const rows: Row[] = yield call(fetchRows, deps, filters);
      yield put(kit.actions.loadSucceeded({ rows, unfiltered: filters.length === 0 }));
      return rows;
    } catch (error) {
      const message = reason(error);
      const unauthorised = error instanceof ApiError && error.status === 401;
      if (filters.length && options.wholeListOnFilterFailure && !unauthorised) {
        console.warn(`${kit.config.name}: the filter failed, loading the whole list: ${message}`);
        try {
          const rows: Row[] = yield call(fetchRows, deps, []);
          yield put(kit.actions.loadSucceeded({ rows, unfiltered: true }));
          return rows;
        } catch (second) {
          yield put(kit.actions.loadFailed(reason(second)));
          yield put(notify({ severity: 'error', summary: reason(second) }));
          return null;
        }
      }
      yield put(kit.actions.loadFailed(message));
      if (!unauthorised) yield put(notify({ severity: 'error', summary: message }));
      return null;
    }
  }

  /** One quiet reload: the rows stay when it fails (logged; a 401 is the session saga's). */
  function* quietReload(deps: SagaDeps, filters: PropertyFilter[], rows: Row[]) {
    try {
      const fresh: Row[] = yield call(fetchRows, deps, filters);
      yield put(kit.actions.loadSucceeded({ rows: fresh, unfiltered: filters.length === 0 }));
      return fresh;
    } catch (error) {
      console.warn(`${kit.config.name}: a quiet reload failed, trying again: ${reason(error)}`);
      return rows;
    }
  }

  /** Quiet reloads while the rows say so (options.refresh). takeLatest ends it: a new load, or `closed`. */
  function* keepFresh(deps: SagaDeps, filters: PropertyFilter[], loaded: Row[]) {
    const refresh = options.refresh;
    let rows = loaded;
    while (refresh?.while(rows)) {
      yield delay(refresh.everyMs);
      rows = yield call(quietReload, deps, filters, rows);
    }
  }

  function* loadList(deps: SagaDeps, action: { type: string }) {
    if (kit.actions.closed.match(action)) return; // the screen left: whatever ran is cancelled
    const { applied, rows: shown }: ListState<Row> = yield select(kit.selectList);
    const filters = toFilterRequest(kit.config.filters, applied);
    const rows: Row[] | null = kit.actions.refreshRequested.match(action)
      ? yield call(quietReload, deps, filters, shown)
      : yield call(loadRows, deps, filters);
    if (rows) yield call(keepFresh, deps, filters, rows);
  }

  return function* listSaga(deps: SagaDeps) {
    yield takeLatest(
      [
        kit.actions.loadRequested.type,
        kit.actions.reloadRequested.type,
        kit.actions.refreshRequested.type,
        kit.actions.closed.type,
      ],
      loadList,
      deps,
    );
  };
}
