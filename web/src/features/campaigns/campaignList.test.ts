import { expectSaga } from 'redux-saga-test-plan';
import { delay } from 'redux-saga/effects';
import { ApiError } from '../../api/apiError';
import { rootReducer } from '../../store/store';
import { translate } from '../../i18n/i18n';
import {
  CAMPAIGN_FILTERS,
  campaignHistory,
  campaignHistorySaga,
  campaignList,
  campaignListSaga,
  toCampaignRows,
} from './campaignList';
import { filterChoices, toFilterRequest } from '../../lists/filters';
import { fakeHttp } from '../../test/fakeHttp';
import { makeDeps, NOW } from '../../test/sagaDeps';
import { campaign } from '../../test/campaigns';
import { POLL_MS } from './campaignRules';
import { skipDelays } from '../../test/skipDelays';

const list = campaignList.actions;
const historyActions = campaignHistory.actions;
const CAMPAIGNS = [
  campaign({ id: 1, status: 'FINISHED', created_at: '2024-01-01T00:00:00Z' }),
  campaign({ id: 2, status: 'WAITING APPROVAL', created_at: '2024-03-01T00:00:00Z' }),
  campaign({ id: 3, status: 'ON GOING', created_at: '2024-02-01T00:00:00Z' }),
];

/** The toasts in words (their texts are Text, worded when shown). */
const toasts = (state: ReturnType<typeof rootReducer>) =>
  state.notifications.queue.map((toast) => [toast.severity, translate(toast.summary)]);
const toastWords = (state: ReturnType<typeof rootReducer>) =>
  state.notifications.queue.map((toast) => ({
    severity: toast.severity,
    summary: translate(toast.summary),
    detail: toast.detail === undefined ? undefined : translate(toast.detail),
  }));

function routes(extra: Record<string, () => unknown> = {}) {
  return fakeHttp({
    'GET /api/campaigns': () => ({ data: { campaigns: CAMPAIGNS } }),
    'POST /api/campaigns/filter': () => ({ data: { campaigns: [CAMPAIGNS[2]] } }),
    'GET /api/channel-accounts': () => ({ data: [] }),
    'GET /api/channels': () => ({ data: [] }),
    'POST /api/campaigns/state': () => ({ message: 'ok' }),
    ...extra,
  });
}

describe('campaign list loads', () => {
  it('the full list comes from GET /api/campaigns, current campaigns only, newest first', async () => {
    const { http, requests } = routes();
    const result = await expectSaga(campaignListSaga, makeDeps(http))
      .withReducer(rootReducer)
      .dispatch(list.loadRequested({}))
      .run(100);
    expect(result.storeState.campaignList.rows.map((item: { id: number }) => item.id)).toEqual([2, 3]);
    expect(requests.map((request) => `${request.method} ${request.url}`)).toContain('GET /api/campaigns');
  });

  it("with filters it calls the filter with target 'list'; the history uses 'history' and keeps finished ones", async () => {
    const { http, requests } = routes();
    const filters = [{ property: 'status', value: 'ON GOING' }];
    await expectSaga(campaignListSaga, makeDeps(http))
      .withReducer(rootReducer)
      .dispatch(list.loadRequested({ status: 'ON GOING' }))
      .run(100);
    expect(requests).toContainEqual({
      method: 'POST',
      url: '/api/campaigns/filter',
      body: { target: 'list', filters },
      config: undefined,
    });
    const history = routes();
    const result = await expectSaga(campaignHistorySaga, makeDeps(history.http))
      .withReducer(rootReducer)
      .dispatch(historyActions.loadRequested({}))
      .delay(30)
      .dispatch(historyActions.loadRequested({ status: 'ON GOING' }))
      .run(100);
    expect(history.requests.find((request) => request.url === '/api/campaigns/filter')?.body).toEqual({
      target: 'history',
      filters,
    });
    expect(result.storeState.campaignHistory.optionRows.map((item: { id: number }) => item.id)).toEqual([
      2, 3, 1,
    ]);
  });

  it('a failed load shows the message (502 as the spec text); lookups fail silently', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { http } = fakeHttp({
      'GET /api/campaigns': () => {
        throw new ApiError(502, 'Something Wrong (502) Bad Gateway');
      },
    });
    const result = await expectSaga(campaignListSaga, makeDeps(http))
      .withReducer(rootReducer)
      .dispatch(list.loadRequested({}))
      .run(100);
    expect(toasts(result.storeState)).toEqual([['error', 'Something Wrong (502) Bad Gateway']]);
    expect(result.storeState.campaignList.status).toBe('failed');
    expect(errors).toHaveBeenCalledTimes(2); // channel accounts and channels
    errors.mockRestore();
  });
});

