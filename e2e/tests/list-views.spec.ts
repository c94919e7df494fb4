import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { openSeededList, RecordListPage } from '../support/pages/recordList';

/**
 * Every list on one view layer (the list kit): a reload, a pasted link or a new tab of a filtered view gives
 * a working filter panel; a filter that falls back to the whole list leaves no chip or URL key behind; chips
 * name values by their labels; the upload lists' ID Upload filter offers file names.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const FOOTER = /^Showing \d+ (-|to) \d+ of \d+ entries$/;

/** The path and the query of a URL, its query keys sorted ("+" and "%20" alike). */
function viewOf(url: string): string {
  const { pathname, searchParams } = new URL(url);
  searchParams.sort();
  return `${pathname}?${searchParams.toString()}`;
}

/** The options of a filter drop-down (opened as a user does, then closed again). */
async function optionsOf(list: RecordListPage, label: string): Promise<string[]> {
  const panel = await list.openSelect(label);
  const options = (await panel.locator('.p-dropdown-item').allInnerTexts()).map((text) => text.trim());
  await list.page.keyboard.press('Escape');
  await expect(list.page.locator('.p-dropdown-panel')).toHaveCount(0);
  return options;
}

/** The filter panel of a list opened from a filtered URL: the applied value selected, the others offered. */
async function expectWorkingPanel(
  page: Page,
  list: RecordListPage,
  applied: { label: string; value: string },
  other: string,
) {
  await list.openFilters();
  await expect(list.filterField(applied.label).locator('.p-dropdown-label')).toHaveText(applied.value);
  // Every drop-down has its options (not "No options" until Clear All), the applied one included.
  await expect.poll(async () => (await optionsOf(list, other)).length).toBeGreaterThan(1);
  const options = await optionsOf(list, applied.label);
  expect(options).toContain(applied.value);
  expect(options.length).toBeGreaterThan(1);
  // Another value can be chosen and applied at once.
  const next = options.find((option) => option !== applied.value)!;
  await list.pick(applied.label, next);
  await list.apply();
  await expect(page).toHaveURL(new RegExp(`[?&]\\w+=${encodeURIComponent(next).replace(/%20/g, '\\+')}`));
}

