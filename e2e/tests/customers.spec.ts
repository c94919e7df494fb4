import { SPEC_COLUMNS } from '@crm/fixtures';
import type { Page } from '@playwright/test';
import { apiCall, nextApiRequest, sentRequests, type Entry } from '../support/api';
import { audit } from '../support/axe';
import { exportList } from '../support/exportList';
import { expect, test, type Persona } from '../support/fixtures';
import { expectShownFor3s, watchLifetime } from '../support/lifetime';
import { expectBadGateway } from '../support/listErrors';
import { RecordListPage, SEEDED_LISTS, seededList } from '../support/pages/recordList';
import { openFromMenu } from '../support/menu';

const SEEDED = SEEDED_LISTS.customers.rows;

/** Where the app keeps the language chosen (support/language.ts, rememberLanguage). */
const LANGUAGE_KEY = 'crm.language';

/** The customer list's columns in Bahasa Indonesia (the Action column aside). */
const CUSTOMER_HEADERS = [
  'Nama',
  'Kontak',
  'Jenis Layanan',
  'No. Order Servis',
  'Kode Produk',
  'Lokasi Pelanggan',
  'Pembaruan Terakhir',
];

/** Opens the seeded customer list at its address (page 1, no filter). */
async function openList(page: Page): Promise<RecordListPage> {
  await page.goto('/customer/list-customer');
  return seededList(page, 'customers');
}

/** Signs in as `who` on the seeded customer list: the list and its row `index`. */
async function openCustomers(page: Page, signIn: (who: Persona) => Promise<void>, who: Persona, index = 0) {
  await signIn(who);
  const list = await seededList(page, 'customers');
  return { list, row: await list.row(index) };
}