describe('approve, reject, stop', () => {
  it.each([
    ['approve', { state: 'ACCEPTED', campaign_id: 2 }, 'Campaign is running'],
    ['stop', { state: 'STOP', campaign_id: 2 }, 'Campaign is stopped'],
    ['reject', { state: 'REJECTED', campaign_id: 2, note: 'Wrong segment' }, 'Campaign is rejected'],
  ] as const)('%s sends one state request, says so, and reloads the list', async (kind, request, message) => {
    const { http, requests } = routes();
    const result = await expectSaga(campaignListSaga, makeDeps(http))
      .withReducer(rootReducer)
      .dispatch(list.rowActionRequested({ id: '2', kind, input: 'Wrong segment' }))
      .run(100);
    expect(requests.filter((sent) => sent.url === '/api/campaigns/state').map((sent) => sent.body)).toEqual([
      request,
    ]);
    expect(toasts(result.storeState)).toEqual([['success', message]]);
    expect(requests.filter((request) => request.url === '/api/campaigns')).toHaveLength(1);
    expect(result.storeState.campaignList.acting).toBeNull();
  });

  it('a failure says "Something wrong. Try again later." and still reloads with the same filters', async () => {
    const { http, requests } = routes({
      'POST /api/campaigns/state': () => {
        throw new ApiError(409, 'cannot be approved');
      },
    });
    const result = await expectSaga(campaignListSaga, makeDeps(http))
      .withReducer(rootReducer)
      .dispatch(list.loadRequested({ name: 'X' }))
      .dispatch(list.rowActionRequested({ id: '2', kind: 'approve' }))
      .run(100);
    expect(toasts(result.storeState)).toEqual([['error', 'Something wrong. Try again later.']]);
    // The failure's words beside the spec's text.
    expect(translate(result.storeState.notifications.queue[0]?.detail ?? 'error.unexpected')).toBe(
      'cannot be approved',
    );
    expect(requests.filter((request) => request.url === '/api/campaigns/filter')).toHaveLength(2);
  });

  it("a refusal keeps the spec's text and adds the server's reason, then shows the current status", async () => {
    const reason = "The campaign cannot be approved: its status is 'on going'.";
    let loads = 0;
    const { http } = routes({
      'POST /api/campaigns/state': () => {
        throw new ApiError(409, reason, { message: reason });
      },
      'GET /api/campaigns': () => {
        loads += 1;
        return {
          data: { campaigns: [campaign({ id: 2, status: loads > 1 ? 'ON GOING' : 'WAITING APPROVAL' })] },
        };
      },
    });
    const result = await expectSaga(campaignListSaga, makeDeps(http))
      .withReducer(rootReducer)
      .dispatch(list.loadRequested({}))
      .dispatch(list.rowActionRequested({ id: '2', kind: 'approve' }))
      .run(100);
    expect(toastWords(result.storeState)).toEqual([
      { severity: 'error', summary: 'Something wrong. Try again later.', detail: reason },
    ]);
    expect(result.storeState.campaignList.rows.map((item: { status: string }) => item.status)).toEqual([
      'ON GOING',
    ]);
  });

  it('the actions stay disabled until the reloaded list shows the new status', async () => {
    const { http } = routes({ 'GET /api/campaigns': () => new Promise(() => undefined) });
    const result = await expectSaga(campaignListSaga, makeDeps(http))
      .withReducer(rootReducer)
      .dispatch(list.rowActionRequested({ id: '2', kind: 'approve' }))
      .run(100);
    expect(toasts(result.storeState)).toEqual([['success', 'Campaign is running']]);
    expect(result.storeState.campaignList.acting).toEqual({ id: '2', kind: 'approve' });
  });

  it('a second request while one runs is ignored (one state request per gesture)', async () => {
    const { http, requests } = routes({ 'POST /api/campaigns/state': () => new Promise(() => undefined) });
    const result = await expectSaga(campaignListSaga, makeDeps(http))
      .withReducer(rootReducer)
      .dispatch(list.rowActionRequested({ id: '2', kind: 'approve' }))
      .dispatch(list.rowActionRequested({ id: '2', kind: 'stop' }))
      .run(100);
    expect(requests.filter((sent) => sent.url === '/api/campaigns/state').map((sent) => sent.body)).toEqual([
      { state: 'ACCEPTED', campaign_id: 2 },
    ]);
    expect(result.storeState.campaignList.acting).toEqual({ id: '2', kind: 'approve' });
  });
});

