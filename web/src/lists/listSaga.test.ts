import { expectSaga } from 'redux-saga-test-plan';
import { ApiError } from '../api/apiError';
import { notify } from '../store/notificationsSlice';
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { makeDeps, stubHttp } from '../test/sagaDeps';
import type { FilterDecl } from './filters';
import { SOON } from '../polling/pollingPolicy';
import { createListSaga } from './listSaga';
import { createListSlice } from './listSlice';
import { thingsKit } from './testData';
import { raw, translate, type Text } from '../i18n/i18n';
import { words } from '../test/words';

type Row = { id: string; name: string };
const filters: FilterDecl<Row>[] = [
  { field: 'name', label: words('Name'), kind: 'select', options: (row) => row.name },
  { field: 'updated_at', label: words('Last Update'), kind: 'date' },
];
const kit = thingsKit('things', filters);
const reducer = combineSlices(kit.slice);
const {
  loadRequested,
  reloadRequested,
  loadSucceeded,
  loadFailed,
  rowPatched,
  draftChanged,
  filtersToggled,
} = kit.actions;
const all: Row[] = [
  { id: '1', name: 'Ani' },
  { id: '2', name: 'Budi' },
];

describe('the list-state factory', () => {
  it('loadRequested sets the applied filters and the panel; the unfiltered load feeds the options', () => {
    let state = reducer(undefined, loadRequested({ name: 'Ani' }));
    expect(state.things).toMatchObject({
      status: 'pending',
      applied: { name: 'Ani', updated_at: null },
      draft: { name: 'Ani', updated_at: null },
    });
    state = reducer(state, loadSucceeded({ rows: [all[0]!], unfiltered: false }));
    expect(state.things.optionRows).toEqual([]);
    state = reducer(state, loadSucceeded({ rows: all, unfiltered: true }));
    expect(state.things).toMatchObject({ status: 'succeeded', rows: all, optionRows: all });
  });

  it('a failure keeps its reason; a reload keeps the rows while it runs', () => {
    let state = reducer(undefined, loadSucceeded({ rows: all, unfiltered: true }));
    state = reducer(state, loadFailed(raw('Something Wrong (502) Bad Gateway')));
    expect(state.things).toMatchObject({ status: 'failed', error: raw('Something Wrong (502) Bad Gateway') });
    state = reducer(state, reloadRequested());
    expect(state.things).toMatchObject({ status: 'pending', error: null, rows: all });
  });

  it('the panel edits its draft without touching the applied filters; the toggle opens and closes it', () => {
    let state = reducer(undefined, draftChanged({ name: 'Budi' }));
    expect(state.things.draft.name).toBe('Budi');
    expect(state.things.applied.name).toBeNull();
    state = reducer(state, filtersToggled());
    expect(state.things.filtersOpen).toBe(true);
  });

  it('rowPatched shows a saved edit in its row at once', () => {
    let state = reducer(undefined, loadSucceeded({ rows: all, unfiltered: true }));
    state = reducer(state, rowPatched({ id: '2', name: 'Budi Santoso' }));
    expect(state.things.rows[1]).toEqual({ id: '2', name: 'Budi Santoso' });
    expect(state.things.optionRows[1]).toEqual({ id: '2', name: 'Budi Santoso' });
    expect(kit.selectList({}).status).toBe('idle');
  });
});

