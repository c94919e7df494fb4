import { expectSaga } from 'redux-saga-test-plan';
import { ApiError } from '../api/errorCore';
import { notify } from '../store/notificationsSlice';
import { combineSlices } from '@reduxjs/toolkit';
import { makeDeps, stubHttp } from '../test/sagaDeps';
import type { FilterDecl } from './filters';
import { createListSaga } from './listSaga';
import { createListSlice } from './listSlice';

type Row = { id: string; name: string };
const filters: FilterDecl<Row>[] = [
  { field: 'name', label: 'Name', kind: 'select', options: (row) => row.name },
  { field: 'updated_at', label: 'Last Update', kind: 'date' },
];
const kit = createListSlice<Row, 'things'>({ name: 'things', filters, rowId: (row) => row.id });
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
    state = reducer(state, loadFailed('Something Wrong (502) Bad Gateway'));
    expect(state.things).toMatchObject({ status: 'failed', error: 'Something Wrong (502) Bad Gateway' });
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
  const toast = (summary: string) => ({
    action: { type: notify.type, payload: { severity: 'error', summary } },
  });

  it('loads with the applied filters as the request: none → whole list, else the filter call', async () => {
    const load = vi.fn(async (_http: unknown, request: unknown[]) => (request.length ? [all[0]!] : all));
    const saga = createListSaga(kit, { load });
    const result = await expectSaga(saga, makeDeps(stubHttp()))
      .withReducer(reducer)
      .dispatch(loadRequested({ name: ' Ani ', updated_at: '' }))
      .silentRun(50);
    expect(load.mock.calls[0]![1]).toEqual([{ property: 'name', value: 'Ani' }]);
    expect(result.storeState.things).toMatchObject({ status: 'succeeded', rows: [all[0]] });

    await expectSaga(saga, makeDeps(stubHttp()))
      .withReducer(reducer)
      .dispatch(loadRequested({}))
      .put(loadSucceeded({ rows: all, unfiltered: true }))
      .silentRun(50);
  });

  it('a failure is the error state with its reason and a toast; a 401 no toast', async () => {
    const failing = createListSaga(kit, {
      load: async () => Promise.reject(new ApiError(502, 'Something Wrong (502) Bad Gateway')),
    });
    const result = await expectSaga(failing, makeDeps(stubHttp()))
      .withReducer(reducer)
      .dispatch(loadRequested({}))
      .put(loadFailed('Something Wrong (502) Bad Gateway'))
      .put.like(toast('Something Wrong (502) Bad Gateway'))
      .silentRun(50);
    expect(result.storeState.things.status).toBe('failed');
    const expired = createListSaga(kit, {
      load: async () => Promise.reject(new ApiError(401, 'Unauthorized')),
    });
    await expectSaga(expired, makeDeps(stubHttp()))
      .withReducer(reducer)
      .dispatch(loadRequested({}))
      .put(loadFailed('Unauthorized'))
      .not.put.actionType(notify.type)
      .silentRun(50);
  });

  it('with wholeListOnFilterFailure a failed filter loads the whole list instead, without a toast', async () => {
    const load = vi.fn(async (_http: unknown, request: unknown[]) => {
      if (request.length) throw new ApiError(400, 'bad filter');
      return all;
    });
    await expectSaga(createListSaga(kit, { load, wholeListOnFilterFailure: true }), makeDeps(stubHttp()))
      .withReducer(reducer)
      .dispatch(loadRequested({ name: 'x' }))
      .put(loadSucceeded({ rows: all, unfiltered: true }))
      .not.put.actionType(notify.type)
      .silentRun(50);
  });
});
