import { buffers, channel, END } from 'redux-saga';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { ApiError } from '../../api/apiError';
import { notify } from '../../store/notificationsSlice';
import { rootReducer, type RootState } from '../../store/store';
import { refreshFailed, unauthorized } from '../../session/sessionSlice';
import { customer, entries, records } from '../../test/fieldEntries';
import { NOW, makeDeps, stubHttp } from '../../test/sagaDeps';
import {
  customerListPage,
  customerListView,
  openCustomerListChannel,
  patchCustomerList,
  type ListEvent,
} from './customerListClient';
import { buildCustomerListModel, toCustomerRow } from './customerModel';
import { CustomerStore } from './customerStore';
import {
  customersSaga,
  deleteCustomer,
  loadCustomerDetail,
  loadCustomerList,
  updateCustomer,
  viewCustomer,
} from './customersSaga';
import {
  deleteAsked,
  deleteRequested,
  editOpened,
  listProgress,
  listRequested,
  listSucceeded,
  pageArrived,
  pageChanged,
  lensChanged,
  successDismissed,
  updateRequested,
  viewRequested,
} from './customersSlice';

const data = records(...Array.from({ length: 12 }, (_, index) => customer(index + 1)));
const model = buildCustomerListModel(data);
const store = new CustomerStore();
store.addBatch(data);
const page1 = store.page(1, 5);

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

describe('loading the customer list through the worker', () => {
  it('shows the first page early, then every row with the drop-down options', async () => {
    const result = await expectSaga(loadCustomerList, makeDeps(), listRequested({ filters: null }))
      .withReducer(rootReducer, signedIn())
      .provide([
        [
          matchers.call.fn(openCustomerListChannel),
          workerEvents(
            { type: 'progress', requestId: 1, loaded: 5, page: page1 },
            { type: 'progress', requestId: 1, loaded: 9, page: null },
            { type: 'loaded', requestId: 1, page: page1, options: model.options },
          ),
        ],
      ])
      .call(openCustomerListChannel, { token: 'tok', filters: null, page: 1, preview: true })
      .put(listProgress({ loaded: 5, page: page1 }))
      .put(listSucceeded({ page: page1, options: model.options }))
      .run();
    expect(result.storeState.customers).toMatchObject({
      list: { status: 'succeeded', complete: true, total: 12, loaded: 12 },
      options: model.options,
    });
    // Only the page on screen reaches the main thread.
    expect(result.storeState.customers?.list.rows).toHaveLength(5);
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
    await expectSaga(loadCustomerList, deps, listRequested({ filters: null }))
      .withReducer(rootReducer, signedIn())
      .provide([
        [
          matchers.call.fn(openCustomerListChannel),
          workerEvents({ type: 'loaded', requestId: 1, page: page1, options: model.options }),
        ],
      ])
      .call(openCustomerListChannel, { token: 'access-new', filters: null, page: 1, preview: true })
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
    await expectSaga(loadCustomerList, deps, listRequested({ filters: null }))
      .withReducer(rootReducer, signedIn())
      .provide([[matchers.call.fn(openCustomerListChannel), workerEvents()]])
      .put(refreshFailed())
      .not.call.fn(openCustomerListChannel)
      .run();
  });

  it('a filter load keeps the options of the whole list and remembers the filters', async () => {
    const filters = [{ property: 'city' as const, value: 'Bandung' }];
    const state = signedIn();
    const withOptions = rootReducer(state, listSucceeded({ page: page1, options: model.options }));
    const result = await expectSaga(loadCustomerList, makeDeps(), listRequested({ filters }))
      .withReducer(rootReducer, rootReducer(withOptions, listRequested({ filters })))
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
      .call(openCustomerListChannel, { token: 'tok', filters, page: 1, preview: true })
      .run();
    expect(result.storeState.customers?.options).toEqual(model.options);
    expect(result.storeState.customers?.applied).toEqual(filters);
    expect(result.storeState.customers?.list.rows).toHaveLength(2);
  });

  it('a preview shows the filter result at once with its footer; the answer of the call replaces it', async () => {
    const filters = [{ property: 'city' as const, value: 'Bandung' }];
    const previewPage = { rows: page1.rows.slice(0, 3), from: 1, to: 3, total: 3, page: 1, pageCount: 1 };
    const answerPage = { rows: page1.rows.slice(0, 2), from: 1, to: 2, total: 2, page: 1, pageCount: 1 };
    const result = await expectSaga(loadCustomerList, makeDeps(), listRequested({ filters }))
      .withReducer(rootReducer, rootReducer(signedIn(), listRequested({ filters })))
      .provide([
        [
          matchers.call.fn(openCustomerListChannel),
          workerEvents(
            { type: 'preview', requestId: 2, page: previewPage },
            { type: 'loaded', requestId: 2, page: answerPage, options: null },
          ),
        ],
      ])
      .put(listSucceeded({ page: previewPage, options: null }))
      .put(listSucceeded({ page: answerPage, options: null }))
      .run();
    expect(result.storeState.customers?.list).toMatchObject({ status: 'succeeded', total: 2 });
  });

  it('a reload of the current view (after an edit, a delete, Try again) asks for no preview', async () => {
    await expectSaga(loadCustomerList, makeDeps(), listRequested({ filters: null, keepPage: true }))
      .withReducer(rootReducer, signedIn())
      .provide([
        [
          matchers.call.fn(openCustomerListChannel),
          workerEvents({ type: 'loaded', requestId: 1, page: page1, options: model.options }),
        ],
      ])
      .call(openCustomerListChannel, { token: 'tok', filters: null, page: 1, preview: false })
      .run();
  });

  it('a failed load is a toast with the message (502 → "Something Wrong (502) Bad Gateway")', async () => {
    const message = 'Something Wrong (502) Bad Gateway';
    const result = await expectSaga(loadCustomerList, makeDeps(), listRequested({ filters: null }))
      .withReducer(rootReducer, signedIn())
      .provide([
        [
          matchers.call.fn(openCustomerListChannel),
          workerEvents({ type: 'failed', requestId: 1, status: 502, message, loaded: 0 }),
        ],
      ])
      .put.like({ action: { type: notify.type, payload: { severity: 'error', summary: message } } })
      .not.put(unauthorized())
      .run();
    expect(result.storeState.customers?.list).toMatchObject({ status: 'failed', error: message, rows: [] });
  });

  it('a 401 from the worker signs out (no toast)', async () => {
    await expectSaga(loadCustomerList, makeDeps(), listRequested({ filters: null }))
      .withReducer(rootReducer, signedIn())
      .provide([
        [
          matchers.call.fn(openCustomerListChannel),
          workerEvents({ type: 'failed', requestId: 1, status: 401, message: 'Unauthorized', loaded: 0 }),
        ],
      ])
      .put(unauthorized())
      .not.put.actionType(notify.type)
      .run();
  });
});

