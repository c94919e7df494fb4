import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { accessTokenFor, campaignOf, waitingCampaign } from '../support/campaignApi';
import { expect, test } from '../support/fixtures';
import { chooseOption, findCampaignRow, tableRow, openFilters } from '../support/pages/campaigns';
import { toast } from '../support/toasts';

/** Seeing progress: the campaign list and history follow moving campaigns by themselves. */

/** A colleague approves the campaign through the API, outside this page. */
async function approveElsewhere(request: APIRequestContext, baseUrl: string, id: number) {
  const token = await accessTokenFor(request, baseUrl, 'approver');
  const answer = await request.post(`${baseUrl}/api/campaigns/state`, {
    headers: { authorization: `Bearer ${token}` },
    data: { state: 'ACCEPTED', campaign_id: id },
  });
  expect(answer.ok()).toBe(true);
}

/** Marks the loaded document: the mark survives only as long as the page is not reloaded. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { e2eMark?: string }).e2eMark = 'not reloaded';
  });
}
const documentMark = (page: Page) =>
  page.evaluate(() => (window as unknown as { e2eMark?: string }).e2eMark ?? null);

test.describe('Campaign tables follow moving campaigns', () => {
  test('approver: the list follows a campaign approved elsewhere, without a reload', async ({
    page,
    signIn,
    request,
    baseURL,
  }) => {
    const name = 'E2E Progress List';
    const { id } = await waitingCampaign(request, baseURL as string, name);
    await page.clock.install();
    await signIn('approver', '/campaign/list-campaign');
    const row = await findCampaignRow(page, 'Campaigns', name);
    await expect(row).toContainText('waiting approval');
    await markDocument(page);

    await approveElsewhere(request, baseURL as string, id);
    // A campaign waiting for a person's decision is looked at every 30 s (the polling policy): the page's clock
    // jumps past that wait rather than the test sitting through it.
    await page.clock.fastForward('00:31');

    // The mock runs a campaign through in seconds: the row shows it sending or done, or it has finished and
    // left the list (finished campaigns are history only); either way it is no longer waiting for approval.
    await expect
      // allInnerTexts does not wait: the row may leave between two reads (innerText would wait 15 s for it).
      .poll(async () => (await row.allInnerTexts()).join(' ') || 'left the list', { timeout: 15_000 })
      .toMatch(/on going|proccessed|done|left the list/);
    await expect(page.getByRole('button', { name: `Approve ${name}` })).toHaveCount(0);
    expect(await documentMark(page)).toBe('not reloaded');
  });

  test('marketer: the filtered history follows the campaign and keeps its filter', async ({
    page,
    signIn,
    request,
    baseURL,
  }) => {
    const name = 'E2E Progress History';
    const { id } = await waitingCampaign(request, baseURL as string, name);
    await page.clock.install();
    await signIn('marketer', '/campaign/history');
    await expect(page.getByText(/^Showing 1 to 5 of \d+ entries$/)).toBeVisible();
    await openFilters(page);
    await chooseOption(page, 'Campaign Name', name);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Showing 1 to 1 of 1 entries')).toBeVisible();
    const row = tableRow(page, 'Campaign history', name);
    await expect(row).toContainText('waiting approval');
    await markDocument(page);

    await approveElsewhere(request, baseURL as string, id);
    // Waiting for approval, it is looked at every 30 s (the polling policy): the page's clock jumps past it.
    await page.clock.fastForward('00:31');
    await expect(row).toContainText(/on going|proccessed|done|finished/, { timeout: 15_000 });
    // Still filtered: the one campaign, and the filter still names it.
    await expect(page.getByText('Showing 1 to 1 of 1 entries')).toBeVisible();
    await expect(page.getByLabel('Campaign Name', { exact: true })).toHaveValue(name);
    expect(await documentMark(page)).toBe('not reloaded');
  });
});

/** A count as the screens write it ("1,234"). */
const count = (value: number) => value.toLocaleString('en');

/** One fast poll (3 s) and the answer it waits for, on a busy machine; the wait for a person is 30 s. */
const ONE_FAST_POLL_MS = 6_000;

/**
 * Approve from every place that offers it, then Stop. The campaign engine is held while the approval is sent,
 * so the screen's reload after it shows nothing sent yet; released, the engine sends the occurrence within a
 * second (e2e's 75 ms ticks), and the screen must show it within one fast poll, not after the 30 s wait for a
 * person it had begun. The campaign repeats monthly: it then rests ("done") about 18 s before its second
 * occurrence, so it can still be stopped, and the detail (looking every 5 minutes while it rests) still shows
 * the first occurrence when the second has been sent: Stop must state what the server has then.
 */
const ENTRY_POINTS = ['detail: click', 'detail: keyboard', 'list: click'] as const;

