import { SPEC_COLUMNS } from '@crm/fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buffers, channel, END } from 'redux-saga';
import { customer, records } from '@crm/fixtures';
import { renderWithStore } from '../../test/renderWithStore';
import { act } from 'react';
import { activate } from '../../i18n/i18n';
import english from '../../i18n/catalogues/en.json';
import indonesian from '../../i18n/catalogues/id.json';
import type { ListEvent } from './customerListClient';
import { CustomerListLens, NO_LENS, type CustomerListLensSettings } from './customerListLens';
import { CustomerStore } from './customerStore';

const data = records(
  ...Array.from({ length: 12 }, (_, index) => customer(index + 1, { customer_name: `Name ${index + 1}` })),
);
const store = new CustomerStore();
store.addBatch(data);
const one = new CustomerStore();
one.add('1', data['1']!);

const requests: { filters: unknown }[] = [];
const optionRequests: string[] = [];
const lens = new CustomerListLens();
const exports: string[][][] = [];
const saved: string[] = [];
vi.mock('../../lib/saveFile', () => ({
  saveBlob: (_blob: Blob, name: string) => saved.push(name),
}));
vi.mock('./customerListClient', () => ({
  customerListView: async (settings: CustomerListLensSettings, page: number) => {
    lens.set(settings);
    return lens.page(store, page, 5);
  },
  exportCustomerList: async (_sheetName: string, headers: readonly string[]) => {
    exports.push(lens.table(store, headers));
    return { bytes: new ArrayBuffer(8), rows: exports.at(-1)!.length - 1 };
  },
  prepareCustomerListWorker: () => undefined,
  patchCustomerList: () => undefined,
  customerListPage: async (page: number) => store.page(page, 5),
  openCustomerOptionsChannel: () => {
    optionRequests.push('options');
    const chan = channel<ListEvent>(buffers.expanding());
    chan.put({ type: 'options', requestId: 2, options: store.options() });
    chan.put(END);
    return chan;
  },
  openCustomerListChannel: (request: { filters: unknown }) => {
    requests.push(request);
    const chan = channel<ListEvent>(buffers.expanding());
    const loaded = request.filters === null ? store : one;
    chan.put({
      type: 'loaded',
      requestId: 1,
      page: loaded.page(1, 5),
      options: request.filters === null ? store.options() : null,
    });
    chan.put(END);
    return chan;
  },
}));

const { default: CustomerListPage } = await import('./CustomerListPage');

beforeEach(() => {
  requests.length = 0;
  optionRequests.length = 0;
  lens.set(NO_LENS);
});

