import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { useFeatureSaga } from '../store/hooks';
import { rootReducer } from '../store/store';
import { makeStore } from '../test/appStore';
import { makeDeps, stubHttp } from '../test/sagaDeps';
import type { Column } from '../components/column';
import type { FilterDecl } from './filters';
import { createListSaga } from './listSaga';
import { createListSlice } from './listSlice';
import { useListPage } from './useListPage';
import { locationProbe } from '../test/locationProbe';
import { words } from '../test/words';

type Row = { id: string; name: string };
const FILTERS: FilterDecl<Row>[] = [
  { field: 'name', label: words('Name'), kind: 'select', options: (row) => row.name },
];
const COLUMNS: Column<Row>[] = [{ header: words('Name'), value: (row) => row.name }];
const kit = createListSlice<Row, 'resetViewThings'>({
  name: 'resetViewThings',
  title: words('Things'),
  idPrefix: 'things',
  filters: FILTERS,
  rowId: (row) => row.id,
});
kit.slice.injectInto(rootReducer);

const where = locationProbe();
function Page({ load }: { load: (filters: unknown[]) => Row[] }) {
  useFeatureSaga('resetViewThings', createListSaga(kit, { load: async (_api, filters) => load(filters) }));
  const model = useListPage({ kit, columns: COLUMNS });
  return (
    <>
      <where.Where />
      <p>{`rows ${(model.rows ?? []).map((row) => row.name).join(',')} page ${model.page.page}`}</p>
      <button type="button" onClick={model.resetView}>
        Reset
      </button>
    </>
  );
}

function renderAt(url: string) {
  const all: Row[] = [
    { id: '1', name: 'Budi' },
    { id: '2', name: 'Ani' },
  ];
  const load = vi.fn((filters: unknown[]) => (filters.length ? [all[0]!] : all));
  render(
    <Provider store={makeStore(makeDeps(stubHttp()))}>
      <MemoryRouter initialEntries={[url]}>
        <Page load={load} />
      </MemoryRouter>
    </Provider>,
  );
  return load;
}

describe('useListPage: resetView', { timeout: 20_000 }, () => {
  it("goes to the spec's default view (no filter, page 1, own order, no search) and loads it", async () => {
    const load = renderAt('/things?name=Budi&sort=-Name&q=u&page=2');
    await screen.findByText('rows Budi page 1');
    expect(load).toHaveBeenCalledWith([{ property: 'name', value: 'Budi' }]);
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await screen.findByText('rows Budi,Ani page 1');
    expect(where.search).toBe('');
    expect(load).toHaveBeenLastCalledWith([]);
  });

  it('with the default view already shown it loads again (e.g. after an upload)', async () => {
    const load = renderAt('/things');
    await screen.findByText('rows Budi,Ani page 1');
    expect(load).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(where.search).toBe('');
  });
});
