import { combineSlices } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import { delay, take } from 'redux-saga/effects';
import { makeDeps, stubHttp } from '../test/sagaDeps';
import { choiceLabel, filterChoices, toFilterRequest, type FilterDecl } from './filters';
import { createListSaga } from './listSaga';
import type { RowActionRequest } from './listSlice';
import { thingsKit } from './testData';
import { viewFromQuery, viewToQuery } from './view';
import { SOON } from '../polling/pollingPolicy';
import { words } from '../test/words';

/** The kit's optional additions: label/value options, row actions, a background refresh, prefixed URL keys. */

type Row = { id: string; name: string; state: string; accountId: number; account: string };
const filters: FilterDecl<Row>[] = [
  { field: 'name', label: words('Name'), kind: 'select', options: (row) => row.name },
  {
    field: 'account_id',
    label: words('Account'),
    kind: 'select',
    options: (row) => row.account,
    optionValue: (row) => row.accountId,
  },
  {
    field: 'state',
    label: words('State'),
    kind: 'select',
    options: (row) => row.state.toLowerCase(),
    optionValue: (row) => row.state,
    compareOptions: (a, b) =>
      ['NEW', 'BUSY', 'DONE'].indexOf(a.value) - ['NEW', 'BUSY', 'DONE'].indexOf(b.value),
  },
];
const kit = thingsKit('things', filters);
const reducer = combineSlices(kit.slice);
const { loadRequested, loadSucceeded, refreshed, closed, rowActionRequested, rowActionFinished } =
  kit.actions;
const rows: Row[] = [
  { id: '1', name: 'Ani', state: 'DONE', accountId: 7, account: 'Main' },
  { id: '2', name: 'Budi', state: 'BUSY', accountId: 8, account: 'Spare' },
  { id: '3', name: 'Citra', state: 'NEW', accountId: 7, account: 'Main' },
];

describe('filters whose value is not their label', () => {
  it('offer label and value, once per value, in the declared order; the request and URL take the value', () => {
    const choices = filterChoices(filters, rows);
    expect(choices.account_id).toEqual([
      { label: 'Main', value: '7' },
      { label: 'Spare', value: '8' },
    ]);
    expect(choices.state?.map((option) => option.label)).toEqual(['new', 'busy', 'done']);
    expect(choices.name).toEqual([
      { label: 'Ani', value: 'Ani' },
      { label: 'Budi', value: 'Budi' },
      { label: 'Citra', value: 'Citra' },
    ]);
    expect(toFilterRequest(filters, { account_id: '8', state: 'BUSY' })).toEqual([
      { property: 'account_id', value: '8' },
      { property: 'state', value: 'BUSY' },
    ]);
    expect(choiceLabel(choices.account_id, '8')).toBe('Spare');
    expect(choiceLabel(choices.account_id, '99')).toBe('99');
  });
});

describe('the slice additions', () => {
  it('the panel starts closed; a refresh replaces the rows only after a load; one row action at a time', () => {
    let state = reducer(undefined, { type: 'init' });
    expect(state.things).toMatchObject({ filtersOpen: false, acting: null });
    state = reducer(state, refreshed({ rows, unfiltered: true }));
    expect(state.things.rows).toEqual([]);
    state = reducer(state, loadSucceeded({ rows: [], unfiltered: true }));
    state = reducer(state, refreshed({ rows, unfiltered: true }));
    expect(state.things).toMatchObject({ status: 'succeeded', rows, optionRows: rows });
    state = reducer(state, rowActionRequested({ id: '2', kind: 'stop' }));
    state = reducer(state, rowActionRequested({ id: '1', kind: 'start' }));
    expect(state.things.acting).toEqual({ id: '2', kind: 'stop' });
    state = reducer(state, rowActionFinished());
    expect(state.things.acting).toBeNull();
  });
});

