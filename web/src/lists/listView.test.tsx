import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { PrimeReactRoot } from '../components/PrimeReactRoot';
import type { Column } from '../components/column';
import { ApiError } from '../api/apiError';
import { useFeatureSaga } from '../store/hooks';
import { rootReducer } from '../store/store';
import { makeStore } from '../test/appStore';
import { locationProbe } from '../test/locationProbe';
import { makeDeps, stubHttp } from '../test/sagaDeps';
import type { FilterDecl } from './filters';
import { createListSaga } from './listSaga';
import { thingsKit } from './testData';
import { ListPage } from './ListPage';
import { useListPage } from './useListPage';
import { words } from '../test/words';

/**
 * The kit's view layer as a user meets it after a reload, a pasted link or a new tab of a filtered view: the
 * filter panel works (options from the whole list, the applied value selected), chips name options by their
 * labels, and a filter that fell back to the whole list leaves no chip or URL key behind.
 */

type Row = { id: string; name: string; status: string };
const STATUS_LABELS: Record<string, string> = { FINISHED: 'finished', ON_GOING: 'on going' };
const FILTERS: FilterDecl<Row>[] = [
  { field: 'name', label: words('Name'), kind: 'select', options: (row) => row.name },
  {
    field: 'status',
    label: words('Status'),
    kind: 'select',
    options: (row) => STATUS_LABELS[row.status] ?? row.status,
    optionValue: (row) => row.status,
    valueLabel: (value) => STATUS_LABELS[value] ?? value.toLowerCase(),
  },
];
const COLUMNS: Column<Row>[] = [
  { header: words('Name'), value: (row) => row.name },
  { header: words('Status'), value: (row) => row.status },
];
const ALL: Row[] = [
  { id: '1', name: 'Ani', status: 'ON_GOING' },
  { id: '2', name: 'Budi', status: 'ON_GOING' },
  { id: '3', name: 'Citra', status: 'ON_GOING' },
];

const kit = thingsKit('listViewThings', FILTERS);
kit.slice.injectInto(rootReducer);

type Load = (filters: { property: string; value: string }[]) => Promise<Row[]>;
const where = locationProbe();

function Page({ load, fallBack }: { load: Load; fallBack: boolean }) {
  useFeatureSaga(
    'listViewThings',
    createListSaga(kit, { load: (_api, filters) => load(filters), wholeListOnFilterFailure: fallBack }),
  );
  const model = useListPage({ kit, columns: COLUMNS });
  return <ListPage model={model} />;
}

function renderAt(url: string, load: Load, fallBack = false) {
  const store = makeStore(makeDeps(stubHttp()));
  render(
    <Provider store={store}>
      <PrimeReactRoot>
        <MemoryRouter initialEntries={[url]}>
          <Page load={load} fallBack={fallBack} />
          <where.Where />
        </MemoryRouter>
      </PrimeReactRoot>
    </Provider>,
  );
  return store;
}

const byName: Load = async (filters) =>
  filters.length
    ? ALL.filter((row) => filters.every((filter) => filter.property !== 'name' || row.name === filter.value))
    : ALL;

async function openFilters() {
  await userEvent.click(screen.getByRole('button', { name: 'Toggle filters' }));
  return screen.findByRole('search', { name: 'Things filters' });
}

