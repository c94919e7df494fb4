import * as XLSX from '@e965/xlsx';
import { audit } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { rememberLanguage, switchLanguage } from '../support/language';
import { GIFT_CLAIM_HEADERS, sheetRows, UploadScreens, workbookFile } from '../support/pages/uploads';

/** A customer row by header name (the headers come from the downloaded template). */
function customerRow(headers: string[], index: number, overrides: Record<string, string> = {}): string[] {
  const values: Record<string, string> = {
    'Customer Name': `Siti Rahayu ${index}`,
    'Mobile No': `08131234${String(index).padStart(4, '0')}`,
    'Call Type': 'Repair',
    'Service Order No': `SO-I18N-${String(index).padStart(4, '0')}`,
    'Model Code': 'WM7000XY',
    City: 'Yogyakarta',
    'Closure Date': '2024-06-03',
    'Product Line Alpha - Numeric': 'WM',
    ...overrides,
  };
  return headers.map((header) => values[header] ?? '');
}

test.describe('uploads in Bahasa Indonesia', () => {
  test('customer upload: the modal, a refused file, a real spreadsheet to Selesai, its detail; accessible', async ({
    page,
    signIn,
    mock,
  }) => {
    await rememberLanguage(page, 'id');
    await signIn('dataentry', '/customer/upload-data');
    await expect(page.getByRole('button', { name: 'Unggah Data', exact: true })).toBeVisible();
    await expect(page).toHaveTitle('Pelanggan · CRM');
    await expect(page.getByText(/^Menampilkan 1 - 5 dari \d+ entri$/)).toBeVisible();
    // The list's heading, its table's name and its column headers.
    await expect(page.getByRole('heading', { level: 1, name: 'Unggah Data' })).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Unggahan Pelanggan' }).getByRole('columnheader'),
    ).toHaveText([
      'ID Unggahan',
      'Diunggah Oleh',
      'Divisi',
      'Pembaruan Terakhir',
      'Status',
      'Berhasil Diimpor',
      'Data Tidak Valid',
      'Aksi',
    ]);

    // The upload modal, in Indonesian.
    await page.getByRole('button', { name: 'Unggah Data', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Unggah Data' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Gunakan templat .xls; berkas .xls dan .xlsx diterima.')).toBeVisible();
    await expect(dialog.getByText(/^Berkas Excel \(\.xls atau \.xlsx\) hingga \d+ MB\.$/)).toBeVisible();
    await expect(dialog.getByText('Seret dan lepas berkas di sini, atau pilih berkas:')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Batal' })).toBeEnabled();
    await expect(dialog.getByRole('button', { name: 'Unggah', exact: true })).toBeDisabled();
    expect(await audit(page, 'upload modal (id)')).toEqual([]);

    // A file of another type is refused in Indonesian, and Unggah stays disabled.
    await dialog.getByLabel('Berkas').setInputFiles({
      name: 'catatan.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('bukan lembar kerja'),
    });
    await expect(dialog.getByRole('alert')).toHaveText(
      '"catatan.txt" bukan berkas Excel. Pilih berkas .xls atau .xlsx.',
    );
    await expect(dialog.getByRole('button', { name: 'Unggah', exact: true })).toBeDisabled();

    // The template (its headers stay the server's) and a real workbook built from it.
    const template = await new UploadScreens(page).download(
      dialog.getByRole('button', { name: 'Unduh Templat pelanggan (.xls)' }),
    );
    const headers = sheetRows(template.bytes)[0]!;
    // Its guide sheet is in the language of the download; the data sheet keeps the headers an upload needs.
    const templateBook = XLSX.read(template.bytes, { type: 'buffer' });
    expect(templateBook.SheetNames).toEqual(['Data', 'Panduan']);
    const guide = XLSX.utils.sheet_to_json<string[]>(templateBook.Sheets.Panduan!, { header: 1, defval: '' });
    expect(guide[0]).toEqual(['Kolom', 'Wajib', 'Format', 'Contoh']);
    expect(guide[1]).toEqual(['Customer Name', 'Ya', 'Teks', '']);
    expect(headers).toContain('Mobile No');
    const file = workbookFile('pelanggan i18n juni.xls', [
      headers,
      customerRow(headers, 1),
      customerRow(headers, 2, { 'Mobile No': '' }),
      customerRow(headers, 3),
    ]);
    // Processing is held until the list has shown the upload in progress.
    await mock.holdUploads(true);
    await dialog.getByLabel('Berkas').setInputFiles(file);
    await expect(dialog.getByText(/^Dipilih: pelanggan i18n juni\.xls \(\d+ KB\)$/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Unggah', exact: true }).click();
    await expect(
      page.locator('.toast').filter({ hasText: 'Data pelanggan berhasil diunggah' }),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('table').getByRole('row').filter({ hasText: file.name });
    await expect(row.getByText('Sedang Diproses')).toBeVisible();
    await mock.holdUploads(false);
    await expect(row.getByText('Selesai')).toBeVisible({ timeout: 20_000 });
    // The shell announces the end of the processing, in Indonesian.
    await expect(
      page.locator('.toast').filter({ hasText: `${file.name}: 2 diimpor, 1 baris tidak valid` }),
    ).toBeVisible();

    // Its detail.
    await row.getByRole('button', { name: `Lihat unggahan ${file.name}` }).click();
    await expect(page).toHaveURL(/\/customer\/upload-detail$/);
    await expect(page.getByRole('heading', { name: 'Detail Unggahan' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Total Data' })).toContainText('3');
    await expect(page.getByRole('group', { name: 'Berhasil Diimpor' })).toContainText('2');
    await expect(page.getByRole('group', { name: 'Data Tidak Valid' })).toContainText('1');
    await expect(page.locator('.status-line')).toHaveText('Selesai');
    const info = page.getByRole('region', { name: 'Info Berkas' });
    await expect(info).toContainText('Nama Berkas');
    await expect(info).toContainText(file.name);
    await expect(info).toContainText('Pelanggan');
    await expect(page.getByRole('button', { name: 'Unduh Berkas' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Unduh Data Tidak Valid' })).toBeEnabled();
    expect(await audit(page, 'upload detail (id)')).toEqual([]);

    // The invalid-rows sheet of an Indonesian upload: its name, its Reason column and each row's reason.
    const invalid = await new UploadScreens(page).download(
      page.getByRole('button', { name: 'Unduh Data Tidak Valid' }),
    );
    const invalidBook = XLSX.read(invalid.bytes, { type: 'buffer' });
    expect(invalidBook.SheetNames).toEqual(['Data Tidak Valid']);
    const invalidRows = sheetRows(invalid.bytes);
    expect(invalidRows[0]).toEqual([...headers, 'Alasan']);
    expect(invalidRows.slice(1).map((entry) => entry.at(-1))).toEqual(['Baris 3: No. HP wajib diisi']);
    expect(invalidRows[1]![headers.indexOf('Service Order No')]).toBe('SO-I18N-0002');
  });

  test("a failed upload says why in the language it was uploaded in; in English an upload's words stay English", async ({
    page,
    signIn,
  }) => {
    await rememberLanguage(page, 'id');
    await signIn('dataentry', '/customer/upload-data');
    const withoutColumns = (name: string) =>
      workbookFile(name, [
        ['Customer Name', 'Call Type', 'Service Order No', 'Model Code', 'Product Line Alpha - Numeric'],
        ['Siti Rahayu', 'Repair', 'SO-I18N-9001', 'WM7000XY', 'WM'],
      ]);
    const upload = async (
      file: ReturnType<typeof workbookFile>,
      button: string,
      fileLabel: string,
      send: string,
    ) => {
      await page.getByRole('button', { name: button, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: button });
      await dialog.getByLabel(fileLabel).setInputFiles(file);
      await dialog.getByRole('button', { name: send, exact: true }).click();
      await expect(dialog).toBeHidden();
    };

    const kurang = withoutColumns('kolom kurang.xls');
    await upload(kurang, 'Unggah Data', 'Berkas', 'Unggah');
    const row = page.getByRole('table').getByRole('row').filter({ hasText: kurang.name });
    await expect(row.getByText('Gagal')).toBeVisible({ timeout: 20_000 });
    await row.getByRole('button', { name: `Lihat unggahan ${kurang.name}` }).click();
    const indonesian =
      'Kolom wajib tidak ada: Mobile No, City. Baris pertama harus berisi nama kolom templat.';
    await expect(page.getByText(`Kesalahan: ${indonesian}`)).toBeVisible();
    // The server's words are shown as they came: in English now, the stored reason is still Indonesian.
    await switchLanguage(page, 'en');
    await expect(page.getByText(`Error: ${indonesian}`)).toBeVisible();

    // Uploaded in English, the same file fails in English (back to the list without a reload: the test's
    // browser starts every page in Indonesian).
    await page.getByRole('link', { name: 'Back to Upload Data' }).click();
    const missing = withoutColumns('missing columns.xls');
    await upload(missing, 'Upload Data', 'File', 'Upload');
    const englishRow = page.getByRole('table').getByRole('row').filter({ hasText: missing.name });
    await expect(englishRow.getByText('Failed')).toBeVisible({ timeout: 20_000 });
    await englishRow.getByRole('button', { name: `View upload ${missing.name}` }).click();
    await expect(
      page.getByText(
        'Error: Missing required columns: Mobile No, City. The first row must hold the column names of the template.',
      ),
    ).toBeVisible();
  });

  test('gift claims: switched to Indonesian on the screen, the upload success dialog and the claim list', async ({
    page,
    signIn,
  }) => {
    await signIn('dataentry', '/giftclaim/upload-data');
    await expect(page.getByRole('button', { name: 'Upload Data', exact: true })).toBeVisible();
    await switchLanguage(page, 'id');
    await expect(page.getByRole('button', { name: 'Unggah Data', exact: true })).toBeVisible();
    await expect(page).toHaveTitle('Klaim Hadiah · CRM');
    await expect(page.getByRole('heading', { level: 1, name: 'Daftar Unggahan' })).toBeVisible();
    const uploads = page.getByRole('table', { name: 'Unggahan Klaim Hadiah' });
    await expect(uploads.getByRole('columnheader')).toHaveText([
      'ID Unggahan',
      'Diunggah Oleh',
      'Divisi',
      'Status',
      'Pembaruan Terakhir',
      'Berhasil Diimpor',
      'Data Tidak Valid',
      'Aksi',
    ]);
    const file = workbookFile('klaim hadiah i18n.xlsx', [
      GIFT_CLAIM_HEADERS,
      [
        'Dewi Lestari',
        '081299990000',
        'GC-I18N-00001',
        'Electronic City Bandung',
        '2024-05-02',
        'Electrolux EWF8024D3WB',
        '2024-05-20',
        'Payung Eksklusif',
        '1',
        '',
        'Menunggu Verifikasi',
      ],
    ]);
    await page.getByRole('button', { name: 'Unggah Data', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Unggah Data' });
    await expect(dialog.getByRole('button', { name: 'Unduh Templat klaim hadiah (.xls)' })).toBeVisible();
    await dialog.getByLabel('Berkas').setInputFiles(file);
    await dialog.getByRole('button', { name: 'Unggah', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Berhasil' })).toContainText('Data berhasil diunggah');
    const row = uploads.getByRole('row').filter({ hasText: file.name });
    await expect(row.getByText('Selesai')).toBeVisible({ timeout: 20_000 });

    await page.goto('/giftclaim/list-gift-claim');
    await expect(page).toHaveTitle('Klaim Hadiah · CRM');
    await expect(page.getByText(/^Menampilkan 1 - 5 dari \d+ entri$/)).toBeVisible();
    await expect(page.getByRole('table').getByRole('row').filter({ hasText: 'GC-I18N-00001' })).toBeVisible();
  });
});
