import * as XLSX from '@e965/xlsx';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { GIFT_CLAIM_HEADERS, sheetRows, UploadScreens, workbookFile } from '../support/pages/uploads';
import { toast } from '../support/toasts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A customer row by header name, dates as real date cells (Excel's own date type). */
function customer(index: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    'Customer Name': `Wulan Sari ${index}`,
    'Mobile No': `08131122${String(index).padStart(4, '0')}`,
    'Call Type': 'Repair',
    'Service Order No': `SO-FIX-${String(index).padStart(4, '0')}`,
    'Model Code': 'WM7000XY',
    City: 'Malang',
    'Closure Date': new Date(Date.UTC(2026, 0, 5)),
    'Product Line Alpha - Numeric': 'WM',
    ...overrides,
  };
}

/** An .xlsx as Excel saves it: text cells and date cells. */
function xlsxFile(name: string, headers: string[], rows: Record<string, unknown>[]) {
  const book = XLSX.utils.book_new();
  const sheet = XLSX.utils.aoa_to_sheet(
    [headers, ...rows.map((row) => headers.map((header) => row[header] ?? ''))],
    { cellDates: true, UTC: true },
  );
  XLSX.utils.book_append_sheet(book, sheet, 'Data');
  return {
    name,
    mimeType: XLSX_TYPE,
    buffer: XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer,
  };
}

test.describe('fixing refused rows', () => {
  test('dataentry: a row refused for its phone is fixed in the invalid-data sheet and uploaded again to success', async ({
    page,
    signIn,
    mock,
  }) => {
    await signIn('dataentry');
    const screens = await UploadScreens.open(page, 'customer');

    const dialog = await screens.openModal();
    const template = await screens.download(
      dialog.getByRole('button', { name: 'Download Customer template (.xls)' }),
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    const headers = sheetRows(template.bytes)[0]!;

    const file = xlsxFile('service orders january.xlsx', headers, [
      customer(1),
      customer(2, { 'Mobile No': '0813' }),
    ]);
    await screens.upload(file);
    await expect(page.getByText('Uploaded Customers Successfully')).toBeVisible();
    await expect(screens.row(file.name).getByText('Completed')).toBeVisible({ timeout: 30_000 });
    // The list names the upload by its file first, and says how many rows went in and how many were refused.
    const cells = screens.row(file.name).getByRole('cell');
    await expect(cells.nth(0).locator('span').first()).toHaveText(file.name);
    await expect(cells.nth(5)).toHaveText('1');
    await expect(cells.nth(6)).toHaveText('1');
    await screens.view(file.name);
    await expect(screens.counter('Success Data')).toContainText('1');
    await expect(screens.counter('Invalid Data')).toContainText('1');

    const invalid = await screens.download(page.getByRole('button', { name: 'Download Invalid Data' }));
    const rows = sheetRows(invalid.bytes);
    const closure = headers.indexOf('Closure Date');
    const mobile = headers.indexOf('Mobile No');
    // The date is the date the user wrote, not Excel's serial number of it.
    expect(rows[1]![closure]).toBe('2026-01-05');
    expect(rows[1]![mobile]).toBe('0813');
    expect(rows[1]![headers.length]).toBe(
      'Row 3: Mobile No "0813" is not a valid phone number (8 to 15 digits)',
    );

    // The user fixes the phone in the downloaded sheet and saves it.
    const book = XLSX.read(invalid.bytes, { type: 'buffer', cellNF: true });
    const sheet = book.Sheets[book.SheetNames[0]!]!;
    XLSX.utils.sheet_add_aoa(sheet, [['081311220002']], { origin: { r: 1, c: mobile } });
    const fixed = {
      name: 'service orders january fixed.xlsx',
      mimeType: XLSX_TYPE,
      buffer: XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer,
    };

    await page.goto('/customer/upload-data');
    await screens.upload(fixed);
    await expect(page.getByText('Uploaded Customers Successfully')).toBeVisible();
    await expect(screens.row(fixed.name).getByText('Completed')).toBeVisible({ timeout: 30_000 });
    await screens.view(fixed.name);
    await expect(screens.counter('Total Data')).toContainText('1');
    await expect(screens.counter('Success Data')).toContainText('1');
    await expect(screens.counter('Invalid Data')).toContainText('0');
    await expect(page.getByRole('button', { name: 'Download Invalid Data' })).toBeDisabled();

    expect(await mock.records('customers', 'service_order_no', 'SO-FIX-0002')).toEqual([
      expect.objectContaining({ mobile_no: '081311220002', closure_date: '2026-01-05' }),
    ]);
  });
});

test.describe('the outcome of an upload', () => {
  test('dataentry: announced when processing ends, on whatever screen; View opens the upload', async ({
    page,
    signIn,
    mock,
  }) => {
    await signIn('dataentry', '/customer/upload-data');
    const screens = new UploadScreens(page);
    const dialog = await screens.openModal();
    const template = await screens.download(
      dialog.getByRole('button', { name: 'Download Customer template (.xls)' }),
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    const headers = sheetRows(template.bytes)[0]!;
    const file = xlsxFile('customers-june.xlsx', headers, [
      customer(11),
      customer(12, { 'Mobile No': 'abc' }),
      customer(13, { City: 'Malangg' }),
      customer(14),
    ]);
    // The mock holds it in "On Going" until the receipt has been read.
    await mock.holdUploads(true);
    await screens.upload(file);
    // The spec's text is the receipt of the file, and at once on the same notice: its rows are being checked.
    const notice = page.locator('.toast').filter({ hasText: 'Uploaded Customers Successfully' });
    await expect(notice).toContainText('Checking rows…');
    // Elsewhere in the app while it is processed.
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('button', { name: 'Product Line' }).click();
    await menu.getByRole('link', { name: 'List Product Line' }).click();
    await expect(page).toHaveURL(/\/product-line\/list-product-line$/);
    await mock.holdUploads(false);
    // The outcome takes the place of "Checking rows…": one notice, never two that contradict each other.
    const outcome = toast(page, 'customers-june.xlsx: 2 imported, 2 invalid rows');
    await expect(outcome).toBeVisible({ timeout: 45_000 });
    await expect(outcome).toContainText('Uploaded Customers Successfully');
    await expect(page.locator('.toast').filter({ hasText: /Uploaded|imported/ })).toHaveCount(1);
    await expect(outcome).not.toContainText('Checking rows…');
    await outcome.getByRole('button', { name: 'View' }).click();
    await expect(page).toHaveURL(/\/customer\/upload-detail$/);
    await expect(screens.counter('Success Data')).toContainText('2');
    await expect(screens.counter('Invalid Data')).toContainText('2');
  });
});

/** Drops files on `target` as a file manager does: a drop event whose DataTransfer holds the files. */
async function dropFiles(
  page: Page,
  target: Locator,
  files: { name: string; mimeType: string; buffer: Buffer }[],
): Promise<void> {
  const dataTransfer = await page.evaluateHandle(
    (list) => {
      const transfer = new DataTransfer();
      for (const file of list) {
        const bytes = Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0));
        transfer.items.add(new File([bytes], file.name, { type: file.mimeType }));
      }
      return transfer;
    },
    files.map((file) => ({
      name: file.name,
      mimeType: file.mimeType,
      base64: file.buffer.toString('base64'),
    })),
  );
  await target.dispatchEvent('dragenter', { dataTransfer });
  await target.dispatchEvent('dragover', { dataTransfer });
  await target.dispatchEvent('drop', { dataTransfer });
  await dataTransfer.dispose();
}

