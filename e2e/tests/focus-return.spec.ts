import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { openSeededList, RecordListPage } from '../support/pages/recordList';

/**
 * Dialogs give focus back: after Save, Cancel or Esc (and the success dialog's 3 s) focus returns to the
 * control that opened the dialog, or to its counterpart in the row that replaced it, so a keyboard user goes
 * on from where they were. The journey is keyboard only: filter, edit, save, next row.
 */

/** Presses Tab until `target` has the focus; returns how many presses it took (fails after `most`). */
async function tabTo(page: Page, target: Locator, most: number): Promise<number> {
  for (let presses = 1; presses <= most; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return presses;
  }
  throw new Error(`not reached in ${most} Tab presses`);
}

test.describe('dialogs give focus back', () => {
  test('keyboard only: filter, edit, save, and on to the next row', async ({ page, signIn }) => {
    await signIn('admin');
    const list = await openSeededList(page, 'productLines');

    // Filter: the panel, the Value drop-down (its search box takes the typing), Enter applies.
    await page.getByRole('button', { name: 'Toggle filters' }).focus();
    await page.keyboard.press('Enter');
    const value = page.locator('#product-line-filter-value');
    await tabTo(page, value, 6);
    // Alt+Down opens the menu (Enter on a closed drop-down applies the filters).
    await page.keyboard.press('Alt+ArrowDown');
    const search = page.locator('.p-dropdown-panel').getByRole('textbox', { name: 'Search options' });
    await expect(search).toBeFocused();
    await page.keyboard.type('Front Load');
    // As a user would: the arrow once the menu shows what was typed for (it filters as it re-renders).
    await expect(page.locator('.p-dropdown-panel').getByRole('option')).toHaveText([
      'Washing Machine Front Load',
    ]);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.locator('.p-dropdown-panel')).toHaveCount(0);
    await expect(value).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/value=/);
    await expect(list.footer).not.toHaveText('Showing 1 - 5 of 36 entries');
    const total = await list.total();
    expect(total).toBeGreaterThan(1);

    // Edit the first row and save: focus comes back to its Edit button once the success dialog has gone.
    const firstEdit = list.rowAction(0, 'Edit');
    await tabTo(page, firstEdit, 30);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Edit Product Line' });
    await expect(dialog.getByLabel('Code', { exact: true })).toBeFocused();
    await dialog.getByLabel('Model Description').focus();
    await page.keyboard.press('End');
    await page.keyboard.type(' (edited)');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Updated Data Successfully')).toBeVisible();
    await expect(page.getByText('Updated Data Successfully')).toBeHidden({ timeout: 10_000 });
    await expect(list.rowAction(0, 'Edit')).toBeFocused();
    await expect(list.rows.first()).toContainText('(edited)');

    // On to the next row: a few Tab presses, not 32.
    const nextEdit = list.rowAction(1, 'Edit');
    expect(await tabTo(page, nextEdit, 6)).toBeLessThanOrEqual(6);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(list.rowAction(1, 'Edit')).toBeFocused();
  });

  test('after a delete focus goes to the row that took its place; Cancel and Esc return to the opener', async ({
    page,
    signIn,
  }) => {
    await signIn('admin');
    const list = await openSeededList(page, 'productLines');
    const third = await list.row(2);
    const fourth = await list.row(3);

    await list.rowAction(2, 'Delete').focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Delete Data' });
    await expect(confirm).toContainText(`delete the product line ${third.Code}?`);
    await confirm.getByRole('button', { name: 'No, Keep It.' }).click();
    await expect(confirm).toBeHidden();
    await expect(list.rowAction(2, 'Delete')).toBeFocused();

    await page.keyboard.press('Enter');
    await confirm.getByRole('button', { name: 'Yes, Delete!' }).click();
    await expect(page.getByText('Deleted Data Successfully')).toBeVisible();
    await expect(page.getByText('Deleted Data Successfully')).toBeHidden({ timeout: 10_000 });
    await list.expectFooter('Showing 1 - 5 of 35 entries');
    // The deleted row's place is the next one's: focus is on its Delete button.
    await expect(list.rows.nth(2)).toContainText(fourth.Code!);
    await expect(list.rowAction(2, 'Delete')).toBeFocused();
  });

  test('upload, request download, reject and the customer edit: focus back on their opener', async ({
    page,
    signIn,
  }) => {
    await signIn('admin', '/customer/list-customer');
    const customers = new RecordListPage(page, 'Customer Data');
    await expect(customers.footer).toBeVisible({ timeout: 30_000 });
    await customers.rowAction(1, 'Edit').click();
    await expect(page.getByRole('dialog', { name: 'Edit Customer' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(customers.rowAction(1, 'Edit')).toBeFocused();

    await page.goto('/customer/upload-data');
    const upload = page.getByRole('button', { name: 'Upload Data', exact: true });
    await upload.click();
    const modal = page.getByRole('dialog', { name: 'Upload Data' });
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await expect(modal).toBeHidden();
    await expect(upload).toBeFocused();

    await page.goto('/campaign/report');
    const request = page.getByRole('button', { name: 'Request Download' });
    await request.click();
    const requestDialog = page.getByRole('dialog', { name: 'Request Download' });
    await expect(requestDialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(requestDialog).toBeHidden();
    await expect(request).toBeFocused();

    await page.goto('/campaign/list-campaign');
    const reject = page
      .getByRole('table', { name: 'Campaigns' })
      .getByRole('button', { name: /^Reject / })
      .first();
    await reject.click();
    const rejectDialog = page.getByRole('dialog', { name: 'Reject Campaign' });
    await rejectDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(rejectDialog).toBeHidden();
    await expect(reject).toBeFocused();
  });
});
