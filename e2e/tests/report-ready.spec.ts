import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { fillReportRequest, holdReports } from '../support/pages/reports';
import { toast } from '../support/toasts';

/** A requested report that becomes ready is announced on whatever screen the user is on. */

const CAMPAIGN = 'Ramadan Service Promo';

/** Requests a report of CAMPAIGN through the dialog (generation held); its id. */
async function requestReport(page: Page, mockUrl: string, request: APIRequestContext): Promise<number> {
  await page.goto('/campaign/report');
  await expect(page.getByRole('heading', { name: 'Reporting Data' })).toBeVisible();
  await holdReports(request, mockUrl, true);
  const dialog = await fillReportRequest(page, CAMPAIGN, 'finished');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  const answer = page.waitForResponse('**/api/reports/request');
  await dialog.getByRole('button', { name: 'Send' }).click();
  const reportId = ((await (await answer).json()) as { data: { id: number } }).data.id;
  await expect(toast(page, 'Sent Request Successfully')).toBeVisible();
  return reportId;
}

// Every journey here is the marketer's.
test.beforeEach(async ({ signIn }) => {
  await signIn('marketer');
});

test('marketer requests a report, goes to the campaign history, and downloads it from the "ready" toast', async ({
  page,
  mock,
  request,
}) => {
  const reportId = await requestReport(page, mock.url, request);

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

test("the announcement survives a reload, and never covers the top bar's controls", async ({
  page,
  mock,
  request,
}) => {
  const reportId = await requestReport(page, mock.url, request);
  // A reload while the report is being generated: the shell still watches it.
  await page.goto('/campaign/history');
  await expect(page.getByRole('heading', { name: 'Campaign History' })).toBeVisible();
  await holdReports(request, mock.url, false);
  const ready = toast(page, `Report ${reportId} is ready`);
  await expect(ready).toBeVisible({ timeout: 20_000 });

  // Below the top bar, and its controls take their clicks while the notice shows.
  const bar = await page.getByRole('banner').boundingBox();
  const notice = await ready.boundingBox();
  expect(notice!.y).toBeGreaterThanOrEqual(bar!.y + bar!.height);
  await page.getByRole('button', { name: 'Applications' }).click();
  await expect(page.getByRole('menu', { name: 'Applications' })).toBeVisible();
  await page.getByRole('button', { name: 'Applications' }).click();
  await page.getByRole('button', { name: 'Profile menu' }).click();
  // The open menu is above the notice: its item takes the click (Playwright checks what receives it).
  await page.getByRole('menuitem', { name: 'Sign Out' }).hover();
  await expect(ready).toBeVisible();
});
