import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { openSeededList, RecordListPage } from '../support/pages/recordList';
import { selectBox } from '../support/pages/campaigns';

/**
 * PrimeReact's widgets as configured once for the whole app (components/PrimeReactRoot.tsx): overlays that
 * survive a window resize, drop-downs that search as you type, date inputs that take typed dates, the
 * multi-select's Select All, and modals that leave the page behind them where it was. Any uncaught error in the
 * browser fails the test (support/fixtures.ts).
 */

/** How far the open overlay panel is from its field: its left edge, and the vertical gap between them. */
async function panelOffset(field: Locator, panel: Locator) {
  const [fieldBox, panelBox] = [await field.boundingBox(), await panel.boundingBox()];
  if (!fieldBox || !panelBox) throw new Error('field or panel not shown');
  return {
    left: Math.abs(panelBox.x - fieldBox.x),
    // Below the field, above it, or (in a short window) over it: never away from it.
    top: Math.max(
      0,
      panelBox.y - (fieldBox.y + fieldBox.height),
      fieldBox.y - (panelBox.y + panelBox.height),
    ),
  };
}

async function resizeKeepsPanelAtItsField(page: Page, field: Locator, panel: Locator) {
  // Opened (its opening animation over: PrimeReact follows the window once the panel is in place).
  await expect(panel).toHaveClass(/p-connected-overlay-enter-done/);
  for (const size of [
    { width: 900, height: 700 },
    { width: 1366, height: 900 },
  ]) {
    await page.setViewportSize(size);
    // The panel follows its field (within a few pixels), whatever moved with the new width.
    await expect.poll(async () => (await panelOffset(field, panel)).left).toBeLessThan(4);
    await expect.poll(async () => (await panelOffset(field, panel)).top).toBeLessThan(6);
  }
}

test.describe('widgets configured once', () => {
  test('resizing the window with a drop-down, a multi-select or a calendar open throws nothing and keeps the panel at its field', async ({
    page,
    signIn,
  }) => {
    await signIn('admin');
    const list = await openSeededList(page, 'productLines');
    await list.openFilters();
    const code = list.filterField('Code').locator('.p-dropdown');
    await code.click();
    await resizeKeepsPanelAtItsField(page, code, page.locator('.p-dropdown-panel'));
    await page.keyboard.press('Escape');

    await page.goto('/campaign/new-campaign');
    const location = selectBox(page, 'Location');
    await location.click();
    await resizeKeepsPanelAtItsField(page, location, page.locator('.p-multiselect-panel'));
  });

  test('date inputs take typed dates; the calendar opens on its button, Tab leaves it; bad dates get a message', async ({
    page,
    signIn,
  }) => {
    await signIn('viewer', '/giftclaim/list-gift-claim');
    const list = new RecordListPage(page, 'Gift Claim Data');
    await expect(page.getByText('Showing 1 - 5 of 300 entries')).toBeVisible();
    await list.openFilters();
    const date = page.getByRole('combobox', { name: 'Last Update', exact: true });
    const calendar = page.locator('.p-datepicker');

    // Clicking into it keeps the focus there: what is typed is the date.
    await date.click();
    await expect(date).toBeFocused();
    await expect(calendar).toHaveCount(0);
    await page.keyboard.type('2025-13-45');
    await expect(date).toHaveValue('2025-13-45');
    // Enter with a date that is none: a message, nothing applied, the text kept.
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert')).toHaveText('Enter the date as YYYY-MM-DD (e.g. 2025-03-31).');
    await expect(date).toHaveValue('2025-13-45');
    await list.apply();
    await expect(page).not.toHaveURL(/updated_at=/);
    await expect(date).toBeFocused();

    await date.fill('2024-05-01');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/updated_at=2024-05-01/);
    await expect(page.getByRole('alert')).toHaveCount(0);

    // Tab onto it and away: no calendar on the way.
    await date.focus();
    await page.keyboard.press('Tab');
    await expect(calendar).toHaveCount(0);
    const next = page.locator('#gift-filter-status_klaim');
    await expect(next).toBeFocused();

    // The calendar opens on a key (Alt+Down) or its button; Tab leaves it for the next field instead of
    // cycling inside it.
    await date.focus();
    await page.keyboard.press('Alt+ArrowDown');
    // Open, with the focus on a day (arrows move through the days).
    const focusedDay = calendar.locator('td span:focus');
    await expect(focusedDay).toHaveCount(1);
    await page.keyboard.press('Tab');
    await expect(calendar).toHaveCount(0);
    await expect(next).toBeFocused();
    await page.getByRole('button', { name: 'Choose Last Update' }).click();
    await expect(focusedDay).toHaveCount(1);
    await page.keyboard.press('Tab');
    await expect(calendar).toHaveCount(0);
    await expect(next).toBeFocused();
  });

  test('the calendar year and month drop-downs take typing; a past schedule date typed by hand gets a message', async ({
    page,
    signIn,
  }) => {
    await signIn('marketer', '/campaign/new-campaign');
    await page.getByRole('button', { name: 'Choose Purchase Start Date' }).click();
    await expect(page.locator('.p-datepicker td span:focus')).toHaveCount(1);
    const year = page.locator('.p-datepicker').getByRole('combobox', { name: 'Year' });
    const month = page.locator('.p-datepicker').getByRole('combobox', { name: 'Month' });
    await year.focus();
    await page.keyboard.type('2015');
    await expect(year).toHaveValue('2015');
    await expect(year).toBeFocused();
    await month.focus();
    await page.keyboard.type('mar');
    await expect(month).toHaveValue('2');
    await expect(month).toBeFocused();
    await page.keyboard.press('Escape');

    await page.getByRole('group', { name: 'Schedule this campaign?' }).getByLabel('Yes').check();
    const start = page.getByRole('combobox', { name: 'Start Date', exact: true });
    const yesterday = new Date(Date.now() - 86_400_000);
    const today = new Date();
    const day = (date: Date) =>
      `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
    await start.click();
    await page.keyboard.type(day(yesterday));
    await page.keyboard.press('Tab');
    await expect(start).toHaveValue(day(yesterday));
    await expect(start).toHaveAccessibleDescription(`Enter a date on or after ${day(today)}.`);
    await start.fill(day(today));
    await page.keyboard.press('Tab');
    await expect(start).toHaveValue(day(today));
    await expect(start).not.toHaveAttribute('aria-invalid', 'true');
  });
});
