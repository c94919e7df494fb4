import { expectSaga } from 'redux-saga-test-plan';
import { ApiError, apiErrorFromResponse } from '../../api/apiError';
import type { NewCampaignBody } from '../../api/campaigns';
import { raw, translate } from '../../i18n/i18n';
import { rootReducer } from '../../store/store';
import { authenticated } from '../../session/sessionSlice';
import { newCampaignSaga, REDIRECT_DELAY_MS, submit } from './newCampaignSaga';
import { newCampaignActions as actions } from './newCampaignSlice';
import { fakeHttp } from '../../test/fakeHttp';
import { makeDeps } from '../../test/sagaDeps';
import { skipDelays } from '../../test/skipDelays';

const body = { name: 'Summer', status: 'INITIAL' } as NewCampaignBody;

/** The toasts in words (English). */
const toastsOf = (state: ReturnType<typeof rootReducer>) =>
  state.notifications.queue.map((toast) => [toast.severity, translate(toast.summary)]);
/** The toasts as the saga hands them over (Text). */
const summariesOf = (state: ReturnType<typeof rootReducer>) =>
  state.notifications.queue.map((toast) => toast.summary);

describe('creating a campaign', () => {
  it('posts the body, says "New Campaign Added Successfully", then goes to the campaign list after 3 s', async () => {
    const { http, requests } = fakeHttp({ 'POST /api/campaigns': () => ({ data: { campaign: { id: 9 } } }) });
    const deps = makeDeps(http);
    const delays: number[] = [];
    const result = await expectSaga(submit, deps, actions.submitted(body))
      .withReducer(rootReducer)
      .provide(skipDelays(delays))
      .run();
    expect(summariesOf(result.storeState)).toEqual(['newCampaign.created']);
    expect(toastsOf(result.storeState)).toEqual([['success', 'New Campaign Added Successfully']]);
    expect(requests).toEqual([{ method: 'POST', url: '/api/campaigns', body, config: undefined }]);
    expect(delays).toEqual([REDIRECT_DELAY_MS]);
    expect(REDIRECT_DELAY_MS).toBe(3000);
    expect(deps.navigate).toHaveBeenCalledWith('/campaign/list-campaign');
    expect(result.storeState.newCampaign.submitStatus).toBe('succeeded');
  });

  it("shows the server's 5 MB refusal as the spec's sentence and flags the media link", async () => {
    const { http } = fakeHttp({
      'POST /api/campaigns': () => {
        // As the HTTP layer makes it from the server's answer (the known message is translated there).
        throw apiErrorFromResponse(400, { message: 'File size is greater than 5 MB.' });
      },
    });
    const deps = makeDeps(http);
    const result = await expectSaga(submit, deps, actions.submitted(body)).withReducer(rootReducer).run();
    expect(summariesOf(result.storeState)).toEqual(['error.fileTooLarge']);
    expect(toastsOf(result.storeState)).toEqual([
      ['error', 'File is too large. Please provide a link to a file that is 5MB or smaller.'],
    ]);
    expect(result.storeState.newCampaign).toMatchObject({ submitStatus: 'failed', mediaTooLarge: true });
    expect(deps.navigate).not.toHaveBeenCalled();
  });

  it("other refusals show the server's message (502 as the spec's text)", async () => {
    for (const [error, shown] of [
      [new ApiError(400, 'No customer matches this segmentation.'), 'No customer matches this segmentation.'],
      [new ApiError(502, 'Something Wrong (502) Bad Gateway'), 'Something Wrong (502) Bad Gateway'],
    ] as const) {
      const { http } = fakeHttp({
        'POST /api/campaigns': () => {
          throw error;
        },
      });
      const result = await expectSaga(submit, makeDeps(http), actions.submitted(body))
        .withReducer(rootReducer)
        .run();
      // The server's words, as it wrote them.
      expect(summariesOf(result.storeState)).toEqual([raw(shown)]);
      expect(toastsOf(result.storeState)).toEqual([['error', shown]]);
      expect(result.storeState.newCampaign.mediaTooLarge).toBe(false);
    }
  });

  it("a validation refusal marks the fields it names; the toast keeps the spec's text and the server's reason", async () => {
    const errors = ['count_repeat must be a whole number from 1 to 365 when the campaign repeats.'];
    const { http } = fakeHttp({
      'POST /api/campaigns': () => {
        throw new ApiError(400, errors[0] as string, { message: errors[0], errors });
      },
    });
    const result = await expectSaga(submit, makeDeps(http), actions.submitted(body))
      .withReducer(rootReducer)
      .run();
    expect(summariesOf(result.storeState)).toEqual(['newCampaign.summary.checkErrors']);
    expect(toastsOf(result.storeState)).toEqual([
      ['error', 'Check first if any error message in all fields'],
    ]);
    // Beside the spec's text: the server's message as it came.
    expect(result.storeState.notifications.queue[0]?.detail).toEqual(raw(errors[0] as string));
    // Under the field: the server's reason (its own words, never translated), with the form's name for it.
    expect(result.storeState.newCampaign.serverErrors).toEqual({
      countRepeat: raw('Repeat count must be a whole number from 1 to 365 when the campaign repeats.'),
    });
    const edited = rootReducer(result.storeState, actions.fieldEdited('countRepeat'));
    expect(edited.newCampaign?.serverErrors).toEqual({});
  });

  it('leaving the screen during the 3 s drops the redirect', async () => {
    const { http } = fakeHttp({ 'POST /api/campaigns': () => ({ data: { campaign: { id: 9 } } }) });
    const deps = makeDeps(http);
    await expectSaga(submit, deps, actions.submitted(body))
      .withReducer(rootReducer)
      .delay(30)
      .dispatch(actions.closed())
      .run(200);
    expect(deps.navigate).not.toHaveBeenCalled();
  });
});

