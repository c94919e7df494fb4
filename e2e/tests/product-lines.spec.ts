import type { Page } from '@playwright/test';
import { nextApiRequest, sentRequests, type Entry } from '../support/api';
import { audit } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { expectShownFor3s, watchLifetime } from '../support/lifetime';
import { expectBadGateway } from '../support/listErrors';
import { openSeededList, type RecordListPage, SEEDED_LISTS } from '../support/pages/recordList';
import { errorToast } from '../support/toasts';

/** The seeded catalogue: 36 product lines (mock-server/src/seed/productLines.ts). */
const SEEDED = SEEDED_LISTS.productLines.rows;

/** Where the app keeps the language chosen (support/language.ts, rememberLanguage). */
const LANGUAGE_KEY = 'crm.language';

async function productLineList(page: Page): Promise<RecordListPage> {
  const list = await openSeededList(page, 'productLines');
  await expect(page).toHaveTitle('Product Line · CRM');
  return list;
}

// The same list and actions for both personas (their customer-list module allows every action): each journey
// runs once, the two sharing them, rather than every journey once for each.
test.describe('product line list journeys', () => {
  // Each persona signs in once; every step opens the list afresh at its address (page 1, no filter), and the steps
  // that change data come last: the edit after the paging, the delete after the filters and the refused code.
  test('dataentry: filters, a code already in use, delete', async ({ page, signIn }) => {
    await signIn('dataentry', '/product-line/list-product-line');
    await test.step('dataentry: filters by Code, Model Code, Model Description and Value; Clear All reloads the whole list', async () => {
      const list = await productLineList(page);
      expect(await list.headers()).toEqual(['Code', 'Value', 'Model Code', 'Model Description', 'Action']);
      const first = await list.row(0);
      await list.openFilters();

      await list.pick('Value', first.Value!);
      const call = nextApiRequest(page, 'POST', '/api/product-lines');
      await list.apply();
      expect((await call).postDataJSON()).toEqual({ filters: [{ property: 'value', value: first.Value }] });
      await expect(list.footer).not.toHaveText(`Showing 1 - 5 of ${SEEDED} entries`);
      expect(new Set(await list.column('Value'))).toEqual(new Set([first.Value]));

      await list.pick('Code', first.Code!);
      await list.pick('Model Code', first['Model Code']!);
      await list.pick('Model Description', first['Model Description']!);
      await list.apply();
      await list.expectFooter('Showing 1 - 1 of 1 entries');
      expect(await list.row(0)).toMatchObject({ Code: first.Code, 'Model Code': first['Model Code'] });

      await list.clearAll();
      await list.expectFooter(`Showing 1 - 5 of ${SEEDED} entries`);
      await expect(list.filterField('Code').locator('.p-dropdown-label')).toHaveText('Select...');
    });

    await test.step("a code already in use: the spec's message with the server's reason beside it", async () => {
      const list = await productLineList(page);
      const taken = (await list.row(1)).Code!;
      await list.rowAction(0, 'Edit').click();
      await list.dialog.getByLabel('Code', { exact: true }).fill(taken);
      await list.dialog.getByRole('button', { name: 'Save' }).click();
      const refused = errorToast(page, 'Something wrong. Please try again later');
      await expect(refused).toBeVisible();
      await expect(refused).toContainText(
        new RegExp(`The code "${taken}" is already used by product line \\d+`),
      );
      await expect(page.getByText('Updated Data Successfully')).toBeHidden();
    });

    await test.step('dataentry: delete asks for confirmation, then removes the product line', async () => {
      const list = await productLineList(page);
      const first = await list.row(0);
      await list.rowAction(0, 'Delete').click();
      await list.dialog.getByRole('button', { name: 'No, Keep It.' }).click();
      await expect(list.dialog).toBeHidden();
      expect((await list.row(0)).Code).toBe(first.Code);
      await list.rowAction(0, 'Delete').click();
      await list.dialog.getByRole('button', { name: 'Yes, Delete!' }).click();
      await expect(page.getByText('Deleted Data Successfully')).toBeVisible();
      await expect(page.getByText('Deleted Data Successfully')).toBeHidden({ timeout: 8000 });
      await list.expectFooter(`Showing 1 - 5 of ${SEEDED - 1} entries`);
      expect(await list.column('Code')).not.toContain(first.Code);
    });
  });

  test('admin: paging, an edit, the list in Bahasa Indonesia', async ({ page, signIn }) => {
    await signIn('admin', '/product-line/list-product-line');
    await test.step('admin: pages 5 at a time to the last page', async () => {
      const list = await productLineList(page);
      const pager = page.getByRole('navigation', { name: 'Pagination' });
      await expect(pager.getByRole('button', { name: /^Page / })).toHaveText(['1', '2', '3', '4', '5']);
      await pager.getByRole('button', { name: 'Next' }).click();
      await list.expectFooter(`Showing 6 - 10 of ${SEEDED} entries`);
      await pager.getByRole('button', { name: 'Page 5' }).click();
      await pager.getByRole('button', { name: 'Page 7' }).click();
      await pager.getByRole('button', { name: 'Page 8' }).click();
      await list.expectFooter(`Showing 36 - 36 of ${SEEDED} entries`);
      await expect(pager.getByRole('button', { name: /^Page / })).toHaveText(['4', '5', '6', '7', '8']);
      await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();
      await expect(list.rows).toHaveCount(1);
      await pager.getByRole('button', { name: 'Previous' }).click();
      await list.expectFooter(`Showing 31 - 35 of ${SEEDED} entries`);
    });

    await test.step('admin: edit needs Code, Model Code and Model Description (not Value); the change is listed', async () => {
      const list = await productLineList(page);
      const before = await list.row(0);
      const puts = sentRequests(page, 'PUT');
      await list.rowAction(0, 'Edit').click();
      const dialog = list.dialog;
      await expect(dialog.getByLabel('Code', { exact: true })).toHaveValue(before.Code!);
      await dialog.getByLabel('Model Description').fill(' ');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog.getByRole('alert')).toHaveText('Please fill out all fields to proceed');
      expect(puts).toEqual([]);

      await dialog.getByLabel('Model Description').fill('8kg Front Load Washer (2025 edition)');
      await dialog.getByLabel('Value').fill('');
      const successLifetime = await watchLifetime(page, 'Updated Data Successfully');
      const put = page.waitForRequest((request) => request.method() === 'PUT');
      await dialog.getByRole('button', { name: 'Save' }).click();
      const body = (await put).postDataJSON() as { product_line: (Entry & { order_number?: number })[] };
      expect(body.product_line.map((entry) => entry.key)).toEqual([
        'code',
        'value',
        'model_code',
        'model_description',
      ]);
      expect(
        body.product_line.every((entry) => !('table_data_id' in entry) && !('order_number' in entry)),
      ).toBe(true);
      await expectShownFor3s(page, 'Updated Data Successfully', successLifetime);
      await expect
        .poll(async () => (await list.row(0))['Model Description'])
        .toBe('8kg Front Load Washer (2025 edition)');
      expect((await list.row(0)).Value).toBe('');
    });

    // In Bahasa Indonesia, chosen before the list opens (stored as the profile menu stores it). After the English
    // steps: it reads the rows it works on afresh, whatever those steps changed.
    await test.step('product line list in Bahasa Indonesia: headers, the required-field check, the failure toast, the delete question', async () => {
      await page.evaluate((key) => localStorage.setItem(key, 'id'), LANGUAGE_KEY);
      await page.goto('/product-line/list-product-line');
      const table = page.getByRole('table', { name: 'Data Lini Produk' });
      const rows = table.locator('tbody tr');
      await expect(rows).toHaveCount(5);
      await expect(table.getByRole('columnheader')).toHaveText([
        'Kode',
        'Nilai',
        'Kode Model',
        'Deskripsi Model',
        'Aksi',
      ]);
      const second = (await rows.nth(1).locator('td').first().innerText()).trim();
      const firstCode = (await rows.first().locator('td').first().innerText()).trim();

      await rows.first().getByRole('button', { name: 'Ubah', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Ubah Lini Produk' });
      const save = dialog.getByRole('button', { name: 'Simpan' });
      await dialog.getByLabel('Deskripsi Model').fill(' ');
      await save.click();
      await expect(dialog.getByRole('alert')).toHaveText('Harap isi semua kolom untuk melanjutkan');
      expect(await audit(page, 'product line edit dialog (id)')).toEqual([]);

      // Another line's code: the server refuses, and the spec's toast says so in Indonesian beside its reason.
      await dialog.getByLabel('Deskripsi Model').fill('Mesin cuci');
      await dialog.getByLabel('Kode', { exact: true }).fill(second);
      await save.click();
      await expect(errorToast(page, 'Terjadi kesalahan. Silakan coba lagi nanti.')).toBeVisible();
      await expect(dialog).toBeVisible();

      await dialog.getByLabel('Kode', { exact: true }).fill(firstCode);
      await save.click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('dialog', { name: 'Berhasil' })).toContainText('Data Berhasil Diperbarui');
      await expect(rows.first().locator('td').nth(3)).toHaveText('Mesin cuci');
      await expect(page.getByRole('dialog')).toBeHidden({ timeout: 10_000 });

      await rows.first().getByRole('button', { name: 'Hapus', exact: true }).click();
      const question = page.getByRole('dialog', { name: 'Hapus Data' });
      await expect(question).toContainText(
        `Apakah Anda yakin ingin menghapus lini produk ${firstCode}? Tindakan ini tidak dapat dibatalkan.`,
      );
      expect(await audit(page, 'product line list with the delete question (id)')).toEqual([]);
      await expect(question.getByRole('button', { name: 'Ya, Hapus!' })).toBeVisible();
      await question.getByRole('button', { name: 'Tidak, Jangan Hapus' }).click();
      await expect(question).toBeHidden();
      await expect(rows.first().locator('td').first()).toHaveText(firstCode);
    });
  });
});