// Both personas hold crm.customer.list, which allows every action of the list (mock-server/src/personas.ts), and
// see the same rows: each journey runs once, the two sharing them, rather than every journey once for each.
test.describe('customer list journeys', () => {
  // Each persona signs in once. A step opens the list afresh at its address (openList) unless it looks at the list
  // the sign-in landed on; the steps that change data come after those that only read it.
  test('dataentry: filters, then edits (the required fields, the Contact and Location checks)', async ({
    page,
    mock,
    signIn,
  }) => {
    await signIn('dataentry');
    await test.step('dataentry: filters by drop-downs and by Last Update day; Clear All loads the whole list again', async () => {
      await expect(page).toHaveURL(/\/customer\/list-customer$/);
      const list = await seededList(page, 'customers');
      expect(await list.headers()).toEqual([...SPEC_COLUMNS.customers, 'Action']);
      const first = await list.row(0);
      await list.openFilters();
      for (const label of [
        'Customer Name',
        'Contact',
        'Service Order',
        'Service Type',
        'Product Code',
        'Cust. Location',
      ]) {
        await expect(list.filterField(label).locator('.p-dropdown-label')).toHaveText('Select...');
      }
      await list.pick('Cust. Location', first['Cust Location']!);
      await list.pick('Service Type', first['Service type']!);
      const filterCall = nextApiRequest(page, 'POST', '/api/customers');
      await list.apply();
      expect((await filterCall).postDataJSON()).toEqual({
        filters: [
          { property: 'call_type', value: first['Service type'] },
          { property: 'city', value: first['Cust Location'] },
        ],
      });
      await expect(list.footer).toHaveText(/^Showing 1 - \d of \d+ entries$/);
      const total = await list.total();
      expect(total).toBeGreaterThan(0);
      expect(total).toBeLessThan(SEEDED);
      expect(new Set(await list.column('Cust Location'))).toEqual(new Set([first['Cust Location']]));
      expect(new Set(await list.column('Service type'))).toEqual(new Set([first['Service type']]));

      // Clear All: every filter back to "Select...", the whole list reloaded with GET.
      const wholeList = nextApiRequest(page, 'GET', '/api/customers');
      await list.clearAll();
      await wholeList;
      await list.expectFooter(`Showing 1 - 5 of ${SEEDED} entries`);
      await expect(list.filterField('Cust. Location').locator('.p-dropdown-label')).toHaveText('Select...');

      // A customer name (names repeat across service orders).
      await list.pick('Customer Name', first.Name!);
      await list.apply();
      await expect.poll(async () => new Set(await list.column('Name'))).toEqual(new Set([first.Name]));

      // The Last Update day.
      await list.clearAll();
      await list.expectFooter(`Showing 1 - 5 of ${SEEDED} entries`);
      const day = first['Last Update']!.slice(0, 10);
      await page.getByRole('combobox', { name: 'Last Update' }).fill(day);
      await page.getByRole('combobox', { name: 'Last Update' }).press('Escape');
      const dayCall = nextApiRequest(page, 'POST', '/api/customers');
      await list.apply();
      expect((await dayCall).postDataJSON()).toEqual({ filters: [{ property: 'updated_at', value: day }] });
      await expect(list.footer).toBeVisible();
      for (const value of await list.column('Last Update')) expect(value.startsWith(day)).toBe(true);
    });

    await test.step('dataentry: edit refuses empty fields, then saves; the success dialog closes after 3 s and the list shows the change', async () => {
      const list = await openList(page);
      const before = await list.row(0);
      const puts = sentRequests(page, 'PUT');
      await list.rowAction(0, 'Edit').click();
      const dialog = list.dialog;
      await expect(dialog.getByLabel('Name')).toHaveValue(before.Name!);
      await expect(dialog.getByLabel('Service Type')).toHaveValue(before['Service type']!);
      await expect(dialog.getByLabel('Service Type')).not.toBeEditable();
      await expect(dialog.getByLabel('Service Order')).not.toBeEditable();

      await dialog.getByLabel('Location').fill('');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog.getByRole('alert')).toHaveText('Please fill out all fields to proceed');
      expect(puts).toEqual([]);

      const name = 'Renamed by dataentry';
      // A city the customer data holds (the customer rules refuse others).
      await dialog.getByLabel('Location').fill('Bandung');
      await dialog.getByLabel('Name').fill(name);
      const successLifetime = await watchLifetime(page, 'Updated Data Successfully');
      const put = page.waitForRequest((request) => request.method() === 'PUT');
      await dialog.getByRole('button', { name: 'Save' }).click();
      const body = (await put).postDataJSON() as { customer: Entry[] };
      expect(body.customer.find((entry) => entry.key === 'customer_name')?.value).toBe(name);
      expect(body.customer).toHaveLength(24);

      await expectShownFor3s(page, 'Updated Data Successfully', successLifetime);
      await expect.poll(async () => (await list.row(0)).Name).toBe(name);
      const after = await list.row(0);
      expect(after['Cust Location']).toBe('Bandung');
      expect(after['Service Order']).toBe(before['Service Order']);
      expect(after['Last Update']).not.toBe(before['Last Update']);
    });

    await test.step('the edit dialog says, before sending, that a Contact is no phone number and a Location no known city', async () => {
      const list = await openList(page);
      const puts = sentRequests(page, 'PUT');
      await list.rowAction(0, 'Edit').click();
      const dialog = list.dialog;
      await dialog.getByLabel('Contact').fill('abc');
      await dialog.getByLabel('Location').fill('Bandungg');
      await dialog.getByRole('button', { name: 'Save' }).click();
      const alert = dialog.getByRole('alert');
      await expect(alert).toContainText('Contact "abc" is not a valid phone number (8 to 15 digits)');
      await expect(alert).toContainText('Location "Bandungg" is not a known city (did you mean "Bandung"?)');
      await expect(dialog.getByLabel('Contact')).toHaveAttribute('aria-invalid', 'true');
      await expect(dialog.getByLabel('Location')).toHaveAttribute('aria-invalid', 'true');
      expect(puts).toEqual([]);

      // The server applies the same rules (a client that skipped them): 400 naming the field, no new city.
      const listed = await apiCall<{ body: { data: { customers: Record<string, Entry[]> } } }>(
        page,
        'GET',
        '/api/customers',
      );
      const id = Object.keys(listed.body.data.customers)[0];
      const refused = await apiCall<{
        status: number;
        body: { message: string; errors: { field: string }[] };
      }>(page, 'PUT', `/api/customers/${id}`, { customer: [{ key: 'city', value: 'Bandungg' }] });
      expect(refused.status).toBe(400);
      expect(refused.body.errors.map((problem) => problem.field)).toEqual(['city']);
      expect(await mock.records('customers', 'city', 'Bandungg')).toEqual([]);

      // Fixed: sent in the stored forms (the phone without separators, the city as the data spells it).
      await dialog.getByLabel('Contact').fill('0812 3456 7890');
      await dialog.getByLabel('Location').fill('bandung');
      const put = page.waitForRequest((request) => request.method() === 'PUT');
      await dialog.getByRole('button', { name: 'Save' }).click();
      const body = (await put).postDataJSON() as { customer: Entry[] };
      expect(body.customer.find((entry) => entry.key === 'mobile_no')?.value).toBe('081234567890');
      expect(body.customer.find((entry) => entry.key === 'city')?.value).toBe('Bandung');
      await expect(page.getByText('Updated Data Successfully')).toBeVisible();
    });
  });

  test('admin: paging, the virtualised filter list, a customer detail, delete', async ({ page, signIn }) => {
    await signIn('admin');
    await test.step('admin: pages 5 rows at a time with a window of 5 page numbers', async () => {
      const list = await seededList(page, 'customers');
      const pager = page.getByRole('navigation', { name: 'Pagination' });
      await expect(list.rows).toHaveCount(5);
      await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();
      await expect(pager.getByRole('button', { name: /^Page / })).toHaveText(['1', '2', '3', '4', '5']);
      const firstPage = await list.column('Service Order');

      await pager.getByRole('button', { name: 'Next' }).click();
      await list.expectFooter(`Showing 6 - 10 of ${SEEDED} entries`);
      await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
      expect(await list.column('Service Order')).not.toEqual(firstPage);

      await pager.getByRole('button', { name: 'Page 5' }).click();
      await list.expectFooter(`Showing 21 - 25 of ${SEEDED} entries`);
      await expect(pager.getByRole('button', { name: /^Page / })).toHaveText(['3', '4', '5', '6', '7']);

      await pager.getByRole('button', { name: 'Previous' }).click();
      await list.expectFooter(`Showing 16 - 20 of ${SEEDED} entries`);
      await expect(pager.getByRole('button', { name: /^Page / })).toHaveText(['2', '3', '4', '5', '6']);

      await pager.getByRole('button', { name: 'Page 2' }).click();
      await pager.getByRole('button', { name: 'Page 1' }).click();
      await list.expectFooter(`Showing 1 - 5 of ${SEEDED} entries`);
      expect(await list.column('Service Order')).toEqual(firstPage);
    });

    await test.step('long filter lists are virtualised: a few of the 500 service orders are in the DOM', async () => {
      const list = await seededList(page, 'customers');
      await list.openFilters();
      const panel = await list.openSelect('Service Order');
      await expect(panel.locator('.p-virtualscroller')).toBeVisible();
      const inDom = await panel.locator('.p-dropdown-item').count();
      expect(inDom).toBeGreaterThan(3);
      expect(inDom).toBeLessThan(40);
      // Scrolling brings later options in.
      await panel
        .locator('.p-virtualscroller')
        .evaluate((element) => element.scrollTo(0, element.scrollHeight));
      await expect(panel.locator('.p-dropdown-item').last()).toHaveText(/^SO\d+$/);
    });

    await test.step('admin: view opens that customer’s detail, with the product-line label', async () => {
      const list = await openList(page);
      const row = await list.row(1);
      await list.rowAction(1, 'View').click();
      await expect(page).toHaveURL(/\/customer\/detail$/);
      await expect(page).toHaveTitle('Customer Detail');
      const id = await page.evaluate(() => sessionStorage.getItem('customerId'));
      expect(id).toMatch(/^\d+$/);

      const detail = await apiCall<{ body: { data: { customer: Entry[] } } }>(
        page,
        'POST',
        `/api/customers/${id}`,
      );
      const values = Object.fromEntries(detail.body.data.customer.map((entry) => [entry.key, entry.value]));
      const lines = await apiCall<{ body: { data: { product_lines: Record<string, Entry[]> } } }>(
        page,
        'GET',
        '/api/product-lines',
      );
      const all = Object.values(lines.body.data.product_lines).flat();
      const codeEntry = all.find(
        (entry) => entry.key === 'code' && entry.value === values['product_line_alpha_-_numeric'],
      );
      const label = all.find(
        (entry) => entry.key === 'value' && entry.table_data_id === codeEntry?.table_data_id,
      )?.value;
      expect(label).toBeTruthy();

      const field = (name: string) =>
        page
          .locator('.detail-field')
          .filter({ has: page.getByText(name, { exact: true }) })
          .locator('dd');
      await expect(field('Customer Name')).toHaveText(row.Name!);
      // The heading names the record, and it offers Edit with that customer's values.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        `Customer Detail: ${row.Name} (service order ${row['Service Order']})`,
      );
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Customer' });
      await expect(edit.getByLabel('Service Order')).toHaveValue(row['Service Order']!);
      await edit.getByRole('button', { name: 'Cancel' }).click();
      await expect(edit).toBeHidden();
      await expect(field('Phone Number')).toHaveText(row.Contact!);
      await expect(field('Model Code')).toHaveText(row['Product Code']!);
      await expect(field('Product Line Alpha-Numeric')).toHaveText(label!);
      await expect(field('Call Status')).toHaveText(values.call_status || '-');
      await expect(field('Engineer Name')).toHaveText(values.engineer_name || '-');
      await expect(field('Service Provider Name')).toHaveText(
        `${values.service_provider_name} (${values.service_provider_code})`,
      );
      for (const name of [
        'Closure Date',
        'Attended Time',
        'Action Taken',
        'Pending Reason',
        'Address',
        'Route',
        'Coverage Type',
        'Model Description',
        'PNC Number',
        'Brand Code',
        'Machine Serial No',
        'Service Order Received By',
        'Call Priority',
      ]) {
        await expect(field(name)).toHaveText(/\S/);
      }
      for (const card of ['Delivery Info', 'Product Info']) {
        await expect(page.getByRole('heading', { name: card })).toBeVisible();
      }

      // Without a stored id there is nothing to show.
      await page.evaluate(() => sessionStorage.removeItem('customerId'));
      await page.reload();
      await expect(page.getByText('No data available.')).toBeVisible();
    });

    await test.step('admin: delete asks for confirmation, then removes the customer', async () => {
      const list = await openList(page);
      const first = await list.row(0);
      const deletes = sentRequests(page, 'DELETE');

      await list.rowAction(0, 'Delete').click();
      await list.dialog.getByRole('button', { name: 'No, Keep It.' }).click();
      await expect(list.dialog).toBeHidden();
      expect(deletes).toEqual([]);

      await list.rowAction(0, 'Delete').click();
      await list.dialog.getByRole('button', { name: 'Yes, Delete!' }).click();
      await expect(page.getByText('Deleted Data Successfully')).toBeVisible();
      expect(deletes).toHaveLength(1);
      await expect(page.getByText('Deleted Data Successfully')).toBeHidden({ timeout: 8000 });
      await list.expectFooter(`Showing 1 - 5 of ${SEEDED - 1} entries`);
      expect(await list.column('Service Order')).not.toContain(first['Service Order']);
      const id = new URL(deletes[0]!).pathname.split('/').pop();
      expect((await apiCall<{ status: number }>(page, 'POST', `/api/customers/${id}`)).status).toBe(404);
    });
  });

  // A test of its own, on the seed: after the English steps' delete, the list's rows moved under this one's reads.
  test('admin: the customer list in Bahasa Indonesia: filter and chip, edit with an Indonesian check, save, export, accessible', async ({
    page,
    signIn,
  }) => {
    await signIn('admin');
    // Chosen before the list opens, stored as the profile menu stores it.
    await page.evaluate((key) => localStorage.setItem(key, 'id'), LANGUAGE_KEY);
    await page.goto('/customer/list-customer');
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
    const table = page.getByRole('table', { name: 'Data Pelanggan' });
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(5);
    await expect(table.getByRole('columnheader')).toHaveText([...CUSTOMER_HEADERS, 'Aksi']);
    // The Action column is known by its key, not its words: pinned in Indonesian too.
    await expect(table.getByRole('columnheader', { name: 'Aksi' })).toHaveClass(/\bcol-action\b/);
    await expect(rows.first().getByRole('button', { name: 'Lihat', exact: true })).toBeVisible();
    await expect(rows.first().getByRole('button', { name: 'Ubah', exact: true })).toBeVisible();
    await expect(rows.first().getByRole('button', { name: 'Hapus', exact: true })).toBeVisible();

    // A filter on the location of the first row, and its chip.
    const location = (await rows.first().locator('td').nth(5).innerText()).trim();
    const toggleFilters = page.getByRole('button', { name: 'Tampilkan atau sembunyikan filter' });
    await toggleFilters.click();
    const filters = page.getByRole('search', { name: 'Filter Data Pelanggan' });
    const city = filters.locator('.field').filter({ has: page.locator('#customer-filter-city') });
    await expect(city).toContainText('Lokasi Pelanggan');
    await city.locator('.p-dropdown').click();
    const panel = page.locator('.p-dropdown-panel');
    const search = panel.locator('.p-dropdown-filter');
    if (await search.count()) await search.fill(location);
    await panel.getByRole('option', { name: location, exact: true }).click();
    await filters.getByRole('button', { name: 'Terapkan' }).click();
    await toggleFilters.click();
    // With the panel closed the applied filter is a chip, beside "Hapus semua".
    const chips = page.getByRole('list', { name: 'Filter aktif' });
    await expect(chips.getByRole('listitem').filter({ hasText: ': ' })).toHaveText([
      `Lokasi Pelanggan: ${location}`,
    ]);
    await expect(
      chips.getByRole('button', { name: `Hapus filter Lokasi Pelanggan: ${location}` }),
    ).toBeVisible();
    await expect(chips.getByRole('button', { name: 'Hapus semua' })).toBeVisible();
    await expect
      .poll(
        async () =>
          new Set((await rows.locator('td:nth-child(6)').allInnerTexts()).map((text) => text.trim())),
      )
      .toEqual(new Set([location]));
    expect(await audit(page, 'customer list (id)')).toEqual([]);

    // Edit: the customer rules' finding in Indonesian, then a save that goes through.
    await rows.first().getByRole('button', { name: 'Ubah', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Ubah Pelanggan' });
    await expect(dialog.getByLabel('Jenis Layanan')).toHaveAttribute('readonly', '');
    const contact = dialog.getByLabel('Kontak', { exact: true });
    await contact.fill('abc');
    const save = dialog.getByRole('button', { name: 'Simpan' });
    await save.click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'Kontak "abc" bukan nomor telepon yang valid (8 sampai 15 digit)',
    );
    await expect(contact).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByLabel('Nama', { exact: true }).fill('');
    await save.click();
    await expect(dialog.getByRole('alert')).toHaveText('Harap isi semua kolom untuk melanjutkan');
    expect(await audit(page, 'customer edit dialog (id)')).toEqual([]);
    await dialog.getByLabel('Nama', { exact: true }).fill('Ani Indonesia');
    await contact.fill('0812 3456 7890');
    await save.click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('dialog', { name: 'Berhasil' })).toContainText('Data Berhasil Diperbarui');
    await expect(rows.first().locator('td').first()).toHaveText('Ani Indonesia');
    await expect(rows.first().locator('td').nth(1)).toHaveText('081234567890');

    // The export (built in the list's worker) has the Indonesian headers.
    await expect(page.getByRole('dialog')).toBeHidden({ timeout: 10_000 });
    const { rows: sheet } = await exportList(page, 'Ekspor');
    expect(sheet[0]).toEqual(CUSTOMER_HEADERS);
    expect(new Set(sheet.slice(1).map((row) => row[5]))).toEqual(new Set([location]));

    // A header sorts in Indonesian; the URL names the column by its English words, as in every language.
    await table.getByRole('button', { name: 'Nama', exact: true }).click();
    await expect(page).toHaveURL(/[?&]sort=Name(&|$)/);
    await expect(table.getByRole('columnheader', { name: /^Nama/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  });
});

test.describe('customer list', () => {
  test('a viewer sees the customer and product line lists', async ({ page, signIn }) => {
    await signIn('viewer');
    await seededList(page, 'customers');
    await openFromMenu(page, 'Product Line', 'List Product Line');
    await new RecordListPage(page, 'Product Line Data').expectFooter('Showing 1 - 5 of 36 entries');
  });

  test('a list load that fails with 502 shows "Something Wrong (502) Bad Gateway"', async ({
    page,
    mock,
    signIn,
  }) => {
    await signIn('admin');
    await seededList(page, 'customers');
    await mock.fail('/api/customers', 502, { method: 'GET' });
    await page.reload();
    await expectBadGateway(page, 'Customer Data');
  });

  // Spec part 1 section 8 closes the dialog and reloads silently; the app says so (docs/deviations.md).
  const FAILURES = [
    { name: '500', reason: 'The customer database is not answering.' },
    { name: 'no answer', reason: 'The server could not be reached. Check your connection and try again.' },
  ] as const;
  for (const action of ['Edit', 'Delete'] as const)
    for (const failure of FAILURES)
      test(`a failed ${action.toLowerCase()} (${failure.name}) closes the dialog, reloads the list and says why`, async ({
        page,
        mock,
        signIn,
      }) => {
        const { list, row: before } = await openCustomers(page, signIn, 'dataentry');
        await list.rowAction(0, action).click();
        const method = action === 'Edit' ? 'PUT' : 'DELETE';
        if (failure.name === '500')
          await mock.fail('/api/customers/*', 500, { method, body: { message: failure.reason } });
        else
          await page.route('**/api/customers/*', (route) =>
            route.request().method() === method ? route.abort('connectionreset') : route.fallback(),
          );
        const reload = nextApiRequest(page, 'GET', '/api/customers');
        if (action === 'Edit') {
          await list.dialog.getByLabel('Name').fill('Will not be saved');
          await list.dialog.getByRole('button', { name: 'Save' }).click();
        } else await list.dialog.getByRole('button', { name: 'Yes, Delete!' }).click();
        const said = page.getByRole('alert').filter({ hasText: 'Something wrong. Please try again later' });
        await expect(said).toContainText(failure.reason);
        await reload;
        await expect(list.dialog).toBeHidden();
        await expect(page.getByText(/(Updated|Deleted) Data Successfully/)).toHaveCount(0);
        expect(await list.row(0)).toEqual(before);
      });

  test('a filter shows its result from the loaded list at once; the filter call answers after and its result stands', async ({
    page,
    mock,
    signIn,
  }) => {
    const { list, row: first } = await openCustomers(page, signIn, 'dataentry');
    // The filter call now takes 15 s to answer; the whole list is already loaded.
    await mock.latency(15_000, '/api/customers');
    let answered = false;
    page.on('requestfinished', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/customers')
        answered = true;
    });
    await list.openFilters();
    await list.pick('Cust. Location', first['Cust Location']!);
    const filterCall = nextApiRequest(page, 'POST', '/api/customers');
    await list.apply();
    await filterCall; // the spec's call is made
    await expect(list.footer).toHaveText(/^Showing 1 - \d of \d+ entries$/);
    expect(answered, 'the result showed before the filter call answered').toBe(false);
    const previewTotal = await list.total();
    expect(previewTotal).toBeLessThan(SEEDED);
    expect(new Set(await list.column('Cust Location'))).toEqual(new Set([first['Cust Location']]));
    // The call's answer arrives and is what stays (the same customers here: nobody changed any).
    await expect.poll(() => answered, { timeout: 40_000 }).toBe(true);
    await expect(list.footer).toHaveText(
      `Showing 1 - ${Math.min(5, previewTotal)} of ${previewTotal} entries`,
    );
    expect(new Set(await list.column('Cust Location'))).toEqual(new Set([first['Cust Location']]));
  });
});
