import { expect, test } from '@playwright/test';
import { signIn } from '../support/fixtures';
import { RecordListPage } from '../support/pages/recordList';
import { startStack, type Stack } from '../support/stack';

/**
 * The customer list at 100,000 customers (about 540 MB of JSON, 21 MB brotli): more than one JavaScript
 * string can hold, where the old worker showed five rows as "Showing 1 - 5 of 5 entries". This spec runs its
 * own stack, seeded that large, beside the shared one.
 */

const CUSTOMERS = 100_000;
let stack: Stack;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  // Seeding 100,000 customers takes a few seconds idle, far longer beside another worker and a CPU hog.
  stack = await startStack({ env: { SEED_CUSTOMERS: String(CUSTOMERS) }, healthTimeoutMs: 180_000 });
});

test.afterAll(async () => {
  await stack?.stop();
});

test('100,000 customers load whole, the footer shows the true total, and a filter and an edit work', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await signIn(page, 'admin', `${stack.baseUrl}/customer/list-customer`);
  const list = new RecordListPage(page, 'Customer Data');
  // While loading: the first page and the count read so far, never a footer.
  await expect(page.getByText(/^Loading customers… [\d,]+$/)).toBeVisible({ timeout: 120_000 });
  await expect(page.getByText('Showing 1 - 5 of 100,000 entries', { exact: true })).toBeVisible({
    timeout: 180_000,
  });
  await expect(page.getByRole('status').filter({ hasText: 'Loading customers' })).toHaveCount(0);
  expect(await list.rows.count()).toBe(5);

  // Paging reaches the last page of the whole list.
  await page.getByRole('button', { name: 'Page 2', exact: true }).click();
  await list.expectFooter('Showing 6 - 10 of 100,000 entries');

  // A filter (its drop-down options come from all 100,000).
  const first = await list.row(0);
  await list.openFilters();
  await list.pick('Service Order', first['Service Order']!);
  await list.apply();
  await list.expectFooter('Showing 1 - 1 of 1 entries');
  const filtered = await list.row(0);
  expect(filtered['Service Order']).toBe(first['Service Order']);

  // An edit of that customer; the list reloads the filtered view and shows the change.
  await list.rowAction(0, 'Edit').click();
  const name = 'Renamed at 100k';
  await list.dialog.getByLabel('Name').fill(name);
  const put = page.waitForRequest((request) => request.method() === 'PUT');
  await list.dialog.getByRole('button', { name: 'Save' }).click();
  const body = (await put).postDataJSON() as { customer: { key: string; value: string }[] };
  expect(body.customer).toHaveLength(24);
  expect(body.customer.find((entry) => entry.key === 'customer_name')?.value).toBe(name);
  await expect(page.getByText('Updated Data Successfully')).toBeVisible();
  await expect.poll(async () => (await list.row(0)).Name, { timeout: 60_000 }).toBe(name);
  await list.expectFooter('Showing 1 - 1 of 1 entries');
  expect(errors).toEqual([]);
});
