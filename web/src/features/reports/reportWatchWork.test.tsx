import { authenticated } from '../../session/sessionSlice';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { expectSaga } from 'redux-saga-test-plan';
import { makeStore } from '../../test/appStore';
import { rootReducer } from '../../store/store';
import { notify } from '../../store/notificationsSlice';
import type { PageVisibility } from '../../polling/poll';
import { ANNOUNCEMENT_LIFE_MS, workWatchActions, workWatchSaga } from '../../polling/workWatch';
import { Toaster } from '../../shell/Toaster';
import { fakeHttp } from '../../test/fakeHttp';
import { makeDeps, TEST_SESSION } from '../../test/sagaDeps';
import { reportsSaga } from './reportsSaga';
import { reportsActions } from './reportsSlice';
import { reportOutcome, reportWork, watchedReport } from './reportWatchWork';
import { fakeEffects, report } from './testData';
import { activate, msg, raw, translate } from '../../i18n/i18n';
import indonesian from '../../i18n/catalogues/id.json';

const signedIn = () => rootReducer(undefined, authenticated(TEST_SESSION));

type State = ReturnType<typeof rootReducer>;
const visible: PageVisibility = { hidden: () => false, shown: () => undefined as never };
const KINDS = { report: async () => reportWork };

const PENDING = report({ id: 7, status: 'PENDING', file: null, campaign_name: 'Ramadan Service Promo' });
const READY = report({ id: 7, file: 'reports/report-7.xlsx', campaign_name: 'Ramadan Service Promo' });

describe('requested reports, watched by the shell', () => {
  it('looks while the report is pending, announces "ready" with Download once, then stops', async () => {
    let looks = 0;
    const { http, requests } = fakeHttp({
      'GET /api/reports': () => {
        looks += 1;
        return { data: [looks < 3 ? PENDING : READY, report({ id: 1 })] };
      },
    });
    const effects = fakeEffects({ delayMs: 5 });
    const result = await expectSaga(workWatchSaga, makeDeps(http), KINDS, visible)
      .withReducer(rootReducer, signedIn())
      .provide(effects.provider)
      .dispatch(workWatchActions.started(watchedReport(PENDING)))
      .silentRun(400);
    expect((result.storeState as State).notifications.queue).toMatchObject([
      {
        severity: 'success',
        summary: msg('reports.ready', { id: '7' }),
        detail: raw('Ramadan Service Promo'),
        life: ANNOUNCEMENT_LIFE_MS,
        action: {
          label: 'reports.download',
          run: workWatchActions.acted({ ...watchedReport(PENDING), data: { file: 'reports/report-7.xlsx' } }),
        },
      },
    ]);
    expect(translate(msg('reports.ready', { id: '7' }))).toBe('Report 7 is ready');
    expect(translate('reports.download')).toBe('Download');
    // Three looks (pending, pending, ready), then nothing is watched: no further request or timer.
    expect(requests.filter((request) => request.url === '/api/reports')).toHaveLength(3);
    expect(effects.delays).toEqual([3000, 3000, 3000]);
  });

  it('a failed report is told with its reason; one that disappeared is no longer looked for', async () => {
    const failed = report({ id: 7, status: 'FAILED', file: null, information: 'No campaign matched.' });
    const { http, requests } = fakeHttp({ 'GET /api/reports': () => ({ data: [failed] }) });
    const result = await expectSaga(workWatchSaga, makeDeps(http), KINDS, visible)
      .withReducer(rootReducer, signedIn())
      .provide(fakeEffects({ delayMs: 5 }).provider)
      .dispatch(workWatchActions.started(watchedReport(PENDING)))
      .dispatch(workWatchActions.started(watchedReport(report({ id: 9 }))))
      .silentRun(200);
    expect((result.storeState as State).notifications.queue).toMatchObject([
      { severity: 'error', summary: msg('reports.failed', { id: '7' }), detail: raw('No campaign matched.') },
    ]);
    expect(translate(msg('reports.failed', { id: '7' }))).toBe('Report 7 failed');
    // Report 9 is not in the list: dropped after the first look, not polled for ever.
    expect(requests.filter((request) => request.url === '/api/reports')).toHaveLength(1);
  });

  it("Download fetches the report's file and saves it", async () => {
    const { http, requests } = fakeHttp({
      'GET /download-file/reports/report-7.xlsx': () => new ArrayBuffer(4),
    });
    const effects = fakeEffects({ delayMs: 5 });
    await expectSaga(workWatchSaga, makeDeps(http), KINDS, visible)
      .withReducer(rootReducer, signedIn())
      .provide(effects.provider)
      .dispatch(workWatchActions.acted({ ...watchedReport(READY), data: { file: 'reports/report-7.xlsx' } }))
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
      .withReducer(rootReducer, signedIn())
      .put(workWatchActions.started({ kind: 'report', id: '7', label: 'Report 7' }))
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
    store.dispatch(
      notify({
        severity: 'success',
        summary: msg('reports.ready', { id: '7' }),
        action: { label: 'reports.download', run: workWatchActions.acted(watchedReport(READY)) },
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Download' }));
    expect(dispatched).toContain(workWatchActions.acted.type);
    expect(screen.queryByText('Report 7 is ready')).not.toBeInTheDocument();
  });

  it('the announcement speaks Indonesian when that is the language', async () => {
    activate('id', indonesian);
    const store = makeStore(makeDeps());
    render(
      <Provider store={store}>
        <Toaster />
      </Provider>,
    );
    const outcome = reportOutcome(READY);
    if (outcome.state !== 'ended') throw new Error('the ready report should end the watch');
    expect(outcome.action?.label).toBe('reports.download');
    store.dispatch(
      notify({
        ...outcome.toast,
        action: { label: 'reports.download', run: workWatchActions.acted(watchedReport(READY)) },
      }),
    );
    expect(await screen.findByText('Laporan 7 sudah siap')).toBeInTheDocument();
    expect(screen.getByText('Ramadan Service Promo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unduh' })).toBeInTheDocument();
  });
});
