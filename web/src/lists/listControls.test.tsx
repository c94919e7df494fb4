import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { PrimeReactRoot } from '../components/PrimeReactRoot';
import type { Column } from '../components/column';
import { useFeatureSaga } from '../store/hooks';
import { rootReducer } from '../store/store';
import { makeStore } from '../test/appStore';
import { locationProbe } from '../test/locationProbe';
import { makeDeps, stubHttp } from '../test/sagaDeps';
import { words } from '../test/words';
import type { FilterDecl } from './filters';
import { createListSaga } from './listSaga';
import { thingsKit } from './testData';
import { ListPage } from './ListPage';
import { useListPage } from './useListPage';

/**
 * The list kit's controls do what they say, on every list that renders through it: Clear All (the panel's and
 * the chip bar's) shows every entry, the quick search included, and empties each drop-down down to its own
 * input; a page beyond the last is the last page in the address too; a drop-down clicked while its options
 * load opens and says "Loading...".
 */

type Row = { id: string; name: string; city: string };
const FILTERS: FilterDecl<Row>[] = [
  { field: 'name', label: words('Name'), kind: 'select', options: (row) => row.name },
  { field: 'city', label: words('City'), kind: 'select', options: (row) => row.city },
];
const COLUMNS: Column<Row>[] = [
  { header: words('Name'), value: (row) => row.name },
  { header: words('City'), value: (row) => row.city },
];
/** 12 rows: 3 pages of 5. */
const ALL: Row[] = Array.from({ length: 12 }, (_, index) => ({
  id: String(index + 1),
  name: `Name ${String(index + 1).padStart(2, '0')}`,
  city: index % 3 === 0 ? 'Jakarta' : 'Bandung',
}));

const kit = thingsKit('listControlThings', FILTERS);
kit.slice.injectInto(rootReducer);

type Load = (filters: { property: string; value: string }[]) => Promise<Row[]>;
const matching: Load = async (filters) =>
  ALL.filter((row) => filters.every((filter) => String(row[filter.property as keyof Row]) === filter.value));
const where = locationProbe();

function Page({ load }: { load: Load }) {
  useFeatureSaga('listControlThings', createListSaga(kit, { load: (_api, filters) => load(filters) }));
  const model = useListPage({ kit, columns: COLUMNS });
  return (
    <>
      <ListPage model={model} />
      <p>{`page ${model.page.page} of ${model.page.pageCount}`}</p>
    </>
  );
}

function renderAt(url: string, load: Load = matching) {
  const store = makeStore(makeDeps(stubHttp()));
  render(
    <Provider store={store}>
      <PrimeReactRoot>
        <MemoryRouter initialEntries={[url]}>
          <Page load={load} />
          <where.Where />
        </MemoryRouter>
      </PrimeReactRoot>
    </Provider>,
  );
  return store;
}

async function openFilters() {
  await userEvent.click(screen.getByRole('button', { name: 'Toggle filters' }));
  return screen.findByRole('search', { name: 'Things filters' });
}

/** The drop-down's own (focusable) input: what a screen reader reads as the field's value. */
const ownInput = (id: string) => document.getElementById(id) as HTMLInputElement;

