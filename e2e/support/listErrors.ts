import { expect, type Page } from '@playwright/test';

/**
 * After a list load that failed with 502: the toast of the error catalogue, and the table's error state with
 * Try again (not "No data available.").
 */
export async function expectBadGateway(page: Page, tableName: string): Promise<void> {
  await expect(
    page.locator('.toast.error').filter({ hasText: 'Something Wrong (502) Bad Gateway' }),
  ).toBeVisible();
  const table = page.getByRole('table', { name: tableName });
  await expect(table.getByRole('alert')).toHaveText('Something Wrong (502) Bad Gateway');
  await expect(table.getByRole('button', { name: 'Try again' })).toBeVisible();
}
