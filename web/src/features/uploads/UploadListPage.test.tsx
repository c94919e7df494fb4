import { SPEC_COLUMNS } from '@crm/fixtures';
import { act, render, screen, within } from '@testing-library/react';
import { ConfigContext } from '../../config/ConfigContext';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { ApiError } from '../../api/apiError';
import type { SessionUser } from '../../api/types';
import { makeStore } from '../../test/appStore';
import indonesian from '../../i18n/catalogues/id.json';
import { activate } from '../../i18n/i18n';
import type { KeyFilter } from '../../lib/filters';
import { fakeHttp, type Handler } from '../../test/fakeHttp';
import { makeDeps, TEST_CONFIG } from '../../test/sagaDeps';
import type { UploadCategory } from '@crm/domain';
import { uploadRecord } from './testData';
import UploadListPage from './UploadListPage';
import { modalOpened, uploadRequested } from './uploadsSlice';
import { locationProbe } from '../../test/locationProbe';

const USER: SessionUser = {
  display_name: 'Ayu Admin',
  applications: ['crm'],
  modules: ['crm.customer.upload'],
  divisions: [],
};

const RECORDS = [
  uploadRecord({ uuid: 'u-1', status: 'done' }),
  uploadRecord({ uuid: 'u-2', status: 'failed', updated_at: '2024-06-02T10:00:00.000Z' }),
];

/** Answers the filter call: the records matching every non-category filter (only `id` is used here). */
const filterRoute: Handler = (request) => {
  const filters = (request.body as { filters: KeyFilter[] }).filters;
  const id = filters.find((filter) => filter.key === 'id')?.value;
  return { data: id ? RECORDS.filter((record) => record.uuid === id) : RECORDS };
};

const where = locationProbe();
function renderPage(
  route: Handler,
  category: UploadCategory = 'customer',
  url = '/customer/upload-data',
  routes: Record<string, Handler> = {},
) {
  const { http, requests } = fakeHttp({ 'POST /api/files/filter': route, ...routes });
  const store = makeStore(makeDeps(http), {
    session: { status: 'authenticated', user: USER, accessToken: 'token', callback: 'idle' },
  });
  render(
    <Provider store={store}>
      <ConfigContext.Provider value={TEST_CONFIG}>
        <MemoryRouter initialEntries={[url]}>
          <UploadListPage category={category} />
          <where.Where />
        </MemoryRouter>
      </ConfigContext.Provider>
    </Provider>,
  );
  return { store, requests };
}

