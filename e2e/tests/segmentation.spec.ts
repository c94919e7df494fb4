import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import {
  chooseOption,
  closeOverlay,
  findCampaignRow,
  overlayOption,
  selectAll,
  selectBox,
  typeDate,
} from '../support/pages/campaigns';
import { toast } from '../support/toasts';

/** Getting the segmentation right before Publish, as the marketer who builds campaigns. */

const today = () => new Date().toISOString().slice(0, 10);

const SEGMENTS = ['Product Line', 'Location', 'Model Code', 'Service Type'] as const;

test.describe('New Campaign segmentation before Publish', () => {
  test('marketer: repeat count and occurrences of 0 are accepted; a refused value sits under its own field, in plain words', async ({
    page,
    signIn,
    mock,
  }) => {
    await signIn('marketer', '/campaign/new-campaign');
    await page.getByLabel('Campaign Name').fill('E2E Repeat Zero');
    await chooseOption(page, 'WABA Account', 'Electrolux_M2M');
    await chooseOption(page, 'Template', 'thank_you_note');
    for (const label of SEGMENTS) await selectAll(page, label);
    await typeDate(page, 'Purchase Start Date', '2000-01-01');
    await typeDate(page, 'Purchase End Date', today());

    await page.getByRole('group', { name: 'Repeat this campaign?' }).getByLabel('Yes').check();
    const count = page.getByLabel('Repeat Every (Days)');
    const occurrences = page.getByLabel('Occurrences');
    await expect(count).toHaveValue('1');
    // The fields say what 0 means.
    await expect(count).toHaveAccessibleDescription('Every how many days; 0 counts as 1 (every day).');
    await expect(occurrences).toHaveAccessibleDescription(
      'How many times it is sent in all; 0 or 1 sends it once, without repeating.',
    );

    // Occurrences left empty: the message is under Occurrences, not under the repeat group as a whole.
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(toast(page, 'Please fill in all required(*) fields')).toBeVisible();
    await expect(occurrences).toHaveAccessibleDescription(/^This field is required\. How many times/);
    await expect(count).not.toHaveAttribute('aria-invalid', 'true');

    await count.fill('0');
    await occurrences.fill('0');
    await occurrences.blur();
    await expect(occurrences).not.toHaveAttribute('aria-invalid', 'true');

    // A server that refuses the count (as the mock did before): its sentence names an API field; the user
    // sees the server's reason under Repeat Every, the field named as the form names it, and the toast points
    // to the fields.
    const refusal = 'count_repeat must be a whole number from 1 to 365 when the campaign repeats.';
    await mock.fail('/api/campaigns', 400, {
      method: 'POST',
      body: { message: refusal, errors: [refusal] },
    });
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(toast(page, 'Check first if any error message in all fields')).toBeVisible();
    await expect(count).toHaveAccessibleDescription(
      /^Repeat count must be a whole number from 1 to 365 when the campaign repeats\. Every how many days/,
    );
    await expect(page.getByText(/count_repeat|num_of_occurence/)).toHaveCount(0);

    // The real (mock) server takes 0, as the spec's minimum says.
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(toast(page, 'New Campaign Added Successfully')).toBeVisible();
    await page.waitForURL(/\/campaign\/list-campaign$/, { timeout: 10_000 });
    // Sent once (0 occurrences): its detail says so, never "Repeat Every 0 Day(s) / 0 Occurence(s)".
    const row = await findCampaignRow(page, 'Campaigns', 'E2E Repeat Zero');
    await row.getByRole('button', { name: 'View details of E2E Repeat Zero' }).click();
    await expect(page.getByRole('heading', { name: 'Campaign Detail' })).toBeVisible();
    const repeat = page
      .locator('.detail-grid > div')
      .filter({ has: page.getByText('Repeat Campaign', { exact: true }) });
    await expect(repeat.getByRole('definition')).toHaveText('No');
    await expect(page.locator('main')).not.toContainText(/Repeat Every 0|0 Occurence/);
  });

  test('marketer: Deselect All clears a multi-select; Model Code follows the chosen product lines', async ({
    page,
    signIn,
  }) => {
    await signIn('marketer', '/campaign/new-campaign');
    const clearLocation = page.getByRole('button', { name: 'Deselect All Location' });
    // Offered only once something is selected: no grey link above every empty field.
    await expect(page.getByRole('button', { name: /^Deselect All / })).toHaveCount(0);
    await selectAll(page, 'Location');
    await expect(clearLocation).toBeEnabled();
    await clearLocation.click();
    await expect(clearLocation).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Location', exact: true })).toBeFocused();
    await expect(selectBox(page, 'Location')).toContainText('Select...');
    // The spec's entry reads Select All again once nothing is selected.
    await selectBox(page, 'Location').click();
    await expect(overlayOption(page, 'Select All')).not.toHaveAttribute('aria-disabled', 'true');
    await closeOverlay(page);

    // No product line: no model codes to offer yet.
    await selectBox(page, 'Model Code').click();
    await expect(page.locator('.p-multiselect-panel')).toContainText('Choose a product line first');
    await closeOverlay(page);

    // One product line: only its model codes; all of them, then another line, then the first line removed.
    await selectBox(page, 'Product Line').click();
    const panel = page.locator('.p-multiselect-panel');
    const lineOptions = panel.getByRole('option').filter({ hasNotText: /Select All|Deselect All/ });
    const firstLine = (await lineOptions.first().innerText()).trim();
    await lineOptions.first().click();
    await closeOverlay(page);
    await selectAll(page, 'Model Code');
    const narrowed = await modelCodeCount(page);
    await selectAll(page, 'Product Line');
    const all = await modelCodeCount(page);
    expect(all).toBeGreaterThan(narrowed);
    expect(narrowed).toBeGreaterThan(0);
    // The first line's codes stay chosen until that line is taken away.
    await selectBox(page, 'Product Line').click();
    await overlayOption(page, firstLine).click();
    await closeOverlay(page);
    await expect(page.getByRole('button', { name: 'Deselect All Model Code' })).toHaveCount(0);
  });

  test('marketer: lookups that fail to load say so under their fields and load on Retry', async ({
    page,
    signIn,
    mock,
  }) => {
    await signIn('marketer');
    // The customer fields, cities and service types (GET /api/lists) and the product lines all fail once.
    await mock.fail('/api/lists', 500, { count: 3, method: 'GET' });
    await mock.fail('/api/product-lines', 503, { method: 'GET' });
    await page.goto('/campaign/new-campaign');

    await expect(page.getByText('Could not load the locations.')).toBeVisible();
    await expect(page.getByText('Could not load the service types.')).toBeVisible();
    await expect(page.getByText('Could not load the product lines.')).toBeVisible();
    await expect(page.getByText('Could not load the model codes.')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Location', exact: true })).toHaveAccessibleDescription(
      'Could not load the locations.',
    );

    await page.getByRole('button', { name: 'Retry loading Location' }).click();
    await expect(page.getByText('Could not load the locations.')).toHaveCount(0);
    await selectAll(page, 'Location');

    await page.getByRole('button', { name: 'Retry loading Product Line' }).click();
    await expect(page.getByText('Could not load the product lines.')).toHaveCount(0);
    await expect(page.getByText('Could not load the model codes.')).toHaveCount(0);
    await selectAll(page, 'Product Line');
    await selectAll(page, 'Model Code');

    await page.getByRole('button', { name: 'Retry loading Service Type' }).click();
    await selectAll(page, 'Service Type');
  });

  test('marketer: a document header takes a PDF link', async ({ page, signIn }) => {
    await signIn('marketer', '/campaign/new-campaign');
    await chooseOption(page, 'WABA Account', 'Electrolux_M2M');
    await chooseOption(page, 'Template', 'service_invoice');
    const media = page.getByLabel('Header document URL');
    await media.fill('https://cdn.example.com/invoice.docx');
    await expect(
      page.getByText('Links must end with a supported extension (.jpg, .png, .jpeg, .mp4, .pdf).'),
    ).toBeVisible();
    await media.fill('https://cdn.example.com/invoice.pdf');
    await expect(page.getByText(/Links must end with a supported extension/)).toHaveCount(0);
    await expect(media).not.toHaveAttribute('aria-invalid', 'true');
  });
});

