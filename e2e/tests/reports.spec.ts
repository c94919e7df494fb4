import * as XLSX from '@e965/xlsx';
import type { Locator, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { expect, storedSession, test } from '../support/fixtures';
import { accessTokenFor, waitingCampaign } from '../support/campaignApi';
import { chooseIn, fillReportRequest, holdReports } from '../support/pages/reports';
import { errorToast } from '../support/toasts';

/** Report Campaign (/campaign/report): list, filters, paging, Request Download, generation, download. */

const CAMPAIGN = 'Ramadan Service Promo';
const REPORT_COLUMNS = [
  'Campaign',
  'Campaign Status',
  'Occurrence',
  'Customer Name',
  'Phone Number',
  'State',
  'Message ID',
  'Sent At',
  'Delivered At',
  'Read At',
  'Failed At',
];

/** Escape closes the multi-select's panel and leaves the dialog open. */
async function closePanel(page: Page, dialog: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(dialog).toBeVisible();
}

async function bearerOf(page: Page): Promise<Record<string, string>> {
  const session = await storedSession(page);
  if (!session) throw new Error('not signed in');
  return { Authorization: `Bearer ${session.access_token}` };
}

function table(page: Page): Locator {
  return page.getByRole('table', { name: 'Reports' });
}

/** The body rows' first cells (report ids). */
async function ids(page: Page): Promise<string[]> {
  return table(page).locator('tbody tr td:first-child').allTextContents();
}

test.describe('Report Campaign', () => {
  test('marketer requests a report, watches it become ready without reloading, and downloads the spreadsheet', async ({
    page,
    signIn,
    mock,
    request,
  }) => {
    await signIn('marketer', '/campaign/report');
    await expect(page).toHaveTitle('Report Campaign · CRM');
    await expect(page.getByRole('heading', { name: 'Reporting Data' })).toBeVisible();
    await expect(table(page).locator('tbody tr')).toHaveCount(5);

    // The campaign's recipients, to compare the file with.
    const headers = await bearerOf(page);
    const campaigns = (await (await page.request.get('/api/campaigns', { headers })).json()).data
      .campaigns as {
      id: number;
      name: string;
    }[];
    const campaign = campaigns.find((entry) => entry.name === CAMPAIGN);
    expect(campaign, `the seed has the campaign ${CAMPAIGN}`).toBeTruthy();
    const recipients = (
      await (await page.request.get(`/api/campaigns/${campaign?.id}/customers`, { headers })).json()
    ).data.customer_campaigns as { message_id: string; customer_detail: { phone_number: string } }[];
    expect(recipients.length, 'the seeded campaign has recipients').toBeGreaterThan(0);

    await holdReports(request, mock.url, true);
    await page.getByRole('button', { name: 'Request Download' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request Download' });
    await expect(dialog).toBeVisible();

    // An incomplete form is refused, with the message for 4 s, and the missing fields are marked.
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('All fields are required.');
    // The drop-downs' focusable inputs, by their labels; the multi-select's is its combobox.
    const field = (label: string) =>
      label === 'Campaign Status'
        ? dialog.getByRole('combobox', { name: label })
        : dialog.getByLabel(label, { exact: true });
    for (const label of ['Campaign Name', 'Division', 'Channel', 'Campaign Status'])
      await expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    await chooseIn(page, dialog, 'Campaign Name', CAMPAIGN);
    await expect(field('Campaign Name')).not.toHaveAttribute('aria-invalid');
    await chooseIn(page, dialog, 'Division', 'Marketing');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('All fields are required.');
    await expect(dialog.getByRole('alert')).toHaveText('', { timeout: 6000 });

    await chooseIn(page, dialog, 'Channel', 'Electrolux_M2M (whatsapp business)');
    await chooseIn(page, dialog, 'Campaign Status', 'finished');
    await closePanel(page, dialog);

    const requestSent = page.waitForRequest('**/api/reports/request');
    await dialog.getByRole('button', { name: 'Send' }).click();
    expect((await requestSent).postDataJSON()).toEqual({
      client_id: 'div-marketing',
      campaign_name: CAMPAIGN,
      channel_account_id: 1,
      request_status: ['FINISHED'],
    });
    await expect(page.getByRole('status').filter({ hasText: 'Sent Request Successfully' })).toBeVisible();
    await expect(dialog).toBeHidden();

    // The list reloaded: the new report is on top, pending while generation is held.
    const newest = table(page).locator('tbody tr').first();
    await expect(newest.locator('td').nth(1)).toHaveText(CAMPAIGN);
    await expect(newest.locator('td').nth(5)).toHaveText('pending');
    const reportId = (await newest.locator('td').first().textContent()) ?? '';
    await expect(newest.getByRole('button', { name: `Download report ${reportId}` })).toBeDisabled();

    // It becomes ready by itself: no reload (the marker survives), the list polls.
    await page.evaluate(() => {
      (window as unknown as { reportMarker: string }).reportMarker = 'still here';
    });
    await holdReports(request, mock.url, false);
    await expect(newest.locator('td').nth(5)).toHaveText('ready', { timeout: 20_000 });
    expect(await page.evaluate(() => (window as unknown as { reportMarker?: string }).reportMarker)).toBe(
      'still here',
    );

    const downloadButton = newest.getByRole('button', { name: `Download report ${reportId}` });
    await expect(downloadButton).toBeEnabled();
    const listReload = page.waitForResponse(
      (response) => response.url().endsWith('/api/reports') && response.request().method() === 'GET',
    );
    const downloadEvent = page.waitForEvent('download');
    await downloadButton.click();
    const download = await downloadEvent;
    expect(download.suggestedFilename()).toMatch(/^report-\d+-ramadan-service-promo-\d{8}-\d{6}\.xlsx$/);
    await listReload;

    const book = XLSX.read(await readFile(await download.path()), { type: 'buffer' });
    expect(book.SheetNames).toEqual(['Report', 'Request']);
    const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets.Report as XLSX.WorkSheet, {
      header: 1,
      raw: false,
      defval: '',
    });
    expect(rows[0]).toEqual(REPORT_COLUMNS);
    const data = rows.slice(1);
    expect(data).toHaveLength(recipients.length);
    expect(data.every((row) => row[0] === CAMPAIGN && row[1] === 'finished')).toBe(true);
    expect(data.map((row) => row[4]).sort()).toEqual(
      recipients.map((recipient) => recipient.customer_detail.phone_number).sort(),
    );
    expect(data.map((row) => row[6]).sort()).toEqual(
      recipients.map((recipient) => recipient.message_id).sort(),
    );
  });

  test('approver sees the list but no Request Download button', async ({ page, signIn }) => {
    await signIn('approver', '/campaign/report');
    await expect(page.getByRole('heading', { name: 'Reporting Data' })).toBeVisible();
    await expect(table(page).locator('tbody tr')).toHaveCount(5);
    await expect(page.getByRole('button', { name: 'Request Download' })).toHaveCount(0);
    // Ready reports download for the approver too; reports without a file cannot be downloaded.
    const readyRow = table(page)
      .locator('tbody tr')
      .filter({ has: page.locator('td', { hasText: /^ready$/ }) })
      .first();
    await expect(readyRow.getByRole('button', { name: /^Download report \d+$/ })).toBeEnabled();
    const failedRow = table(page)
      .locator('tbody tr')
      .filter({ has: page.locator('td', { hasText: /^failed$/ }) })
      .first();
    await expect(failedRow.getByRole('button', { name: /^Download report \d+$/ })).toBeDisabled();
    // Why it failed: the server's reason on the icon beside the red badge and on the disabled download's
    // tooltip (not "The file is not ready yet", which is for reports still being generated).
    const reason = failedRow.getByRole('img', { name: /^Reason: / });
    await expect(reason).toBeVisible();
    const text = ((await reason.getAttribute('aria-label')) ?? '').replace(/^Reason: /, '');
    expect(text.length).toBeGreaterThan(0);
    await expect(failedRow.getByRole('button', { name: /^Download report \d+$/ })).toHaveAttribute(
      'title',
      `The report failed: ${text}`,
    );
  });

  test('paging and filters', async ({ page, signIn }) => {
    await signIn('admin', '/campaign/report');
    await expect(table(page).locator('tbody tr')).toHaveCount(5);
    await expect(page.getByText('Showing 1 to 5 of 9 entries')).toBeVisible();
    const firstPage = await ids(page);
    expect(firstPage.map(Number)).toEqual([...firstPage.map(Number)].sort((a, b) => b - a));
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Showing 6 to 9 of 9 entries')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByText('Showing 1 to 5 of 9 entries')).toBeVisible();

    await page.getByRole('button', { name: 'Toggle filters' }).click();
    const filters = page.getByRole('search', { name: 'Reporting Data filters' });
    await chooseIn(page, filters, 'Campaign Name', 'Feedback Survey Q3');
    const filterCall = page.waitForRequest('**/api/reports/filter');
    await filters.getByRole('button', { name: 'Apply' }).click();
    expect((await filterCall).postDataJSON()).toEqual({
      filters: [{ property: 'campaign_name', value: 'Feedback Survey Q3' }],
    });
    await expect(page.getByText('Showing 1 to 2 of 2 entries')).toBeVisible();
    await expect(table(page).locator('tbody tr td:nth-child(2)')).toHaveText([
      'Feedback Survey Q3',
      'Feedback Survey Q3',
    ]);

    await filters.getByRole('button', { name: 'Clear All' }).click();
    await expect(page.getByText('Showing 1 to 5 of 9 entries')).toBeVisible();

    await chooseIn(page, filters, 'Division', 'Consumer Care');
    const divisionCall = page.waitForRequest('**/api/reports/filter');
    await filters.getByRole('button', { name: 'Apply' }).click();
    expect((await divisionCall).postDataJSON()).toEqual({
      filters: [{ property: 'client_id', value: 'div-consumer-care' }],
    });
    await expect(page.getByText('Showing 1 to 1 of 1 entries')).toBeVisible();
    await expect(table(page).locator('tbody tr td:nth-child(4)')).toHaveText(['Consumer Care']);
    await expect(table(page).locator('tbody tr td:nth-child(3)')).toHaveText(['whatsapp business']);

    await filters.getByRole('button', { name: 'Clear All' }).click();
    await chooseIn(page, filters, 'Campaign Name', 'Year End Clearance');
    await chooseIn(page, filters, 'Division', 'Consumer Care');
    await filters.getByRole('button', { name: 'Apply' }).click();
    // The reports exist; the filters hide them, and the empty state says so.
    await expect(
      page.getByText('No data matches the applied filters. Clear All shows every entry.'),
    ).toBeVisible();
    await expect(page.getByText('Showing 0 to 0 of 0 entries')).toBeVisible();
  });

  test("a failed request says 'Failed to Send Download Request'", async ({ page, signIn, mock }) => {
    await signIn('marketer', '/campaign/report');
    await expect(table(page).locator('tbody tr')).toHaveCount(5);
    await mock.fail('/api/reports/request', 500);
    const dialog = await fillReportRequest(page, CAMPAIGN, 'Select All');
    await expect(page.getByRole('option', { name: 'Deselect All' })).toHaveAttribute('aria-disabled', 'true');
    await closePanel(page, dialog);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(errorToast(page, 'Failed to Send Download Request')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Sent Request Successfully')).toHaveCount(0);
  });

  test('marketer: lookups that fail to load say so in the dialog and load on Retry', async ({
    page,
    signIn,
    mock,
  }) => {
    await signIn('marketer', '/campaign/report');
    await expect(table(page).locator('tbody tr')).toHaveCount(5);
    await mock.fail('/api/channel-accounts', 500, { method: 'GET' });
    await page.getByRole('button', { name: 'Request Download' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request Download' });
    await expect(dialog).toContainText('Could not load the channels.');
    await dialog.getByRole('button', { name: 'Retry loading Channel' }).click();
    await expect(dialog).not.toContainText('Could not load the channels.');
    await chooseIn(page, dialog, 'Channel', 'Electrolux_M2M (whatsapp business)');
  });

  test('marketer: a report of a campaign whose status moves on before generation is still ready', async ({
    page,
    signIn,
    request,
    baseURL,
    mock,
  }) => {
    const name = 'E2E Moving Report';
    const { id } = await waitingCampaign(request, baseURL as string, name);
    await signIn('marketer', '/campaign/report');
    await expect(table(page).locator('tbody tr')).toHaveCount(5);
    await holdReports(request, mock.url, true);
    const dialog = await fillReportRequest(page, name, 'waiting approval');
    await closePanel(page, dialog);
    const answer = page.waitForResponse('**/api/reports/request');
    await dialog.getByRole('button', { name: 'Send' }).click();
    const reportId = ((await (await answer).json()) as { data: { id: number } }).data.id;
    await expect(page.getByText('Sent Request Successfully')).toBeVisible();
    // Approved meanwhile: no longer 'waiting approval' when the report is generated.
    const token = await accessTokenFor(request, baseURL as string, 'approver');
    const approved = await request.post(`${baseURL}/api/campaigns/state`, {
      headers: { authorization: `Bearer ${token}` },
      data: { state: 'ACCEPTED', campaign_id: id },
    });
    expect(approved.ok()).toBe(true);
    await holdReports(request, mock.url, false);
    await expect(page.locator('.toast').filter({ hasText: `Report ${reportId} is ready` })).toBeVisible({
      timeout: 30_000,
    });
  });

  test('marketer: a campaign that moves on while the dialog is open is still reported; the next opening offers its new status', async ({
    page,
    signIn,
    request,
    baseURL,
  }) => {
    const name = 'E2E Moved On Report';
    const { id } = await waitingCampaign(request, baseURL as string, name);
    await signIn('marketer', '/campaign/report');
    await expect(table(page).locator('tbody tr')).toHaveCount(5);
    const dialog = await fillReportRequest(page, name, 'waiting approval');
    await closePanel(page, dialog);
    // Approved while the marketer fills the dialog: it is no longer 'waiting approval' at Send.
    const token = await accessTokenFor(request, baseURL as string, 'approver');
    const approved = await request.post(`${baseURL}/api/campaigns/state`, {
      headers: { authorization: `Bearer ${token}` },
      data: { state: 'ACCEPTED', campaign_id: id },
    });
    expect(approved.ok()).toBe(true);
    const answer = page.waitForResponse('**/api/reports/request');
    await dialog.getByRole('button', { name: 'Send' }).click();
    const reportId = ((await (await answer).json()) as { data: { id: number } }).data.id;
    await expect(page.getByText('Sent Request Successfully')).toBeVisible();
    await expect(page.locator('.toast').filter({ hasText: `Report ${reportId} is ready` })).toBeVisible({
      timeout: 30_000,
    });

    // Opened again, the dialog offers the statuses the campaign has now.
    await page.getByRole('button', { name: 'Request Download' }).click();
    await chooseIn(page, dialog, 'Campaign Name', name);
    await dialog.locator('.field').filter({ hasText: 'Campaign Status' }).locator('.p-multiselect').click();
    const options = page.locator('.p-multiselect-panel').getByRole('option');
    await expect(options.filter({ hasText: /on going|proccessed|done|finished/ })).toHaveCount(1);
    await expect(options.filter({ hasText: 'waiting approval' })).toHaveCount(0);
  });
});
