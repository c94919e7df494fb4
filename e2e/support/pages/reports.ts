import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/**
 * Picks an option of the PrimeReact drop-down (or multi-select) labelled `label` (a required field's label
 * ends in " *") inside `scope`. A click that lands while the dialog's choices still arrive can leave the panel
 * shut (the field renders again with its options): it opens the panel again until the option is picked, as a
 * user would.
 */
export async function chooseIn(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const field = scope
    .locator('.field')
    .filter({ has: page.locator('label', { hasText: new RegExp(`^${escaped}( \\*)?$`) }) });
  const panel = page.locator('.p-dropdown-panel, .p-multiselect-panel');
  await expect(async () => {
    if (!(await panel.first().isVisible()))
      await field.locator('.p-dropdown, .p-multiselect').first().click();
    await page.getByRole('option', { name: option, exact: true }).click({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}

/** Holds (or releases) report generation in the mock: reports stay in their stage while held. */
export async function holdReports(request: APIRequestContext, mockUrl: string, hold: boolean): Promise<void> {
  const response = await request.post(`${mockUrl}/__mock/reports/hold`, { data: { hold } });
  expect(response.ok()).toBe(true);
}
