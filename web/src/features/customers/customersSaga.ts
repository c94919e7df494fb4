import type { PayloadAction } from '@reduxjs/toolkit';
import type { AxiosInstance } from 'axios';
import type { EventChannel } from 'redux-saga';
import { all, call, delay, put, select, take, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { createCustomersApi, type CustomerFilter, type CustomersApi } from '../../api/customers';
import { errorStatus, errorText, fieldProblems } from '../../api/apiError';
import type { FieldEntry, RecordMap } from '../../api/fieldEntries';
import { createProductLinesApi, type ProductLinesApi } from '../../api/productLines';
import { notify } from '../../store/notificationsSlice';
import type { SagaDeps } from '../../store/sagaDeps';
import { detailKeys, paths } from '../../config/paths';
import { unauthorized } from '../../session/sessionSlice';
import { sessionAccessToken } from '../../session/sessionToken';
import {
  customerListPage,
  customerListView,
  openCustomerListChannel,
  patchCustomerList,
  type ListEvent,
} from './customerListClient';
import type { CustomerListLensSettings } from './customerListLens';
import type { CustomerPage } from './customerListWorkerCore';
import { buildCustomerUpdate, editFieldOf, entryCode, resolveProductLineLabel } from './customerModel';
import {
  deleteFailed,
  deleteRequested,
  deleteSucceeded,
  detailFailed,
  detailLoaded,
  detailRequested,
  listFailed,
  listProgress,
  listReloadRequested,
  listRequested,
  listSucceeded,
  pageArrived,
  pageChanged,
  lensChanged,
  rowEdited,
  selectAppliedFilters,
  selectCustomerPage,
  selectDeleteState,
  successDismissed,
  updateFailed,
  updateRefused,
  updateRequested,
  updateSucceeded,
  viewRequested,
} from './customersSlice';

const status = errorStatus;

/**
 * The list (or the filter result) through the worker; a 401 signs out, other errors are toasts. The worker gets
 * its token as axios does (sessionAccessToken): an expired one (a laptop waking up) is refreshed first, silently.
 */
export function* loadCustomerList(
  deps: SagaDeps,
  action: PayloadAction<{
    filters: CustomerFilter[] | null;
    keepPage?: boolean;
    page?: number;
    lens?: CustomerListLensSettings;
  }>,
) {
  const token: string | null = yield call(sessionAccessToken, deps);
  if (token === null) return;
  const current: CustomerPage = yield select(selectCustomerPage);
  const channel: EventChannel<ListEvent> = yield call(openCustomerListChannel, {
    token,
    filters: action.payload.filters,
    page: action.payload.keepPage ? current.page : (action.payload.page ?? 1),
    // A filter the user applies shows at once from the loaded list; a reload (after an edit or delete, or
    // Try again) waits for the server.
    preview: !action.payload.keepPage,
    ...(action.payload.lens ? { lens: action.payload.lens } : {}),
  });
  try {
    for (;;) {
      const event: ListEvent = yield take(channel);
      if (event.type === 'progress') {
        yield put(listProgress({ loaded: event.loaded, page: event.page }));
      } else if (event.type === 'preview') {
        yield put(listSucceeded({ page: event.page, options: null }));
      } else if (event.type === 'loaded') {
        yield put(listSucceeded({ page: event.page, options: event.options }));
        return;
      } else {
        yield put(listFailed(event.message));
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

/** Another page of the loaded list, from the worker. */
export function* changeCustomerPage(action: PayloadAction<number>) {
  try {
    const page: CustomerPage = yield call(customerListPage, action.payload);
    yield put(pageArrived(page));
  } catch (error) {
    console.error('Customer list page failed', error);
  }
}

/** Quick search wait: a search is asked once the typing pauses this long. */
export const SEARCH_DEBOUNCE_MS = 200;

/** Sort or quick search: the worker orders the loaded list and answers with the page asked for. */
export function* changeCustomerLens(
  action: PayloadAction<{ settings: CustomerListLensSettings; page: number; debounce?: boolean }>,
) {
  // takeLatest cancels this wait when the next key comes: a debounce.
  if (action.payload.debounce) yield delay(SEARCH_DEBOUNCE_MS);
  try {
    const page: CustomerPage = yield call(customerListView, action.payload.settings, action.payload.page);
    yield put(pageArrived(page));
  } catch (error) {
    console.error('Customer list sort or search failed', error);
  }
}

/** The current view again: same filters (none → the whole list), same page. */
export function* reloadCustomerList() {
  const applied: CustomerFilter[] = yield select(selectAppliedFilters);
  yield put(listRequested({ filters: applied.length ? applied : null, keepPage: true }));
}

function* customersApi(deps: SagaDeps) {
  const http: AxiosInstance = yield call(deps.http);
  return createCustomersApi(http);
}

/** The edit: the customer's loaded entries with the four edited values, PUT back whole. */
export function* updateCustomer(
  deps: SagaDeps,
  action: PayloadAction<{ id: string; values: Parameters<typeof buildCustomerUpdate>[1] }>,
) {
  const { id, values } = action.payload;
  try {
    const api: CustomersApi = yield call(customersApi, deps);
    // The list keeps only what the table shows, so the customer's entries come fresh from the detail call.
    const entries: FieldEntry[] = yield call(api.detail, id);
    const now = new Date(deps.now()).toISOString();
    const body = buildCustomerUpdate(entries, values, now);
    yield call(api.update, id, body);
    yield put(rowEdited({ id, values, lastUpdate: now }));
    yield call(patchCustomerList, id, values, now);
    // The row is painted first, then the success dialog (whose 3 s start when it shows).
    yield delay(0);
    yield put(updateSucceeded());
  } catch (error) {
    console.error('Customer update failed', error);
    // The server refused the values, naming the fields (the customer rules): the dialog stays open with its
    // words, so nothing typed is lost.
    const refused = fieldProblems(error);
    if (refused.length) {
      yield put(
        updateRefused({
          message: errorText(error),
          invalid: refused.flatMap((problem) => editFieldOf(problem.field) ?? []),
        }),
      );
      return;
    }
    // Spec part 1 section 8: the modal closes and the list reloads silently (a 401 signs out instead).
    yield put(updateFailed());
    if (status(error) !== 401) yield call(reloadCustomerList);
  }
}

export function* deleteCustomer(deps: SagaDeps) {
  const { id }: { id: string | null } = yield select(selectDeleteState);
  if (id === null) return;
  try {
    const api: CustomersApi = yield call(customersApi, deps);
    yield call(api.remove, id);
    yield call(patchCustomerList, id, null);
    yield put(deleteSucceeded());
  } catch (error) {
    console.error('Customer delete failed', error);
    yield put(deleteFailed());
    if (status(error) !== 401) yield call(reloadCustomerList);
  }
}

/** View: the id goes to session storage (ids are not in URLs), then the detail screen. */
export function* viewCustomer(deps: SagaDeps, action: PayloadAction<string>) {
  deps.sessionStorage.setItem(detailKeys.customerId, action.payload);
  yield call(deps.navigate, paths.customerDetail);
}

/** The detail of the customer whose id the list stored, with its product-line label. */
export function* loadCustomerDetail(deps: SagaDeps) {
  const id = deps.sessionStorage.getItem(detailKeys.customerId);
  if (!id) {
    yield put(detailLoaded({ entries: null, productLineLabel: null }));
    return;
  }
  try {
    const http: AxiosInstance = yield call(deps.http);
    const api: CustomersApi = createCustomersApi(http);
    const productLinesApi: ProductLinesApi = createProductLinesApi(http);
    const [entries, productLines]: [FieldEntry[], RecordMap | null] = yield all([
      call(api.detail, id),
      call(loadProductLinesOrNull, productLinesApi),
    ]);
    const code = entryCode(entries);
    const label = productLines ? resolveProductLineLabel(productLines, code) : undefined;
    yield put(detailLoaded({ entries, productLineLabel: label ?? null }));
  } catch (error) {
    if (status(error) === 404) {
      // Deleted meanwhile (or a stale id): "No data available."
      yield put(detailLoaded({ entries: null, productLineLabel: null }));
      return;
    }
    yield put(detailFailed());
    if (status(error) !== 401) yield put(notify({ severity: 'error', summary: errorText(error) }));
  }
}

/** The label is a nicety: without the product lines the detail still shows, with the raw code. */
export function* loadProductLinesOrNull(api: ProductLinesApi) {
  try {
    const lines: RecordMap = yield call(api.list);
    return lines;
  } catch (error) {
    console.error('Product lines for the customer detail could not be loaded', error);
    return null;
  }
}

export function* customersSaga(deps: SagaDeps) {
  yield all([
    takeLatest(listRequested.type, loadCustomerList, deps),
    takeLatest(pageChanged.type, changeCustomerPage),
    takeLatest(lensChanged.type, changeCustomerLens),
    takeLatest([listReloadRequested.type, successDismissed.type], reloadCustomerList),
    takeLeading(updateRequested.type, updateCustomer, deps),
    takeLeading(deleteRequested.type, deleteCustomer, deps),
    takeEvery(viewRequested.type, viewCustomer, deps),
    takeLatest(detailRequested.type, loadCustomerDetail, deps),
  ]);
}
