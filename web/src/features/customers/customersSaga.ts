import type { PayloadAction } from '@reduxjs/toolkit';
import type { EventChannel, Task } from 'redux-saga';
import {
  all,
  call,
  cancel,
  delay,
  fork,
  put,
  race,
  select,
  take,
  takeEvery,
  takeLatest,
  takeLeading,
} from 'redux-saga/effects';
import type { Apis } from '../../api/apis';
import type { CustomerFilter } from '../../api/customers';
import { errorMessage, errorStatus, fieldProblems } from '../../api/apiError';
import type { FieldEntry, RecordMap } from '../../api/fieldEntries';
import type { ProductLinesApi } from '../../api/productLines';
import { notify } from '../../store/notificationsSlice';
import { translate } from '../../i18n/i18n';
import type { SagaDeps } from '../../store/sagaDeps';
import { detailKeys, paths } from '../../config/paths';
import { writeFailedToast } from '../../lib/recordEditState';
import { toFilterRequest } from '../../lists/filters';
import type { ListState, LoadView } from '../../lists/listSlice';
import { unauthorized } from '../../session/sessionSlice';
import { sessionAccessToken } from '../../session/sessionToken';
import { customerList } from './customerList';
import type * as CreateSaga from './customerCreateSaga';
import {
  customerListPage,
  customerListView,
  openCustomerListChannel,
  openCustomerOptionsChannel,
  patchCustomerList,
  type ListEvent,
} from './customerListClient';
import type { CustomerPage } from './customerListWorkerCore';
import {
  buildCustomerUpdate,
  CUSTOMER_FILTERS,
  editFieldOf,
  entryCode,
  resolveProductLineLabel,
  trimEdit,
  type CustomerCreateValues,
  type CustomerEditValues,
  type CustomerRow,
} from './customerRules';
import {
  createRequested,
  deleteFailed,
  deleteRequested,
  deleteSucceeded,
  detailFailed,
  detailLoaded,
  detailRequested,
  selectCustomerDetail,
  selectCustomerRows,
  selectDeleteState,
  successDismissed,
  updateFailed,
  updateRefused,
  updateRequested,
  updateSucceeded,
  viewRequested,
} from './customersSlice';

const { actions } = customerList;

/**
 * Loads run by the list's worker with the URL's page, sort and search. A filter shows at once as a preview from
 * the list in memory, then by its call; a reload of the current view keeps its page and waits for the server.
 */
export function* loadCustomerList(deps: SagaDeps, action: { type: string }) {
  if (actions.closed.match(action)) return; // the screen left: the load is cancelled
  const list: ListState<CustomerRow> = yield select(customerList.selectList);
  const request = toFilterRequest(CUSTOMER_FILTERS, list.applied) as CustomerFilter[];
  const reload = actions.reloadRequested.match(action);
  // The worker has no axios: it gets the token, refreshed first when expired; null when the session cannot go on.
  const token: string | null = yield call(sessionAccessToken, deps);
  if (token === null) return;
  const channel: EventChannel<ListEvent> = yield call(openCustomerListChannel, {
    token,
    filters: request.length ? request : null,
    page: reload ? (list.paging?.page ?? 1) : list.view.page,
    // A filter the user applies shows at once from the loaded list; a reload waits for the server.
    preview: !reload,
    lens: { sort: list.view.sort, search: list.view.search },
  });
  try {
    for (;;) {
      const event: ListEvent = yield take(channel);
      if (event.type === 'progress') {
        yield put(actions.loadProgressed({ loaded: event.loaded, page: event.page }));
      } else if (event.type === 'preview') {
        yield put(actions.pageLoaded({ page: event.page, complete: true }));
      } else if (event.type === 'loaded') {
        yield put(actions.pageLoaded({ page: event.page, complete: true }));
        if (event.options) yield put(actions.optionListsLoaded(event.options));
        else yield call(askForOptions);
        return;
      } else if (event.type === 'failed') {
        // Worded when shown, in the language shown.
        yield put(actions.loadFailed(event.message));
        if (event.status === 401) yield put(unauthorized());
        else yield put(notify({ severity: 'error', summary: event.message }));
        return;
      }
    }
  } finally {
    // Cancelled by a newer load (takeLatest), or done: either way the request is over.
    channel.close();
  }
}