// Renders PrimeReact in jsdom: slow on a busy machine, so more time than vitest's default 5 s.
describe('CustomerListPage', { timeout: 30_000 }, () => {
  it('loads the whole list and shows 5 rows a page with the footer', async () => {
    renderWithStore(<CustomerListPage />);
    const table = await screen.findByRole('table', { name: 'Customer Data' });
    await screen.findByText('Showing 1 - 5 of 12 entries');
    expect(requests).toEqual([{ token: 'tok', filters: null, page: 1, preview: true, lens: NO_LENS }]);
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([...SPEC_COLUMNS.customers, 'Action']);
    expect(within(table).getAllByText('2024-05-01 10:00:00', { selector: 'td .cell-text' })).toHaveLength(5);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Showing 6 - 10 of 12 entries');
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await screen.findByText('Showing 11 - 12 of 12 entries');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('Apply without any filter loads the whole list again instead of calling the filter', async () => {
    renderWithStore(<CustomerListPage />);
    await screen.findByText('Showing 1 - 5 of 12 entries');
    await userEvent.click(screen.getByRole('button', { name: 'Toggle filters' }));
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]).toEqual({ token: 'tok', filters: null, page: 1, preview: true, lens: NO_LENS });
    await userEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    await waitFor(() => expect(requests).toHaveLength(3));
    expect(requests[2]).toEqual({ token: 'tok', filters: null, page: 1, preview: true, lens: NO_LENS });
  });

  it('the edit dialog refuses empty fields and sends nothing; the read-only fields cannot be typed in', async () => {
    const { dispatched } = renderWithStore(<CustomerListPage />);
    await screen.findByText('Showing 1 - 5 of 12 entries');
    await userEvent.click(screen.getAllByRole('button', { name: 'Edit' })[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Service Type')).toHaveAttribute('readonly');
    expect(within(dialog).getByLabelText('Service Order')).toHaveAttribute('readonly');
    const name = within(dialog).getByLabelText('Name');
    expect(name).toHaveValue('Name 1');
    await userEvent.clear(name);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please fill out all fields to proceed');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Contact')).not.toHaveAttribute('aria-invalid');
    expect(dispatched.some((action) => action.type === 'customers/updateRequested')).toBe(false);
    await userEvent.type(name, 'Ani Baru');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(dispatched.find((action) => action.type === 'customers/updateRequested')?.payload).toEqual({
      id: '1',
      values: { name: 'Ani Baru', contact: '08120001', productCode: 'EWF8024D3WB', location: 'Bandung' },
    });
  });

  it('the edit dialog checks Contact and Location by the customer rules before sending anything', async () => {
    const { dispatched } = renderWithStore(<CustomerListPage />);
    await screen.findByText('Showing 1 - 5 of 12 entries');
    await userEvent.click(screen.getAllByRole('button', { name: 'Edit' })[0]!);
    const dialog = await screen.findByRole('dialog');
    const contact = within(dialog).getByLabelText('Contact');
    const location = within(dialog).getByLabelText('Location');
    await userEvent.clear(contact);
    await userEvent.type(contact, 'abc');
    await userEvent.clear(location);
    await userEvent.type(location, 'Bandungg');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const alert = within(dialog).getByRole('alert');
    expect(alert).toHaveTextContent('Contact "abc" is not a valid phone number (8 to 15 digits)');
    expect(alert).toHaveTextContent('Location "Bandungg" is not a known city (did you mean "Bandung"?)');
    expect(contact).toHaveAttribute('aria-invalid', 'true');
    expect(location).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    expect(dispatched.some((action) => action.type === 'customers/updateRequested')).toBe(false);

    await userEvent.clear(contact);
    await userEvent.type(contact, '0812 3456 789');
    await userEvent.clear(location);
    await userEvent.type(location, 'bandung');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(dispatched.find((action) => action.type === 'customers/updateRequested')?.payload).toEqual({
      id: '1',
      values: { name: 'Name 1', contact: '08123456789', productCode: 'EWF8024D3WB', location: 'Bandung' },
    });
  });

  it('view stores the id and opens the detail; delete asks for confirmation', async () => {
    const { navigate, http } = renderWithStore(<CustomerListPage />);
    await screen.findByText('Showing 1 - 5 of 12 entries');
    await userEvent.click(screen.getAllByRole('button', { name: 'View' })[1]!);
    expect(sessionStorage.getItem('customerId')).toBe('2');
    expect(navigate).toHaveBeenCalledWith('/customer/detail');

    await userEvent.click(screen.getAllByRole('button', { name: 'Delete' })[0]!);
    const confirm = await screen.findByRole('dialog');
    // The confirmation names what it deletes.
    expect(confirm).toHaveTextContent(
      'Are you sure you want to delete Name 1 (service order SO1)? This cannot be undone.',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'No, Keep It.' }));
    expect(http.delete).not.toHaveBeenCalled();
    await userEvent.click(screen.getAllByRole('button', { name: 'Delete' })[0]!);
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, Delete!' }),
    );
    await waitFor(() => expect(http.delete).toHaveBeenCalledWith('/api/customers/1'));
    await screen.findByText('Deleted Data Successfully');
  });

  it('sorts by a column header, narrows with the quick search (footer too) and exports those rows', async () => {
    renderWithStore(<CustomerListPage />);
    const table = await screen.findByRole('table', { name: 'Customer Data' });
    await screen.findByText('Showing 1 - 5 of 12 entries');
    await userEvent.click(within(table).getByRole('button', { name: 'Name' }));
    await userEvent.click(within(table).getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Name 12'));
    expect(within(table).getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await userEvent.type(screen.getByRole('searchbox', { name: 'Quick search' }), 'name 1');
    await screen.findByText('Showing 1 - 4 of 4 entries');
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]!.textContent),
    ).toEqual(['Name 12', 'Name 11', 'Name 10', 'Name 1']);
    await userEvent.click(screen.getByRole('button', { name: /Export/ }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatch(/^customer-data-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(exports[0]!.map((row) => row[0])).toEqual(['Name', 'Name 12', 'Name 11', 'Name 10', 'Name 1']);
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Quick search' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Quick search' }), 'nobody');
    await screen.findByText('No loaded row matches "nobody".');
  });

  it('a pasted link of a filtered view: the panel works (the applied value selected, every option offered); its chip names it', async () => {
    renderWithStore(<CustomerListPage />, { url: '/customer/list-customer?city=Bandung' });
    await screen.findByText('Showing 1 - 1 of 1 entries');
    expect(requests).toEqual([
      {
        token: 'tok',
        filters: [{ property: 'city', value: 'Bandung' }],
        page: 1,
        preview: true,
        lens: NO_LENS,
      },
    ]);
    // The whole list's options were asked for, after the filtered rows.
    await waitFor(() => expect(optionRequests).toEqual(['options']));
    const chips = screen.getByRole('list', { name: 'Active filters' });
    expect(within(chips).getByText('Cust. Location: Bandung')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Toggle filters' }));
    const panel = await screen.findByRole('search', { name: 'Customer Data filters' });
    const location = within(panel).getByText('Cust. Location').closest('.field') as HTMLElement;
    expect(location.querySelector('.p-dropdown-label')).toHaveTextContent('Bandung');
    const name = within(panel).getByText('Customer Name').closest('.field') as HTMLElement;
    await userEvent.click(name.querySelector('.p-dropdown') as HTMLElement);
    await waitFor(() =>
      expect(document.querySelectorAll('.p-dropdown-panel li.p-dropdown-item')).toHaveLength(12),
    );
  });

  it('speaks Bahasa Indonesia: headers, row actions, the edit dialog and its checks, the delete question, the export', async () => {
    activate('id', indonesian);
    const { dispatched } = renderWithStore(<CustomerListPage />);
    const edits = await screen.findAllByRole('button', { name: 'Ubah' });
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Nama',
      'Kontak',
      'Jenis Layanan',
      'No. Order Servis',
      'Kode Produk',
      'Lokasi Pelanggan',
      'Pembaruan Terakhir',
      'Aksi',
    ]);
    expect(screen.getAllByRole('button', { name: 'Lihat' })).toHaveLength(5);
    // The Action column is known by its key, whatever its header says: pinned (col-action) in Indonesian too.
    expect(within(table).getByRole('columnheader', { name: 'Aksi' })).toHaveClass('col-action');

    await userEvent.click(edits[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Ubah Pelanggan' });
    expect(within(dialog).getByLabelText('Jenis Layanan')).toHaveAttribute('readonly');
    const name = within(dialog).getByLabelText('Nama');
    const save = () => userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await userEvent.clear(name);
    await save();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Harap isi semua kolom untuk melanjutkan');
    await userEvent.type(name, 'Ani');
    const contact = within(dialog).getByLabelText('Kontak');
    await userEvent.clear(contact);
    await userEvent.type(contact, 'abc');
    await save();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Kontak "abc" bukan nomor telepon yang valid (8 sampai 15 digit)',
    );
    // The message is kept as Text: a language switch re-words it where it stands.
    act(() => activate('en', english));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Contact "abc" is not a valid phone number (8 to 15 digits)',
    );
    act(() => activate('id', indonesian));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Kontak "abc" bukan nomor telepon yang valid',
    );
    expect(dispatched.some((action) => action.type === 'customers/updateRequested')).toBe(false);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ubah Pelanggan' })).toBeNull());

    await userEvent.click(screen.getAllByRole('button', { name: 'Hapus' })[0]!);
    const question = await screen.findByRole('dialog', { name: 'Hapus Data' });
    expect(question).toHaveTextContent(
      'Apakah Anda yakin ingin menghapus Name 1 (service order SO1)? Tindakan ini tidak dapat dibatalkan.',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Hapus Data' })).toBeNull());

    // The worker builds the file: the screen sends it the headers in the language shown.
    exports.length = 0;
    saved.length = 0;
    await userEvent.click(screen.getByRole('button', { name: /Ekspor/ }));
    await waitFor(() => expect(exports).toHaveLength(1));
    // The file is named after the list's title in the language shown.
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatch(/^data-pelanggan-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(exports[0]![0]).toEqual([
      'Nama',
      'Kontak',
      'Jenis Layanan',
      'No. Order Servis',
      'Kode Produk',
      'Lokasi Pelanggan',
      'Pembaruan Terakhir',
    ]);

    // A header sorts in Indonesian as in English (the URL names the column by its English words).
    await userEvent.click(within(table).getByRole('button', { name: 'Nama' }));
    await userEvent.click(within(table).getByRole('button', { name: 'Nama' }));
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Name 12'));
    expect(within(table).getByRole('columnheader', { name: /Nama/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });
});
