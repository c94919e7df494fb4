import { expectSaga } from 'redux-saga-test-plan';
import { ApiError } from '../../api/apiError';
import { rootReducer } from '../../store/store';
import { raw, translate, type Text } from '../../i18n/i18n';
import { POLL_MS } from './campaignRules';
import { campaignDetailSaga } from './detailSaga';
import { detailActions } from './detailSlice';
import { fakeHttp } from '../../test/fakeHttp';
import { makeDeps, NOW } from '../../test/sagaDeps';
import { skipDelays, skipDelaysOnClock } from '../../test/skipDelays';
import { campaign } from '../../test/campaigns';
import { recipient } from './testData';

/** The detail saga on `http` with the app's reducer. */
const detailSaga = (http: unknown, overrides?: Parameters<typeof makeDeps>[1]) =>
  expectSaga(campaignDetailSaga, makeDeps(http, overrides)).withReducer(rootReducer);

/** Opens the detail on `http`, every wait skipped: the detail's state after 100 ms and the waits asked for. */
async function openDetail(http: unknown) {
  const delays: number[] = [];
  const result = await detailSaga(http).provide(skipDelays(delays)).dispatch(detailActions.opened()).run(100);
  return { state: result.storeState.campaignDetail, delays };
}

describe('campaign detail', () => {
  it('without a campaign id in session storage: nothing is loaded', async () => {
    const { http, requests } = fakeHttp({});
    const result = await detailSaga(http).dispatch(detailActions.opened()).run(50);
    expect(result.storeState.campaignDetail.status).toBe('missing');
    expect(requests).toEqual([]);
  });

  it('loads the campaign, its recipients and the lookups; a finished campaign is not polled', async () => {
    sessionStorage.setItem('campaignId', '7');
    const { http, requests } = fakeHttp({
      'GET /api/campaigns/7': () => ({ data: { campaign: campaign({ id: 7, status: 'FINISHED' }) } }),
      'GET /api/campaigns/7/customers': () => ({ data: { customer_campaigns: [recipient(1, 'read')] } }),
      'GET /message-template/detail-by-template/101': () => ({ data: { id: 101 } }),
      'GET /api/product-lines': () => ({ data: { product_lines: {} } }),
      'GET /api/lists': () => ({ data: { list: [{ key: 'customer_name', value: 'Customer Name' }] } }),
    });
    const { state, delays } = await openDetail(http);
    expect(state).toMatchObject({ status: 'succeeded', template: { id: 101 } });
    expect(state.recipients).toHaveLength(1);
    expect(state.customerFields).toHaveLength(1);
    expect(delays).toEqual([]);
    expect(requests.filter((request) => request.url === '/api/campaigns/7')).toHaveLength(1);
  });

  it('polls while the campaign is waiting or sending and stops once it is done', async () => {
    sessionStorage.setItem('campaignId', '7');
    const statuses = ['WAITING APPROVAL', 'ON GOING', 'PROCCESSED', 'DONE'];
    let fetches = 0;
    const { http } = fakeHttp({
      'GET /api/campaigns/7': () => ({
        data: { campaign: campaign({ id: 7, status: statuses[fetches++] }) },
      }),
      'GET /api/campaigns/7/customers': () => ({
        data: { customer_campaigns: [recipient(1, fetches < 4 ? 'sent' : 'read')] },
      }),
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { state, delays } = await openDetail(http);
    // Waiting for a person: 30 s; sending: 3 s.
    expect(delays).toEqual([30_000, POLL_MS, POLL_MS]);
    expect(state.campaign?.status).toBe('DONE');
    expect(state.recipients[0]?.customer_detail.state).toBe('read');
  });

  it('a campaign waiting approval is looked at every 30 s, and its recipient list is not fetched again', async () => {
    sessionStorage.setItem('campaignId', '7');
    const { http, requests } = fakeHttp({
      'GET /api/campaigns/7': () => ({ data: { campaign: campaign({ id: 7, status: 'WAITING APPROVAL' }) } }),
      'GET /api/campaigns/7/customers': () => ({ data: { customer_campaigns: [recipient(1, 'queued')] } }),
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const delays: number[] = [];
    await detailSaga(http).provide(skipDelays(delays, 3)).dispatch(detailActions.opened()).silentRun(100);
    expect(delays).toEqual([30_000, 30_000, 30_000, 30_000]);
    expect(requests.filter((request) => request.url === '/api/campaigns/7')).toHaveLength(4);
    expect(requests.filter((request) => request.url === '/api/campaigns/7/customers')).toHaveLength(1);
  });

  it('a campaign scheduled to start in two days is looked at every 5 minutes, without its recipients', async () => {
    sessionStorage.setItem('campaignId', '7');
    const clock = { now: NOW };
    const start = new Date(NOW + 2 * 86_400_000).toISOString();
    const { http, requests } = fakeHttp({
      'GET /api/campaigns/7': () => ({
        data: {
          campaign: campaign({ id: 7, status: 'ON GOING', is_scheduled: true, schedule_start_date: start }),
        },
      }),
      'GET /api/campaigns/7/customers': () => ({ data: { customer_campaigns: [recipient(1, 'queued')] } }),
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const delays: number[] = [];
    await detailSaga(http, { now: () => clock.now })
      .provide(skipDelaysOnClock(clock, delays, 4))
      .dispatch(detailActions.opened())
      .silentRun(100);
    expect(delays.slice(0, 4)).toEqual([300_000, 300_000, 300_000, 300_000]);
    expect(requests.filter((request) => request.url === '/api/campaigns/7/customers')).toHaveLength(1);
  });

  it('while sending: the recipients again only when the progress changed, at most every 30 s, and at the end', async () => {
    sessionStorage.setItem('campaignId', '7');
    const clock = { now: NOW };
    // The campaign's progress at each look (the first is the load): sent count, then the status.
    const looks: [string, number][] = [
      ['ON GOING', 0],
      ['ON GOING', 5],
      ['ON GOING', 9],
      ...Array.from({ length: 8 }, (): [string, number] => ['ON GOING', 9]),
      ['PROCCESSED', 12],
      ['DONE', 12],
    ];
    let look = 0;
    const recipientFetches: number[] = [];
    const { http } = fakeHttp({
      'GET /api/campaigns/7': () => {
        const [status, sent] = looks[Math.min(look++, looks.length - 1)]!;
        return {
          data: {
            campaign: campaign({
              id: 7,
              status,
              total_recipients: 12,
              sent_recipients: sent,
              read_recipients: 0,
            }),
          },
        };
      },
      'GET /api/campaigns/7/customers': () => {
        recipientFetches.push(clock.now - NOW);
        return { data: { customer_campaigns: [recipient(1, 'sent')] } };
      },
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await detailSaga(http, { now: () => clock.now })
      .provide(skipDelaysOnClock(clock))
      .dispatch(detailActions.opened())
      .run(200);
    // Loaded at 0 s; the progress changed at 3 s and 6 s, but the list comes again only at 30 s (once), then
    // not while nothing changes; PROCCESSED (receipts still coming) changed it within 30 s: it waits; DONE (no
    // longer sending) brings the final list at once.
    expect(recipientFetches).toEqual([0, 30_000, 36_000]);
  });

  it('closing the screen ends the polling', async () => {
    sessionStorage.setItem('campaignId', '7');
    let fetches = 0;
    const { http } = fakeHttp({
      'GET /api/campaigns/7': () => {
        fetches += 1;
        return { data: { campaign: campaign({ id: 7, status: 'ON GOING' }) } };
      },
      'GET /api/campaigns/7/customers': () => ({ data: { customer_campaigns: [] } }),
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await detailSaga(http)
      .dispatch(detailActions.opened())
      .delay(30)
      .dispatch(detailActions.closed())
      .run(150);
    expect(fetches).toBe(1);
  });

  it('a failed load shows the message', async () => {
    sessionStorage.setItem('campaignId', '7');
    const { http } = fakeHttp({
      'GET /api/campaigns/7': () => {
        throw new ApiError(404, 'Campaign 7 does not exist.');
      },
      'GET /api/campaigns/7/customers': () => ({ data: { customer_campaigns: [] } }),
    });
    const result = await detailSaga(http).dispatch(detailActions.opened()).run(100);
    expect(result.storeState.campaignDetail.status).toBe('failed');
    expect(
      result.storeState.notifications.queue.map((toast: { summary: Text }) => translate(toast.summary)),
    ).toEqual(['Campaign 7 does not exist.']);
  });

  it('Search By Account asks the filter call with the phone number', async () => {
    sessionStorage.setItem('campaignId', '7');
    const { http, requests } = fakeHttp({
      'GET /api/campaigns/7': () => ({ data: { campaign: campaign({ id: 7, status: 'FINISHED' }) } }),
      'GET /api/campaigns/7/customers': () => ({
        data: { customer_campaigns: [recipient(1, 'read'), recipient(2, 'read')] },
      }),
      'GET /api/campaigns/7/customers/filter': () => ({
        data: { customer_campaigns: [recipient(2, 'read')] },
      }),
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const result = await detailSaga(http)
      .dispatch(detailActions.opened())
      .delay(30)
      .dispatch(detailActions.searchRequested('628002'))
      .run(100);
    expect(requests.find((request) => request.url === '/api/campaigns/7/customers/filter')?.config).toEqual({
      params: { phone_number: '628002' },
    });
    expect(result.storeState.campaignDetail.search).toMatchObject({ phone: '628002' });
    expect(result.storeState.campaignDetail.search?.rows).toHaveLength(1);
  });
  it('a failed Search By Account keeps its phone and reason, for the table\'s "Try again"', async () => {
    const { http } = fakeHttp({
      'GET /api/campaigns/7/customers/filter': () => {
        throw new ApiError(500, 'The search failed.');
      },
    });
    const loaded = detailActions.loaded({
      campaign: campaign({ id: 7, status: 'FINISHED' }),
      recipients: [],
      at: NOW,
    });
    const result = await detailSaga(http)
      .dispatch(loaded)
      .dispatch(detailActions.searchRequested('628002'))
      .put(detailActions.searchFailed({ phone: '628002', message: raw('The search failed.') }))
      .run(500);
    // The server's words, shown as it wrote them.
    expect(result.storeState.campaignDetail.searchError).toEqual({
      phone: '628002',
      message: raw('The search failed.'),
    });
    expect(result.storeState.campaignDetail.searching).toBe(false);
  });
});

describe('campaign detail: summary and actions', () => {
  const lookups = {
    'GET /message-template/detail-by-template/101': () => ({ data: { id: 101 } }),
    'GET /api/product-lines': () => ({ data: { product_lines: {} } }),
    'GET /api/lists': () => ({ data: { list: [] } }),
  };

  it('asks GET /api/campaigns/{id}/summary and keeps its created date', async () => {
    sessionStorage.setItem('campaignId', '7');
    const { http, requests } = fakeHttp({
      ...lookups,
      'GET /api/campaigns/7': () => ({ data: { campaign: campaign({ id: 7, status: 'FINISHED' }) } }),
      'GET /api/campaigns/7/customers': () => ({ data: { customer_campaigns: [] } }),
      'GET /api/campaigns/7/summary': () => ({
        data: { summary_campaign: { id: 7, created_at: '2024-04-02T03:04:05Z' } },
      }),
    });
    const result = await detailSaga(http).dispatch(detailActions.opened()).run(100);
    expect(requests.map((request) => request.url)).toContain('/api/campaigns/7/summary');
    expect(result.storeState.campaignDetail.summary).toEqual({ id: 7, created_at: '2024-04-02T03:04:05Z' });
  });

  it.each([
    ['approve', { state: 'ACCEPTED', campaign_id: 7 }, 'Campaign is running'],
    ['stop', { state: 'STOP', campaign_id: 7 }, 'Campaign is stopped'],
    ['reject', { state: 'REJECTED', campaign_id: 7, note: 'No' }, 'Campaign is rejected'],
  ] as const)(
    '%s from the detail sends one state request and reloads the campaign',
    async (kind, body, text) => {
      sessionStorage.setItem('campaignId', '7');
      let status = 'DONE';
      const { http, requests } = fakeHttp({
        ...lookups,
        'GET /api/campaigns/7': () => ({ data: { campaign: campaign({ id: 7, status }) } }),
        'GET /api/campaigns/7/customers': () => ({ data: { customer_campaigns: [] } }),
        'POST /api/campaigns/state': () => {
          status = 'STOPPED';
          return { message: 'ok' };
        },
      });
      const result = await detailSaga(http)
        .dispatch(detailActions.opened())
        .delay(20)
        .dispatch(detailActions.actionRequested({ kind, note: 'No' }))
        .run(150);
      expect(requests.filter((sent) => sent.url === '/api/campaigns/state').map((sent) => sent.body)).toEqual(
        [body],
      );
      const state = result.storeState;
      expect(state.notifications.queue.map((toast: { summary: Text }) => translate(toast.summary))).toEqual([
        text,
      ]);
      expect(state.campaignDetail.campaign?.status).toBe('STOPPED');
      expect(state.campaignDetail.acting).toBeNull();
    },
  );

  it.each([
    ['approve', 'WAITING APPROVAL', 'ON GOING', [30_000, POLL_MS]],
    ['approve', 'WAITING APPROVAL', 'PROCCESSED', [30_000, POLL_MS]],
    ['reject', 'WAITING APPROVAL', 'REJECTED', [30_000]],
    ['stop', 'ON GOING', 'STOPPED', [POLL_MS]],
    // Refused (someone acted first): the detail follows the status the reload brought.
    ['approve', 'WAITING APPROVAL', 'DONE', [30_000]],
  ] as const)(
    '%s from the detail (%s → %s): the wait that began before ends, the pace comes from the new status at once',
    async (kind, before, after, waits) => {
      sessionStorage.setItem('campaignId', '7');
      let status: string = before;
      const { http } = fakeHttp({
        ...lookups,
        'GET /api/campaigns/7': () => ({ data: { campaign: campaign({ id: 7, status }) } }),
        'GET /api/campaigns/7/customers': () => ({ data: { customer_campaigns: [] } }),
        'POST /api/campaigns/state': () => {
          status = after;
          return { message: 'ok' };
        },
      });
      const delays: number[] = [];
      await detailSaga(http)
        // No wait ends by itself: what follows the first one can only come from the state change.
        .provide(skipDelays(delays, 0))
        .dispatch(detailActions.opened())
        .delay(20)
        .dispatch(detailActions.actionRequested({ kind, note: 'No' }))
        .silentRun(150);
      expect(delays).toEqual(waits);
    },
  );

  it("a refusal keeps the spec's text and adds the server's reason", async () => {
    sessionStorage.setItem('campaignId', '7');
    const reason = "The campaign cannot be approved: its status is 'on going'.";
    const { http } = fakeHttp({
      ...lookups,
      'GET /api/campaigns/7': () => ({ data: { campaign: campaign({ id: 7, status: 'DONE' }) } }),
      'GET /api/campaigns/7/customers': () => ({ data: { customer_campaigns: [] } }),
      'POST /api/campaigns/state': () => {
        throw new ApiError(409, reason, { message: reason });
      },
    });
    const result = await detailSaga(http)
      .dispatch(detailActions.opened())
      .delay(20)
      .dispatch(detailActions.actionRequested({ kind: 'approve' }))
      .run(150);
    expect(
      result.storeState.notifications.queue.map(
        (toast: { severity: string; summary: Text; detail?: Text }) => ({
          severity: toast.severity,
          summary: translate(toast.summary),
          detail: toast.detail && translate(toast.detail),
        }),
      ),
    ).toEqual([{ severity: 'error', summary: 'Something wrong. Try again later.', detail: reason }]);
    expect(result.storeState.campaignDetail.acting).toBeNull();
  });
});