test.describe('Approving: the screen follows the campaign at once, and Stop states what the server has', () => {
  for (const entry of ENTRY_POINTS) {
    test(`approver (${entry}): the counts move within one fast poll; Stop's figure is the server's`, async ({
      page,
      signIn,
      mock,
      request,
      baseURL,
    }) => {
      const name = `E2E Follow ${entry}`;
      const base = baseURL as string;
      const created = await waitingCampaign(request, base, name, undefined, {
        is_repeated: true,
        repeat_type: 'monthly',
        count_repeat: 1,
        num_of_occurence: 3,
      });
      const total = created.total_recipients ?? 0;
      expect(total).toBeGreaterThan(0);
      await signIn('approver', '/campaign/list-campaign');
      const row = await findCampaignRow(page, 'Campaigns', name);
      const onDetail = entry.startsWith('detail');
      let actions: Locator = row;
      if (onDetail) {
        await row.getByRole('button', { name: `View details of ${name}` }).click();
        actions = page.getByRole('group', { name: 'Campaign actions' });
      }
      const sentBar = page
        .getByRole('region', { name: 'Delivery funnel' })
        .getByRole('button', { name: /^Sent: / });
      const sentShown = onDetail ? sentBar : row;
      if (onDetail) await expect(sentBar).toHaveAccessibleName('Sent: 0 (0%)');

      await mock.holdCampaigns(true);
      const approve = actions.getByRole('button', { name: `Approve ${name}` });
      const dialog = page.getByRole('dialog', { name: 'Approve Campaign' });
      const confirm = dialog.getByRole('button', { name: 'Approve', exact: true });
      if (entry === 'detail: keyboard') {
        await approve.focus();
        await page.keyboard.press('Enter');
        await expect(confirm).toBeEnabled();
        await confirm.focus();
        await page.keyboard.press('Enter');
      } else {
        await approve.click();
        await confirm.click();
      }
      await expect(toast(page, 'Campaign is running')).toBeVisible();
      // The reload after the approval: on going, nothing sent yet (the engine is held).
      await expect(actions.getByRole('button', { name: `Stop ${name}` })).toBeVisible();
      if (onDetail) await expect(sentBar).toHaveAccessibleName('Sent: 0 (0%)');
      else await expect(row).toContainText(`${count(total)} recipients · 0 sent`);

      // Released, the engine sends: within one fast poll the screen shows messages sent (not 30 s later).
      await mock.holdCampaigns(false);
      if (onDetail) await expect(sentBar).toHaveAccessibleName(/^Sent: [1-9]/, { timeout: ONE_FAST_POLL_MS });
      else await expect(row).toContainText(/ · [1-9][\d,]* sent/, { timeout: ONE_FAST_POLL_MS });
      if (onDetail) await expect(sentShown).toHaveAccessibleName(`Sent: ${count(total)} (100%)`);
      else await expect(sentShown).toContainText(`${count(total)} sent`);

      // The second occurrence is sent while the detail still shows the first (it rests between them).
      await expect
        .poll(async () => campaignOf(request, base, created.id), { timeout: 40_000, intervals: [500] })
        .toMatchObject({ current_occurrence: 2, status: 'DONE' });
      // (The list may look sooner, for another campaign it shows.)
      if (onDetail) await expect(sentBar).toHaveAccessibleName(`Sent: ${count(total)} (100%)`);

      await actions.getByRole('button', { name: `Stop ${name}` }).click();
      const stop = page.getByRole('dialog', { name: 'Stop Campaign' });
      const server = await campaignOf(request, base, created.id);
      expect(server.sent_recipients).toBe(2 * total);
      await expect(stop).toContainText(
        `Its ${count(server.sent_recipients ?? 0)} messages are already sent: nothing is left to cancel`,
      );
      await stop.getByRole('button', { name: 'Stop', exact: true }).click();
      await expect(toast(page, 'Campaign is stopped')).toBeVisible();
    });
  }
});