function* askForOptions() {
  const { optionsStatus }: ListState<CustomerRow> = yield select(customerList.selectList);
  if (optionsStatus === 'idle' || optionsStatus === 'failed') yield put(actions.optionsRequested());
}

/** Read by the worker in the background (the list on screen stays). */
export function* loadCustomerOptions(deps: SagaDeps) {
  const token: string | null = yield call(sessionAccessToken, deps);
  if (token === null) return;
  const channel: EventChannel<ListEvent> = yield call(openCustomerOptionsChannel, { token });
  try {
    const event: ListEvent = yield take(channel);
    if (event.type === 'options') {
      yield put(actions.optionListsLoaded(event.options));
    } else {
      console.warn(
        `customerList: the filter options could not be loaded: ${event.type === 'failed' ? translate(event.message) : event.type}`,
      );
      yield put(actions.optionsFailed());
    }
  } finally {
    channel.close();
  }
}

export const SEARCH_DEBOUNCE_MS = 200;

/** The worker orders the list and answers with the page; search waits for a typing pause. */
export function* changeCustomerView(before: LoadView, after: LoadView) {
  const lensChanged =
    JSON.stringify([before.sort, before.search]) !== JSON.stringify([after.sort, after.search]);
  try {
    if (lensChanged) {
      if (before.search !== after.search) yield delay(SEARCH_DEBOUNCE_MS);
      const page: CustomerPage = yield call(
        customerListView,
        { sort: after.sort, search: after.search },
        after.page,
      );
      yield put(actions.pageTurned(page));
      return;
    }
    const { status, paging }: ListState<CustomerRow> = yield select(customerList.selectList);
    if (status !== 'succeeded' || !paging?.complete || paging.page === after.page) return;
    const page: CustomerPage = yield call(customerListPage, after.page);
    yield put(actions.pageTurned(page));
  } catch (error) {
    console.error('Customer list page, sort or search failed', error);
  }
}

/** The latest change wins. */
export function* followCustomerView() {
  let last: LoadView | null = null;
  let running: Task | null = null;
  for (;;) {
    const action: PayloadAction<LoadView> | { type: string } = yield take([
      actions.viewChanged.type,
      actions.closed.type,
    ]);
    if (running) yield cancel(running);
    running = null;
    if (!actions.viewChanged.match(action)) {
      last = null; // the screen left: the next arrival's view comes with its load
      continue;
    }
    const before = last;
    last = action.payload;
    if (before) running = yield fork(changeCustomerView, before, action.payload);
  }
}

/** The customer's loaded entries with the four edited values, PUT back whole. */
export function* updateCustomer(
  deps: SagaDeps,
  action: PayloadAction<{ id: string; values: CustomerEditValues }>,
) {
  const { id, values } = action.payload;
  try {
    const api: Apis = yield call(deps.api);
    // The list keeps only what the table shows, so the customer's entries come fresh from the detail call.
    const entries: FieldEntry[] = yield call(api.customers.detail, id);
    const now = new Date(deps.now()).toISOString();
    const body = buildCustomerUpdate(entries, values, now);
    yield call(api.customers.update, id, body);
    const rows: CustomerRow[] = yield select(selectCustomerRows);
    const row = rows.find((candidate) => candidate.id === id);
    // The worker's copy is patched too.
    if (row) yield put(actions.rowPatched({ ...row, ...trimEdit(values), lastUpdate: now }));
    yield call(patchCustomerList, id, values, now);
    // Edited from its detail screen: the detail shows what the server now holds (quietly, no "Loading data...").
    const detail: ReturnType<typeof selectCustomerDetail> = yield select(selectCustomerDetail);
    if (detail.id === id) yield call(loadCustomerDetail, deps);
    // The row is painted first, then the success dialog (whose 3 s start when it shows).
    yield delay(0);
    yield put(updateSucceeded());
  } catch (error) {
    console.error('Customer update failed', error);
    // Refused fields: the dialog stays open with the server's words, so nothing typed is lost.
    const refused = fieldProblems(error);
    if (refused.length) {
      yield put(
        updateRefused({
          message: errorMessage(error).summary,
          invalid: refused.flatMap((problem) => editFieldOf(problem.field) ?? []),
        }),
      );
      return;
    }
    // Spec part 1 section 8, but with a toast (docs/deviations.md), so a failed save is never taken for saved.
    yield put(updateFailed());
    yield call(writeFailed, error);
  }
}