test.describe('Request Download choices', () => {
  test('marketer: Campaign Status offers only what the chosen campaign has', async ({ page, signIn }) => {
    await signIn('marketer', '/campaign/report');
    await page.getByRole('button', { name: 'Request Download' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request Download' });
    const statusBox = dialog.locator('.p-multiselect');
    const statusOptions = page
      .locator('.p-multiselect-panel')
      .getByRole('option')
      .filter({ hasNotText: /^(Select All|Deselect All)$/ });

    // Before a campaign is chosen: every status of the loaded campaigns.
    await statusBox.click();
    await expect(statusOptions.first()).toBeVisible();
    const before = await statusOptions.allInnerTexts();
    expect(before.length).toBeGreaterThan(1);
    await closeOverlay(page);

    // The seeded finished campaign: only 'finished' remains.
    await dialog.locator('.p-dropdown').first().click();
    await page.getByRole('option', { name: 'Ramadan Service Promo', exact: true }).click();
    await statusBox.click();
    await expect(statusOptions).toHaveText(['finished']);
    await page.keyboard.press('Escape');
  });
});

/** How many model codes the Model Code list offers (Select All excluded). */
async function modelCodeCount(page: Page): Promise<number> {
  await selectBox(page, 'Model Code').click();
  const options = page
    .locator('.p-multiselect-panel')
    .getByRole('option')
    .filter({ hasNotText: /^(Select All|Deselect All)$/ });
  await expect(options.first()).toBeVisible();
  const count = await options.count();
  await closeOverlay(page);
  return count;
}
