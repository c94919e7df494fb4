import { expectSaga } from 'redux-saga-test-plan';
import { ApiError } from '../../api/apiError';
import { raw, translate, type Text } from '../../i18n/i18n';
import { makeStore } from '../../test/appStore';
import { rootReducer } from '../../store/store';
import { POLL_INTERVAL_MS } from './reportRules';
import { reportsSaga } from './reportsSaga';
import { reportList } from './reportList';
import { reportsActions as actions, selectReports } from './reportsSlice';

const list = (state: State) => reportList.selectList(state);
const open = () => reportList.actions.loadRequested({});
import { fakeHttp, type Handler } from '../../test/fakeHttp';
import { makeDeps } from '../../test/sagaDeps';
import { campaign, fakeEffects, report } from './testData';

type State = ReturnType<typeof rootReducer>;
/** The toasts as the user reads them (in English, the default language). */
const toasts = (state: State) =>
  state.notifications.queue.map((toast) => [toast.severity, translate(toast.summary), toast.life]);
const READY = report({ id: 1 });
/** The dialog's lookups, answering empty lists. */
const LOOKUPS = {
  'POST /api/campaigns/filter': () => ({ data: { campaigns: [] } }),
  'GET /api/channel-accounts': () => ({ data: [] }),
  'GET /api/channels': () => ({ data: [] }),
};
const PENDING = report({ id: 2, status: 'PENDING', file: null, created_at: '2024-06-11T10:00:00.000Z' });

describe('loading the reports', () => {
  it('opening loads GET /api/reports, newest first; the full list feeds the filter options', async () => {
    const { http, requests } = fakeHttp({ 'GET /api/reports': () => ({ data: [READY, PENDING] }) });
    const { provider } = fakeEffects({ delayMs: 10_000 });
    const result = await expectSaga(reportsSaga, makeDeps(http))
      .withReducer(rootReducer)
      .provide(provider)
      .dispatch(open())
      .silentRun(100);
    const state = list(result.storeState as State);
    expect(state.rows.map((entry) => entry.id)).toEqual([2, 1]);
    expect(state.optionRows.map((entry) => entry.id)).toEqual([2, 1]);
    expect(state.status).toBe('succeeded');
    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual(['GET /api/reports']);
  });

  it('with filters it calls POST /api/reports/filter {filters}; the option source stays the full list', async () => {
    const filters = [{ property: 'campaign_name', value: 'Launch' }];
    const { http, requests } = fakeHttp({
      'GET /api/reports': () => ({ data: [READY] }),
      'POST /api/reports/filter': () => ({ data: [] }),
    });
    const result = await expectSaga(reportsSaga, makeDeps(http))
      .withReducer(rootReducer)
      .dispatch(open())
      .delay(20)
      .dispatch(reportList.actions.loadRequested({ campaign_name: 'Launch' }))
      .silentRun(100);
    expect(requests[1]).toMatchObject({ method: 'POST', url: '/api/reports/filter', body: { filters } });
    const state = list(result.storeState as State);
    expect(state.rows).toEqual([]);
    expect(state.optionRows.map((entry) => entry.id)).toEqual([1]);
  });

  it('a division filter from a pasted link (nothing loaded yet) first loads the full list for its client ids', async () => {
    const { http, requests } = fakeHttp({
      'GET /api/reports': () => ({
        data: [READY, report({ id: 7, division: 'Consumer Care', client_id: 'div-cc' })],
      }),
      'POST /api/reports/filter': () => ({ data: [] }),
    });
    await expectSaga(reportsSaga, makeDeps(http))
      .withReducer(rootReducer)
      .dispatch(reportList.actions.loadRequested({ division: 'Consumer Care' }))
      .silentRun(100);
    // Then the whole list once more, for the drop-downs' options (every list after a filtered first load).
    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET /api/reports',
      'POST /api/reports/filter',
      'GET /api/reports',
    ]);
    expect(requests[1]!.body).toEqual({ filters: [{ property: 'client_id', value: 'div-cc' }] });
  });

  it('a failed load shows the message in a 3 s toast (502 as the spec text)', async () => {
    const { http } = fakeHttp({
      'GET /api/reports': () => {
        throw new ApiError(502, 'Something Wrong (502) Bad Gateway');
      },
    });
    const result = await expectSaga(reportsSaga, makeDeps(http))
      .withReducer(rootReducer)
      .dispatch(open())
      .silentRun(100);
    expect(toasts(result.storeState as State)).toEqual([
      ['error', 'Something Wrong (502) Bad Gateway', 3000],
    ]);
    const { status, error } = list(result.storeState as State);
    expect(status).toBe('failed');
    // The list keeps the failure as Text (the screen words it).
    expect(translate(error as Text)).toBe('Something Wrong (502) Bad Gateway');
  });
});