describe('New Campaign lookups', () => {
  it('offers only the Electrolux_M2M account, from its client, and loads the lists with token_bearer', async () => {
    const { http, requests } = fakeHttp({
      'GET /api/channel-accounts': () => ({
        data: [
          { id: 1, name: 'Electrolux_M2M', channel_id: 1, client_id: 'div-marketing', phone_number: '62811' },
          { id: 3, name: 'Electrolux_SMS', channel_id: 2, client_id: 'div-marketing' },
        ],
      }),
      'GET /api-admin/clients/div-marketing/accounts': () => ({
        data: [
          { id: 1, account: 'Electrolux_M2M', channel: { id: 1 } },
          { id: 3, account: 'Electrolux_SMS', channel: { id: 2 } },
        ],
      }),
      'GET /api/channels': () => ({ data: [{ id: 1, name: 'whatsapp-business' }] }),
      'GET /api/lists': ({ config }) =>
        config?.params?.property === 'customer.fields'
          ? { data: { list: [{ key: 'customer_name', value: 'Customer Name' }] } }
          : { data: { list: [{ value: config?.params?.property === 'city' ? 'Jakarta' : 'Repair' }] } },
      'GET /api/product-lines': () => ({
        data: {
          product_lines: {
            1: [
              { key: 'code', value: 'WM01' },
              { key: 'value', value: 'Washing Machine' },
            ],
          },
        },
      }),
    });
    const result = await expectSaga(newCampaignSaga, makeDeps(http))
      .withReducer(rootReducer)
      .withState(
        rootReducer(undefined, authenticated({ access_token: 'tok', user: { modules: [] } } as never)),
      )
      .dispatch(actions.opened())
      .run(100);
    const state = result.storeState.newCampaign;
    expect(state.wabaOptions).toEqual([{ id: 1, account: 'Electrolux_M2M', channel: { id: 1 } }]);
    expect(state.cities).toEqual(['Jakarta']);
    expect(state.serviceTypes).toEqual(['Repair']);
    expect(state.customerFields).toEqual([{ key: 'customer_name', value: 'Customer Name' }]);
    expect(state.productLines[0]).toMatchObject({ code: 'WM01', value: 'Washing Machine' });
    expect(state.lookups).toBe('succeeded');
    const listCalls = requests.filter((request) => request.url === '/api/lists');
    expect(listCalls).toHaveLength(3);
    expect(
      listCalls.every(
        (request) =>
          // The client fills in the token it sends (api/http.test.ts); the calls name the header.
          (request.config as { headers: Record<string, string> }).headers.token_bearer === 'user.',
      ),
    ).toBe(true);
  });

  it('lookup failures are logged only, and the WABA option falls back to the channel account', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { http } = fakeHttp({
      'GET /api/channel-accounts': () => ({
        data: [{ id: 1, name: 'Electrolux_M2M', channel_id: 1, client_id: 'div-marketing' }],
      }),
    });
    const result = await expectSaga(newCampaignSaga, makeDeps(http))
      .withReducer(rootReducer)
      .dispatch(actions.opened())
      .run(100);
    expect(result.storeState.newCampaign.wabaOptions).toEqual([
      { id: 1, account: 'Electrolux_M2M', channel: { id: 1 } },
    ]);
    expect(result.storeState.notifications.queue).toEqual([]);
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
  });

  it('a failed lookup is marked failed (its field offers Retry), and Retry loads it again', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let cityCalls = 0;
    const { http } = fakeHttp({
      'GET /api/channel-accounts': () => ({ data: [] }),
      'GET /api/channels': () => ({ data: [] }),
      'GET /api/product-lines': () => ({ data: { product_lines: {} } }),
      'GET /api/lists': ({ config }) => {
        if (config?.params?.property !== 'city') return { data: { list: [] } };
        cityCalls += 1;
        if (cityCalls === 1) throw new ApiError(500, 'lists are down');
        return { data: { list: [{ value: 'Jakarta' }] } };
      },
    });
    const failed = await expectSaga(newCampaignSaga, makeDeps(http))
      .withReducer(rootReducer)
      .dispatch(actions.opened())
      .run(100);
    expect(failed.storeState.newCampaign.lookupStatus).toMatchObject({
      cities: 'failed',
      serviceTypes: 'succeeded',
      productLines: 'succeeded',
      wabaAccounts: 'succeeded',
    });
    const retried = await expectSaga(newCampaignSaga, makeDeps(http))
      .withReducer(rootReducer, failed.storeState)
      .dispatch(actions.lookupRetried('cities'))
      .run(100);
    expect(retried.storeState.newCampaign.lookupStatus.cities).toBe('succeeded');
    expect(retried.storeState.newCampaign.cities).toEqual(['Jakarta']);
    expect(cityCalls).toBe(2);
    errors.mockRestore();
  });

  it('a failed template list is marked failed for the Template field, without a toast', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { http } = fakeHttp({
      'GET /message-template/': () => {
        throw new ApiError(500, 'templates are down');
      },
    });
    const result = await expectSaga(newCampaignSaga, makeDeps(http))
      .withReducer(rootReducer)
      .dispatch(actions.accountChosen(1))
      .run(100);
    expect(result.storeState.newCampaign.templatesStatus).toBe('failed');
    expect(result.storeState.notifications.queue).toEqual([]);
    errors.mockRestore();
  });

  it('loads the templates of the chosen account, then the chosen template', async () => {
    const { http, requests } = fakeHttp({
      'GET /message-template/': () => ({ data: [{ id: 101, name: 'service_reminder' }] }),
      'GET /message-template/detail-by-template/101': () => ({ data: { id: 101, name: 'service_reminder' } }),
    });
    const result = await expectSaga(newCampaignSaga, makeDeps(http))
      .withReducer(rootReducer)
      .dispatch(actions.accountChosen(1))
      .dispatch(actions.templateChosen(101))
      .run(100);
    expect(requests[0]?.config).toMatchObject({ params: { account_id: 1 } });
    expect(result.storeState.newCampaign.templates).toEqual([{ id: 101, name: 'service_reminder' }]);
    expect(result.storeState.newCampaign.template).toMatchObject({ id: 101 });
  });
});