describe('the saga additions', () => {
  const delayFn = (delay(0) as unknown as { payload: { fn: unknown } }).payload.fn;
  /** delay(ms) waits a few real ms instead. */
  const shortDelays = {
    call(effect: { fn: unknown; args: unknown[] }, next: () => unknown) {
      return effect.fn === delayFn ? new Promise((resolve) => setTimeout(resolve, 5)) : next();
    },
  };

  it('a row action runs once per gesture, then the rows reload and the action stays on until they show', async () => {
    const ran: RowActionRequest[] = [];
    const load = vi.fn(async () => rows);
    const saga = createListSaga(kit, {
      load,
      *rowAction(_deps, request) {
        ran.push(request);
        yield take('test/release');
      },
    });
    const result = await expectSaga(saga, makeDeps(stubHttp()))
      .withReducer(reducer)
      .dispatch(rowActionRequested({ id: '2', kind: 'stop', input: 'why' }))
      .delay(10)
      .dispatch(rowActionRequested({ id: '2', kind: 'stop' }))
      .delay(10)
      .dispatch({ type: 'test/release' })
      .put(kit.actions.reloadRequested())
      .put(rowActionFinished())
      .silentRun(150);
    expect(ran).toEqual([{ id: '2', kind: 'stop', input: 'why' }]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(result.storeState.things).toMatchObject({ status: 'succeeded', acting: null, rows });
  });

  it('while the reload runs the action stays on', async () => {
    const saga = createListSaga(kit, {
      load: () => new Promise<Row[]>(() => undefined),
      *rowAction() {
        yield delay(1);
      },
    });
    const result = await expectSaga(saga, makeDeps(stubHttp()))
      .withReducer(reducer)
      .dispatch(rowActionRequested({ id: '2', kind: 'stop' }))
      .silentRun(60);
    expect(result.storeState.things).toMatchObject({ status: 'pending', acting: { id: '2', kind: 'stop' } });
  });

  it('refreshes in the background while `when` holds, with the applied filters, until the screen closes', async () => {
    const load = vi.fn(async (_api: unknown, request: unknown[]) => (request.length ? [rows[1]!] : rows));
    const saga = createListSaga(kit, {
      load,
      refresh: { pace: (shown) => (shown.some((row) => row.state === 'BUSY') ? SOON : null) },
    });
    const result = await expectSaga(saga, makeDeps(stubHttp()))
      .withReducer(reducer)
      .provide(shortDelays)
      .dispatch(loadRequested({ account_id: '8' }))
      .put.like({ action: { type: refreshed.type, payload: { rows: [rows[1]], unfiltered: false } } })
      .delay(60)
      .dispatch(closed())
      .silentRun(150);
    const calls = load.mock.calls.length;
    expect(calls).toBeGreaterThan(2);
    // Every reload repeats the filter; the one unfiltered call loaded the drop-downs' options.
    const [unfiltered, filtered] = [
      load.mock.calls.filter((call) => JSON.stringify(call[1]) === '[]'),
      load.mock.calls.filter((call) => JSON.stringify(call[1]) !== '[]'),
    ];
    expect(unfiltered).toHaveLength(1);
    expect(
      filtered.every((call) => JSON.stringify(call[1]) === '[{"property":"account_id","value":"8"}]'),
    ).toBe(true);
    expect(result.storeState.things.status).toBe('succeeded');
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(load.mock.calls.length).toBe(calls);
  });

  it('no refresh while nothing moves', async () => {
    const load = vi.fn(async () => [rows[0]!]);
    await expectSaga(
      createListSaga(kit, {
        load,
        refresh: { pace: (shown) => (shown.some((row) => row.state === 'BUSY') ? SOON : null) },
      }),
      makeDeps(stubHttp()),
    )
      .withReducer(reducer)
      .provide(shortDelays)
      .dispatch(loadRequested({}))
      .not.put.actionType(refreshed.type)
      .silentRun(80);
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('prefixed URL keys (a list inside a page with query keys of its own)', () => {
  it('prefixes every key of the list and keeps the page’s own keys', () => {
    const view = {
      filters: { name: 'Ani', account_id: null, state: null },
      page: 2,
      sort: { column: 'Name', direction: 'asc' as const },
      search: 'an',
    };
    const page = new URLSearchParams('tab=recipients&page=4&r.page=9');
    const query = viewToQuery(filters, view, 'r.', page);
    expect(query.toString()).toBe('tab=recipients&page=4&r.name=Ani&r.sort=Name&r.q=an&r.page=2');
    expect(viewFromQuery(filters, query, ['Name'], 'r.')).toEqual(view);
    // The unprefixed `page` of the host page is not the list's.
    expect(viewFromQuery(filters, new URLSearchParams('page=4'), ['Name'], 'r.').page).toBe(1);
  });
});

describe('options after a filtered first load', () => {
  it('every list loads the whole list too, for the drop-downs only, after showing the filtered rows', async () => {
    const load = vi.fn(async (_api: unknown, request: unknown[]) => (request.length ? [rows[1]!] : rows));
    const result = await expectSaga(createListSaga(kit, { load }), makeDeps(stubHttp()))
      .withReducer(reducer)
      .dispatch(loadRequested({ account_id: '8' }))
      .put(kit.actions.loadSucceeded({ rows: [rows[1]!], unfiltered: false }))
      .put(kit.actions.optionsRequested())
      .put(kit.actions.optionsLoaded(rows))
      .silentRun(50);
    expect(load.mock.calls.map((call) => call[1])).toEqual([[{ property: 'account_id', value: '8' }], []]);
    expect(result.storeState.things).toMatchObject({
      rows: [rows[1]],
      optionRows: rows,
      optionsStatus: 'ready',
    });
  });

  it('once options are known only the filter call is made; options that fail to load are asked again later', async () => {
    const known = vi.fn(async () => [rows[1]!]);
    await expectSaga(createListSaga(kit, { load: known }), makeDeps(stubHttp()))
      .withReducer(reducer, reducer(undefined, loadSucceeded({ rows, unfiltered: true })))
      .dispatch(loadRequested({ account_id: '8' }))
      .silentRun(50);
    expect(known).toHaveBeenCalledTimes(1);

    let wholeFails = true;
    const flaky = vi.fn(async (_api: unknown, request: unknown[]) => {
      if (!request.length && wholeFails) throw new Error('Something Wrong (502) Bad Gateway');
      return request.length ? [rows[1]!] : rows;
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failed = await expectSaga(createListSaga(kit, { load: flaky }), makeDeps(stubHttp()))
      .withReducer(reducer)
      .dispatch(loadRequested({ account_id: '8' }))
      .silentRun(50);
    warn.mockRestore();
    expect(failed.storeState.things).toMatchObject({ status: 'succeeded', optionsStatus: 'failed' });
    wholeFails = false;
    const again = await expectSaga(createListSaga(kit, { load: flaky }), makeDeps(stubHttp()))
      .withReducer(reducer, failed.storeState)
      .dispatch(loadRequested({ account_id: '9' }))
      .silentRun(50);
    expect(again.storeState.things).toMatchObject({ optionRows: rows, optionsStatus: 'ready' });
  });
});