// Renders PrimeReact in jsdom: slow on a busy machine, so more time than vitest's default 5 s.
describe('Clear All shows every entry', { timeout: 30_000 }, () => {
  it("the panel's Clear All drops the filters and the quick search", async () => {
    renderAt('/things?city=Jakarta&q=Name%200');
    await screen.findByText('Showing 1 - 3 of 3 entries');
    const panel = await openFilters();
    await userEvent.click(within(panel).getByRole('button', { name: 'Clear All' }));
    await screen.findByText('Showing 1 - 5 of 12 entries');
    expect(where.search).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Quick search' })).toHaveValue('');
  });

  it("the chip bar's Clear all does the same", async () => {
    renderAt('/things?city=Jakarta&q=Name%200&sort=-Name');
    await screen.findByText('Showing 1 - 3 of 3 entries');
    const chips = screen.getByRole('list', { name: 'Active filters' });
    await userEvent.click(within(chips).getByRole('button', { name: 'Clear all' }));
    await screen.findByText('Showing 1 - 5 of 12 entries');
    // The order is no filter: it stays.
    expect(where.search).toBe('?sort=-Name');
    expect(screen.getByRole('searchbox', { name: 'Quick search' })).toHaveValue('');
  });

  it("empties each drop-down's own input too, also one picked by hand", async () => {
    renderAt('/things?city=Jakarta');
    await screen.findByText('Showing 1 - 4 of 4 entries');
    const panel = await openFilters();
    expect(ownInput('things-city')).toHaveValue('Jakarta');
    const name = within(panel).getByText('Name').closest('.field') as HTMLElement;
    await userEvent.click(name.querySelector('.p-dropdown') as HTMLElement);
    await userEvent.click(
      await screen.findByText('Name 02', { selector: 'li.p-dropdown-item, li.p-dropdown-item *' }),
    );
    expect(ownInput('things-name')).toHaveValue('Name 02');
    await userEvent.click(within(panel).getByRole('button', { name: 'Clear All' }));
    await screen.findByText('Showing 1 - 5 of 12 entries');
    for (const id of ['things-name', 'things-city']) {
      expect(ownInput(id), id).toHaveValue('');
      const field = ownInput(id).closest('.field') as HTMLElement;
      expect(field.querySelector('.p-dropdown-label')).toHaveTextContent('Select...');
    }
  });

  it('a drop-down emptied from outside the field (the back button, a filter that fell back) reads empty', async () => {
    const store = renderAt('/things?city=Jakarta');
    await screen.findByText('Showing 1 - 4 of 4 entries');
    await openFilters();
    expect(ownInput('things-city')).toHaveValue('Jakarta');
    act(() => {
      store.dispatch(kit.actions.loadRequested({}));
    });
    await waitFor(() => expect(ownInput('things-city')).toHaveValue(''));
  });
});

describe('a drop-down clicked while its options load', { timeout: 30_000 }, () => {
  it('opens and says "Loading..."', async () => {
    renderAt('/things', () => new Promise<Row[]>(() => {}));
    const panel = await openFilters();
    const city = within(panel).getByText('City').closest('.field') as HTMLElement;
    await userEvent.click(city.querySelector('.p-dropdown') as HTMLElement);
    await waitFor(() => expect(document.querySelector('.p-dropdown-panel')).toHaveTextContent('Loading...'));
  });
});

describe('a page beyond the last is the last page, in the address too', { timeout: 30_000 }, () => {
  // Every page past the last, as far as a link can ask: just past it, far past it, past any whole number.
  it.each(['4', '5', '999', '1000000', '99999999', '123456789012345678901234567890'])(
    '?page=%s shows page 3 of 3 and the address says page=3',
    async (asked) => {
      renderAt(`/things?sort=Name&page=${asked}`);
      await screen.findByText('Showing 11 - 12 of 12 entries');
      await waitFor(() => expect(where.search).toBe('?sort=Name&page=3'));
      expect(screen.getByText('page 3 of 3')).toBeInTheDocument();
    },
  );

  it.each(['1', '2', '3'])('?page=%s, a page the list has, stays as asked', async (asked) => {
    renderAt(`/things?page=${asked}`);
    await screen.findByText(`page ${asked} of 3`);
    await screen.findByText(/^Showing \d+ - \d+ of 12 entries$/);
    expect(where.search).toBe(`?page=${asked}`);
  });

  it('?page=0 is the first page, and the address drops it', async () => {
    renderAt('/things?page=0');
    await screen.findByText('Showing 1 - 5 of 12 entries');
    await waitFor(() => expect(where.search).toBe(''));
  });

  it('while the rows load the address keeps the page asked (nothing is known to be beyond yet)', async () => {
    renderAt('/things?page=3', () => new Promise<Row[]>(() => {}));
    await screen.findByText('page 1 of 1');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(where.search).toBe('?page=3');
  });

  it('rows that shrink under the page shown (the last rows deleted) move the address to the new last page', async () => {
    const store = renderAt('/things?page=3');
    await screen.findByText('Showing 11 - 12 of 12 entries');
    act(() => {
      store.dispatch(kit.actions.refreshed({ rows: ALL.slice(0, 7), unfiltered: true }));
    });
    await screen.findByText('Showing 6 - 7 of 7 entries');
    await waitFor(() => expect(where.search).toBe('?page=2'));
  });
});