test.describe('list views that survive a reload', () => {
  // One admin sign-in for the admin's views: each step opens its own address with a fresh load. Several lists at
  // their full size, one after the other: more time than one test's default on a busy machine.
  test('admin: filtered views of the customers, product lines, customer uploads and campaigns; the way back', async ({
    page,
    signIn,
  }) => {
    test.setTimeout(240_000);
    await signIn('admin', '/customer/list-customer?call_type=Inspection');
    await test.step('customers ?call_type=Inspection: the panel shows the filter applied and offers every option', async () => {
      const list = new RecordListPage(page, 'Customer Data');
      await expect(list.footer).toHaveText(FOOTER, { timeout: 30_000 });
      for (const type of await list.column('Service type')) expect(type).toBe('Inspection');
      await expectWorkingPanel(page, list, { label: 'Service Type', value: 'Inspection' }, 'Cust. Location');
      await expect(list.footer).toHaveText(FOOTER, { timeout: 30_000 });
      await expect(page).not.toHaveURL(/call_type=Inspection/);
    });

    await test.step('product lines ?model_code=...: the panel works after a reload and in a new tab', async () => {
      const list = await openSeededList(page, 'productLines');
      const modelCode = (await list.row(0))['Model Code']!;
      await page.goto(`/product-line/list-product-line?model_code=${encodeURIComponent(modelCode)}`);
      await expect(list.footer).toHaveText(FOOTER);
      await page.reload();
      await expect(list.footer).toHaveText(FOOTER);
      await expectWorkingPanel(page, list, { label: 'Model Code', value: modelCode }, 'Code');

      const other = await page.context().newPage();
      await other.goto(`/product-line/list-product-line?model_code=${encodeURIComponent(modelCode)}`);
      const otherList = new RecordListPage(other, 'Product Line Data');
      await expect(otherList.footer).toHaveText(FOOTER);
      await expectWorkingPanel(other, otherList, { label: 'Model Code', value: modelCode }, 'Value');
      await other.close();
    });

    await test.step('customer uploads ?upload_by=...: the panel works; ID Upload offers file names and filters by id', async () => {
      await page.goto('/customer/upload-data');
      const list = new RecordListPage(page, 'Customer uploads');
      const panel = new RecordListPage(page, 'Upload Data');
      await expect(list.footer).toHaveText(FOOTER);
      const uploader = (await list.row(0))['Upload By']!;
      await page.goto(`/customer/upload-data?upload_by=${encodeURIComponent(uploader)}`);
      await expect(list.footer).toHaveText(FOOTER);
      await expectWorkingPanel(page, panel, { label: 'Upload By', value: uploader }, 'Division');

      // ID Upload: the file names the table shows, not bare ids; picking one filters by its id.
      await page.goto('/customer/upload-data');
      await expect(list.footer).toHaveText(FOOTER);
      await panel.openFilters();
      const names = await optionsOf(panel, 'ID Upload');
      expect(names.length).toBeGreaterThan(1);
      for (const name of names) expect(name).not.toMatch(UUID);
      const fileName = (await list.row(0))['ID Upload']!.split('\n')[0]!.trim();
      const option = names.find((name) => name === fileName || name.startsWith(`${fileName} · `))!;
      expect(option).toBeDefined();
      const sent = page.waitForRequest(
        (request) => request.url().endsWith('/api/files/filter') && request.method() === 'POST',
      );
      await panel.pick('ID Upload', option);
      await panel.apply();
      const body = (await sent).postDataJSON() as { filters: { key: string; value: string }[] };
      const id = body.filters.find((filter) => filter.key === 'id')?.value ?? '';
      expect(id).toMatch(UUID);
      await expect(page).toHaveURL(new RegExp(`[?&]id=${id}`));
      await expect(list.footer).toHaveText('Showing 1 - 1 of 1 entries');
      await expect(list.rows.first()).toContainText(fileName);
      // The chip names the file, not the id.
      await page.getByRole('button', { name: 'Toggle filters' }).click();
      await expect(
        page.getByRole('list', { name: 'Active filters' }).getByText(`ID Upload: ${option}`),
      ).toBeVisible();
    });

    await test.step('chips show the option label, never the stored value', async () => {
      await page.goto('/campaign/list-campaign?status=FINISHED');
      await expect(page.getByText('No data matches the applied filters.', { exact: false })).toBeVisible();
      const chips = page.getByRole('list', { name: 'Active filters' });
      await expect(chips.getByText('Status: finished', { exact: true })).toBeVisible();
      await expect(chips.getByText(/FINISHED/)).toHaveCount(0);
    });

    await test.step('"Back to ..." from a detail page returns to the list as it was: filters, page and sort', async () => {
      // The lists the earlier steps showed are forgotten: only this step's views are there to go back to.
      await page.evaluate(() => sessionStorage.removeItem('crm.listViews'));
      await page.goto('/customer/list-customer');
      const list = new RecordListPage(page, 'Customer Data');
      await expect(list.footer).toHaveText(/^Showing 1 - 5 of \d+ entries$/, { timeout: 30_000 });
      const city = (await list.row(0))['Cust Location']!;
      await page.goto(`/customer/list-customer?city=${encodeURIComponent(city)}&sort=-Name&page=2`);
      await expect(list.footer).toHaveText(/^Showing 6 - \d+ of \d+ entries$/, { timeout: 30_000 });
      const view = page.url();
      const shown = await list.column('Name');
      await list.rowAction(1, 'View').click();
      await expect(page).toHaveURL(/\/customer\/detail$/);
      await page.getByRole('link', { name: 'Back to Customer Data' }).click();
      await expect.poll(() => viewOf(page.url())).toBe(viewOf(view));
      await expect(list.footer).toHaveText(/^Showing 6 - \d+ of \d+ entries$/, { timeout: 30_000 });
      expect(await list.column('Name')).toEqual(shown);

      // A campaign opened from the history goes back to the history (not the campaign list), as it was.
      await page.goto('/campaign/history?sort=Campaign+Name&page=2');
      await expect(page.getByText(/^Showing 6 to \d+ of \d+ entries$/)).toBeVisible();
      const history = page.url();
      await page
        .getByRole('button', { name: /^View details of / })
        .first()
        .click();
      await expect(page).toHaveURL(/\/campaign\/detail$/);
      await page.getByRole('link', { name: 'Back to Campaign History' }).click();
      await expect.poll(() => viewOf(page.url())).toBe(viewOf(history));
    });
  });

  test('product lines: a filter call that fails shows the whole list with no chip or URL key naming the filter', async ({
    page,
    signIn,
    mock,
  }) => {
    await signIn('admin');
    await mock.fail('/api/product-lines', 500, { method: 'POST', body: { message: 'Filter service down' } });
    await page.goto('/product-line/list-product-line?code=WMF01&sort=Code');
    const list = new RecordListPage(page, 'Product Line Data');
    await list.expectFooter('Showing 1 - 5 of 36 entries');
    await expect(
      page.getByRole('status').filter({ hasText: 'The filters could not be applied' }),
    ).toContainText('Filter service down');
    await expect(page).not.toHaveURL(/code=/);
    await expect(page).toHaveURL(/sort=Code/);
    await expect(page.getByRole('list', { name: 'Active filters' })).toHaveCount(0);
    await list.openFilters();
    await expect(list.filterField('Code').locator('.p-dropdown-label')).toHaveText('Select...');
  });

  test('Upload Details has its way back to the upload list as it was', async ({ page, signIn }) => {
    await signIn('dataentry', '/customer/upload-data?status=Completed');
    await expect(page.getByText(/^Showing 1 - \d+ of \d+ entries$/)).toBeVisible();
    const view = page.url();
    await page
      .getByRole('button', { name: /^View upload / })
      .first()
      .click();
    await expect(page.getByRole('heading', { name: 'Upload Details' })).toBeVisible();
    await expect(page.getByText('File Info')).toBeVisible();
    await page.getByRole('link', { name: 'Back to Upload Data' }).click();
    await expect.poll(() => viewOf(page.url())).toBe(viewOf(view));
    await expect(page.getByText(/^Showing 1 - \d+ of \d+ entries$/)).toBeVisible();
  });

  test('viewer: the way back from an upload detail leads to a screen they can open', async ({
    page,
    signIn,
  }) => {
    await signIn('viewer', '/customer/upload-detail');
    await expect(page.getByText('No upload selected.')).toBeVisible();
    const back = page.getByRole('link', { name: /^Back to / });
    // Not to the upload list, which a viewer cannot open ("No Access Found").
    await expect(back).toHaveAttribute('href', '/customer/list-customer');
    await back.click();
    await expect(page).toHaveURL(/\/customer\/list-customer$/);
    await expect(page.getByRole('heading', { name: 'Customer Data' })).toBeVisible();
    await expect(page.getByText('No Access Found', { exact: true })).toHaveCount(0);
  });
});