test.describe('product line list failures', () => {
  test('a failed edit shows "Something wrong. Please try again later"', async ({ page, mock, signIn }) => {
    await signIn('dataentry');
    const list = await productLineList(page);
    await list.rowAction(0, 'Edit').click();
    await list.dialog.getByLabel('Model Description').fill('Not saved');
    await mock.fail('/api/product-lines/*', 500, { method: 'PUT' });
    await list.dialog.getByRole('button', { name: 'Save' }).click();
    await expect(errorToast(page, 'Something wrong. Please try again later')).toBeVisible();
    await expect(page.getByText('Updated Data Successfully')).toBeHidden();
  });

  test('a failed delete shows the same message and keeps the product line', async ({
    page,
    mock,
    signIn,
  }) => {
    await signIn('admin');
    const list = await productLineList(page);
    const first = await list.row(0);
    await mock.fail('/api/product-lines/*', 500, { method: 'DELETE' });
    await list.rowAction(0, 'Delete').click();
    await list.dialog.getByRole('button', { name: 'Yes, Delete!' }).click();
    await expect(errorToast(page, 'Something wrong. Please try again later')).toBeVisible();
    await expect(list.dialog).toBeHidden();
    expect((await list.row(0)).Code).toBe(first.Code);
  });

  test('a failed filter reloads the whole list', async ({ page, mock, signIn }) => {
    await signIn('admin');
    const list = await productLineList(page);
    const first = await list.row(0);
    await list.openFilters();
    await list.pick('Code', first.Code!);
    await mock.fail('/api/product-lines', 500, { method: 'POST' });
    const reload = nextApiRequest(page, 'GET', '/api/product-lines');
    await list.apply();
    await reload;
    await list.expectFooter(`Showing 1 - 5 of ${SEEDED} entries`);
  });

  test('a list load that fails with 502 shows "Something Wrong (502) Bad Gateway"', async ({
    page,
    mock,
    signIn,
  }) => {
    await signIn('admin');
    await mock.fail('/api/product-lines', 502, { method: 'GET' });
    await page.goto('/product-line/list-product-line');
    await expectBadGateway(page, 'Product Line Data');
  });
});
