import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, select, take, takeLatest, takeLeading } from 'redux-saga/effects';
import { ApiError, errorMessage } from '../api/apiError';
import type { Apis } from '../api/apis';
import { translate, type MessageId } from '../i18n/i18n';
import { notify } from '../store/notificationsSlice';
import type { SagaDeps } from '../store/sagaDeps';
import type { PropertyFilter } from '../lib/filters';
import { pollWhileMoving } from '../polling/poll';
import type { PollPace } from '../polling/pollingPolicy';
import { toFilterRequest } from './filters';
import type { ListKit, ListState, RowActionRequest } from './listSlice';

export interface ListLoadContext<Row> {
  /** Rows of the last unfiltered load (e.g. to turn a filter's shown value into the ids the call takes). */
  optionRows: readonly Row[];
}

export interface ListSagaOptions<Row> {
  /** The whole list when `filters` is empty, else the filter call. */
  load(api: Apis, filters: PropertyFilter[], context: ListLoadContext<Row>): Promise<Row[]>;
  /** A failed filter call loads the whole list instead (spec part 1 section 8). */
  wholeListOnFilterFailure?: boolean;
  /**
   * Quiet reloads while rows hold moving work, at the polling policy's pace (null: nothing moves); never while
   * hidden, no loading state; failures keep the rows and back off. A row action in progress skips a round.
   */
  refresh?: { pace(rows: readonly Row[], now: number): PollPace | null };
  /** The action stays "acting" (row actions disabled) until the reloaded rows show; one at a time. */
  rowAction?(deps: SagaDeps, request: RowActionRequest): Generator<unknown, void, never>;
}

const LOAD_FAILED: MessageId = 'list.loadFailed';

function listLoaders<Row>(kit: ListKit<Row>, options: ListSagaOptions<Row>) {
  function* fetchRows(deps: SagaDeps, filters: PropertyFilter[]) {
    const { optionRows }: ListState<Row> = yield select(kit.selectList);
    const api: Apis = yield call(deps.api);
    const rows: Row[] = yield call(options.load, api, filters, { optionRows });
    return rows;
  }

  /** After a filtered first load the whole list is loaded once more for the select options; failures are logged. */
  function* loadOptions(deps: SagaDeps) {
    const { optionsStatus }: ListState<Row> = yield select(kit.selectList);
    if (optionsStatus === 'ready' || optionsStatus === 'pending') return;
    yield put(kit.actions.optionsRequested());
    try {
      const whole: Row[] = yield call(fetchRows, deps, []);
      yield put(kit.actions.optionsLoaded(whole));
    } catch (error) {
      console.warn(
        `${kit.config.name}: the filter options could not be loaded: ${translate(errorMessage(error, { fallback: LOAD_FAILED }).summary)}`,
      );
      yield put(kit.actions.optionsFailed());
    }
  }

  /** Returns the rows shown, or null when it failed. */
  function* loadRows(deps: SagaDeps, filters: PropertyFilter[]) {
    try {
      const rows: Row[] = yield call(fetchRows, deps, filters);
      yield put(kit.actions.loadSucceeded({ rows, unfiltered: filters.length === 0 }));
      if (filters.length) yield call(loadOptions, deps);
      return rows;
    } catch (error) {
      const message = errorMessage(error, { fallback: LOAD_FAILED }).summary;
      const unauthorised = error instanceof ApiError && error.status === 401;
      if (filters.length && options.wholeListOnFilterFailure && !unauthorised) {
        console.warn(`${kit.config.name}: the filter failed, loading the whole list: ${translate(message)}`);
        try {
          const rows: Row[] = yield call(fetchRows, deps, []);
          // No filter is applied any more: the chips and the URL must not name one.
          yield put(kit.actions.filterFellBack({ rows, reason: message }));
          return rows;
        } catch (second) {
          const failed = errorMessage(second, { fallback: LOAD_FAILED });
          yield put(kit.actions.loadFailed(failed.summary));
          yield put(notify({ severity: 'error', ...failed }));
          return null;
        }
      }
      yield put(kit.actions.loadFailed(message));
      if (!unauthorised) yield put(notify({ severity: 'error', summary: message }));
      return null;
    }
  }
  return { fetchRows, loadRows };
}

type FetchRows<Row> = (deps: SagaDeps, filters: PropertyFilter[]) => Generator<unknown, Row[]>;

function quietReloaders<Row>(kit: ListKit<Row>, options: ListSagaOptions<Row>, fetchRows: FetchRows<Row>) {
  /** The rows replace the shown ones unless the view changed or a row action started meanwhile. */
  function* quietReload(deps: SagaDeps, filters: PropertyFilter[]) {
    const before: ListState<Row> = yield select(kit.selectList);
    const fresh: Row[] = yield call(fetchRows, deps, filters);
    const after: ListState<Row> = yield select(kit.selectList);
    if (after.applied === before.applied && !after.acting)
      yield put(kit.actions.refreshed({ rows: fresh, unfiltered: filters.length === 0 }));
    return fresh;
  }

  /** A failure keeps the rows and is only logged. */
  function* quietReloadOnce(deps: SagaDeps, filters: PropertyFilter[], rows: Row[]) {
    try {
      const fresh: Row[] = yield call(quietReload, deps, filters);
      return fresh;
    } catch (error) {
      console.warn(
        `${kit.config.name}: a quiet reload failed: ${translate(errorMessage(error, { fallback: LOAD_FAILED }).summary)}`,
      );
      return rows;
    }
  }

  /** takeLatest ends it: a new load, or `closed`. */
  function* keepFresh(deps: SagaDeps, filters: PropertyFilter[], loaded: Row[]) {
    const refresh = options.refresh;
    if (!refresh) return;
    yield call(pollWhileMoving<Row[]>, {
      initial: loaded,
      paceOf: (rows) => refresh.pace(rows, deps.now()),
      *look(rows) {
        const { acting }: ListState<Row> = yield select(kit.selectList);
        if (acting) return rows; // the row action reloads the list itself
        const fresh: Row[] = yield call(quietReload, deps, filters);
        return fresh;
      },
      now: deps.now,
      name: `${kit.config.name}: quiet reload`,
    });
  }
  return { quietReloadOnce, keepFresh };
}

/** The latest load request wins; a 401 only shows the error state (the session saga handles it). */
export function createListSaga<Row>(kit: ListKit<Row>, options: ListSagaOptions<Row>) {
  const { fetchRows, loadRows } = listLoaders(kit, options);
  const { quietReloadOnce, keepFresh } = quietReloaders(kit, options, fetchRows);
  function* loadList(deps: SagaDeps, action: { type: string }) {
    if (kit.actions.closed.match(action)) return; // the screen left: whatever ran is cancelled
    const { applied, rows: shown }: ListState<Row> = yield select(kit.selectList);
    const filters = toFilterRequest(kit.config.filters, applied);
    const rows: Row[] | null = kit.actions.refreshRequested.match(action)
      ? yield call(quietReloadOnce, deps, filters, shown)
      : yield call(loadRows, deps, filters);
    if (!rows) return;
    // The filters the rows were loaded with (none when a failed filter fell back to the whole list).
    const after: ListState<Row> = yield select(kit.selectList);
    yield call(keepFresh, deps, toFilterRequest(kit.config.filters, after.applied), rows);
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
      takeLatest(
        [
          kit.actions.loadRequested.type,
          kit.actions.reloadRequested.type,
          kit.actions.refreshRequested.type,
          kit.actions.closed.type,
        ],
        loadList,
        deps,
      ),
      takeLeading(kit.actions.rowActionRequested.type, runRowAction, deps),
    ]);
  };
}
