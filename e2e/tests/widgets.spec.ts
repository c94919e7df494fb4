import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { RecordListPage } from '../support/pages/recordList';
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
  await expect(panel).toBeVisible();
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
  test('resizing the window with a drop-down or a multi-select open throws nothing and keeps the panel at its field', async ({
    page,
    signIn,
  }) => {
    await signIn('admin');
    await page.goto('/product-line/list-product-line');
    const list = new RecordListPage(page, 'Product Line Data');
    await list.expectFooter('Showing 1 - 5 of 36 entries');
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
});
