import { SPEC_COLUMNS } from '@crm/fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buffers, channel, END } from 'redux-saga';
import { customer, records } from '@crm/fixtures';
import { locationProbe } from '../../test/locationProbe';
import { renderWithStore } from '../../test/renderWithStore';
import { stubHttp } from '../../test/sagaDeps';
import { act } from 'react';
import { activate, msg, raw } from '../../i18n/i18n';
import english from '../../i18n/catalogues/en.json';
import indonesian from '../../i18n/catalogues/id.json';
import type { ListEvent } from './customerListClient';
import { CustomerListLens, NO_LENS, type CustomerListLensSettings } from './customerListLens';
import { CustomerStore } from './customerStore';
import { loadOfficialCities } from './customerCities';
import { createImporting, createRefused, createSucceeded } from './customersSlice';

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
vi.mock('../../components/saveFile', () => ({
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
  openCustomerListChannel: (request: { filters: unknown; page: number }) => {
    requests.push(request);
    const chan = channel<ListEvent>(buffers.expanding());
    const loaded = request.filters === null ? store : one;
    chan.put({
      type: 'loaded',
      requestId: 1,
      page: loaded.page(request.page, 5),
      options: request.filters === null ? store.options() : null,
    });
    chan.put(END);
    return chan;
  },
}));

const { default: CustomerListPage } = await import('./CustomerListPage');
const where = locationProbe();

beforeEach(() => {
  requests.length = 0;
  optionRequests.length = 0;
  lens.set(NO_LENS);
});

/** Empties a field and types `text` into it. */
async function retype(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.type(field, text);
}

