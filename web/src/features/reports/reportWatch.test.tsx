import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { expectSaga } from 'redux-saga-test-plan';
import { delay } from 'redux-saga/effects';
import { makeStore } from '../../test/appStore';
import { rootReducer } from '../../store/store';
import { saveBlob } from '../../lib/saveFile';
import { Toaster } from '../../shell/Toaster';
import { fakeHttp } from '../../test/fakeHttp';
import { makeDeps } from '../../test/sagaDeps';
import { reportsSaga } from './reportsSaga';
import { reportsActions } from './reportsSlice';
import { READY_TOAST_LIFE_MS, reportWatchActions, reportWatchSaga, WATCH_POLL_MS } from './reportWatch';
import { report } from './testData';

type State = ReturnType<typeof rootReducer>;
const delayFn = (delay(0) as unknown as { payload: { fn: unknown } }).payload.fn;

/** Delays wait a few real ms (recorded, up to `resolving`, then park); saveBlob is recorded, not run. */
function fakeEffects(resolving = 50) {
  const delays: number[] = [];
  const saved: [Blob, string][] = [];
  return {
    delays,
    saved,
    provider: {
      call(effect: { fn: unknown; args: unknown[] }, next: () => unknown) {
        if (effect.fn === delayFn) {
          delays.push(effect.args[0] as number);
          return delays.length <= resolving
            ? new Promise((resolve) => setTimeout(resolve, 5))
            : new Promise(() => undefined);
        }
        if (effect.fn === saveBlob) {
          saved.push(effect.args as [Blob, string]);
          return undefined;
        }
        return next();
      },
    },
  };
}

const PENDING = report({ id: 7, status: 'PENDING', file: null, campaign_name: 'Ramadan Service Promo' });
const READY = report({ id: 7, file: 'reports/report-7.xlsx', campaign_name: 'Ramadan Service Promo' });

describe('the report watch (shell)', () => {
  it('does nothing while no report request is pending: no timer, no request', async () => {
    const { http, requests } = fakeHttp({});
    const effects = fakeEffects();
    await expectSaga(reportWatchSaga, makeDeps(http))
      .withReducer(rootReducer)
      .provide(effects.provider)
      .silentRun(100);
    expect(requests).toEqual([]);
    expect(effects.delays).toEqual([]);
  });

  it('polls while the requested report is pending, toasts "ready" with Download once, then stops', async () => {
    let looks = 0;
    const { http, requests } = fakeHttp({
      'GET /api/reports': () => {
        looks += 1;
        return { data: [looks < 3 ? PENDING : READY, report({ id: 1 })] };
      },
    });
    const effects = fakeEffects();
    const result = await expectSaga(reportWatchSaga, makeDeps(http))
      .withReducer(rootReducer)
      .provide(effects.provider)
      .dispatch(reportWatchActions.requested(PENDING))
      .silentRun(400);
    const queue = (result.storeState as State).notifications.queue;
    expect(queue).toMatchObject([
      {
        severity: 'success',
        summary: 'Report 7 is ready',
        detail: 'Ramadan Service Promo',
        life: READY_TOAST_LIFE_MS,
        action: { label: 'Download', run: reportWatchActions.downloadRequested(READY) },
      },
    ]);
    // Three looks (pending, pending, ready), then nothing more is pending: no further request or timer.
    expect(requests.filter((request) => request.url === '/api/reports')).toHaveLength(3);
    expect(effects.delays).toEqual([WATCH_POLL_MS, WATCH_POLL_MS, WATCH_POLL_MS]);
  });

  it('a failed report is told with its reason', async () => {
    const failed = report({ id: 7, status: 'FAILED', file: null, information: 'No campaign matched.' });
    const { http } = fakeHttp({ 'GET /api/reports': () => ({ data: [failed] }) });
    const effects = fakeEffects();
    const result = await expectSaga(reportWatchSaga, makeDeps(http))
      .withReducer(rootReducer)
      .provide(effects.provider)
      .dispatch(reportWatchActions.requested(PENDING))
      .silentRun(200);
    expect((result.storeState as State).notifications.queue).toMatchObject([
      { severity: 'error', summary: 'Report 7 failed', detail: 'No campaign matched.' },
    ]);
  });

  it("Download fetches the report's file and saves it", async () => {
    const { http, requests } = fakeHttp({
      'GET /download-file/reports/report-7.xlsx': () => new ArrayBuffer(4),
    });
    const effects = fakeEffects();
    await expectSaga(reportWatchSaga, makeDeps(http))
      .withReducer(rootReducer)
      .provide(effects.provider)
      .dispatch(reportWatchActions.downloadRequested(READY))
      .silentRun(200);
    expect(requests.map((request) => request.url)).toEqual(['/download-file/reports/report-7.xlsx']);
    expect(effects.saved.map(([, name]) => name)).toEqual(['report-7.xlsx']);
  });

  it('an accepted request on the report screen hands its report to the watch', async () => {
    const { http } = fakeHttp({
      'POST /api/reports/request': () => ({ status: 1, message: 'ok', data: PENDING }),
      'GET /api/reports': () => ({ data: [] }),
    });
    await expectSaga(reportsSaga, makeDeps(http))
      .withReducer(rootReducer)
      .put(reportWatchActions.requested(PENDING))
      .dispatch(
        reportsActions.requestSubmitted({
          campaign_name: 'Ramadan Service Promo',
          client_id: 'div-marketing',
          channel_account_id: 1,
          request_status: ['FINISHED'],
        }),
      )
      .silentRun(100);
  });

  it("the toast's Download button dispatches its action and closes the toast", async () => {
    const store = makeStore(makeDeps());
    const dispatched: string[] = [];
    store.subscribe(() => undefined);
    const original = store.dispatch;
    store.dispatch = ((action: { type: string }) => {
      dispatched.push(action.type);
      return original(action);
    }) as typeof store.dispatch;
    render(
      <Provider store={store}>
        <Toaster />
      </Provider>,
    );
    const { readyToast } = await import('./reportWatchWork');
    store.dispatch(readyToast(READY));
    await userEvent.click(await screen.findByRole('button', { name: 'Download' }));
    expect(dispatched).toContain(reportWatchActions.downloadRequested.type);
    expect(screen.queryByText('Report 7 is ready')).not.toBeInTheDocument();
  });
});