describe('polling while a report is being generated', () => {
  it('reloads every POLL_INTERVAL_MS with the same filters until nothing is pending, then stops', async () => {
    let round = 0;
    const filters = [{ property: 'report_id', value: '2' }];
    const { http, requests } = fakeHttp({
      'GET /api/reports': () => ({ data: [READY] }),
      'POST /api/reports/filter': () => {
        round += 1;
        return { data: [round < 3 ? PENDING : { ...PENDING, status: 'READY', file: 'reports/x.xlsx' }] };
      },
    });
    const effects = fakeEffects();
    const result = await expectSaga(reportsSaga, makeDeps(http))
      .withReducer(rootReducer)
      .provide(effects.provider)
      .dispatch(open())
      .delay(20)
      .dispatch(reportList.actions.loadRequested({ report_id: '2' }))
      .silentRun(200);
    const filterCalls = requests.filter((request) => request.url === '/api/reports/filter');
    expect(filterCalls).toHaveLength(3);
    expect(filterCalls.every((request) => JSON.stringify(request.body) === JSON.stringify({ filters }))).toBe(
      true,
    );
    expect(effects.delays).toEqual([POLL_INTERVAL_MS, POLL_INTERVAL_MS]);
    expect(list(result.storeState as State).rows[0]?.status).toBe('READY');
    // Refreshes are quiet: never a loading state in between, never a toast.
    expect(toasts(result.storeState as State)).toEqual([]);
  });

  it('does not poll when nothing is pending', async () => {
    const { http, requests } = fakeHttp({ 'GET /api/reports': () => ({ data: [READY] }) });
    const effects = fakeEffects();
    await expectSaga(reportsSaga, makeDeps(http))
      .withReducer(rootReducer)
      .provide(effects.provider)
      .dispatch(open())
      .silentRun(100);
    expect(effects.delays).toEqual([]);
    expect(requests).toHaveLength(1);
  });

  it('stops when the screen closes (unmount)', async () => {
    const { http, requests } = fakeHttp({ 'GET /api/reports': () => ({ data: [PENDING] }) });
    const effects = fakeEffects({ delayMs: 40 });
    const result = await expectSaga(reportsSaga, makeDeps(http))
      .withReducer(rootReducer)
      .provide(effects.provider)
      .dispatch(open())
      .delay(10)
      .dispatch(reportList.actions.closed())
      .silentRun(200);
    expect(effects.delays).toEqual([POLL_INTERVAL_MS]);
    expect(requests).toHaveLength(1);
    expect(list(result.storeState as State).rows).toHaveLength(1);
  });

  it('a failed refresh keeps the rows, shows nothing and tries again', async () => {
    let round = 0;
    const { http, requests } = fakeHttp({
      'GET /api/reports': () => {
        round += 1;
        if (round === 2) throw new ApiError(500, 'boom');
        return { data: [round < 3 ? PENDING : READY] };
      },
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const effects = fakeEffects();
    const result = await expectSaga(reportsSaga, makeDeps(http))
      .withReducer(rootReducer)
      .provide(effects.provider)
      .dispatch(open())
      .silentRun(200);
    expect(requests).toHaveLength(3);
    expect(toasts(result.storeState as State)).toEqual([]);
    expect(list(result.storeState as State).rows.map((entry) => entry.id)).toEqual([1]);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});

describe('downloads', () => {
  it('fetches /download-file/reports/{last path segment}, saves it as a file, and reloads the list', async () => {
    const bytes = new TextEncoder().encode('xlsx').buffer;
    const { http, requests } = fakeHttp({
      'GET /download-file/reports/report-1-ramadan-service-promo-20240601-080000.xlsx': () => bytes,
      'GET /api/reports': () => ({ data: [READY] }),
    });
    const effects = fakeEffects();
    const result = await expectSaga(reportsSaga, makeDeps(http))
      .withReducer(rootReducer)
      .provide(effects.provider)
      .dispatch(actions.downloadRequested(READY))
      .silentRun(100);
    expect(requests[0]).toMatchObject({ config: { responseType: 'arraybuffer' } });
    expect(effects.saved).toHaveLength(1);
    const [savedBlob, savedName] = effects.saved[0] as [Blob, string];
    expect(savedName).toBe('report-1-ramadan-service-promo-20240601-080000.xlsx');
    expect(savedBlob).toBeInstanceOf(Blob);
    expect(savedBlob.size).toBe(4);
    expect(requests.map((request) => request.url)).toContain('/api/reports');
    expect(selectReports(result.storeState as State).downloading).toBeNull();
  });

  it('a failed download shows the server message and still reloads', async () => {
    const { http, requests } = fakeHttp({
      'GET /download-file/reports/report-1-ramadan-service-promo-20240601-080000.xlsx': () => {
        throw new ApiError(404, 'The report file is no longer available: request the report again.');
      },
      'GET /api/reports': () => ({ data: [] }),
    });
    const effects = fakeEffects();
    const result = await expectSaga(reportsSaga, makeDeps(http))
      .withReducer(rootReducer)
      .provide(effects.provider)
      .dispatch(actions.downloadRequested(READY))
      .silentRun(100);
    expect(effects.saved).toEqual([]);
    expect(toasts(result.storeState as State)).toEqual([
      ['error', 'The report file is no longer available: request the report again.', 3000],
    ]);
    expect(requests.map((request) => request.url)).toContain('/api/reports');
  });
});

describe('the Request Download dialog', () => {
  it('loads the campaign list first (no filters), then the FINISHED history, and merges them newest first', async () => {
    const { http, requests } = fakeHttp({
      'POST /api/campaigns/filter': ({ body }) => {
        const { target } = body as { target: string };
        return target === 'list'
          ? {
              data: {
                campaigns: [campaign({ id: 2, status: 'ON GOING', created_at: '2024-05-02T00:00:00Z' })],
              },
            }
          : {
              data: {
                campaigns: [
                  campaign({ id: 3, created_at: '2024-05-03T00:00:00Z' }),
                  campaign({ id: 2, status: 'ON GOING', created_at: '2024-05-02T00:00:00Z' }),
                ],
              },
            };
      },
      'GET /api/channel-accounts': () => ({
        data: [{ id: 1, name: 'Electrolux_M2M', channel_id: 1, client_id: 'x' }],
      }),
      'GET /api/channels': () => ({ data: [{ id: 1, name: 'whatsapp-business' }] }),
    });
    const result = await expectSaga(reportsSaga, makeDeps(http))
      .withReducer(rootReducer)
      .dispatch(actions.requestDialogOpened())
      .silentRun(100);
    const campaignCalls = requests
      .filter((request) => request.url === '/api/campaigns/filter')
      .map((request) => request.body);
    expect(campaignCalls).toEqual([
      { target: 'list', filters: [] },
      { target: 'history', filters: [{ property: 'status', value: 'FINISHED' }] },
    ]);
    const request = selectReports(result.storeState as State).request;
    expect(request.campaigns.map((entry) => entry.id)).toEqual([3, 2]);
    expect(request.campaignsStatus).toBe('succeeded');
    expect(request.accounts).toHaveLength(1);
    expect(request.channels).toHaveLength(1);
    expect(request.open).toBe(true);
  });

  it('each opening offers the campaigns as they are then, never what an earlier opening loaded', async () => {
    let status = 'WAITING APPROVAL';
    // The second opening's answers come when the test lets them.
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const { http } = fakeHttp({
      ...LOOKUPS,
      'POST /api/campaigns/filter': async ({ body }) => {
        const campaigns =
          (body as { target: string }).target === 'list' ? [campaign({ id: 5, name: 'Promo', status })] : [];
        if (status !== 'WAITING APPROVAL') await answered;
        return { data: { campaigns } };
      },
    });
    const statuses = (state: State) =>
      selectReports(state).request.campaigns.map((entry) => [entry.name, entry.status]);
    const store = makeStore(makeDeps(http));
    store.runFeatureSaga('reports', reportsSaga);
    store.dispatch(actions.requestDialogOpened());
    await vi.waitFor(() => expect(statuses(store.getState())).toEqual([['Promo', 'WAITING APPROVAL']]));
    store.dispatch(actions.requestDialogClosed());
    status = 'ON GOING';
    store.dispatch(actions.requestDialogOpened());
    // While this opening's campaigns load, the choices of the last one are not offered.
    expect(selectReports(store.getState()).request.campaignsStatus).toBe('pending');
    expect(statuses(store.getState())).toEqual([]);
    answer();
    await vi.waitFor(() => expect(statuses(store.getState())).toEqual([['Promo', 'ON GOING']]));
  });

  it('lookup failures raise no toast: the dialog tells them under their fields, and Retry loads them again', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let up = false;
    const answer = (data: unknown) => () => {
      if (!up) throw new ApiError(500, 'down');
      return data;
    };
    const { http } = fakeHttp({
      'POST /api/campaigns/filter': answer({ data: { campaigns: [campaign({ id: 3 })] } }),
      'GET /api/channel-accounts': answer({
        data: [{ id: 1, name: 'Electrolux_M2M', channel_id: 1, client_id: 'x' }],
      }),
      'GET /api/channels': answer({ data: [{ id: 1, name: 'whatsapp-business' }] }),
    });
    const result = await expectSaga(reportsSaga, makeDeps(http))
      .withReducer(rootReducer)
      .dispatch(actions.requestDialogOpened())
      .delay(50)
      .dispatch(actions.requestOptionsRetried('campaigns'))
      .delay(50)
      .silentRun(200);
    expect(toasts(result.storeState as State)).toEqual([]);
    const failed = selectReports(result.storeState as State).request;
    expect(failed.campaignsStatus).toBe('failed');
    expect(failed.channelsStatus).toBe('failed');

    up = true;
    const retried = await expectSaga(reportsSaga, makeDeps(http))
      .withReducer(rootReducer, result.storeState)
      .dispatch(actions.requestOptionsRetried('campaigns'))
      .dispatch(actions.requestOptionsRetried('channels'))
      .silentRun(100);
    const request = selectReports(retried.storeState as State).request;
    expect(request).toMatchObject({ campaignsStatus: 'succeeded', channelsStatus: 'succeeded' });
    expect(request.campaigns.map((entry) => entry.id)).toEqual([3]);
    expect(request.channels).toHaveLength(1);
    errors.mockRestore();
  });

  const body = {
    client_id: 'div-marketing',
    campaign_name: 'Ramadan Service Promo',
    channel_account_id: 1,
    request_status: ['FINISHED'],
  };

  it.each([
    ['status 1', () => ({ status: 1, data: PENDING }), ['success', 'Sent Request Successfully', 3000]],
    [
      'another status',
      () => ({ status: 0, message: 'queue full' }),
      ['error', 'Failed to Send Download Request', 3000],
    ],
    [
      'an error',
      () => {
        throw new ApiError(400, 'client_id is required.');
      },
      ['error', 'Failed to Send Download Request', 3000],
    ],
    [
      'a 502',
      () => {
        throw new ApiError(502, 'Something Wrong (502) Bad Gateway');
      },
      ['error', 'Failed to Send Download Request', 3000],
    ],
  ])('%s: the toast says so; the dialog closes and the list reloads', async (_case, answer, toast) => {
    const { http, requests } = fakeHttp({
      ...LOOKUPS,
      'POST /api/reports/request': answer,
      'GET /api/reports': () => ({ data: [READY] }),
    });
    const result = await expectSaga(reportsSaga, makeDeps(http))
      .withReducer(rootReducer)
      .dispatch(actions.requestDialogOpened())
      .dispatch(actions.requestSubmitted(body))
      .silentRun(100);
    expect(requests.find((request) => request.url === '/api/reports/request')?.body).toEqual(body);
    expect(toasts(result.storeState as State)).toEqual([toast]);
    const state = selectReports(result.storeState as State);
    expect(state.request.open).toBe(false);
    expect(state.request.sending).toBe(false);
    expect(requests.filter((request) => request.url === '/api/reports')).toHaveLength(1);
  });

  it('a second Send while one is on its way is ignored', async () => {
    const { http, requests } = fakeHttp({
      'POST /api/reports/request': () =>
        new Promise((resolve) => setTimeout(() => resolve({ status: 1 }), 50)),
      'GET /api/reports': () => ({ data: [] }),
    });
    const store = makeStore(makeDeps(http));
    store.runFeatureSaga('reports', reportsSaga);
    store.dispatch(actions.requestSubmitted(body));
    await new Promise((resolve) => setTimeout(resolve, 10));
    store.dispatch(actions.requestSubmitted(body));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(requests.filter((request) => request.url === '/api/reports/request')).toHaveLength(1);
    expect(toasts(store.getState())).toEqual([['success', 'Sent Request Successfully', 3000]]);
  });

  it('the toasts hand over message ids; a refusal with the server reason keeps its words beside the fixed text', async () => {
    /** The toasts after a Send that the server answers with `answer`. */
    const toastsAfter = async (answer: Handler) => {
      const { http } = fakeHttp({
        'POST /api/reports/request': answer,
        'GET /api/reports': () => ({ data: [] }),
      });
      const result = await expectSaga(reportsSaga, makeDeps(http))
        .withReducer(rootReducer)
        .dispatch(actions.requestSubmitted(body))
        .silentRun(100);
      return (result.storeState as State).notifications.queue;
    };
    const refused = () => {
      throw new ApiError(400, 'client_id is required.', { message: 'client_id is required.' });
    };
    expect(await toastsAfter(refused)).toMatchObject([
      { severity: 'error', summary: 'reports.request.failed', detail: raw('client_id is required.') },
    ]);
    expect(await toastsAfter(() => ({ status: 1, data: PENDING }))).toMatchObject([
      { severity: 'success', summary: 'reports.request.sent' },
    ]);
  });
});
