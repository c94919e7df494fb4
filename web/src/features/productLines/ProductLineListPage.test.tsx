import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as XLSX from '@e965/xlsx';
import { entries, records } from '@crm/fixtures';
import { act } from 'react';
import { activate } from '../../i18n/i18n';
import english from '../../i18n/catalogues/en.json';
import indonesian from '../../i18n/catalogues/id.json';
import { renderWithStore } from '../../test/renderWithStore';
import { stubHttp } from '../../test/sagaDeps';
import ProductLineListPage from './ProductLineListPage';
import { updateRequested } from './productLinesSlice';

const saved = vi.hoisted(() => [] as Blob[]);
vi.mock('../../components/saveFile', () => ({ saveBlob: (blob: Blob) => saved.push(blob) }));

const data = records(
  ...Array.from({ length: 6 }, (_, index) =>
    entries(index + 1, {
      code: `WMF0${index + 1}`,
      value: 'Washing Machine',
      model_code: `M${index + 1}`,
      model_description: `Model ${index + 1}`,
    }),
  ),
);

// Renders PrimeReact in jsdom: slow on a busy machine, so more time than vitest's default 5 s.
describe('ProductLineListPage', { timeout: 30_000 }, () => {
  it('lists product lines 5 a page; the edit needs Code, Model Code and Model Description but not Value', async () => {
    const http = stubHttp({ get: vi.fn(async () => ({ data: { data: { product_lines: data } } })) });
    const { dispatched } = renderWithStore(<ProductLineListPage />, { http });
    await screen.findByText('Showing 1 - 5 of 6 entries');
    const table = screen.getByRole('table', { name: 'Product Line Data' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Code', 'Value', 'Model Code', 'Model Description', 'Action']);

    await userEvent.click(within(table).getAllByRole('button', { name: 'Edit' })[0]!);
    const dialog = await screen.findByRole('dialog');
    await userEvent.clear(within(dialog).getByLabelText('Model Code'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please fill out all fields to proceed');
    expect(http.put).not.toHaveBeenCalled();

    await userEvent.type(within(dialog).getByLabelText('Model Code'), 'M1-NEW');
    await userEvent.clear(within(dialog).getByLabelText('Value'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(http.put).toHaveBeenCalledTimes(1));
    const [url, body] = http.put.mock.calls[0]!;
    expect(url).toBe('/api/product-lines/1');
    expect(body.product_line.map((entry: { value: string }) => entry.value)).toEqual([
      'WMF01',
      '',
      'M1-NEW',
      'Model 1',
    ]);
    await screen.findByText('Updated Data Successfully');
    // The row shows the saved values at once, under the success dialog (no reload has happened yet).
    expect(await within(table).findByText('M1-NEW')).toBeInTheDocument();
    expect(screen.getByText('Updated Data Successfully')).toBeInTheDocument();
    expect(http.get).toHaveBeenCalledTimes(1);
    expect(dispatched.filter((action) => action.type === updateRequested.type)).toHaveLength(1);
  });

  it('in Bahasa Indonesia: headers, the pinned Action column, sorting, and a check that re-words on a language switch', async () => {
    activate('id', indonesian);
    const http = stubHttp({ get: vi.fn(async () => ({ data: { data: { product_lines: data } } })) });
    renderWithStore(<ProductLineListPage />, { http });
    const table = await screen.findByRole('table', { name: 'Data Lini Produk' });
    await within(table).findByText('WMF01');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Kode', 'Nilai', 'Kode Model', 'Deskripsi Model', 'Aksi']);
    // The Action column is known by its key, not its words: pinned (col-action) in Indonesian too.
    expect(within(table).getByRole('columnheader', { name: 'Aksi' })).toHaveClass('col-action');
    await userEvent.click(within(table).getByRole('button', { name: 'Kode' }));
    await userEvent.click(within(table).getByRole('button', { name: 'Kode' }));
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent('WMF06'));
    expect(within(table).getByRole('columnheader', { name: /Kode$/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );

    await userEvent.click(within(table).getAllByRole('button', { name: 'Ubah' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Ubah Lini Produk' });
    await userEvent.clear(within(dialog).getByLabelText('Kode Model'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Harap isi semua kolom untuk melanjutkan');
    // The message is kept as Text: a language switch re-words it where it stands.
    act(() => activate('en', english));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please fill out all fields to proceed');
    expect(within(dialog).getByLabelText('Model Code')).toHaveValue('');
    expect(http.put).not.toHaveBeenCalled();
  });

  it("the delete confirmation names the product line by its code and keeps the spec's answers", async () => {
    const http = stubHttp({ get: vi.fn(async () => ({ data: { data: { product_lines: data } } })) });
    renderWithStore(<ProductLineListPage />, { http });
    await screen.findByText('Showing 1 - 5 of 6 entries');
    const table = screen.getByRole('table', { name: 'Product Line Data' });
    await userEvent.click(within(table).getAllByRole('button', { name: 'Delete' })[1]!);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete the product line WMF02? This cannot be undone.',
    );
    expect(within(dialog).getByRole('button', { name: 'No, Keep It.' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Yes, Delete!' })).toBeInTheDocument();
  });

  it('the table and the export have the same columns: the Action column is shown, never exported', async () => {
    const http = stubHttp({ get: vi.fn(async () => ({ data: { data: { product_lines: data } } })) });
    renderWithStore(<ProductLineListPage />, { http });
    await screen.findByText('Showing 1 - 5 of 6 entries');
    const table = screen.getByRole('table', { name: 'Product Line Data' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    // Every column with a value sorts, as the export orders its rows by the table's sort.
    await userEvent.click(within(table).getByRole('button', { name: 'Model Code' }));
    await userEvent.click(within(table).getByRole('button', { name: 'Model Code' }));
    expect(within(table).getByRole('columnheader', { name: 'Model Code' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('WMF06');

    saved.length = 0;
    await userEvent.click(screen.getByRole('button', { name: /Export/ }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const bytes = await new Promise<ArrayBuffer>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.readAsArrayBuffer(saved[0]!);
    });
    const book = XLSX.read(bytes, { type: 'array' });
    const sheet = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
    expect(sheet[0]).toEqual(headers.filter((header) => header !== 'Action'));
    expect(sheet[0]).toEqual(['Code', 'Value', 'Model Code', 'Model Description']);
    expect(sheet.slice(1).map((row) => row[0])).toEqual([
      'WMF06',
      'WMF05',
      'WMF04',
      'WMF03',
      'WMF02',
      'WMF01',
    ]);
  });
});
