import type { Page } from '@playwright/test';
import { accessTokenFor, createCampaignForEveryone, waitingCampaign } from '../support/campaignApi';
import { expect, storedSession, test } from '../support/fixtures';
import { findCampaignRow } from '../support/pages/campaigns';
import { toast } from '../support/toasts';

/** Acting safely on campaigns: confirmations, double clicks, the detail's actions, refusals. */

/** Records the bodies of the state requests the page sends. */
function stateRequests(page: Page): unknown[] {
  const sent: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/campaigns/state')) sent.push(JSON.parse(request.postData() ?? 'null'));
  });
  return sent;
}

/** Clicks the centre of a locator, then clicks the same spot again `gapMs` later (one gesture of the user). */
async function twoClicks(page: Page, target: ReturnType<Page['locator']>, gapMs: number) {
  const box = await target.boundingBox();
  if (!box) throw new Error('target is not visible');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.click(x, y);
  await page.waitForTimeout(gapMs); // the gap between the two clicks is what is under test
  await page.mouse.click(x, y);
}

test.describe('Acting safely on the campaign list', () => {
  for (const gesture of ['dblclick', '80 ms apart', '700 ms apart'] as const) {
    test(`approver: Approve clicked twice (${gesture}) asks once, approves once and never stops`, async ({
      page,
      signIn,
      request,
      baseURL,
    }) => {
      const name = `E2E Double ${gesture}`;
      const created = await waitingCampaign(request, baseURL as string, name);
      const sent = stateRequests(page);
      await signIn('approver', '/campaign/list-campaign');
      const row = await findCampaignRow(page, 'Campaigns', name);
      await expect(row).toContainText('waiting approval');
      const approve = row.getByRole('button', { name: `Approve ${name}` });

      if (gesture === 'dblclick') await approve.dblclick();
      else await twoClicks(page, approve, gesture === '80 ms apart' ? 80 : 700);

      const dialog = page.getByRole('dialog', { name: 'Approve Campaign' });
      await expect(dialog).toContainText(`Approve "${name}"?`);
      await expect(dialog).toContainText(`Approve starts sending to ${created.total_recipients} recipient`);
      expect(sent).toEqual([]);

      // Confirming with a double click as well sends one request; nothing under the pointer runs after it.
      const confirm = dialog.getByRole('button', { name: 'Approve', exact: true });
      await twoClicks(page, confirm, gesture === '700 ms apart' ? 700 : 80);
      await expect(toast(page, 'Campaign is running')).toBeVisible();
      await expect(row).not.toContainText('waiting approval');
      await expect(row.getByRole('button', { name: `Stop ${name}` })).toBeEnabled();
      // Stop sits in its own slot, not where Approve was.
      const stopBox = await row.getByRole('button', { name: `Stop ${name}` }).boundingBox();
      const detailsBox = await row.getByRole('button', { name: `View details of ${name}` }).boundingBox();
      expect(stopBox && detailsBox && stopBox.x - detailsBox.x).toBeGreaterThan(
        2.5 * (detailsBox?.width ?? 0),
      );
      expect(sent).toEqual([{ state: 'ACCEPTED', campaign_id: created.id }]);
      await expect(page.getByRole('dialog', { name: 'Stop Campaign' })).toHaveCount(0);
      await expect(row).not.toContainText('stopped');
    });
  }

  test('approver: Stop asks first, names the audience, and Cancel sends nothing', async ({
    page,
    signIn,
  }) => {
    const sent = stateRequests(page);
    await signIn('approver', '/campaign/list-campaign');
    const row = await findCampaignRow(page, 'Campaigns', 'Independence Day Greeting');
    await row.getByRole('button', { name: 'Stop Independence Day Greeting' }).click();
    const dialog = page.getByRole('dialog', { name: 'Stop Campaign' });
    // How many messages are already sent and how many Stop cancels.
    await expect(dialog).toContainText(
      /Stop "Independence Day Greeting"\? \d[\d,]* of its \d[\d,]* messages? (is|are) already sent; the other \d[\d,]* will be cancelled\./,
    );
    await expect(dialog).toContainText('Stop cannot be undone.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    expect(sent).toEqual([]);
    await expect(row).toContainText('on going');
  });

  test('approver: a campaign someone else approved says why and refreshes to its current status', async ({
    page,
    signIn,
    request,
    baseURL,
  }) => {
    const name = 'E2E Approved Elsewhere';
    const created = await waitingCampaign(request, baseURL as string, name);
    await signIn('approver', '/campaign/list-campaign');
    const row = await findCampaignRow(page, 'Campaigns', name);
    await expect(row).toContainText('waiting approval');

    // The list refreshes itself every 3 s; until Approve is confirmed it keeps the answer it has, so this
    // screen acts on what the user saw before the colleague's approval reached it.
    let stale: string | null = null;
    await page.route('**/api/campaigns', async (route) => {
      if (stale === null) return route.continue();
      return route.fulfill({ status: 200, contentType: 'application/json', body: stale });
    });
    const answer = await page.request.get('/api/campaigns', {
      headers: { authorization: `Bearer ${(await storedSession(page))?.access_token ?? ''}` },
    });
    stale = await answer.text();

    // A colleague approves it meanwhile.
    const token = await accessTokenFor(request, baseURL as string, 'approver');
    const other = await request.post(`${baseURL}/api/campaigns/state`, {
      headers: { authorization: `Bearer ${token}` },
      data: { state: 'ACCEPTED', campaign_id: created.id },
    });
    expect(other.ok()).toBe(true);

    await row.getByRole('button', { name: `Approve ${name}` }).click();
    const confirm = page
      .getByRole('dialog', { name: 'Approve Campaign' })
      .getByRole('button', { name: 'Approve', exact: true });
    await expect(confirm).toBeVisible();
    stale = null;
    await confirm.click();
    const failed = toast(page, 'Something wrong. Try again later.');
    await expect(failed).toBeVisible();
    await expect(failed).toContainText('cannot be approved');
    // The list reloaded: the campaign shows its current status (or has already finished and left the list).
    await expect(row.filter({ hasText: 'waiting approval' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: `Approve ${name}` })).toHaveCount(0);
  });
});

test.describe('Acting on the campaign detail', () => {
  test('approver rejects from the detail and sees the note and who rejected it; the summary is asked', async ({
    page,
    signIn,
    request,
    baseURL,
  }) => {
    const name = 'E2E Detail Reject';
    const created = await waitingCampaign(request, baseURL as string, name);
    await signIn('approver', '/campaign/list-campaign');
    const row = await findCampaignRow(page, 'Campaigns', name);
    const summary = page.waitForResponse(
      (response) => response.url().endsWith(`/api/campaigns/${created.id}/summary`) && response.ok(),
    );
    await row.getByRole('button', { name: `View details of ${name}` }).click();
    await expect(page).toHaveURL(/\/campaign\/detail$/);
    await summary;

    const actions = page.getByRole('group', { name: 'Campaign actions' });
    await expect(actions.getByRole('button', { name: `Approve ${name}` })).toBeVisible();
    await expect(actions.getByRole('button', { name: `Stop ${name}` })).toHaveCount(0);
    await actions.getByRole('button', { name: `Reject ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject Campaign' });
    await dialog.getByLabel('Note').fill('Wrong segment for this template.');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(toast(page, 'Campaign is rejected')).toBeVisible();

    const rejection = page.getByRole('region', { name: 'Rejection' });
    await expect(rejection).toContainText('Budi Approver');
    await expect(rejection).toContainText('Wrong segment for this template.');
    await expect(actions.getByRole('button')).toHaveCount(0);
  });

  test('approver stops a running campaign from the detail after confirming', async ({ page, signIn }) => {
    await signIn('approver', '/campaign/list-campaign');
    const row = await findCampaignRow(page, 'Campaigns', 'Independence Day Greeting');
    await row.getByRole('button', { name: 'View details of Independence Day Greeting' }).click();
    const actions = page.getByRole('group', { name: 'Campaign actions' });
    await actions.getByRole('button', { name: 'Stop Independence Day Greeting' }).click();
    const dialog = page.getByRole('dialog', { name: 'Stop Campaign' });
    await expect(dialog).toContainText('Stop cannot be undone.');
    await dialog.getByRole('button', { name: 'Stop', exact: true }).click();
    await expect(toast(page, 'Campaign is stopped')).toBeVisible();
    await expect(page.getByText('stopped', { exact: true })).toBeVisible();
    await expect(actions.getByRole('button')).toHaveCount(0);
  });

  test('a viewer sees the detail without approve, reject or stop', async ({ page, signIn }) => {
    await signIn('viewer', '/campaign/list-campaign');
    const row = await findCampaignRow(page, 'Campaigns', 'Independence Day Greeting');
    await row.getByRole('button', { name: 'View details of Independence Day Greeting' }).click();
    await expect(page.getByRole('heading', { name: 'Campaign Detail' })).toBeVisible();
    await expect(page.getByText('Independence Day Greeting')).toBeVisible();
    await expect(page.getByRole('button', { name: /^(Approve|Reject|Stop) / })).toHaveCount(0);
  });
});

test.describe('Duplicate and leaving New Campaign', () => {
  test('marketer duplicates a campaign: New Campaign opens with its template, parameters and segmentation', async ({
    page,
    signIn,
    playwright,
    baseURL,
  }) => {
    const request = await playwright.request.newContext();
    await createCampaignForEveryone(request, baseURL as string, 'E2E To Copy');
    await request.dispose();
    await signIn('marketer', '/campaign/list-campaign');
    const row = await findCampaignRow(page, 'Campaigns', 'E2E To Copy');
    await row.getByRole('button', { name: 'Duplicate E2E To Copy' }).click();
    await expect(page).toHaveURL(/\/campaign\/new-campaign$/);

    await expect(page.getByLabel('Campaign Name')).toHaveValue('E2E To Copy (copy)');
    await expect(page.getByText('Channel: whatsapp business')).toBeVisible();
    await expect(
      page.locator('.p-dropdown').filter({ has: page.getByLabel('Template', { exact: true }) }),
    ).toContainText('service_reminder');
    await expect(page.getByLabel('Body parameter {{1}} value')).toHaveValue('washing machine');
    await expect(page.getByLabel('Body parameter {{2}} value')).toHaveValue('31 July');
    await expect(page.getByLabel('Button "Book now" value')).toHaveValue('BOOK');
    const preview = page.getByRole('group', { name: 'Message preview' });
    await expect(preview.getByText('Hi [Customer Name]!')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Purchase Start Date', exact: true })).toHaveValue(
      '1919-01-01',
    );

    // The copy is complete: Publish takes it as it is, and the redirect is not held up by the leave check.
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(toast(page, 'New Campaign Added Successfully')).toBeVisible();
    await page.waitForURL(/\/campaign\/list-campaign$/, { timeout: 10_000 });
    // A fresh load: the list of the earlier visit would otherwise show until the reload arrives.
    await page.reload();
    await findCampaignRow(page, 'Campaigns', 'E2E To Copy (copy)');
  });

  test('marketer leaving a half-filled form is asked first (menu and tab close)', async ({
    page,
    signIn,
  }) => {
    await signIn('marketer', '/campaign/new-campaign');
    await expect(page.getByRole('heading', { name: 'New Campaign' })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Main menu' });

    // Nothing entered: the menu just navigates.
    await menu.getByRole('link', { name: 'List Campaign' }).click();
    await expect(page).toHaveURL(/\/campaign\/list-campaign$/);
    await page.goto('/campaign/new-campaign');

    await page.getByLabel('Campaign Name').fill('Half done');
    await menu.getByRole('link', { name: 'List Campaign' }).click();
    const dialog = page.getByRole('dialog', { name: 'Leave New Campaign?' });
    await expect(dialog).toContainText('Leaving discards them.');
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await expect(page).toHaveURL(/\/campaign\/new-campaign$/);
    await expect(page.getByLabel('Campaign Name')).toHaveValue('Half done');

    await menu.getByRole('link', { name: 'List Campaign' }).click();
    await dialog.getByRole('button', { name: 'Discard and leave' }).click();
    await expect(page).toHaveURL(/\/campaign\/list-campaign$/);
    await expect(page.getByRole('heading', { name: 'Campaign Data' })).toBeVisible();

    // Closing the tab with entries: the browser asks (beforeunload).
    await page.goto('/campaign/new-campaign');
    await page.getByLabel('Campaign Name').fill('Half done again');
    const asked = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const prompt = await asked;
    expect(prompt.type()).toBe('beforeunload');
    await prompt.accept();
  });
});
