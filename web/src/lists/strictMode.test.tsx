import { act, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, useSearchParams } from 'react-router-dom';
import type { Column } from '../components/column';
import { useFeatureSaga } from '../store/hooks';
import { rootReducer } from '../store/store';
import { makeStore } from '../test/appStore';
import { makeDeps, stubHttp } from '../test/sagaDeps';
import { words } from '../test/words';
import type { FilterDecl } from './filters';
import { createListSaga } from './listSaga';
import { createListSlice } from './listSlice';
import { useListPage } from './useListPage';

/**
 * React's StrictMode (on in main.tsx, so under `npm run dev`) mounts every screen, unmounts it and mounts it
 * again. A list screen must load once and only once through that: its first load, cancelled by the trial
 * unmount (`closed`), is made again by the second mount, and never twice.
 */

type Row = { id: string; name: string };
const FILTERS: FilterDecl<Row>[] = [
  { field: 'name', label: words('Name'), kind: 'select', options: (row) => row.name },
];
const COLUMNS: Column<Row>[] = [{ header: words('Name'), value: (row) => row.name }];
const ALL: Row[] = [
  { id: '1', name: 'Ani' },
  { id: '2', name: 'Budi' },
];
const kit = createListSlice<Row, 'strictModeThings'>({
  name: 'strictModeThings',
  title: words('Things'),
  idPrefix: 'things',
  filters: FILTERS,
  rowId: (row) => row.id,
});
kit.slice.injectInto(rootReducer);

type Filters = { property: string; value: string }[];

function Page({ load }: { load: (filters: Filters) => Promise<Row[]> }) {
  useFeatureSaga('strictModeThings', createListSaga(kit, { load: (_api, filters) => load(filters) }));
  const model = useListPage({ kit, columns: COLUMNS });
  const [, setQuery] = useSearchParams();
  return (
    <>
      <p>{model.loading ? 'loading' : `rows ${(model.rows ?? []).map((row) => row.name).join(',')}`}</p>
      <button type="button" onClick={() => setQuery({ name: 'Ani' })}>
        Ani
      </button>
    </>
  );
}

function renderStrict(url: string) {
  const load = vi.fn(async (filters: Filters) =>
    filters.length ? ALL.filter((row) => filters.some((filter) => filter.value === row.name)) : ALL,
  );
  render(
    <StrictMode>
      <Provider store={makeStore(makeDeps(stubHttp()))}>
        <MemoryRouter initialEntries={[url]}>
          <Page load={load} />
        </MemoryRouter>
      </Provider>
    </StrictMode>,
  );
  return load;
}

describe('a list screen under StrictMode (mounted, unmounted, mounted again)', () => {
  it('loads its rows once, with no filter', async () => {
    const load = renderStrict('/things');
    await screen.findByText('rows Ani,Budi');
    expect(load.mock.calls).toEqual([[[]]]);
  });

  it("loads once with the URL's filters (and the whole list once, for the options)", async () => {
    const load = renderStrict('/things?name=Budi');
    await screen.findByText('rows Budi');
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(load.mock.calls).toEqual([[[{ property: 'name', value: 'Budi' }]], [[]]]);
  });

  it('after arriving, a change of the filters loads once', async () => {
    const load = renderStrict('/things');
    await screen.findByText('rows Ani,Budi');
    await act(async () => screen.getByRole('button', { name: 'Ani' }).click());
    await screen.findByText('rows Ani');
    expect(load.mock.calls).toEqual([[[]], [[{ property: 'name', value: 'Ani' }]]]);
  });
});