test.describe('Approving a scheduled campaign', () => {
  test('approver: the confirmation, the toast after it, the list and the detail say when sending starts', async ({
    page,
    signIn,
    request,
    baseURL,
  }) => {
    const name = 'E2E Scheduled Approval';
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const start = day(2);
    await waitingCampaign(request, baseURL as string, name, { start, end: day(9) });
    await signIn('approver', '/campaign/list-campaign');
    const row = await findCampaignRow(page, 'Campaigns', name);
    await row.getByRole('button', { name: `Approve ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve Campaign' });
    await expect(dialog).toContainText(
      new RegExp(`Approve "${name}"\\? Sending to \\d+ recipients? starts ${start} 00:00 UTC\\.`),
    );
    await dialog.getByRole('button', { name: 'Approve' }).click();
    // The spec's toast stays, with when sending starts beside it.
    const running = page.locator('.toast').filter({ hasText: 'Campaign is running' });
    await expect(running).toContainText(`Sending starts ${start} 00:00 UTC.`);
    await expect(row).toContainText('on going');
    await expect(row).toContainText(`starts ${start} 00:00 UTC`);
    await row.getByRole('button', { name: `View details of ${name}` }).click();
    await expect(page.getByRole('heading', { name: 'Campaign Detail' })).toBeVisible();
    await expect(page.locator('.panel-actions')).toContainText(`starts ${start} 00:00 UTC`);
  });
});

test.describe('Campaign list progress and status filter', () => {
  test('approver: the list shows recipients with sent/read progress, and a scheduled start', async ({
    page,
    signIn,
  }) => {
    await signIn('approver', '/campaign/list-campaign');
    // Stopped after sending part of its messages (seed): the progress stays under its status.
    const stopped = await findCampaignRow(page, 'Campaigns', 'Year End Clearance');
    await expect(stopped).toContainText('stopped');
    await expect(stopped).toContainText(/\d+ recipients? · [1-9]\d* sent · \d+ read/);
    await expect(stopped.getByRole('img', { name: /^[1-9]\d* of \d+ sent, \d+ read$/ })).toBeVisible();
    // Scheduled a few days ahead (seed): its recipients and when it starts.
    await page.goto('/campaign/list-campaign');
    const scheduled = await findCampaignRow(page, 'Campaigns', 'Independence Day Greeting');
    await expect(scheduled).toContainText(/\d+ recipients?starts \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
  });

  test('marketer: the history Status filter sends the stored status and shows only those campaigns', async ({
    page,
    signIn,
  }) => {
    await signIn('marketer', '/campaign/history');
    await expect(page.getByText(/^Showing 1 to 5 of \d+ entries$/)).toBeVisible();
    await openFilters(page);
    const sent = page.waitForRequest(
      (request) => request.url().endsWith('/api/campaigns/filter') && request.method() === 'POST',
    );
    await chooseOption(page, 'Status', 'rejected');
    await page.getByRole('button', { name: 'Apply' }).click();
    expect((await sent).postDataJSON()).toEqual({
      target: 'history',
      filters: [{ property: 'status', value: 'REJECTED' }],
    });
    await expect(page.getByText(/^Showing 1 to \d+ of \d+ entries$/)).toBeVisible();
    const rows = page.getByRole('table', { name: 'Campaign history' }).getByRole('row');
    // Header row plus at least one rejected campaign, and every campaign row says rejected.
    await expect(rows.nth(1)).toContainText('rejected');
    for (const text of (await rows.allInnerTexts()).slice(1)) expect(text).toContain('rejected');
  });
});

test.describe('Occurrences of a repeated campaign', () => {
  test('marketer sees which occurrence each message belongs to and the funnel of one occurrence', async ({
    page,
    signIn,
  }) => {
    const name = 'Feedback Survey Q3'; // seeded: repeated monthly, 3 occurrences
    await signIn('marketer', '/campaign/history');
    await expect(page.getByText(/^Showing 1 to 5 of \d+ entries$/)).toBeVisible();
    await openFilters(page);
    await chooseOption(page, 'Campaign Name', name);
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('button', { name: `View details of ${name}` }).click();
    await expect(page).toHaveURL(/\/campaign\/detail$/);

    const table = page.getByRole('table', { name: 'Recipients' });
    await expect(table.getByRole('columnheader')).toHaveText(['Platform', 'Account', 'State', 'Occurrence']);
    await expect(table.locator('tbody tr').first().locator('td').nth(3)).toHaveText(/^\d+$/);

    const funnel = page.getByRole('region', { name: 'Delivery funnel' });
    const recipientsBar = funnel.getByRole('button', { name: /^Recipients: \d+/ });
    const allCount = Number(
      /Recipients: (\d+)/.exec((await recipientsBar.getAttribute('aria-label')) ?? '')?.[1],
    );
    expect(allCount).toBeGreaterThan(0);

    await chooseOption(page, 'Occurrence', 'Occurrence 1');
    const footer = page.getByText(/^Showing \d+ to \d+ of \d+ entries$/).last();
    await expect(footer).toBeVisible();
    const oneCount = Number(
      /Recipients: (\d+)/.exec((await recipientsBar.getAttribute('aria-label')) ?? '')?.[1],
    );
    expect(oneCount).toBeGreaterThan(0);
    expect(oneCount).toBeLessThanOrEqual(allCount);
    // Every row shown belongs to occurrence 1, and the table counts as many messages as the funnel.
    for (const cell of await table.locator('tbody tr td:nth-child(4)').allTextContents())
      expect(cell).toBe('1');
    await expect(footer).toHaveText(new RegExp(`of ${oneCount} entries$`));
  });
});