describe('the list and the history refresh themselves while a shown campaign moves', () => {
  const delayFn = (delay(0) as unknown as { payload: { fn: unknown } }).payload.fn;
  /** Each delay(ms) is recorded and waits a few real ms (so loads can land in between), up to `resolving`. */
  function shortDelays(record: number[], resolving: number) {
    return {
      call(effect: { fn: unknown; args: unknown[] }, next: () => unknown) {
        if (effect.fn !== delayFn) return next();
        record.push(effect.args[0] as number);
        return record.length <= resolving
          ? new Promise((resolve) => setTimeout(resolve, 5))
          : new Promise(() => undefined);
      },
    };
  }

  it('refetches every 30 s while a campaign waits for approval, every POLL_MS while one sends, and stops once none moves', async () => {
    const statuses = ['WAITING APPROVAL', 'ON GOING', 'DONE'];
    let loads = 0;
    const { http, requests } = routes({
      'GET /api/campaigns': () => {
        const status = statuses[Math.min(loads, statuses.length - 1)];
        loads += 1;
        return { data: { campaigns: [campaign({ id: 2, status }), CAMPAIGNS[0]] } };
      },
    });
    const delays: number[] = [];
    const result = await expectSaga(campaignListSaga, makeDeps(http))
      .withReducer(rootReducer)
      .provide(shortDelays(delays, 8))
      .dispatch(list.loadRequested({}))
      .run(800);
    const state = result.storeState.campaignList;
    expect(state.rows.map((item: { status: string }) => item.status)).toEqual(['DONE']);
    expect(state.status).toBe('succeeded');
    // The first load, then one refresh for WAITING APPROVAL and one for ON GOING; none once it is DONE.
    expect(requests.filter((request) => request.url === '/api/campaigns')).toHaveLength(3);
    // One wait before each refresh (30 s for a person's decision, 3 s while it sends), and none once nothing
    // moves: the refresh has ended.
    expect(delays).toEqual([30_000, POLL_MS]);
  });

  it('Approve on the list: the 30 s wait that began before ends, the rows are followed every POLL_MS at once', async () => {
    let status = 'WAITING APPROVAL';
    const { http } = routes({
      'GET /api/campaigns': () => ({ data: { campaigns: [campaign({ id: 2, status }), CAMPAIGNS[0]] } }),
      'POST /api/campaigns/state': () => {
        status = 'ON GOING';
        return { message: 'ok' };
      },
    });
    const delays: number[] = [];
    // No wait ends by itself: the second one can only come from the reload after the approval.
    await expectSaga(campaignListSaga, makeDeps(http))
      .withReducer(rootReducer)
      .provide(skipDelays(delays, 0))
      .dispatch(list.loadRequested({}))
      .delay(20)
      .dispatch(list.rowActionRequested({ id: '2', kind: 'approve' }))
      .silentRun(150);
    expect(delays).toEqual([30_000, POLL_MS]);
  });

  it('looks every 5 minutes at a campaign approved to start in two days', async () => {
    const start = new Date(NOW + 2 * 86_400_000).toISOString();
    const { http } = routes({
      'GET /api/campaigns': () => ({
        data: {
          campaigns: [
            campaign({ id: 2, status: 'ON GOING', is_scheduled: true, schedule_start_date: start }),
            CAMPAIGNS[0],
          ],
        },
      }),
    });
    const delays: number[] = [];
    await expectSaga(campaignListSaga, makeDeps(http))
      .withReducer(rootReducer)
      .provide(shortDelays(delays, 2))
      .dispatch(list.loadRequested({}))
      .silentRun(200);
    expect(delays.slice(0, 3)).toEqual([300_000, 300_000, 300_000]);
  });

  it('keeps the filters: the refresh repeats the filter call and never shows a loading state', async () => {
    let calls = 0;
    const filters = [{ property: 'status', value: 'ON GOING' }];
    const { http, requests } = routes({
      'POST /api/campaigns/filter': () => {
        calls += 1;
        return { data: { campaigns: [campaign({ id: 3, status: calls > 1 ? 'DONE' : 'ON GOING' })] } };
      },
    });
    const delays: number[] = [];
    const result = await expectSaga(campaignHistorySaga, makeDeps(http))
      .withReducer(rootReducer)
      .provide(shortDelays(delays, 4))
      .dispatch(historyActions.loadRequested({}))
      .delay(2)
      .dispatch(historyActions.loadRequested({ status: 'ON GOING' }))
      .put.like({ action: { type: historyActions.refreshed.type } })
      .not.put(historyActions.loadRequested({ status: 'ON GOING' }))
      .run(300);
    const filterCalls = requests.filter((request) => request.url === '/api/campaigns/filter');
    expect(filterCalls.length).toBe(2);
    expect(
      filterCalls.every(
        (request) => JSON.stringify(request.body) === JSON.stringify({ target: 'history', filters }),
      ),
    ).toBe(true);
    expect(result.storeState.campaignHistory).toMatchObject({
      status: 'succeeded',
      applied: { status: 'ON GOING' },
    });
    expect(result.storeState.campaignHistory.rows.map((item: { status: string }) => item.status)).toEqual([
      'DONE',
    ]);
  });

  it('closing the screen ends the refresh', async () => {
    const { http, requests } = routes({
      'GET /api/campaigns': () => ({ data: { campaigns: [campaign({ id: 2, status: 'ON GOING' })] } }),
    });
    const delays: number[] = [];
    await expectSaga(campaignListSaga, makeDeps(http))
      .withReducer(rootReducer)
      .provide(shortDelays(delays, 1000))
      .dispatch(list.loadRequested({}))
      .delay(150)
      .dispatch(list.closed())
      .run(300);
    const afterClose = requests.filter((request) => request.url === '/api/campaigns').length;
    expect(afterClose).toBeGreaterThan(1);
    // Nothing ran after closed: the last delay recorded is the one the race cancelled.
    const count = delays.length;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(delays.length).toBe(count);
  });
});

