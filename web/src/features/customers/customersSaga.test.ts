import { buffers, channel, END } from 'redux-saga';
import { expectSaga, type ExpectApi } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { ApiError } from '../../api/apiError';
import { notify } from '../../store/notificationsSlice';
import { msg, raw, translate } from '../../i18n/i18n';
import { rootReducer, type RootState } from '../../store/store';
import { refreshFailed, unauthorized } from '../../session/sessionSlice';
import { customer, entries, records } from '@crm/fixtures';
import { NOW, TEST_SESSION, makeDeps, stubHttp } from '../../test/sagaDeps';
import {
  customerListPage,
  customerListView,
  openCustomerListChannel,
  openCustomerOptionsChannel,
  patchCustomerList,
  type ListEvent,
} from './customerListClient';
import { customerList } from './customerList';
import { toCustomerRow } from './customerRules';
import { CustomerStore } from './customerStore';
import { CUSTOMER_COLUMNS } from '@crm/domain';
import { buildTableWorkbook } from '../../lists/exportRows';
import { waitForNextLook } from '../../polling/poll';
import { sessionAccessToken } from '../../session/sessionToken';
import { readFirstSheet } from './customerCreateSheet';
import { newCustomerSheet } from './customerCreateRules';
import type { CustomerCreateValues } from './customerRules';
import { createCustomer, customerOfOrder } from './customerCreateSaga';
import {
  customersSaga,
  deleteCustomer,
  loadCustomerDetail,
  loadCustomerList,
  updateCustomer,
  viewCustomer,
} from './customersSaga';
import {
  createRequested,
  deleteAsked,
  deleteRequested,
  editOpened,
  successDismissed,
  updateRequested,
  viewRequested,
} from './customersSlice';

const data = records(...Array.from({ length: 12 }, (_, index) => customer(index + 1)));
const store = new CustomerStore();
store.addBatch(data);
const options = store.options();
const page1 = store.page(1, 5);
const { actions } = customerList;
const NO_LENS = { sort: null, search: '' };
const list = (state: RootState) => customerList.selectList(state);
/** The kit's state of a whole list loaded (page 1 on screen, the options known). */
function loaded(state: RootState = signedIn()): RootState {
  let next = rootReducer(state, actions.loadRequested({}));
  next = rootReducer(next, actions.pageLoaded({ page: page1, complete: true }));
  return rootReducer(next, actions.optionListsLoaded(options));
}

function signedIn(extra: Partial<RootState> = {}): RootState {
  const base = rootReducer(undefined, { type: 'init' });
  return {
    ...base,
    session: { ...base.session, status: 'authenticated', accessToken: 'tok' },
    ...extra,
  };
}

/** A channel that already holds the worker's events. */
function workerEvents(...events: ListEvent[]) {
  const chan = channel<ListEvent>(buffers.expanding());
  for (const event of events) chan.put(event);
  chan.put(END);
  return chan;
}

