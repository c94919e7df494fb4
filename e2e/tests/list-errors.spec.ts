import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/**
 * After a failed list load every list shows the server's reason and "Try again" (not "No data available."
 * with "Showing 0 - 0 of 0 entries"); "Try again" with the fault gone shows the rows.
 */
const LISTS: { name: string; path: string; api: string; method: 'GET' | 'POST'; table: string }[] = [
  {
    name: 'customers',
    path: '/customer/list-customer',
    api: '/api/customers',
    method: 'GET',
    table: 'Customer Data',
  },
  {
    name: 'product lines',
    path: '/product-line/list-product-line',
    api: '/api/product-lines',
    method: 'GET',
    table: 'Product Line Data',
  },
  {
    name: 'gift claims',
    path: '/giftclaim/list-gift-claim',
    api: '/api/gift_claims',
    method: 'GET',
    table: 'Gift claims',
  },
  {
    name: 'customer uploads',
    path: '/customer/upload-data',
    api: '/api/files/filter',
    method: 'POST',
    table: 'Customer uploads',
  },
  {
    name: 'campaigns',
    path: '/campaign/list-campaign',
    api: '/api/campaigns',
    method: 'GET',
    table: 'Campaigns',
  },
];

async function dataRows(page: Page, table: string): Promise<number> {
  return page.getByRole('table', { name: table }).locator('tbody tr:not(:has(td.empty))').count();
}

for (const list of LISTS) {
  test(`${list.name}: a 500 shows the reason and Try again, which loads the rows once the fault is gone`, async ({
    page,
    mock,
    signIn,
  }) => {
    await signIn('admin');
    const reason = `The ${list.name} store is down (test)`;
    await mock.fail(list.api, 500, { method: list.method, body: { message: reason }, count: 3 });
    await page.goto(list.path);
    const table = page.getByRole('table', { name: list.table });
    await expect(table.getByRole('alert')).toHaveText(reason);
    await expect(table.getByText('No data available.')).toHaveCount(0);
    await expect(page.getByText(/^Showing \d+ (-|to) \d+ of \d+ entries$/)).toHaveCount(0);
    // The fault is gone: Try again loads the list.
    const faults = await (await page.request.delete(`${mock.url}/__mock/faults`)).json();
    expect(faults.faults).toEqual([]);
    await table.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => dataRows(page, list.table)).toBeGreaterThan(0);
    await expect(table.getByRole('alert')).toHaveCount(0);
    await expect(page.getByText(/^Showing 1 (-|to) \d+ of \d+ entries$/)).toBeVisible();
  });
}
