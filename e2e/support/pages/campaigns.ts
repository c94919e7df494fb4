import { expect, type Locator, type Page } from '@playwright/test';

/** Page helpers for the campaign screens (PrimeReact drop-downs, multi-selects and date pickers). */

/** The PrimeReact Dropdown / MultiSelect whose input carries this accessible name. */
export function selectBox(page: Page, label: string): Locator {
  return page.locator('.p-dropdown, .p-multiselect').filter({ has: page.getByLabel(label, { exact: true }) });
}

/** An option of the open drop-down overlay (PrimeReact also keeps a hidden native <select> with options). */
export function overlayOption(page: Page, name: string): Locator {
  return page.locator('.p-dropdown-panel, .p-multiselect-panel').getByRole('option', { name, exact: true });
}

export async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  await selectBox(page, label).click();
  await overlayOption(page, option).click();
  await expect(page.locator('.p-dropdown-panel')).toHaveCount(0);
}

/** Opens a multi-select, picks 'Select All', checks it became a disabled 'Deselect All', closes it. */
export async function selectAll(page: Page, label: string): Promise<void> {
  await selectBox(page, label).click();
  await overlayOption(page, 'Select All').click();
  const deselect = overlayOption(page, 'Deselect All');
  await expect(deselect).toHaveAttribute('aria-disabled', 'true');
  await closeOverlay(page);
}

/**
 * Closes the open drop-down with Escape and waits until its panel has left the page, exit animation included: a
 * panel still fading out is a second panel beside the next one opened.
 */
export async function closeOverlay(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(page.locator('.p-dropdown-panel, .p-multiselect-panel')).toHaveCount(0);
}

/** Types a date (YYYY-MM-DD) into a date picker and closes its panel. */
export async function typeDate(page: Page, label: string, date: string): Promise<void> {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await input.fill(date);
  await input.press('Escape');
  await expect(input).toHaveValue(date);
}

/** Opens the list's filter panel (every list opens with it collapsed) unless it is open already. */
export async function openFilters(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Toggle filters' });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(page.getByRole('search')).toBeVisible();
}

export function tableRow(page: Page, table: string, text: string): Locator {
  return page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: text });
}

/** Pages through a campaign table until the campaign's row shows. */
export async function findCampaignRow(page: Page, table: string, name: string): Promise<Locator> {
  await expect(page.getByText(/^Showing [1-9]\d* to \d+ of \d+ entries$/)).toBeVisible();
  const row = tableRow(page, table, name);
  for (let pageNumber = 2; pageNumber <= 6; pageNumber += 1) {
    if (await row.count()) break;
    const next = page.getByRole('button', { name: `Page ${pageNumber}` });
    if (!(await next.count())) break;
    await next.click();
  }
  await expect(row).toHaveCount(1);
  return row;
}
