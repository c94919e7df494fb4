import { expectSaga } from 'redux-saga-test-plan';
import { ApiError } from '../../api/apiError';
import { rootReducer } from '../../app/store';
import { campaignHistorySaga } from './historySaga';
import { campaignHistorySlice } from './historySlice';
import { campaignListSaga } from './listSaga';
import { campaignListSlice } from './listSlice';
import { fakeHttp } from '../../test/fakeHttp';
import { makeDeps } from '../../test/sagaDeps';
import { campaign } from '../../test/campaigns';

const list = campaignListSlice.actions;
const CAMPAIGNS = [
  campaign({ id: 1, status: 'FINISHED', created_at: '2024-01-01T00:00:00Z' }),
  campaign({ id: 2, status: 'WAITING APPROVAL', created_at: '2024-03-01T00:00:00Z' }),
  campaign({ id: 3, status: 'ON GOING', created_at: '2024-02-01T00:00:00Z' }),
];

const toasts = (state: ReturnType<typeof rootReducer>) =>
  state.notifications.queue.map((toast) => [toast.severity, toast.summary]);

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
      .dispatch(list.opened())
      .run(100);
    expect(result.storeState.campaignList.campaigns.map((item: { id: number }) => item.id)).toEqual([2, 3]);
    expect(requests.map((request) => `${request.method} ${request.url}`)).toContain('GET /api/campaigns');
  });

  it("with filters it calls the filter with target 'list'; the history uses 'history' and keeps finished ones", async () => {
    const { http, requests } = routes();
    const filters = [{ property: 'status', value: 'on going' }];
    await expectSaga(campaignListSaga, makeDeps(http))
      .withReducer(rootReducer)
      .dispatch(list.loadRequested(filters))
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
      .dispatch(campaignHistorySlice.actions.loadRequested([]))
      .delay(30)
      .dispatch(campaignHistorySlice.actions.loadRequested(filters))
      .run(100);
    expect(history.requests.find((request) => request.url === '/api/campaigns/filter')?.body).toEqual({
      target: 'history',
      filters,
    });
    expect(result.storeState.campaignHistory.optionSource.map((item: { id: number }) => item.id)).toEqual([
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
      .dispatch(list.opened())
      .run(100);
    expect(toasts(result.storeState)).toEqual([['error', 'Something Wrong (502) Bad Gateway']]);
    expect(result.storeState.campaignList.status).toBe('failed');
    expect(errors).toHaveBeenCalledTimes(2); // channel accounts and channels
    errors.mockRestore();
  });

  it('details store the campaign id in session storage and open the detail', async () => {
    const { http } = routes();
    const deps = makeDeps(http);
    await expectSaga(campaignListSaga, deps)
      .withReducer(rootReducer)
      .dispatch(list.detailsRequested(42))
      .run(50);
    expect(sessionStorage.getItem('campaignId')).toBe('42');
    expect(deps.navigate).toHaveBeenCalledWith('/campaign/detail');
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
      .dispatch(list.actionRequested({ campaignId: 2, kind, note: 'Wrong segment' }))
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
    const filters = [{ property: 'name', value: 'X' }];
    const result = await expectSaga(campaignListSaga, makeDeps(http))
      .withReducer(rootReducer)
      .dispatch(list.loadRequested(filters))
      .dispatch(list.actionRequested({ campaignId: 2, kind: 'approve' }))
      .run(100);
    expect(toasts(result.storeState)).toEqual([['error', 'Something wrong. Try again later.']]);
    expect(result.storeState.notifications.queue[0]?.detail).toBeUndefined();
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
      .dispatch(list.loadRequested([]))
      .dispatch(list.actionRequested({ campaignId: 2, kind: 'approve' }))
      .run(100);
    expect(result.storeState.notifications.queue).toMatchObject([
      { severity: 'error', summary: 'Something wrong. Try again later.', detail: reason },
    ]);
    expect(result.storeState.campaignList.campaigns.map((item: { status: string }) => item.status)).toEqual([
      'ON GOING',
    ]);
  });

  it('the actions stay disabled until the reloaded list shows the new status', async () => {
    const { http } = routes({ 'GET /api/campaigns': () => new Promise(() => undefined) });
    const result = await expectSaga(campaignListSaga, makeDeps(http))
      .withReducer(rootReducer)
      .dispatch(list.actionRequested({ campaignId: 2, kind: 'approve' }))
      .run(100);
    expect(toasts(result.storeState)).toEqual([['success', 'Campaign is running']]);
    expect(result.storeState.campaignList.acting).toEqual({ campaignId: 2, kind: 'approve' });
  });

  it('a second request while one runs is ignored (one state request per gesture)', async () => {
    const { http, requests } = routes({ 'POST /api/campaigns/state': () => new Promise(() => undefined) });
    const result = await expectSaga(campaignListSaga, makeDeps(http))
      .withReducer(rootReducer)
      .dispatch(list.actionRequested({ campaignId: 2, kind: 'approve' }))
      .dispatch(list.actionRequested({ campaignId: 2, kind: 'stop' }))
      .run(100);
    expect(requests.filter((sent) => sent.url === '/api/campaigns/state').map((sent) => sent.body)).toEqual([
      { state: 'ACCEPTED', campaign_id: 2 },
    ]);
    expect(result.storeState.campaignList.acting).toEqual({ campaignId: 2, kind: 'approve' });
  });
});