function* createCustomerLazily(deps: SagaDeps, action: PayloadAction<CustomerCreateValues>) {
  const { createCustomer }: typeof CreateSaga = yield call(() => import('./customerCreateSaga'));
  yield call(createCustomer, deps, action);
}

export function* deleteCustomer(deps: SagaDeps) {
  const { id }: { id: string | null } = yield select(selectDeleteState);
  if (id === null) return;
  try {
    const api: Apis = yield call(deps.api);
    yield call(api.customers.remove, id);
    yield call(patchCustomerList, id, null);
    yield put(deleteSucceeded());
  } catch (error) {
    console.error('Customer delete failed', error);
    yield put(deleteFailed());
    yield call(writeFailed, error);
  }
}

/** Not after a 401. */
function* writeFailed(error: unknown) {
  const toast = writeFailedToast(error);
  if (!toast) return;
  yield put(notify(toast));
  yield put(actions.reloadRequested());
}

/** Ids are not in URLs. */
export function* viewCustomer(deps: SagaDeps, action: PayloadAction<string>) {
  deps.sessionStorage.setItem(detailKeys.customerId, action.payload);
  yield call(deps.navigate, paths.customerDetail);
}

export function* loadCustomerDetail(deps: SagaDeps) {
  const id = deps.sessionStorage.getItem(detailKeys.customerId);
  if (!id) {
    yield put(detailLoaded({ id: null, entries: null, productLineLabel: null }));
    return;
  }
  try {
    const api: Apis = yield call(deps.api);
    const [entries, productLines]: [FieldEntry[], RecordMap | null] = yield all([
      call(api.customers.detail, id),
      call(loadProductLinesOrNull, api.productLines),
    ]);
    const code = entryCode(entries);
    const label = productLines ? resolveProductLineLabel(productLines, code) : undefined;
    yield put(detailLoaded({ id, entries, productLineLabel: label ?? null }));
  } catch (error) {
    if (errorStatus(error) === 404) {
      // Deleted meanwhile (or a stale id): "No data available."
      yield put(detailLoaded({ id, entries: null, productLineLabel: null }));
      return;
    }
    yield put(detailFailed());
    if (errorStatus(error) !== 401) yield put(notify({ severity: 'error', ...errorMessage(error) }));
  }
}

/** Without the product lines the detail still shows, with the raw code. */
export function* loadProductLinesOrNull(api: ProductLinesApi) {
  try {
    const lines: RecordMap = yield call(api.list);
    return lines;
  } catch (error) {
    console.error('Product lines for the customer detail could not be loaded', error);
    return null;
  }
}

/** Not for the detail screen's dialog (no list there). */
function* reloadCustomerList() {
  const detail: ReturnType<typeof selectCustomerDetail> = yield select(selectCustomerDetail);
  if (detail.status !== 'idle') return;
  yield put(actions.reloadRequested());
}

/** A new view does not cancel it. */
function* optionsUntilClosed(deps: SagaDeps) {
  yield race({ options: call(loadCustomerOptions, deps), closed: take(actions.closed.type) });
}

export function* customersSaga(deps: SagaDeps) {
  yield all([
    takeLatest(
      [actions.loadRequested.type, actions.reloadRequested.type, actions.closed.type],
      loadCustomerList,
      deps,
    ),
    takeLeading(actions.optionsRequested.type, optionsUntilClosed, deps),
    call(followCustomerView),
    // The success dialog closed: the list reloads (spec part 1 section 4).
    takeLatest(successDismissed.type, reloadCustomerList),
    takeLeading(updateRequested.type, updateCustomer, deps),
    takeLeading(createRequested.type, createCustomerLazily, deps),
    takeLeading(deleteRequested.type, deleteCustomer, deps),
    takeEvery(viewRequested.type, viewCustomer, deps),
    takeLatest(detailRequested.type, loadCustomerDetail, deps),
  ]);
}