describe('UploadListPage', { timeout: 20_000 }, () => {
  it('shows no zero-row footer while loading', async () => {
    let answer: (value: unknown) => void = () => undefined;
    renderPage(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
    act(() => answer({ data: RECORDS }));
    expect(await screen.findByText('Showing 1 - 2 of 2 entries')).toBeInTheDocument();
  });

  it('a failed load shows the reason and "Try again", which loads again', async () => {
    let fail = true;
    renderPage((request) => {
      if (fail) throw new ApiError(500, 'The uploads could not be loaded.');
      return filterRoute(request);
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The uploads could not be loaded.');
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Showing 1 - 2 of 2 entries')).toBeInTheDocument();
  });

  it("an empty list says 'No data available.'", async () => {
    renderPage(() => ({ data: [] }));
    expect(await screen.findByText('No data available.')).toBeInTheDocument();
  });

  it('an empty filtered list says that the filters hide the rows', async () => {
    const { requests } = renderPage(filterRoute, 'customer', '/customer/upload-data?id=u-404');
    expect(
      await screen.findByText('No data matches the applied filters. Clear All shows every entry.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('No data available.')).not.toBeInTheDocument();
    expect(requests[0]!.body).toEqual({
      filters: [
        { key: 'category', value: 'customer' },
        { key: 'id', value: 'u-404' },
      ],
    });
  });

  it('the URL holds filters, sort and page; a status the catalogue lacks is ignored', async () => {
    const many = Array.from({ length: 7 }, (_, index) =>
      uploadRecord({
        uuid: `u-${index + 1}`,
        filename: `file ${index + 1}.xls`,
        upload_by_user_name: index % 2 ? 'Budi' : 'Ayu Admin',
      }),
    );
    const { requests } = renderPage(
      () => ({ data: many }),
      'customer',
      '/customer/upload-data?status=Completed&sort=-ID+Upload&page=2&q=file',
    );
    await screen.findByText('Showing 6 - 7 of 7 entries');
    expect(requests[0]!.body).toEqual({
      filters: [
        { key: 'category', value: 'customer' },
        { key: 'status', value: 'done' },
      ],
    });
    const table = screen.getByRole('table', { name: 'Customer uploads' });
    expect(within(table).getByRole('columnheader', { name: 'ID Upload' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    // Descending natural order of "file N.xls u-N": page 2 holds files 2 and 1.
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('file 2.xls');
    expect(screen.getByRole('searchbox', { name: 'Quick search' })).toHaveValue('file');
    // Sorting by Upload By writes the URL and goes back to page 1.
    await userEvent.click(within(table).getByRole('button', { name: 'Upload By' }));
    expect(where.search).toBe('?status=Completed&sort=Upload+By&q=file');
    await screen.findByText('Showing 1 - 5 of 7 entries');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Ayu Admin');

    document.body.innerHTML = '';
    const second = renderPage(() => ({ data: many }), 'customer', '/customer/upload-data?status=Done');
    await screen.findByText('Showing 1 - 5 of 7 entries');
    expect(second.requests[0]!.body).toEqual({ filters: [{ key: 'category', value: 'customer' }] });
  });

  it('the quick search narrows the loaded rows across the visible columns, the uuid included', async () => {
    renderPage(filterRoute);
    await screen.findByText('Showing 1 - 2 of 2 entries');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Quick search' }), 'u-2');
    await screen.findByText('Showing 1 - 1 of 1 entries');
    expect(where.search).toBe('?q=u-2');
  });

  it('a successful upload shows the default view (no filter, page 1), loaded again', async () => {
    const { store, requests } = renderPage(
      filterRoute,
      'customer',
      '/customer/upload-data?id=u-1&sort=Status',
      {
        'POST /api/files': () => ({ data: uploadRecord({ uuid: 'u-3' }) }),
      },
    );
    await screen.findByText('Showing 1 - 1 of 1 entries');
    act(() => {
      store.dispatch(modalOpened());
      store.dispatch(uploadRequested({ file: new File(['x'], 'c.xls') }));
    });
    await screen.findByText('Showing 1 - 2 of 2 entries');
    expect(where.search).toBe('');
    const listCalls = requests.filter((request) => request.url === '/api/files/filter');
    expect(listCalls.at(-1)!.body).toEqual({ filters: [{ key: 'category', value: 'customer' }] });
  });

  it('lists each upload by its file name first, then its id, with its success and invalid counts', async () => {
    renderPage(() => ({
      data: [
        uploadRecord({
          uuid: 'u-7',
          filename: 'service orders june.xls',
          num_of_success: 12,
          num_of_failed: 3,
        }),
        uploadRecord({ uuid: 'u-8', filename: 'later.xls', status: 'process', num_of_success: 0 }),
      ],
    }));
    const table = await screen.findByRole('table', { name: 'Customer uploads' });
    await screen.findByText('Showing 1 - 2 of 2 entries');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([...SPEC_COLUMNS.customerUploads, 'Action']);
    const row = within(table).getByRole('row', { name: /service orders june\.xls/ });
    const cells = within(row).getAllByRole('cell');
    expect(cells[0]!.textContent).toBe('service orders june.xlsu-7');
    expect(cells[0]!.firstElementChild?.firstElementChild).toHaveTextContent('service orders june.xls');
    expect(cells[5]).toHaveTextContent('12');
    expect(cells[6]).toHaveTextContent('3');
    // An upload still On Going has no counts yet.
    const going = within(within(table).getByRole('row', { name: /later\.xls/ })).getAllByRole('cell');
    expect(going[5]).toHaveTextContent('-');
    expect(going[6]).toHaveTextContent('-');
  });

  it('gift claims: the columns in the spec order, and the filters with Last Update before Status', async () => {
    renderPage(() => ({ data: [uploadRecord({ category: 'gift_claim' })] }), 'gift_claim');
    const table = await screen.findByRole('table', { name: 'Gift Claim uploads' });
    await screen.findByText('Showing 1 - 1 of 1 entries');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([...SPEC_COLUMNS.giftClaimUploads, 'Action']);
    await userEvent.click(screen.getByRole('button', { name: 'Toggle filters' }));
    const labels = [...document.querySelectorAll('.field > label')].map((label) => label.textContent);
    expect(labels).toEqual(['ID Upload', 'Upload By', 'Division', 'Last Update', 'Status']);
  });

  it('in Bahasa Indonesia: the statuses, the view buttons, the upload button, the success dialog', async () => {
    activate('id', indonesian);
    const claims = RECORDS.map((record) => ({ ...record, category: 'gift_claim' }));
    const { store } = renderPage(() => ({ data: claims }), 'gift_claim', '/giftclaim/upload-data', {
      'POST /api/files': () => ({ data: uploadRecord({ uuid: 'u-3', category: 'gift_claim' }) }),
    });
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('Selesai')).toBeInTheDocument();
    expect(within(table).getByText('Gagal')).toBeInTheDocument();
    const name = RECORDS[0]!.filename;
    expect(within(table).getAllByRole('button', { name: `Lihat unggahan ${name}` })[0]).toHaveAttribute(
      'title',
      'Lihat detail',
    );
    expect(screen.getByRole('button', { name: 'Unggah Data' })).toBeEnabled();
    act(() => {
      store.dispatch(modalOpened());
      store.dispatch(uploadRequested({ file: new File(['x'], 'klaim.xlsx') }));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Berhasil' });
    expect(dialog).toHaveTextContent('Data berhasil diunggah');
  });
});
