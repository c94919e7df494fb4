import { SPEC_COLUMNS } from '@crm/fixtures';
import { expect, test } from '../support/fixtures';
import { chooseOption, sheetRows, UploadScreens, workbookFile } from '../support/pages/uploads';

/** A customer row by header name (the headers come from the downloaded template). */
function customerRow(headers: string[], values: Record<string, string>): string[] {
  return headers.map((header) => values[header] ?? '');
}

const customer = (index: number, overrides: Record<string, string> = {}) => ({
  'Customer Name': `Rahmat Hidayat ${index}`,
  'Mobile No': `08129876${String(index).padStart(4, '0')}`,
  'Call Type': 'Repair',
  'Service Order No': `SO-E2E-${String(index).padStart(4, '0')}`,
  'Model Code': 'WM7000XY',
  City: 'Semarang',
  'Closure Date': '2024-06-03',
  'Product Line Alpha - Numeric': 'WM',
  ...overrides,
});

test.describe('customer and product line uploads', () => {
  test('dataentry: template → real .xls with invalid rows → On Going → Completed → detail → invalid-data sheet', async ({
    page,
    signIn,
    mock,
  }) => {
    await signIn('dataentry');
    const screens = await UploadScreens.open(page, 'customer');
    await expect(screens.table().getByRole('columnheader')).toHaveText([
      ...SPEC_COLUMNS.customerUploads,
      'Action',
    ]);
    await expect(page.getByText(/^Showing 1 - 5 of \d+ entries$/)).toBeVisible();

    // The template from the modal holds exactly the headers to fill in.
    const dialog = await screens.openModal();
    await expect(dialog.getByText('Importing require .xls format.')).toBeVisible();
    const template = await screens.download(
      dialog.getByRole('button', { name: 'Download Customer template (.xls)' }),
    );
    expect(template.name).toBe('customer_template.xls');
    const headers = sheetRows(template.bytes)[0]!;
    expect(headers).toContain('Service Order No');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    const file = workbookFile('e2e customers june.xls', [
      headers,
      customerRow(headers, customer(1)),
      customerRow(headers, customer(2, { 'Mobile No': '' })),
      customerRow(headers, customer(3)),
      customerRow(headers, customer(4, { 'Closure Date': '2024-02-31' })),
      customerRow(headers, customer(5)),
    ]);
    // Processing is held until the list has shown the upload in progress (on a busy machine the list could
    // otherwise first load after the import, scaled to under a second here, has finished).
    await mock.holdUploads(true);
    await screens.upload(file);
    await expect(page.getByText('Uploaded Customers Successfully')).toBeVisible();
    const row = screens.row(file.name);
    await expect(row.getByText('On Going')).toBeVisible();
    await mock.holdUploads(false);
    await expect(row.getByText('Completed')).toBeVisible({ timeout: 20_000 });
    await expect(row).toContainText('Dedi Dataentry');
    await expect(row).toContainText('Consumer Care');

    await screens.view(file.name);
    await expect(page).toHaveURL(/\/customer\/upload-detail$/);
    await expect(screens.counter('Total Data')).toContainText('5');
    await expect(screens.counter('Success Data')).toContainText('3');
    await expect(screens.counter('Invalid Data')).toContainText('2');
    await expect(page.getByText('Completed')).toBeVisible();
    await expect(page.getByText(/^Error:/)).toHaveCount(0);
    const info = page.getByRole('region', { name: 'File Info' });
    await expect(info).toContainText(file.name);
    await expect(info).toContainText('Customer');
    await expect(info).toContainText('Dedi Dataentry');

    const invalid = await screens.download(page.getByRole('button', { name: 'Download Invalid Data' }));
    expect(invalid.name).toBe('e2e customers june-invalid-data.xlsx');
    const rows = sheetRows(invalid.bytes);
    expect(rows[0]).toEqual([...headers, 'Reason']);
    expect(rows.slice(1).map((entry) => entry[entry.length - 1])).toEqual([
      'Row 3: Mobile No is required',
      'Row 5: Closure Date is not a valid date (use YYYY-MM-DD)',
    ]);
    expect(rows[1]![headers.indexOf('Service Order No')]).toBe('SO-E2E-0002');

    const original = await screens.download(page.getByRole('button', { name: 'Download File' }));
    expect(original.name).toBe(file.name);
    expect(original.bytes.equals(file.buffer)).toBe(true);

    // The valid rows are customers now; the refused ones are not.
    for (const index of [1, 3, 5]) {
      const found = await mock.records('customers', 'service_order_no', `SO-E2E-000${index}`);
      expect(found).toEqual([
        expect.objectContaining({ customer_name: `Rahmat Hidayat ${index}`, city: 'Semarang' }),
      ]);
    }
    expect(await mock.records('customers', 'service_order_no', 'SO-E2E-0002')).toEqual([]);
  });

  test('a file that is not a spreadsheet ends Failed, with its "Error: ..." text', async ({
    page,
    signIn,
  }) => {
    await signIn('dataentry', '/customer/upload-data');
    const screens = new UploadScreens(page);
    await screens.upload({
      name: 'notes.xls',
      mimeType: 'application/vnd.ms-excel',
      buffer: Buffer.from('meeting notes\n'),
    });
    await expect(page.getByText('Uploaded Customers Successfully')).toBeVisible();
    await expect(screens.row('notes.xls').getByText('Failed')).toBeVisible({ timeout: 20_000 });
    await screens.view('notes.xls');
    await expect(
      page.getByText('Error: The file is not an Excel spreadsheet: upload an .xls (or .xlsx) file.'),
    ).toBeVisible();
    await expect(screens.counter('Total Data')).toContainText('0');
    await expect(page.getByRole('button', { name: 'Download Invalid Data' })).toBeDisabled();
    const tooltip = page.getByRole('tooltip');
    await expect(tooltip).toBeHidden();
    await page.getByRole('button', { name: 'Download Invalid Data' }).hover({ force: true });
    await expect(tooltip).toBeVisible();
    await expect(tooltip).toHaveText('no invalid data available');
    // The keyboard reaches it too (aria-disabled, still focusable), and with it its reason.
    await page.mouse.move(0, 0);
    await expect(tooltip).toBeHidden();
    const invalid = page.getByRole('button', { name: 'Download Invalid Data' });
    await page.getByRole('button', { name: 'Download File' }).focus();
    await page.keyboard.press('Tab');
    await expect(invalid).toBeFocused();
    await expect(invalid).toHaveAccessibleDescription('no invalid data available');
    await expect(tooltip).toBeVisible();
    // What the user sent is kept, and stays downloadable.
    const original = await screens.download(page.getByRole('button', { name: 'Download File' }));
    expect(original.bytes.toString()).toBe('meeting notes\n');
  });

  test('admin: a product line .xlsx upload completes; filters and Clear All', async ({
    page,
    signIn,
    mock,
  }) => {
    await signIn('admin');
    const screens = await UploadScreens.open(page, 'product_line');
    const file = workbookFile('e2e product lines.xlsx', [
      ['Code', 'Value', 'Model Code', 'Model Description'],
      ['PL-E2E-1', 'Washing Machine', 'WM-E2E-1', 'Front loader 8 kg'],
      ['PL-E2E-2', 'Refrigerator', 'RF-E2E-2', 'Two door 300 l'],
    ]);
    await screens.upload(file);
    await expect(page.getByText('Uploaded Product Lines Successfully')).toBeVisible();
    await expect(screens.row(file.name).getByText('Completed')).toBeVisible({ timeout: 20_000 });
    expect(await mock.records('productLines', 'code', 'PL-E2E-2')).toEqual([
      expect.objectContaining({ value: 'Refrigerator', model_code: 'RF-E2E-2' }),
    ]);

    await page.getByRole('button', { name: 'Toggle filters' }).click();
    await chooseOption(page, 'Upload By', 'Ayu Admin');
    await chooseOption(page, 'Status', 'Completed');
    await page.getByRole('button', { name: 'Apply' }).click();
    const rows = screens.table().getByRole('row');
    // Retried until the filtered page has replaced the unfiltered one (the file's row is on both).
    const dataRows = screens.table().locator('tbody tr');
    await expect(dataRows.filter({ hasNotText: 'Ayu Admin' })).toHaveCount(0);
    await expect(dataRows.filter({ hasNotText: 'Completed' })).toHaveCount(0);
    await expect(rows.filter({ hasText: file.name })).toHaveCount(1);
    await chooseOption(page, 'Status', 'Failed');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(screens.table()).toContainText(
      'No data matches the applied filters. Clear All shows every entry.',
    );
    await expect(page.getByText('Showing 0 - 0 of 0 entries')).toBeVisible();
    await page.getByRole('button', { name: 'Clear All' }).click();
    await expect(rows.filter({ hasText: file.name })).toHaveCount(1);
    await expect(page.getByText(/^Showing 1 - \d of \d+ entries$/)).toBeVisible();
  });

  test('a failed upload call shows "Something wrong. Try again later."', async ({ page, signIn, mock }) => {
    await signIn('dataentry', '/customer/upload-data');
    await mock.fail('/api/files', 500, { method: 'POST' });
    const screens = new UploadScreens(page);
    await screens.upload(workbookFile('x.xls', [['Customer Name'], ['A']]));
    await expect(page.getByText('Something wrong. Try again later.')).toBeVisible();
  });

  test('the detail screen without an upload chosen says so', async ({ page, signIn }) => {
    await signIn('dataentry', '/product-line/upload-detail');
    await expect(page.getByRole('heading', { name: 'Upload Details' })).toBeVisible();
    await expect(page.getByText('No upload selected.')).toBeVisible();
    await page.getByRole('link', { name: 'Back to Upload Data' }).click();
    await expect(page).toHaveURL(/\/product-line\/upload-data$/);
  });

  test('viewer: sees the customer and gift claim lists, not the upload screens', async ({ page, signIn }) => {
    await signIn('viewer');
    await expect(page).toHaveURL(/\/customer\/list-customer$/);
    await expect(page.getByRole('heading', { name: 'Customer Data' })).toBeVisible();
    await page.goto('/giftclaim/list-gift-claim');
    await expect(page.getByRole('heading', { name: 'Gift Claim Data' })).toBeVisible();
    for (const path of ['/customer/upload-data', '/product-line/upload-data', '/giftclaim/upload-data']) {
      await page.goto(path);
      await expect(page.getByText('No Access Found', { exact: true })).toBeVisible();
      await expect(page).toHaveURL(/\/customer\/list-customer$/);
      await expect(page.getByRole('button', { name: 'Upload Data', exact: true })).toHaveCount(0);
    }
  });
});