describe('campaign filters (declared on the kit)', () => {
  const campaigns = toCampaignRows(
    [
      campaign({ id: 1, status: 'ON GOING', channel_account_id: 7, channel_name: 'WhatsApp-Business' }),
      campaign({ id: 2, status: 'WAITING APPROVAL', channel_account_id: 7 }),
      campaign({ id: 3, status: 'waiting approval ', channel_account_id: 7 }),
      campaign({ id: 4, status: 'PAUSED', channel_account_id: 7 }),
    ],
    { accounts: [], channels: [] },
  );
  const choices = filterChoices(CAMPAIGN_FILTERS, campaigns);

  it('offer each status once, as its lower-cased label, in lifecycle order', () => {
    expect(choices.status?.map((option) => option.label)).toEqual(['waiting approval', 'on going', 'paused']);
  });

  it('send the status as the backend stores it, not the label shown', () => {
    expect(choices.status?.find((option) => option.label === 'waiting approval')?.value).toBe(
      'WAITING APPROVAL',
    );
    expect(toFilterRequest(CAMPAIGN_FILTERS, { status: 'WAITING APPROVAL' })).toEqual([
      { property: 'status', value: 'WAITING APPROVAL' },
    ]);
    expect(choices.status?.find((option) => option.label === 'paused')?.value).toBe('PAUSED');
  });

  it('show the channel by name (hyphens as spaces) and filter by its account', () => {
    expect(choices.channel_account_id).toEqual([{ label: 'WhatsApp Business', value: '7' }]);
    expect(toFilterRequest(CAMPAIGN_FILTERS, { channel_account_id: '7', submit_at: '2024-06-01' })).toEqual([
      { property: 'channel_account_id', value: '7' },
      { property: 'submit_at', value: '2024-06-01' },
    ]);
  });
});
