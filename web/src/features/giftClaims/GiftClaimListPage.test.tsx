import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { makeStore } from '../../test/appStore';
import GiftClaimListPage from './GiftClaimListPage';
import { entries } from '@crm/fixtures';
import { makeDeps, stubHttp } from '../../test/sagaDeps';
import { locationProbe } from '../../test/locationProbe';

const claims = Object.fromEntries(
  Array.from({ length: 12 }, (_, index) => [
    String(index + 1),
    entries(
      index + 1,
      {
        nama: `Customer ${index + 1}`,
        id_claim: `GC-${String(index + 1).padStart(2, '0')}`,
        status_klaim: index % 2 ? 'Ditolak' : 'Diterima',
        resi: index === 3 ? '=HYPERLINK("x")' : '',
      },
      `2024-05-${String(index + 1).padStart(2, '0')}T00:00:00Z`,
    ),
  ]),
);
const rejected = Object.fromEntries(Object.entries(claims).filter(([id]) => Number(id) % 2 === 0));

const where = locationProbe();
function renderAt(url: string) {
  const http = stubHttp({
    get: vi.fn(async () => ({ data: { data: { gift_claims: claims } } })),
    post: vi.fn(async () => ({ data: { data: { gift_claims: rejected } } })),
  });
  const store = makeStore(makeDeps(http));
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[url]}>
        <GiftClaimListPage />
        <where.Where />
      </MemoryRouter>
    </Provider>,
  );
  return { http };
}

// The list kit's hook (lists/useListPage) driven through the gift-claim list, its example screen.
describe('useListPage: the view in the URL', { timeout: 30_000 }, () => {
  it('a pasted link restores filters, sort and page; removing the chip goes back to the whole list', async () => {
    const { http } = renderAt('/giftclaim/list-gift-claim?status_klaim=Ditolak&sort=-ID+Claim&page=2');
    await screen.findByText('Showing 6 - 6 of 6 entries');
    expect(http.post).toHaveBeenCalledWith('/api/gift_claims', {
      filters: [{ property: 'status_klaim', value: 'Ditolak' }],
    });
    const table = screen.getByRole('table', { name: 'Gift claims' });
    expect(within(table).getByRole('columnheader', { name: 'ID Claim' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(within(table).getByText('GC-02')).toBeInTheDocument();

    const chips = screen.getByRole('list', { name: 'Active filters' });
    expect(within(chips).getByText('Status Claim: Ditolak')).toBeInTheDocument();
    await userEvent.click(within(chips).getByRole('button', { name: 'Clear all' }));
    await screen.findByText('Showing 1 - 5 of 12 entries');
    expect(http.get).toHaveBeenCalledWith('/api/gift_claims');
    expect(where.url).toBe('/giftclaim/list-gift-claim?sort=-ID+Claim');
  });

  it('sorting and the quick search write the URL; an empty result says the search hides the rows', async () => {
    renderAt('/giftclaim/list-gift-claim');
    await screen.findByText('Showing 1 - 5 of 12 entries');
    const table = screen.getByRole('table', { name: 'Gift claims' });
    // Default: newest update first.
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('GC-12');
    await userEvent.click(within(table).getByRole('button', { name: 'ID Claim' }));
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('GC-01');
    expect(where.url).toBe('/giftclaim/list-gift-claim?sort=ID+Claim');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Quick search' }), 'gc-1');
    await screen.findByText('Showing 1 - 3 of 3 entries');
    expect(where.url).toBe('/giftclaim/list-gift-claim?sort=ID+Claim&q=gc-1');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Quick search' }), 'zz');
    // One wording for an empty list (lib/emptyListText): the list has rows, the search hides them all.
    await waitFor(() => expect(table).toHaveTextContent('No loaded row matches "gc-1zz".'));
    expect(table).not.toHaveTextContent('No data available.');
  });

  it('a failed load is the error state with its reason and Try again, and no footer', async () => {
    const http = stubHttp({
      get: vi.fn(async () => Promise.reject(new Error('Something Wrong (502) Bad Gateway'))),
    });
    const store = makeStore(makeDeps(http));
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={['/giftclaim/list-gift-claim']}>
          <GiftClaimListPage />
        </MemoryRouter>
      </Provider>,
    );
    const table = screen.getByRole('table', { name: 'Gift claims' });
    await waitFor(() => expect(within(table).getByRole('alert')).toHaveTextContent('Something Wrong (502)'));
    expect(screen.queryByText(/^Showing/)).toBeNull();
    http.get.mockResolvedValueOnce({ data: { data: { gift_claims: claims } } });
    await userEvent.click(within(table).getByRole('button', { name: 'Try again' }));
    await screen.findByText('Showing 1 - 5 of 12 entries');
  });
  it('an empty filtered result says the filters hide the rows; without filters it is the plain empty text', async () => {
    const http = stubHttp({
      get: vi.fn(async () => ({ data: { data: { gift_claims: {} } } })),
      post: vi.fn(async () => ({ data: { data: { gift_claims: {} } } })),
    });
    const store = makeStore(makeDeps(http));
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={['/giftclaim/list-gift-claim?id_claim=GC-99']}>
          <GiftClaimListPage />
        </MemoryRouter>
      </Provider>,
    );
    const table = screen.getByRole('table', { name: 'Gift claims' });
    await waitFor(() =>
      expect(table).toHaveTextContent('No data matches the applied filters. Clear All shows every entry.'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(http.get).toHaveBeenCalled());
    await waitFor(() => expect(table).not.toHaveTextContent('No data matches'));
    expect(table).toHaveTextContent('No data available.');
  });
});