test.describe('list controls that do what they say', () => {
  // One admin sign-in; each step opens its own address with a fresh load (the customer list three times: more
  // time than one test's default on a busy machine).
  test('admin: Clear all and a page past the end', async ({ page, signIn }) => {
    test.setTimeout(240_000);
    await signIn('admin', '/customer/list-customer');
    await test.step('customers ?call_type=Repair&q=Jakarta: Clear all, from the chips or the panel, shows every entry', async () => {
      const list = new RecordListPage(page, 'Customer Data');
      await expect(list.footer).toHaveText(/^Showing 1 - 5 of [\d,]+ entries$/, { timeout: 30_000 });
      const everyone = await list.total();
      for (const from of ['chips', 'panel'] as const) {
        await page.goto('/customer/list-customer?call_type=Repair&q=Jakarta');
        await expect.poll(() => list.total(), { timeout: 30_000 }).toBeLessThan(everyone);
        if (from === 'chips') {
          const chips = page.getByRole('list', { name: 'Active filters' });
          await chips.getByRole('button', { name: 'Clear all' }).click();
        } else {
          await list.openFilters();
          await list.clearAll();
        }
        await expect(list.footer, from).toHaveText(
          `Showing 1 - 5 of ${everyone.toLocaleString('en')} entries`,
          {
            timeout: 30_000,
          },
        );
        await expect(page, from).toHaveURL(/\/customer\/list-customer$/);
        await expect(page.getByRole('searchbox', { name: 'Quick search' })).toHaveValue('');
      }
    });

    await test.step('?page=999 shows the last page, and the address says which (held rows and the customer worker)', async () => {
      for (const [path, title] of [
        ['/product-line/list-product-line', 'Product Line Data'],
        ['/customer/list-customer', 'Customer Data'],
      ] as const) {
        await page.goto(`${path}?page=999`);
        const list = new RecordListPage(page, title);
        await expect(list.footer).toBeVisible({ timeout: 30_000 });
        const total = await list.total();
        const last = Math.ceil(total / 5);
        await expect(list.footer).toHaveText(
          `Showing ${((last - 1) * 5 + 1).toLocaleString('en')} - ${total.toLocaleString('en')} of ${total.toLocaleString('en')} entries`,
        );
        await expect(page).toHaveURL(new RegExp(`${path}\\?page=${last}$`));
      }
    });
  });

  test('a filter drop-down clicked while its options load opens and says "Loading..."', async ({
    page,
    signIn,
    mock,
  }) => {
    await signIn('viewer');
    // Long enough that the click comes while it loads, on a busy machine too (the test ends before it arrives).
    await mock.latency(30_000, '/api/gift_claims');
    await page.goto('/giftclaim/list-gift-claim');
    const list = new RecordListPage(page, 'Gift Claim Data');
    await list.openFilters();
    // A mouse click, while the list (and with it the options) is still on its way.
    await list.filterField('Customer Name').locator('.p-dropdown').click();
    await expect(page.locator('.p-dropdown-panel')).toHaveText('Loading...');
    await page.keyboard.press('Escape');
    await expect(page.locator('.p-dropdown-panel')).toHaveCount(0);
  });
});