describe('the list view after a reload or a pasted link', { timeout: 30_000 }, () => {
  it('the filter panel shows the applied value selected and offers every option of the whole list', async () => {
    const load = vi.fn(byName);
    renderAt('/things?name=Budi', load);
    await screen.findByText('Showing 1 - 1 of 1 entries');
    // The whole list was loaded too, for the options.
    await waitFor(() => expect(load).toHaveBeenCalledWith([]));
    const panel = await openFilters();
    const name = within(panel).getByText('Name').closest('.field') as HTMLElement;
    expect(name.querySelector('.p-dropdown-label')).toHaveTextContent('Budi');
    await userEvent.click(name.querySelector('.p-dropdown') as HTMLElement);
    let options: HTMLElement[] = [];
    await waitFor(() => {
      options = [...document.querySelectorAll<HTMLElement>('.p-dropdown-panel li.p-dropdown-item')];
      expect(options.map((option) => option.textContent)).toEqual(['Ani', 'Budi', 'Citra']);
    });
    // Choosing another works without Clear All.
    await userEvent.click(options[0]!);
    await userEvent.click(within(panel).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(where.search).toBe('?name=Ani'));
    await screen.findByText('Showing 1 - 1 of 1 entries');
  });

  it('before the options arrive the applied value shows selected, by its label', async () => {
    let release: () => void = () => {};
    const whole = new Promise<void>((resolve) => (release = resolve));
    const load: Load = async (filters) => {
      if (!filters.length) await whole;
      return filters.length ? [] : ALL;
    };
    renderAt('/things?status=FINISHED', load);
    await screen.findByText('No data matches the applied filters.', { exact: false });
    const panel = await openFilters();
    const status = within(panel).getByText('Status').closest('.field') as HTMLElement;
    expect(status.querySelector('.p-dropdown-label')).toHaveTextContent('finished');
    release();
  });

  it('chips show the label of a value, never the stored value', async () => {
    renderAt('/things?status=FINISHED', async (filters) => (filters.length ? [] : ALL));
    const chips = await screen.findByRole('list', { name: 'Active filters' });
    expect(within(chips).getByText('Status: finished')).toBeInTheDocument();
    expect(within(chips).queryByText(/FINISHED/)).toBeNull();
  });

  it('a filter call that fails and falls back to the whole list leaves no chip or URL key naming it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderAt(
      '/things?name=Budi&sort=Name',
      async (filters) => {
        if (filters.length) throw new ApiError(500, 'The filter service is down');
        return ALL;
      },
      true,
    );
    await screen.findByText('Showing 1 - 3 of 3 entries');
    await waitFor(() => expect(where.search).toBe('?sort=Name'));
    expect(screen.queryByRole('list', { name: 'Active filters' })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(
      'The filters could not be applied (The filter service is down), so the whole list is shown.',
    );
    const panel = await openFilters();
    const name = within(panel).getByText('Name').closest('.field') as HTMLElement;
    expect(name.querySelector('.p-dropdown-label')).toHaveTextContent('Select...');
    warn.mockRestore();
  });

  it("ListPage shows the declaration's facts: its title, table name, filter ids, columns and sort", async () => {
    renderAt('/things', byName);
    await screen.findByText('Showing 1 - 3 of 3 entries');
    expect(screen.getByRole('heading', { name: 'Things' })).toBeInTheDocument();
    // The table is named by the title when the declaration gives no tableLabel.
    const table = screen.getByRole('table', { name: 'Things' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Status']);
    // The columns shown are the ones the hook sorts by.
    await userEvent.click(within(table).getByRole('button', { name: 'Status' }));
    await waitFor(() => expect(where.search).toBe('?sort=Status'));
    await openFilters();
    expect(document.getElementById('things-name')).not.toBeNull();
    expect(document.getElementById('things-status')).not.toBeNull();
  });

  it('options reach the drop-downs one way: the lists a row source builds win over the rows, by their labels', async () => {
    const store = renderAt('/things', byName);
    await screen.findByText('Showing 1 - 3 of 3 entries');
    act(() => {
      store.dispatch(kit.actions.optionListsLoaded({ name: ['Zaki', 'Ani'] }));
    });
    const panel = await openFilters();
    const name = within(panel).getByText('Name').closest('.field') as HTMLElement;
    await userEvent.click(name.querySelector('.p-dropdown') as HTMLElement);
    await waitFor(() => {
      const options = [...document.querySelectorAll<HTMLElement>('.p-dropdown-panel li.p-dropdown-item')];
      expect(options.map((option) => option.textContent)).toEqual(['Zaki', 'Ani']);
    });
  });
});