test.describe('sending a file', () => {
  test('dataentry: the modal says what it takes, refuses a dropped PDF, takes a dropped sheet and shows the progress while sending', async ({
    page,
    signIn,
    mock,
  }) => {
    await signIn('dataentry');
    const screens = await UploadScreens.open(page, 'gift_claim');
    const dialog = await screens.openModal();
    // Before anything is picked, the modal says which files it takes.
    await expect(dialog.getByText('Excel files (.xls or .xlsx) up to 20 MB.')).toBeVisible();
    await expect(dialog.getByText('Importing require .xls format.')).toBeVisible();
    const zone = dialog.getByRole('group', { name: 'Upload area' });
    await expect(zone).toContainText('Drag and drop the file here, or choose it:');

    await dropFiles(page, zone, [
      { name: 'scan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n') },
    ]);
    await expect(dialog.getByRole('alert')).toHaveText(
      '"scan.pdf" is not an Excel file. Choose an .xls or .xlsx file.',
    );
    await expect(dialog.getByRole('button', { name: 'Upload' })).toBeDisabled();
    // The page is still the app: the browser did not open the dropped file.
    await expect(page).toHaveURL(/\/giftclaim\/upload-data$/);

    const sheet = workbookFile('klaim dropped.xls', [
      GIFT_CLAIM_HEADERS,
      [
        'Rina',
        '081234567001',
        'GC-DROP-0001',
        'Toko Maju',
        '2024-05-01',
        'Kulkas',
        '2024-05-10',
        'Payung',
        '1',
        '',
        'Menunggu Verifikasi',
      ],
    ]);
    await dropFiles(page, zone, [sheet]);
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await expect(dialog.getByText(/^Selected: klaim dropped\.xls/)).toBeVisible();

    // The answer is held back, so the bar can be seen while the upload is in flight.
    await mock.latency(8000, '/api/files');
    await dialog.getByRole('button', { name: 'Upload' }).click();
    const bar = dialog.getByRole('progressbar', { name: 'Sending the file' });
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute('max', '100');
    // The browser reports the body sent before the (held back) answer comes.
    await expect(bar).toHaveAttribute('value', '100');
    await expect(dialog.getByText('Sending… 100%')).toBeVisible();
    await expect(page.getByText('Uploaded Data Successfully')).toBeVisible({ timeout: 30_000 });
    await mock.latency(0, '/api/files');
    await expect(bar).toBeHidden();
    await expect(screens.row('klaim dropped.xls')).toBeVisible();
  });
});
