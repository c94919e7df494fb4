import { expect, test } from '../support/fixtures';
import { chooseIn, holdReports } from '../support/pages/reports';
import { toast } from '../support/toasts';

/** Issue 14: a requested report that becomes ready is announced on whatever screen the user is on. */

const CAMPAIGN = 'Ramadan Service Promo';

test('marketer requests a report, goes to the campaign history, and downloads it from the "ready" toast', async ({
  page,
  signIn,
  mock,
  request,
}) => {
  await signIn('marketer');
  await page.goto('/campaign/report');
  await expect(page.getByRole('heading', { name: 'Reporting Data' })).toBeVisible();

  await holdReports(request, mock.url, true);
  await page.getByRole('button', { name: 'Request Download' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request Download' });
  await chooseIn(page, dialog, 'Campaign Name', CAMPAIGN);
  await chooseIn(page, dialog, 'Division', 'Marketing');
  await chooseIn(page, dialog, 'Channel', 'Electrolux_M2M (whatsapp business)');
  await chooseIn(page, dialog, 'Campaign Status', 'finished');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  const answer = page.waitForResponse('**/api/reports/request');
  await dialog.getByRole('button', { name: 'Send' }).click();
  const reportId = ((await (await answer).json()) as { data: { id: number } }).data.id;
  await expect(toast(page, 'Sent Request Successfully')).toBeVisible();

  // Elsewhere in the app (in-app navigation: the same page, no reload).
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('button', { name: 'Campaign' }).click();
  await menu.getByRole('link', { name: 'History' }).click();
  await expect(page).toHaveURL(/\/campaign\/history$/);
  await expect(page.getByRole('heading', { name: 'Campaign History' })).toBeVisible();
  const ready = toast(page, `Report ${reportId} is ready`);
  await expect(ready).toHaveCount(0);

  await holdReports(request, mock.url, false);
  await expect(ready).toBeVisible({ timeout: 20_000 });
  await expect(ready).toContainText(CAMPAIGN);
  const downloadEvent = page.waitForEvent('download');
  await ready.getByRole('button', { name: 'Download' }).click();
  const download = await downloadEvent;
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^report-${reportId}-ramadan-service-promo-\\d{8}-\\d{6}\\.xlsx$`),
  );
  await expect(ready).toHaveCount(0);
  await expect(page).toHaveURL(/\/campaign\/history$/);
});