describe("loading the customer list through the worker (the list kit's row source)", () => {
  it('shows the first page early, then the page with its figures and the drop-down options', async () => {
    const result = await expectSaga(loadCustomerList, makeDeps(), actions.loadRequested({}))
      .withReducer(rootReducer, rootReducer(signedIn(), actions.loadRequested({})))
      .provide([
        [
          matchers.call.fn(openCustomerListChannel),
          workerEvents(
            { type: 'progress', requestId: 1, loaded: 5, page: page1 },
            { type: 'progress', requestId: 1, loaded: 9, page: null },
            { type: 'loaded', requestId: 1, page: page1, options },
          ),
        ],
      ])
      .call(openCustomerListChannel, { token: 'tok', filters: null, page: 1, preview: true, lens: NO_LENS })
      .put(actions.loadProgressed({ loaded: 5, page: page1 }))
      .put(actions.pageLoaded({ page: page1, complete: true }))
      .put(actions.optionListsLoaded(options))
      .run();
    expect(list(result.storeState)).toMatchObject({
      status: 'succeeded',
      paging: { complete: true, total: 12, loaded: 12, page: 1 },
      optionLists: options,
      optionsStatus: 'ready',
    });
    // Only the page on screen reaches the main thread.
    expect(list(result.storeState).rows).toHaveLength(5);
  });

  it('an expired token is refreshed before the worker gets it, through the function axios uses', async () => {
    // A laptop waking up: the stored token expired an hour ago.
    const expired = {
      access_token: 'access-old',
      refresh_token: 'refresh-old',
      expires_in: 3600,
      token_type: 'Bearer',
      created_at: new Date(NOW - 7200_000).toISOString(),
      user: { display_name: 'Ayu', applications: ['crm'], modules: [], divisions: [] },
    };
    localStorage.setItem('data', JSON.stringify(expired));
    const refresh = vi.fn(async () => ({
      ...expired,
      access_token: 'access-new',
      refresh_token: 'refresh-new',
    }));
    const deps = makeDeps(stubHttp(), {
      oauth: async () => ({ refresh, exchangeCode: vi.fn(), sessionGrant: vi.fn(), logout: vi.fn() }),
    });
    await expectSaga(loadCustomerList, deps, actions.loadRequested({}))
      .withReducer(rootReducer, rootReducer(signedIn(), actions.loadRequested({})))
      .provide([
        [
          matchers.call.fn(openCustomerListChannel),
          workerEvents({ type: 'loaded', requestId: 1, page: page1, options }),
        ],
      ])
      .call(openCustomerListChannel, {
        token: 'access-new',
        filters: null,
        page: 1,
        preview: true,
        lens: NO_LENS,
      })
      .not.put(unauthorized())
      .run();
    expect(refresh).toHaveBeenCalledWith('refresh-old');
  });

  it('a refresh the provider refuses sends the user to sign in; the worker is not asked', async () => {
    localStorage.setItem(
      'data',
      JSON.stringify({
        access_token: 'access-old',
        refresh_token: 'refresh-old',
        expires_in: 3600,
        token_type: 'Bearer',
        created_at: new Date(NOW - 7200_000).toISOString(),
        user: { display_name: 'Ayu', applications: ['crm'], modules: [], divisions: [] },
      }),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const refresh = vi.fn(async () => Promise.reject(new ApiError(400, 'invalid_grant')));
    const deps = makeDeps(stubHttp(), {
      oauth: async () => ({ refresh, exchangeCode: vi.fn(), sessionGrant: vi.fn(), logout: vi.fn() }),
    });
    await expectSaga(loadCustomerList, deps, actions.loadRequested({}))
      .withReducer(rootReducer, rootReducer(signedIn(), actions.loadRequested({})))
      .provide([[matchers.call.fn(openCustomerListChannel), workerEvents()]])
      .put(refreshFailed())
      .not.call.fn(openCustomerListChannel)
      .run();
  });

  it('a filter load sends the applied filters by property with the URL page, sort and search', async () => {
    const sort = { column: 'Name', direction: 'desc' as const };
    let state = rootReducer(signedIn(), actions.viewChanged({ page: 2, sort, search: 'ani' }));
    state = rootReducer(loaded(state), actions.loadRequested({ city: 'Bandung' }));
    const result = await expectSaga(loadCustomerList, makeDeps(), actions.loadRequested({ city: 'Bandung' }))
      .withReducer(rootReducer, state)
      .provide([
        [
          matchers.call.fn(openCustomerListChannel),
          workerEvents({
            type: 'loaded',
            requestId: 2,
            page: { rows: page1.rows.slice(0, 2), from: 1, to: 2, total: 2, page: 1, pageCount: 1 },
            options: null,
          }),
        ],
      ])
      .call(openCustomerListChannel, {
        token: 'tok',
        filters: [{ property: 'city', value: 'Bandung' }],
        page: 2,
        preview: true,
        lens: { sort, search: 'ani' },
      })
      // The options of the whole list are known: none asked for again.
      .not.put(actions.optionsRequested())
      .run();
    expect(list(result.storeState).optionLists).toEqual(options);
    expect(list(result.storeState).applied.city).toBe('Bandung');
    expect(list(result.storeState).rows).toHaveLength(2);
  });

  it("a filtered first load (a reload, a pasted link) asks for the whole list's options after showing its rows", async () => {
    const state = rootReducer(signedIn(), actions.loadRequested({ city: 'Bandung' }));
    await expectSaga(customersSaga, makeDeps())
      .withReducer(rootReducer, state)
      .provide([
        [
          matchers.call.fn(openCustomerListChannel),
          workerEvents({ type: 'loaded', requestId: 2, page: page1, options: null }),
        ],
        [
          matchers.call.fn(openCustomerOptionsChannel),
          workerEvents({ type: 'options', requestId: 3, options }),
        ],
      ])
      .dispatch(actions.loadRequested({ city: 'Bandung' }))
      .put(actions.pageLoaded({ page: page1, complete: true }))
      .put(actions.optionsRequested())
      .call(openCustomerOptionsChannel, { token: 'tok' })
      .put(actions.optionListsLoaded(options))
      .silentRun(50);
  });

  it('a preview shows the filter result at once with its footer; the answer of the call replaces it', async () => {
    const previewPage = { rows: page1.rows.slice(0, 3), from: 1, to: 3, total: 3, page: 1, pageCount: 1 };
    const answerPage = { rows: page1.rows.slice(0, 2), from: 1, to: 2, total: 2, page: 1, pageCount: 1 };
    const state = rootReducer(loaded(), actions.loadRequested({ city: 'Bandung' }));
    const result = await expectSaga(loadCustomerList, makeDeps(), actions.loadRequested({ city: 'Bandung' }))
      .withReducer(rootReducer, state)
      .provide([
        [
          matchers.call.fn(openCustomerListChannel),
          workerEvents(
            { type: 'preview', requestId: 2, page: previewPage },
            { type: 'loaded', requestId: 2, page: answerPage, options: null },
          ),
        ],
      ])
      .put(actions.pageLoaded({ page: previewPage, complete: true }))
      .put(actions.pageLoaded({ page: answerPage, complete: true }))
      .run();
    expect(list(result.storeState)).toMatchObject({ status: 'succeeded', paging: { total: 2 } });
  });

  it('a reload of the current view (after an edit, a delete, Try again) keeps its page and asks for no preview', async () => {
    let state = rootReducer(loaded(), actions.pageTurned(store.page(2, 5)));
    state = rootReducer(state, actions.reloadRequested());
    await expectSaga(loadCustomerList, makeDeps(), actions.reloadRequested())
      .withReducer(rootReducer, state)
      .provide([
        [
          matchers.call.fn(openCustomerListChannel),
          workerEvents({ type: 'loaded', requestId: 1, page: page1, options }),
        ],
      ])
      .call(openCustomerListChannel, { token: 'tok', filters: null, page: 2, preview: false, lens: NO_LENS })
      .run();
  });

  it('a failed load is a toast with the message (502 → "Something Wrong (502) Bad Gateway")', async () => {
    // The worker hands back Text (it has no catalogue): the 502's message id, worded by the screen.
    const message = 'error.badGateway' as const;
    expect(translate(message)).toBe('Something Wrong (502) Bad Gateway');
    const result = await expectSaga(loadCustomerList, makeDeps(), actions.loadRequested({}))
      .withReducer(rootReducer, loaded())
      .provide([
        [
          matchers.call.fn(openCustomerListChannel),
          workerEvents({ type: 'failed', requestId: 1, status: 502, message, loaded: 0 }),
        ],
      ])
      .put.like({ action: { type: notify.type, payload: { severity: 'error', summary: message } } })
      .not.put(unauthorized())
      .run();
    expect(list(result.storeState)).toMatchObject({ status: 'failed', error: message, rows: [] });
    // The kit's error state holds the Text, worded when shown.
    expect(translate(list(result.storeState).error!)).toBe('Something Wrong (502) Bad Gateway');
  });

  it('a 401 from the worker signs out (no toast)', async () => {
    await expectSaga(loadCustomerList, makeDeps(), actions.loadRequested({}))
      .withReducer(rootReducer, signedIn())
      .provide([
        [
          matchers.call.fn(openCustomerListChannel),
          workerEvents({
            type: 'failed',
            requestId: 1,
            status: 401,
            message: raw('Unauthorized'),
            loaded: 0,
          }),
        ],
      ])
      .put(unauthorized())
      .not.put.actionType(notify.type)
      .run();
  });
});

/** What a server may fail an edit or a delete with, and the reason the toast gives beside the fixed text. */
const FAILURES = [
  [
    '500 with a message',
    new ApiError(500, 'The database is not answering', { message: 'The database is not answering' }),
    'The database is not answering',
  ],
  [
    '503 without words',
    new ApiError(503, msg('error.httpStatus', { status: 503 })),
    'The request failed (HTTP 503).',
  ],
  ['502', new ApiError(502, 'error.badGateway'), 'Something Wrong (502) Bad Gateway'],
  [
    'no answer',
    new ApiError(null, 'error.network'),
    'The server could not be reached. Check your connection and try again.',
  ],
  [
    '404',
    new ApiError(404, 'Customer 3 no longer exists', { message: 'Customer 3 no longer exists' }),
    'Customer 3 no longer exists',
  ],
] as const;
const failureToast = (state: RootState) =>
  state.notifications.queue.map((toast) => [
    toast.severity,
    translate(toast.summary),
    toast.detail && translate(toast.detail),
  ]);

/** `saga` run on `state` asks for a reload and toasts the fixed text with `reason`: the state after it. */
async function expectReloadAndToast(saga: ExpectApi, state: RootState, reason: string) {
  const result = await saga.withReducer(rootReducer, state).put(actions.reloadRequested()).run();
  expect(failureToast(result.storeState)).toEqual([
    ['error', 'Something wrong. Please try again later', reason],
  ]);
  return result.storeState as RootState;
}

/** `saga` run on `state` asks for no reload. */
const withoutReload = (saga: ExpectApi, state: RootState) =>
  saga.withReducer(rootReducer, state).not.put.actionType(actions.reloadRequested.type).run();

/** After a 401 `saga` run on `state` neither reloads nor toasts (the session signs out). */
async function expectSilent(saga: ExpectApi, state: RootState) {
  const result = await withoutReload(saga, state);
  expect(result.storeState.notifications.queue).toEqual([]);
}

describe('edit', () => {
  const loadedState = () => rootReducer(loaded(), editOpened('3'));
  const values = { name: 'Ani B', contact: '0812', productCode: 'X1', location: 'Bogor' };
  /** The detail call answers customer 3; the PUT fails with `error`. */
  const putFails = (error: ApiError) =>
    stubHttp({
      post: vi.fn(async () => ({ data: { data: { customer: data['3'] } } })),
      put: vi.fn(async () => Promise.reject(error)),
    });
  const update = (http: ReturnType<typeof stubHttp>) =>
    expectSaga(updateCustomer, makeDeps(http), updateRequested({ id: '3', values }));

  it('PUTs the customer’s entries (from the detail call) with the edited values, then "Updated Data Successfully"', async () => {
    const http = stubHttp({
      post: vi.fn(async () => ({ data: { data: { customer: data['3'] } } })),
      put: vi.fn(async () => ({ data: { message: 'Customer updated' } })),
    });
    const deps = makeDeps(http);
    const result = await expectSaga(updateCustomer, deps, updateRequested({ id: '3', values }))
      .withReducer(rootReducer, loadedState())
      // The worker's lists get the accepted edit too (a later filter's preview shows it).
      .call(patchCustomerList, '3', values, new Date(NOW).toISOString())
      .run();
    expect(http.post).toHaveBeenCalledWith('/api/customers/3');
    expect(http.put).toHaveBeenCalledTimes(1);
    const [url, body] = http.put.mock.calls[0]!;
    expect(url).toBe('/api/customers/3');
    const sent = Object.fromEntries(
      body.customer.map((entry: { key: string; value: string }) => [entry.key, entry]),
    );
    expect(sent.customer_name.value).toBe('Ani B');
    expect(sent.city.value).toBe('Bogor');
    expect(sent.call_type.value).toBe('Repair');
    expect(sent.customer_name.updated_at).toBe(new Date(NOW).toISOString());
    expect(body.customer).toHaveLength(data['3']!.length);
    expect(result.storeState.customers).toMatchObject({ editingId: null, saving: false });
    expect(translate(result.storeState.customers.success)).toBe('Updated Data Successfully');
    // The row shows the new values at once, before the reload that follows the dialog.
    const row = list(result.storeState).rows.find((candidate) => candidate.id === '3');
    expect(row).toMatchObject({
      name: 'Ani B',
      contact: '0812',
      productCode: 'X1',
      location: 'Bogor',
      lastUpdate: new Date(NOW).toISOString(),
    });
  });

  it.each(FAILURES)(
    'a failure (%s) closes the modal, reloads the list and says so in a toast with the reason',
    async (_kind, error, reason) => {
      const after = await expectReloadAndToast(update(putFails(error)), loadedState(), reason);
      expect(after.customers).toMatchObject({ editingId: null, saving: false, success: null });
    },
  );

  it("a refusal naming fields keeps the dialog open with the server's words (nothing typed is lost)", async () => {
    const reason = 'Location "Bogorr" is not a known city (did you mean "Bogor"?)';
    const refusal = new ApiError(400, reason, {
      message: reason,
      errors: [{ field: 'city', label: 'Location', message: reason }],
    });
    const result = await withoutReload(update(putFails(refusal)), loadedState());
    expect(result.storeState.customers).toMatchObject({
      editingId: '3',
      saving: false,
      // The server's words, shown as it wrote them.
      editRefusal: { message: raw(reason), invalid: ['location'] },
    });
  });

  it('a 401 neither reloads nor toasts (the session signs out)', async () => {
    await expectSilent(update(putFails(new ApiError(401, 'Unauthorized'))), loadedState());
  });
});

describe('delete', () => {
  it('DELETEs the confirmed customer, then shows "Deleted Data Successfully"', async () => {
    const http = stubHttp();
    const deps = makeDeps(http);
    const state = rootReducer(rootReducer(signedIn(), deleteAsked('4')), deleteRequested());
    const result = await expectSaga(deleteCustomer, deps).withReducer(rootReducer, state).run();
    expect(http.delete).toHaveBeenCalledWith('/api/customers/4');
    expect(result.storeState.customers).toMatchObject({ deletingId: null, deleting: false });
    expect(translate(result.storeState.customers.success)).toBe('Deleted Data Successfully');
  });

  it.each(FAILURES)(
    'a failure (%s) closes the confirmation, reloads the current view and says so in a toast with the reason',
    async (_kind, error, reason) => {
      const http = stubHttp({ delete: vi.fn(async () => Promise.reject(error)) });
      let state = rootReducer(loaded(), actions.loadRequested({ city: 'Bogor' }));
      state = rootReducer(rootReducer(state, deleteAsked('4')), deleteRequested());
      const after = await expectReloadAndToast(expectSaga(deleteCustomer, makeDeps(http)), state, reason);
      expect(after.customers).toMatchObject({ deletingId: null, success: null });
    },
  );

  it('a 401 neither reloads nor toasts (the session signs out)', async () => {
    const http = stubHttp({ delete: vi.fn(async () => Promise.reject(new ApiError(401, 'Unauthorized'))) });
    const state = rootReducer(rootReducer(loaded(), deleteAsked('4')), deleteRequested());
    await expectSilent(expectSaga(deleteCustomer, makeDeps(http)), state);
  });
});

describe('view and detail', () => {
  it('view stores the id in session storage and opens the detail', async () => {
    const deps = makeDeps();
    await expectSaga(viewCustomer, deps, viewRequested('42')).run();
    expect(sessionStorage.getItem('customerId')).toBe('42');
    expect(deps.navigate).toHaveBeenCalledWith('/customer/detail');
  });

  it('the detail loads the stored customer and resolves its product-line label', async () => {
    sessionStorage.setItem('customerId', '3');
    const lines = records(
      entries(8, {
        code: 'WMF01',
        value: 'Washing Machine Front Load',
        model_code: 'A',
        model_description: 'a',
      }),
    );
    const http = stubHttp({
      post: vi.fn(async () => ({ data: { data: { customer: data['3'] } } })),
      get: vi.fn(async () => ({ data: { data: { product_lines: lines } } })),
    });
    const deps = makeDeps(http);
    const result = await expectSaga(loadCustomerDetail, deps).withReducer(rootReducer, signedIn()).run();
    expect(http.post).toHaveBeenCalledWith('/api/customers/3');
    expect(http.get).toHaveBeenCalledWith('/api/product-lines');
    expect(result.storeState.customers?.detail).toEqual({
      status: 'succeeded',
      id: '3',
      entries: data['3'],
      productLineLabel: 'Washing Machine Front Load',
    });
  });

  it('without a stored id, or for a deleted customer, there is no data (no toast for the 404)', async () => {
    const http = stubHttp();
    const deps = makeDeps(http);
    const none = await expectSaga(loadCustomerDetail, deps).withReducer(rootReducer, signedIn()).run();
    expect(none.storeState.customers?.detail).toMatchObject({ status: 'succeeded', entries: null });
    expect(http.post).not.toHaveBeenCalled();

    sessionStorage.setItem('customerId', '77');
    const gone = makeDeps(
      stubHttp({ post: vi.fn(async () => Promise.reject(new ApiError(404, 'Customer 77 not found'))) }),
    );
    const result = await expectSaga(loadCustomerDetail, gone)
      .withReducer(rootReducer, signedIn())
      .not.put.actionType(notify.type)
      .run();
    expect(result.storeState.customers?.detail).toMatchObject({ status: 'succeeded', entries: null });
  });

  it('other detail failures are a toast; a failed product-line call still shows the detail with the code', async () => {
    sessionStorage.setItem('customerId', '3');
    const failing = makeDeps(
      stubHttp({
        post: vi.fn(async () => Promise.reject(new ApiError(502, 'Something Wrong (502) Bad Gateway'))),
      }),
    );
    await expectSaga(loadCustomerDetail, failing)
      .withReducer(rootReducer, signedIn())
      .put.like({
        action: {
          type: notify.type,
          payload: { severity: 'error', summary: raw('Something Wrong (502) Bad Gateway') },
        },
      })
      .run();
    const noLines = makeDeps(
      stubHttp({
        post: vi.fn(async () => ({ data: { data: { customer: data['3'] } } })),
        get: vi.fn(async () => Promise.reject(new ApiError(403, 'Forbidden'))),
      }),
    );
    const result = await expectSaga(loadCustomerDetail, noLines).withReducer(rootReducer, signedIn()).run();
    expect(result.storeState.customers?.detail).toMatchObject({
      status: 'succeeded',
      productLineLabel: null,
    });
  });
});

describe('the customers saga as a whole', () => {
  it('reloads the current view when the success dialog closes', async () => {
    const deps = makeDeps();
    const state = rootReducer(loaded(), actions.loadRequested({ call_type: 'Repair' }));
    await expectSaga(customersSaga, deps)
      .withReducer(rootReducer, rootReducer(state, actions.pageLoaded({ page: page1, complete: true })))
      .provide([
        [
          matchers.call.fn(openCustomerListChannel),
          workerEvents({
            type: 'loaded',
            requestId: 1,
            page: { rows: [], from: 0, to: 0, total: 0, page: 1, pageCount: 1 },
            options: null,
          }),
        ],
      ])
      .dispatch(successDismissed())
      .put(actions.reloadRequested())
      .call(openCustomerListChannel, {
        token: 'tok',
        filters: [{ property: 'call_type', value: 'Repair' }],
        page: 1,
        preview: false,
        lens: NO_LENS,
      })
      .silentRun(50);
  });

  it('a page change of the URL asks the worker for the page and shows its rows', async () => {
    const page2 = store.page(2, 5);
    const result = await expectSaga(customersSaga, makeDeps())
      .withReducer(rootReducer, loaded())
      .provide([[matchers.call.fn(customerListPage), page2]])
      .dispatch(actions.viewChanged({ page: 1, sort: null, search: '' }))
      .dispatch(actions.viewChanged({ page: 2, sort: null, search: '' }))
      .call(customerListPage, 2)
      .put(actions.pageTurned(page2))
      .silentRun(50);
    expect(list(result.storeState).rows.map((row) => row.id)).toEqual(['6', '7', '8', '9', '10']);
    expect(list(result.storeState).paging?.page).toBe(2);
  });

  it('a sort asks the worker at once; typing in the search asks once, for the last text', async () => {
    const sorted = { ...page1, rows: [...page1.rows].reverse() };
    const sort = { column: 'Name', direction: 'desc' as const };
    const asked: unknown[] = [];
    const result = await expectSaga(customersSaga, makeDeps())
      .withReducer(rootReducer, loaded())
      .provide({
        call(effect, next) {
          if (effect.fn !== customerListView) return next();
          asked.push(effect.args[0]);
          return sorted;
        },
      })
      .dispatch(actions.viewChanged({ page: 1, sort: null, search: '' }))
      .dispatch(actions.viewChanged({ page: 1, sort, search: '' }))
      .dispatch(actions.viewChanged({ page: 1, sort, search: 'c' }))
      .dispatch(actions.viewChanged({ page: 1, sort, search: 'cu' }))
      .dispatch(actions.viewChanged({ page: 1, sort, search: 'cus' }))
      .put(actions.pageTurned(sorted))
      .silentRun(600);
    expect(asked).toEqual([
      { sort, search: '' },
      { sort, search: 'cus' },
    ]);
    expect(list(result.storeState).rows[0]?.id).toBe('5');
  });

  it('rows of the table are the mapped customers', () => {
    expect(store.row(0)).toEqual(toCustomerRow('1', data['1']!));
  });
});

describe('createCustomer: the new customer as a one-row upload, followed to its outcome', () => {
  const values: CustomerCreateValues = {
    name: 'Ayu Lestari',
    contact: '081234567890',
    serviceType: 'Installation',
    serviceOrder: 'SO2612000123',
    productCode: 'EWF8024D3WB',
    location: 'Cirebon',
    productLine: 'WMF01',
  };
  const upload = (status: string, extra: Record<string, unknown> = {}) => ({
    uuid: 'u-1',
    status,
    category: 'customer',
    filename: 'new-customer-SO2612000123.xlsx',
    file_path: 'uploads/u-1.xlsx',
    invalid_file: null,
    num_of_success: 0,
    num_of_failed: 0,
    information: null,
    upload_by_user_name: 'Admin',
    upload_by_division_name: 'Service',
    updated_at: '2025-03-01T08:00:00.000Z',
    ...extra,
  });
  /** The backend: the upload accepted On Going, then `looks` answered one after another. */
  function backend(looks: Record<string, unknown>[], invalidSheet?: ArrayBuffer) {
    return stubHttp({
      post: vi.fn(async (url: string) => {
        if (url === '/api/files') return { data: { data: upload('execute') } };
        if (url === '/api/files/filter') return { data: { data: [looks.shift() ?? upload('done')] } };
        throw new Error(`unexpected POST ${url}`);
      }),
      get: vi.fn(async () => ({ data: invalidSheet, headers: {} })),
    });
  }
  /** Signed in with a division: the upload goes to the user's first one (spec part 1 section 7). */
  const user = { ...TEST_SESSION.user, divisions: [{ id: 'd-7', name: 'Service' }] };
  const state = (): RootState => {
    const base = loaded();
    return { ...base, session: { ...base.session, user } };
  };
  const run = (http: ReturnType<typeof stubHttp>) =>
    expectSaga(createCustomer, makeDeps(http), createRequested(values))
      .withReducer(rootReducer, state())
      .provide([
        // The polling policy's waits pass at once.
        [matchers.call.fn(waitForNextLook), undefined],
        [matchers.call.fn(sessionAccessToken), 'tok'],
      ]);

  it("uploads the template's columns as category customer, follows it, shows the stored customer and reloads", async () => {
    const http = backend([upload('process'), upload('done', { num_of_success: 1 })]);
    const stored = toCustomerRow('13', customer(13, { service_order_no: 'SO2612000123', city: 'Cirebon' }));
    const result = await run(http)
      .provide([
        [matchers.call.fn(waitForNextLook), undefined],
        [matchers.call.fn(sessionAccessToken), 'tok'],
        [matchers.call.fn(customerOfOrder), stored],
      ])
      .call(customerOfOrder, 'tok', 'SO2612000123')
      .put(actions.reloadRequested())
      .run();
    const [url, form] = http.post.mock.calls[0]! as [string, FormData];
    expect(url).toBe('/api/files');
    expect(form.get('category')).toBe('customer');
    expect(form.get('division_id')).toBe('d-7');
    const file = form.get('file') as File;
    expect(file.name).toBe('new-customer-SO2612000123.xlsx');
    expect(await readFirstSheet(file)).toEqual(newCustomerSheet(values));
    expect((await readFirstSheet(file))[0]).toEqual(CUSTOMER_COLUMNS.map((column) => column.name));
    // Looked at by its id until it was no longer On Going.
    expect(http.post.mock.calls.filter(([path]) => path === '/api/files/filter')).toHaveLength(2);
    expect(http.post.mock.calls[1]![1]).toEqual({
      filters: [
        { key: 'id', value: 'u-1' },
        { key: 'category', value: 'customer' },
      ],
    });
    expect(result.storeState.customers.create).toMatchObject({
      step: 'created',
      created: stored,
      refusal: null,
    });
  });

  it("a refused row: the dialog gets the row's reason from the invalid-rows sheet", async () => {
    const reason = 'City "Cirebn" is not a known city (did you mean "Cirebon"?)';
    const header = [...CUSTOMER_COLUMNS.map((column) => column.name), 'Reason'];
    const sheet = await buildTableWorkbook('Invalid Data', [
      header,
      [...newCustomerSheet(values)[1]!, `Row 2: ${reason}`],
    ]);
    const http = backend(
      [upload('done', { num_of_failed: 1, invalid_file: { file_path: 'invalid/u-1-invalid.xlsx' } })],
      sheet,
    );
    const result = await run(http).run();
    expect(http.get).toHaveBeenCalledWith('/download-file/invalid/u-1-invalid.xlsx', {
      responseType: 'arraybuffer',
    });
    expect(result.storeState.customers.create.step).toBe('editing');
    expect(translate(result.storeState.customers.create.refusal)).toBe(
      `The customer was not created: ${reason}`,
    );
    expect(result.storeState.customers.create.refusal).toEqual(
      msg('customers.create.refused', { reason: raw(reason) }),
    );
  });

  it("a failed upload: the server's error text; a refused POST: the spec's words with the server's reason", async () => {
    const failed = await run(
      backend([upload('failed', { information: 'Missing required column: City.' })]),
    ).run();
    expect(translate(failed.storeState.customers.create.refusal)).toBe(
      'The customer was not created: new-customer-SO2612000123.xlsx could not be imported\nMissing required column: City.',
    );
    const refused = stubHttp({
      post: vi.fn(async () => {
        throw new ApiError(413, 'The file is larger than 20 MB.', {
          message: 'The file is larger than 20 MB.',
        });
      }),
    });
    const sent = await run(refused).run();
    expect(translate(sent.storeState.customers.create.refusal)).toBe(
      'Something wrong. Try again later.\nThe file is larger than 20 MB.',
    );
    expect(sent.storeState.customers.create.step).toBe('editing');
  });
});