describe('edit', () => {
  const loadedState = () => {
    let state = signedIn();
    state = rootReducer(state, listSucceeded({ page: page1, options: model.options }));
    return rootReducer(state, editOpened('3'));
  };
  const values = { name: 'Ani B', contact: '0812', productCode: 'X1', location: 'Bogor' };

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
    expect(result.storeState.customers).toMatchObject({
      editingId: null,
      saving: false,
      success: 'Updated Data Successfully',
    });
    // The row shows the new values at once, before the reload that follows the dialog.
    const row = result.storeState.customers?.list.rows.find(
      (candidate: { id: string }) => candidate.id === '3',
    );
    expect(row).toMatchObject({
      name: 'Ani B',
      contact: '0812',
      productCode: 'X1',
      location: 'Bogor',
      lastUpdate: new Date(NOW).toISOString(),
    });
  });

  it('a failure closes the modal and reloads the list silently (no toast)', async () => {
    const http = stubHttp({
      post: vi.fn(async () => ({ data: { data: { customer: data['3'] } } })),
      put: vi.fn(async () => Promise.reject(new ApiError(400, 'bad'))),
    });
    const deps = makeDeps(http);
    const result = await expectSaga(updateCustomer, deps, updateRequested({ id: '3', values }))
      .withReducer(rootReducer, loadedState())
      .put(listRequested({ filters: null, keepPage: true }))
      .not.put.actionType(notify.type)
      .run();
    expect(result.storeState.customers).toMatchObject({ editingId: null, saving: false, success: null });
  });

  it("a refusal naming fields keeps the dialog open with the server's words (nothing typed is lost)", async () => {
    const reason = 'Location "Bogorr" is not a known city (did you mean "Bogor"?)';
    const http = stubHttp({
      post: vi.fn(async () => ({ data: { data: { customer: data['3'] } } })),
      put: vi.fn(async () =>
        Promise.reject(
          new ApiError(400, reason, {
            message: reason,
            errors: [{ field: 'city', label: 'Location', message: reason }],
          }),
        ),
      ),
    });
    const result = await expectSaga(updateCustomer, makeDeps(http), updateRequested({ id: '3', values }))
      .withReducer(rootReducer, loadedState())
      .not.put.actionType(listRequested.type)
      .run();
    expect(result.storeState.customers).toMatchObject({
      editingId: '3',
      saving: false,
      editRefusal: { message: reason, invalid: ['location'] },
    });
  });

  it('a 401 does not reload (the session signs out)', async () => {
    const http = stubHttp({
      post: vi.fn(async () => ({ data: { data: { customer: data['3'] } } })),
      put: vi.fn(async () => Promise.reject(new ApiError(401, 'Unauthorized'))),
    });
    const deps = makeDeps(http);
    await expectSaga(updateCustomer, deps, updateRequested({ id: '3', values }))
      .withReducer(rootReducer, loadedState())
      .not.put.actionType(listRequested.type)
      .run();
  });
});

