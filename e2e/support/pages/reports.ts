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

/**
 * Opens Request Download and fills it as a marketer does: `campaign`, division Marketing, the WABA channel and
 * the campaign status `status` (an option, or 'Select All'); the status panel is left open. Returns the dialog.
 */
export async function fillReportRequest(page: Page, campaign: string, status: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Request Download' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request Download' });
  await chooseIn(page, dialog, 'Campaign Name', campaign);
  await chooseIn(page, dialog, 'Division', 'Marketing');
  await chooseIn(page, dialog, 'Channel', 'Electrolux_M2M (whatsapp business)');
  await chooseIn(page, dialog, 'Campaign Status', status);
  return dialog;
}

/** Holds (or releases) report generation in the mock: reports stay in their stage while held. */
export async function holdReports(request: APIRequestContext, mockUrl: string, hold: boolean): Promise<void> {
  const response = await request.post(`${mockUrl}/__mock/reports/hold`, { data: { hold } });
  expect(response.ok()).toBe(true);
}