/** Renders the list and opens the edit dialog of its first row; `updates()`: the updates asked for so far. */
async function editFirstRow() {
  const { dispatched } = renderWithStore(<CustomerListPage />);
  await screen.findByText('Showing 1 - 5 of 12 entries');
  await userEvent.click(screen.getAllByRole('button', { name: 'Edit' })[0]!);
  const dialog = await screen.findByRole('dialog');
  const save = () => userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  const updates = () => dispatched.filter((action) => action.type === 'customers/updateRequested');
  return { dialog, save, updates };
}

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
    expect(within(table).getAllByText('2024-05-01 10:00:00', { selector: 'td time' })).toHaveLength(5);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Showing 6 - 10 of 12 entries');
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await screen.findByText('Showing 11 - 12 of 12 entries');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('a page beyond the last in the address shows the last page, and the address follows', async () => {
    for (const asked of ['4', '999', '123456789012345678901234567890']) {
      const { unmount } = renderWithStore(
        <>
          <CustomerListPage />
          <where.Where />
        </>,
        { url: `/customer/list-customer?page=${asked}` },
      );
      await screen.findByText('Showing 11 - 12 of 12 entries');
      await waitFor(() => expect(where.search, asked).toBe('?page=3'));
      unmount();
    }
    // A page the list has stays as asked.
    renderWithStore(
      <>
        <CustomerListPage />
        <where.Where />
      </>,
      { url: '/customer/list-customer?page=2' },
    );
    await screen.findByText('Showing 6 - 10 of 12 entries');
    expect(where.search).toBe('?page=2');
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
    const { dialog, save, updates } = await editFirstRow();
    expect(within(dialog).getByLabelText('Service Type')).toHaveAttribute('readonly');
    expect(within(dialog).getByLabelText('Service Order')).toHaveAttribute('readonly');
    const name = within(dialog).getByLabelText('Name');
    expect(name).toHaveValue('Name 1');
    await userEvent.clear(name);
    await save();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please fill out all fields to proceed');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Contact')).not.toHaveAttribute('aria-invalid');
    expect(updates()).toEqual([]);
    await userEvent.type(name, 'Ani Baru');
    await save();
    expect(updates()[0]?.payload).toEqual({
      id: '1',
      values: { name: 'Ani Baru', contact: '08120001', productCode: 'EWF8024D3WB', location: 'Bandung' },
    });
  });

  it('the edit dialog checks Contact and Location by the customer rules before sending anything', async () => {
    const { dialog, save, updates } = await editFirstRow();
    const contact = within(dialog).getByLabelText('Contact');
    const location = within(dialog).getByLabelText('Location');
    await retype(contact, 'abc');
    await retype(location, 'Bandungg');
    await save();
    const alert = within(dialog).getByRole('alert');
    expect(alert).toHaveTextContent('Contact "abc" is not a valid phone number (8 to 15 digits)');
    expect(alert).toHaveTextContent('Location "Bandungg" is not a known city (did you mean "Bandung"?)');
    expect(contact).toHaveAttribute('aria-invalid', 'true');
    expect(location).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    expect(updates()).toEqual([]);

    await retype(contact, '0812 3456 789');
    await retype(location, 'bandung');
    await save();
    expect(updates()[0]?.payload).toEqual({
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
    await retype(contact, 'abc');
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
      'Apakah Anda yakin ingin menghapus Name 1 (No. Order Servis SO1)? Tindakan ini tidak dapat dibatalkan.',
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

/** The create dialog's words in each language (its journey through the real pipeline: e2e/tests/customer-create.spec.ts). */
const CREATE_WORDS = {
  en: {
    catalogue: english,
    add: 'Add Customer',
    labels: ['Name', 'Contact', 'Service Type', 'Service Order', 'Product Code', 'Location', 'Product Line'],
    save: 'Save',
    fillAll: 'Please fill out all fields to proceed',
    phone: 'Contact "abc" is not a valid phone number (8 to 15 digits)',
    city: 'Location "Cirebn" is not a known city (did you mean "Cirebon"?)',
    taken: 'Service Order "SO3" is already a customer\'s: a new customer needs a new service order',
    importing: 'Importing new-customer-SO2612000123.xlsx…',
    refused: 'The customer was not created: City "Xyz" is not a known city',
    created: 'Customer SO2612000123 created.',
    view: 'View',
    close: 'Close',
  },
  id: {
    catalogue: indonesian,
    add: 'Tambah Pelanggan',
    labels: ['Nama', 'Kontak', 'Jenis Layanan', 'No. Order Servis', 'Kode Produk', 'Lokasi', 'Lini Produk'],
    save: 'Simpan',
    fillAll: 'Harap isi semua kolom untuk melanjutkan',
    phone: 'Kontak "abc" bukan nomor telepon yang valid (8 sampai 15 digit)',
    city: 'Lokasi "Cirebn" bukan kota yang dikenal (maksud Anda "Cirebon"?)',
    taken:
      'No. Order Servis "SO3" sudah dimiliki pelanggan lain: pelanggan baru memerlukan nomor order servis baru',
    importing: 'Mengimpor new-customer-SO2612000123.xlsx…',
    refused: 'Pelanggan tidak ditambahkan: City "Xyz" is not a known city',
    created: 'Pelanggan SO2612000123 berhasil ditambahkan.',
    view: 'Lihat',
    close: 'Tutup',
  },
} as const;

describe.each(Object.entries(CREATE_WORDS))(
  'the create dialog (%s)',
  { timeout: 30_000 },
  (language, words) => {
    beforeEach(() => activate(language as 'en' | 'id', words.catalogue));
    afterEach(() => activate('en', english));
    const uploader = ['crm.customer.list', 'crm.customer.upload'];
    /** The upload of the new customer stays on its way: the test says what the saga would. */
    const pending = () =>
      stubHttp({
        post: vi.fn((url: string) =>
          url === '/api/files' ? new Promise(() => {}) : Promise.resolve({ data: {} }),
        ),
      });

    it('opens from the panel by keyboard with every field a customer row needs, focus on the first', async () => {
      renderWithStore(<CustomerListPage />, { modules: uploader });
      await screen.findByRole('table');
      const add = screen.getByRole('button', { name: words.add });
      // Reached with Tab like every control of the panel, opened with Enter.
      add.focus();
      await userEvent.keyboard('{Enter}');
      const dialog = await screen.findByRole('dialog', { name: words.add });
      const inputs = within(dialog).getAllByRole('textbox');
      expect(inputs.map((input) => (input as HTMLInputElement).labels?.[0]?.textContent)).toEqual(
        words.labels,
      );
      expect(inputs.every((input) => (input as HTMLInputElement).value === '')).toBe(true);
      expect(inputs.some((input) => input.hasAttribute('readonly'))).toBe(false);
      await waitFor(() => expect(inputs[0]).toHaveFocus());
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog', { name: words.add })).toBeNull());
      expect(add).toHaveFocus();
    });

    it('is not offered to a user who may not upload customers', async () => {
      renderWithStore(<CustomerListPage />);
      await screen.findByRole('table');
      expect(screen.queryByRole('button', { name: words.add })).toBeNull();
    });

    it('applies the edit and upload rules before sending anything, then sends the values as they are stored', async () => {
      await loadOfficialCities();
      const { dispatched } = renderWithStore(<CustomerListPage />, { modules: uploader, http: pending() });
      await screen.findByText(/1 - 5/);
      await userEvent.click(screen.getByRole('button', { name: words.add }));
      const dialog = await screen.findByRole('dialog', { name: words.add });
      const field = (index: number) => within(dialog).getByLabelText(words.labels[index]!, { exact: true });
      const save = () => userEvent.click(within(dialog).getByRole('button', { name: words.save }));
      const sent = () => dispatched.filter((action) => action.type === 'customers/createRequested');

      await save();
      expect(within(dialog).getByRole('alert')).toHaveTextContent(words.fillAll);
      for (let index = 0; index < words.labels.length; index += 1)
        expect(field(index)).toHaveAttribute('aria-invalid', 'true');

      const typed = ['Ayu Lestari', 'abc', 'Installation', 'SO3', 'EWF8024D3WB', 'Cirebn', 'WMF01'];
      for (const [index, value] of typed.entries()) await userEvent.type(field(index), value);
      await save();
      const alert = within(dialog).getByRole('alert');
      expect(alert).toHaveTextContent(words.phone);
      expect(alert).toHaveTextContent(words.city);
      expect(field(1)).toHaveAttribute('aria-invalid', 'true');
      expect(field(5)).toHaveAttribute('aria-invalid', 'true');
      expect(field(0)).not.toHaveAttribute('aria-invalid');

      await retype(field(1), '0812 3456 7890');
      await retype(field(5), 'kota cirebon');
      await save();
      // SO3 is a loaded customer's: an upload row with it would update that customer.
      expect(within(dialog).getByRole('alert')).toHaveTextContent(words.taken);
      expect(field(3)).toHaveAttribute('aria-invalid', 'true');
      expect(sent()).toEqual([]);

      await retype(field(3), 'SO2612000123');
      await save();
      expect(sent().map((action) => action.payload)).toEqual([
        {
          name: 'Ayu Lestari',
          contact: '081234567890',
          serviceType: 'Installation',
          serviceOrder: 'SO2612000123',
          productCode: 'EWF8024D3WB',
          location: 'Cirebon',
          productLine: 'WMF01',
        },
      ]);
    });

    it("says the import's refusal with the row's reason and keeps what was typed; says the created customer", async () => {
      const { store, navigate } = renderWithStore(<CustomerListPage />, {
        modules: uploader,
        http: pending(),
      });
      await screen.findByRole('table');
      await userEvent.click(screen.getByRole('button', { name: words.add }));
      const dialog = await screen.findByRole('dialog', { name: words.add });
      const field = (index: number) => within(dialog).getByLabelText(words.labels[index]!, { exact: true });
      const typed = ['Ayu', '081234567890', 'Repair', 'SO2612000123', 'EWF8024D3WB', 'Bandung', 'WMF01'];
      for (const [index, value] of typed.entries()) await userEvent.type(field(index), value);
      await userEvent.click(within(dialog).getByRole('button', { name: words.save }));

      // Following the upload: the dialog says so and cannot be closed meanwhile.
      act(() => {
        store.dispatch(createImporting({ file: 'new-customer-SO2612000123.xlsx' }));
      });
      expect(within(dialog).getByRole('status')).toHaveTextContent(words.importing);
      await userEvent.keyboard('{Escape}');
      expect(screen.getByRole('dialog', { name: words.add })).toBeInTheDocument();

      act(() => {
        store.dispatch(
          createRefused(msg('customers.create.refused', { reason: raw('City "Xyz" is not a known city') })),
        );
      });
      expect(within(dialog).getByRole('alert')).toHaveTextContent(words.refused);
      expect(typed.map((_, index) => (field(index) as HTMLInputElement).value)).toEqual(typed);
      expect(within(dialog).getByRole('button', { name: words.save })).toBeEnabled();

      // Sent again, and imported this time.
      await userEvent.click(within(dialog).getByRole('button', { name: words.save }));
      expect(within(dialog).queryByRole('alert')).toBeNull();
      act(() => {
        store.dispatch(createImporting({ file: 'new-customer-SO2612000123.xlsx' }));
        store.dispatch(
          createSucceeded({
            id: '13',
            name: 'Ayu',
            contact: '081234567890',
            serviceType: 'Repair',
            serviceOrder: 'SO2612000123',
            productCode: 'EWF8024D3WB',
            location: 'Bandung',
            lastUpdate: '2025-01-01T00:00:00.000Z',
          }),
        );
      });
      expect(within(dialog).getByRole('status')).toHaveTextContent(words.created);
      expect(within(dialog).queryByRole('alert')).toBeNull();
      expect(
        within(dialog)
          .getAllByRole('textbox')
          .every((input) => input.hasAttribute('readonly')),
      ).toBe(true);
      expect(within(dialog).queryByRole('button', { name: words.save })).toBeNull();
      // Save (which had focus) is gone: focus is on the footer's Close (the header's close icon is named so too).
      const footer = dialog.querySelector('.p-dialog-footer') as HTMLElement;
      await waitFor(() => expect(within(footer).getByRole('button', { name: words.close })).toHaveFocus());
      await userEvent.click(within(dialog).getByRole('button', { name: words.view }));
      expect(sessionStorage.getItem('customerId')).toBe('13');
      expect(navigate).toHaveBeenCalledWith('/customer/detail');

      await userEvent.click(within(footer).getByRole('button', { name: words.close }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: words.add })).toBeNull());
    });
  },
);