describe('delete', () => {
  it('DELETEs the confirmed customer, then shows "Deleted Data Successfully"', async () => {
    const http = stubHttp();
    const deps = makeDeps(http);
    const state = rootReducer(rootReducer(signedIn(), deleteAsked('4')), deleteRequested());
    const result = await expectSaga(deleteCustomer, deps).withReducer(rootReducer, state).run();
    expect(http.delete).toHaveBeenCalledWith('/api/customers/4');
    expect(result.storeState.customers).toMatchObject({
      deletingId: null,
      deleting: false,
      success: 'Deleted Data Successfully',
    });
  });

  it('a failure closes the confirmation and reloads the current view', async () => {
    const http = stubHttp({
      delete: vi.fn(async () => Promise.reject(new ApiError(404, 'Customer 4 not found'))),
    });
    const deps = makeDeps(http);
    const filters = [{ property: 'city' as const, value: 'Bogor' }];
    let state = rootReducer(signedIn(), listRequested({ filters }));
    state = rootReducer(rootReducer(state, deleteAsked('4')), deleteRequested());
    const result = await expectSaga(deleteCustomer, deps)
      .withReducer(rootReducer, state)
      .put(listRequested({ filters, keepPage: true }))
      .run();
    expect(result.storeState.customers).toMatchObject({ deletingId: null, success: null });
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
          payload: { severity: 'error', summary: 'Something Wrong (502) Bad Gateway' },
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
    const filters = [{ property: 'call_type' as const, value: 'Repair' }];
    const state = rootReducer(signedIn(), listRequested({ filters }));
    await expectSaga(customersSaga, deps)
      .withReducer(rootReducer, state)
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
      .put(listRequested({ filters, keepPage: true }))
      .call(openCustomerListChannel, { token: 'tok', filters, page: 1, preview: false })
      .silentRun(50);
  });

  it('the pager asks the worker for the page and shows its rows', async () => {
    const page2 = store.page(2, 5);
    const state = rootReducer(signedIn(), listSucceeded({ page: page1, options: model.options }));
    const result = await expectSaga(customersSaga, makeDeps())
      .withReducer(rootReducer, state)
      .provide([[matchers.call.fn(customerListPage), page2]])
      .dispatch(pageChanged(2))
      .call(customerListPage, 2)
      .put(pageArrived(page2))
      .silentRun(50);
    expect(result.storeState.customers?.list.rows.map((row: { id: string }) => row.id)).toEqual([
      '6',
      '7',
      '8',
      '9',
      '10',
    ]);
    expect(result.storeState.customers?.page).toBe(2);
  });

  it('a sort asks the worker at once; typing in the search asks once, for the last text', async () => {
    const sorted = { ...page1, rows: [...page1.rows].reverse() };
    const state = rootReducer(signedIn(), listSucceeded({ page: page1, options: model.options }));
    const sort = { column: 'Name', direction: 'desc' as const };
    const asked: unknown[] = [];
    const result = await expectSaga(customersSaga, makeDeps())
      .withReducer(rootReducer, state)
      .provide({
        call(effect, next) {
          if (effect.fn !== customerListView) return next();
          asked.push(effect.args[0]);
          return sorted;
        },
      })
      .dispatch(lensChanged({ settings: { sort, search: '' }, page: 1 }))
      .dispatch(lensChanged({ settings: { sort, search: 'c' }, page: 1, debounce: true }))
      .dispatch(lensChanged({ settings: { sort, search: 'cu' }, page: 1, debounce: true }))
      .dispatch(lensChanged({ settings: { sort, search: 'cus' }, page: 1, debounce: true }))
      .put(pageArrived(sorted))
      .silentRun(600);
    expect(asked).toEqual([
      { sort, search: '' },
      { sort, search: 'cus' },
    ]);
    expect(result.storeState.customers?.list.rows[0]?.id).toBe('5');
  });

  it('rows of the table are the mapped customers', () => {
    expect(model.rows[0]).toEqual(toCustomerRow('1', data['1']!));
  });
});