describe('the list saga factory', () => {
  const toast = (summary: Text) => ({
    action: { type: notify.type, payload: { severity: 'error', summary } },
  });

  it('loads with the applied filters as the request: none → whole list, else the filter call', async () => {
    const load = vi.fn(async (_api: unknown, request: unknown[]) => (request.length ? [all[0]!] : all));
    const saga = createListSaga(kit, { load });
    const deps = makeDeps(stubHttp());
    const result = await expectSaga(saga, deps)
      .withReducer(reducer)
      .dispatch(loadRequested({ name: ' Ani ', updated_at: '' }))
      .silentRun(50);
    // The loader reaches the backend as every saga does: through the deps' API modules.
    expect(load.mock.calls[0]![0]).toBe(await deps.api());
    expect(load.mock.calls[0]![1]).toEqual([{ property: 'name', value: 'Ani' }]);
    expect(result.storeState.things).toMatchObject({ status: 'succeeded', rows: [all[0]] });

    await expectSaga(saga, makeDeps(stubHttp()))
      .withReducer(reducer)
      .dispatch(loadRequested({}))
      .put(loadSucceeded({ rows: all, unfiltered: true }))
      .silentRun(50);
  });

  it("a failure without words of its own is the kit's text", async () => {
    const failing = createListSaga(kit, {
      // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- the case under test
      load: async () => Promise.reject('not an Error'),
    });
    await expectSaga(failing, makeDeps(stubHttp()))
      .withReducer(reducer)
      .dispatch(loadRequested({}))
      .put(loadFailed('list.loadFailed'))
      .put.like(toast('list.loadFailed'))
      .silentRun(50);
    expect(translate('list.loadFailed')).toBe('Something wrong. Try again later.');
  });

  it('a failure is the error state with its reason and a toast; a 401 no toast', async () => {
    const failing = createListSaga(kit, {
      load: async () => Promise.reject(new ApiError(502, 'Something Wrong (502) Bad Gateway')),
    });
    const result = await expectSaga(failing, makeDeps(stubHttp()))
      .withReducer(reducer)
      .dispatch(loadRequested({}))
      .put(loadFailed(raw('Something Wrong (502) Bad Gateway')))
      .put.like(toast(raw('Something Wrong (502) Bad Gateway')))
      .silentRun(50);
    expect(result.storeState.things.status).toBe('failed');
    const expired = createListSaga(kit, {
      load: async () => Promise.reject(new ApiError(401, 'Unauthorized')),
    });
    await expectSaga(expired, makeDeps(stubHttp()))
      .withReducer(reducer)
      .dispatch(loadRequested({}))
      .put(loadFailed(raw('Unauthorized')))
      .not.put.actionType(notify.type)
      .silentRun(50);
  });

  it('with wholeListOnFilterFailure a failed filter loads the whole list instead, without a toast, and no filter stays applied', async () => {
    const load = vi.fn(async (_api: unknown, request: unknown[]) => {
      if (request.length) throw new ApiError(400, 'bad filter');
      return all;
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const result = await expectSaga(
      createListSaga(kit, { load, wholeListOnFilterFailure: true }),
      makeDeps(stubHttp()),
    )
      .withReducer(reducer)
      .dispatch(loadRequested({ name: 'x' }))
      .put(kit.actions.filterFellBack({ rows: all, reason: raw('bad filter') }))
      .not.put.actionType(notify.type)
      .silentRun(50);
    warn.mockRestore();
    // What the chips and the URL follow: nothing is applied, and the notice says why.
    expect(result.storeState.things).toMatchObject({
      status: 'succeeded',
      rows: all,
      applied: { name: null, updated_at: null },
      draft: { name: null, updated_at: null },
    });
    expect(translate(result.storeState.things.notice)).toBe(
      'The filters could not be applied (bad filter), so the whole list is shown.',
    );
    // The next load clears the notice.
    expect(reducer(result.storeState, loadRequested({})).things.notice).toBeNull();
  });

  it('the load sees the rows of the last unfiltered load (e.g. to turn a shown name into ids)', async () => {
    const load = vi.fn(async (_api: unknown, request: unknown[], _context: { optionRows: readonly Row[] }) =>
      request.length ? [all[1]!] : all,
    );
    await expectSaga(createListSaga(kit, { load }), makeDeps(stubHttp()))
      .withReducer(reducer)
      .dispatch(loadRequested({}))
      .delay(20)
      .dispatch(loadRequested({ name: 'Budi' }))
      .silentRun(60);
    expect(load.mock.calls.map((call) => call[2].optionRows)).toEqual([[], all]);
  });
});

describe('the list saga: quiet reloads while a row is in progress (options.refresh)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  type Job = { id: string; name: string; busy: boolean };
  const jobs = createListSlice<Job, 'jobs'>({
    name: 'jobs',
    title: words('Jobs'),
    idPrefix: 'jobs',
    filters: [],
    rowId: (row) => row.id,
  });
  const jobReducer = combineSlices(jobs.slice);

  function run(answers: (call: number) => Job[] | Error) {
    let calls = 0;
    const load = vi.fn(async () => {
      const answer = answers(calls++);
      if (answer instanceof Error) throw answer;
      return answer;
    });
    const saga = createListSaga(jobs, {
      load,
      // Work moving by itself: the policy's 'soon' (every 3 s).
      refresh: { pace: (rows) => (rows.some((row) => row.busy) ? SOON : null) },
    });
    const states: string[] = [];
    const store = configureStore({ reducer: jobReducer, middleware: (defaults) => defaults().concat(sagas) });
    store.subscribe(() => states.push(jobs.selectList(store.getState()).status));
    const task = sagas.run(saga, makeDeps(stubHttp()));
    return { load, store, states, task };
  }
  let sagas = createSagaMiddleware();
  beforeEach(() => {
    sagas = createSagaMiddleware();
  });

  const busy = (flag: boolean): Job[] => [{ id: '1', name: 'Import', busy: flag }];

  it('reloads every 3 s without a loading state, keeps the page, and stops once nothing is in progress', async () => {
    const { load, store, states, task } = run((call) => busy(call < 2));
    store.dispatch(jobs.actions.loadRequested({}));
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    states.length = 0;
    await vi.advanceTimersByTimeAsync(3000);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3000);
    expect(load).toHaveBeenCalledTimes(3);
    expect(jobs.selectList(store.getState()).rows[0]!.busy).toBe(false);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(load).toHaveBeenCalledTimes(3);
    expect(states).not.toContain('pending');
    task.cancel();
  });

  it('a failed quiet reload keeps the rows, shows nothing and tries again after a longer wait', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { load, store, task } = run((call) =>
      call === 1 || call === 2 ? new Error('boom') : busy(call < 3),
    );
    store.dispatch(jobs.actions.loadRequested({}));
    await vi.advanceTimersByTimeAsync(3000);
    expect(load).toHaveBeenCalledTimes(2);
    expect(jobs.selectList(store.getState())).toMatchObject({ status: 'succeeded', rows: busy(true) });
    // Back-off: 6 s after one failure, 12 s after two.
    await vi.advanceTimersByTimeAsync(5999);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(12_000);
    expect(load).toHaveBeenCalledTimes(4);
    expect(jobs.selectList(store.getState()).rows).toEqual(busy(false));
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
    task.cancel();
  });

  it('reloads nothing while the tab is hidden, and at once when it is shown again', async () => {
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const { load, store, task } = run(() => busy(true));
    store.dispatch(jobs.actions.loadRequested({}));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(load).toHaveBeenCalledTimes(1);
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(2);
    visibility.mockRestore();
    task.cancel();
  });

  it('closed (the screen left) and a new load stop the waiting reload; refreshRequested reloads quietly', async () => {
    const { load, store, states, task } = run(() => busy(true));
    store.dispatch(jobs.actions.loadRequested({}));
    await vi.advanceTimersByTimeAsync(0);
    store.dispatch(jobs.actions.closed());
    await vi.advanceTimersByTimeAsync(15_000);
    expect(load).toHaveBeenCalledTimes(1);
    states.length = 0;
    store.dispatch(jobs.actions.refreshRequested());
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(2);
    expect(states).not.toContain('pending');
    await vi.advanceTimersByTimeAsync(1500);
    store.dispatch(jobs.actions.loadRequested({}));
    await vi.advanceTimersByTimeAsync(2999);
    // The new load restarted the wait: one reload 3 s after it, not 1.5 s after the refresh.
    expect(load).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(4);
    task.cancel();
  });
});
