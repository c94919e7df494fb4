import type { Page } from '@playwright/test';
import { createCampaignForEveryone } from '../support/campaignApi';
import { expect, test } from '../support/fixtures';
import {
  chooseOption,
  findCampaignRow,
  selectAll,
  tableRow,
  typeDate,
  openFilters,
} from '../support/pages/campaigns';
import { toast } from '../support/toasts';

/** Campaigns: creation, approval, rejection, stop, detail and history (spec part 2). The mock runs at TIME_SCALE 0.05. */

const today = () => new Date().toISOString().slice(0, 10);

/** On Campaign History (its first page shown): filters the list to the campaign named `name`. */
async function filterHistory(page: Page, name: string): Promise<void> {
  await expect(page.getByText(/^Showing 1 to 5 of \d+ entries$/)).toBeVisible();
  await openFilters(page);
  await chooseOption(page, 'Campaign Name', name);
  await page.getByRole('button', { name: 'Apply' }).click();
}

/** From Campaign History, opens the detail of the campaign named `name`. */
async function openDetail(page: Page, name: string): Promise<void> {
  await filterHistory(page, name);
  await page.getByRole('button', { name: `View details of ${name}` }).click();
}

test.describe('New Campaign', () => {
  test('marketer: validation messages first, then a campaign with parameters and segmentation', async ({
    page,
    signIn,
  }) => {
    await signIn('marketer', '/campaign/new-campaign');
    await expect(page.getByRole('heading', { name: 'New Campaign' })).toBeVisible();

    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(toast(page, 'Please fill in all required(*) fields')).toBeVisible();
    await expect(page.getByText('This field is required.').first()).toBeVisible();

    await page.getByLabel('Campaign Name').fill('E2E Summer Service');
    await chooseOption(page, 'WABA Account', 'Electrolux_M2M');
    await expect(page.getByText('Channel: whatsapp business')).toBeVisible();
    await chooseOption(page, 'Template', 'service_reminder');

    // Parameters follow the template: 1 header, 2 body, one per quick reply; each empty one is required.
    const parameters = page.getByRole('region', { name: 'Parameters' });
    await expect(parameters.getByRole('group')).toHaveCount(5);
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(parameters.getByText('This field is required.')).toHaveCount(5);

    // The header has text: Customer Data is offered there; buttons take Custom Text only.
    await chooseOption(page, 'Header parameter {{1}} source', 'Customer Data');
    await chooseOption(page, 'Header parameter {{1}} value', 'Customer Name');
    await chooseOption(page, 'Body parameter {{1}} source', 'Custom Text');
    await page.getByLabel('Body parameter {{1}} value').fill('washing machine');
    await chooseOption(page, 'Body parameter {{2}} source', 'Custom Text');
    await page.getByLabel('Body parameter {{2}} value').fill('31 July');
    await page.getByLabel('Button "Book now" value').fill('BOOK');
    await page.getByLabel('Button "Not now" value').fill('LATER');
    await expect(parameters.getByText('This field is required.')).toHaveCount(0);

    const preview = page.getByRole('group', { name: 'Message preview' });
    await expect(preview.getByText('Hi [Customer Name]!')).toBeVisible();
    await expect(
      preview.getByText(
        'Your washing machine is due for its yearly service. Book before 31 July and get a free check-up.',
      ),
    ).toBeVisible();
    await expect(preview.getByText('BOOK', { exact: true })).toBeVisible();

    for (const label of ['Product Line', 'Location', 'Model Code', 'Service Type'])
      await selectAll(page, label);
    await typeDate(page, 'Purchase Start Date', '2000-01-01');
    await typeDate(page, 'Purchase End Date', today());

    // A past Start Date typed by hand is explained under the field, not dropped without a word.
    const scheduling = page.getByRole('group', { name: 'Schedule this campaign?' });
    await scheduling.getByLabel('Yes').check();
    const start = page.getByRole('combobox', { name: 'Start Date', exact: true });
    await start.fill('2020-01-01');
    await start.press('Tab');
    await expect(start).toHaveAccessibleDescription(`Enter a date on or after ${today()}.`);
    await expect(start).toHaveAttribute('aria-invalid', 'true');
    await scheduling.getByLabel('No').check();

    // Repeat: on → Day and count 1; off → cleared.
    await page.getByRole('group', { name: 'Repeat this campaign?' }).getByLabel('Yes').check();
    await expect(page.getByRole('button', { name: 'Day' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByLabel('Repeat Every (Days)')).toHaveValue('1');
    await page.getByRole('button', { name: 'Week' }).click();
    await expect(page.getByLabel('Repeat Every (Weeks)')).toBeVisible();
    await page.getByRole('group', { name: 'Repeat this campaign?' }).getByLabel('No').check();
    await expect(page.getByRole('button', { name: 'Day' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(toast(page, 'New Campaign Added Successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/campaign\/new-campaign$/);
    await page.waitForURL(/\/campaign\/list-campaign$/, { timeout: 6000 });
    await expect(page.getByRole('heading', { name: 'Campaign Data' })).toBeVisible();
    const row = await findCampaignRow(page, 'Campaigns', 'E2E Summer Service');
    await expect(row).toContainText(/initial|waiting approval/);
    await expect(row).toContainText('Citra Marketer');
  });

  const REFUSALS = [
    {
      name: 'a parameter over the limit',
      status: 400,
      message: 'Invalid request: body_parameter[1].value must be at most 1000 characters.',
      field: {
        label: 'Body parameter {{2}} value',
        says: 'Body parameter {{2}} value must be at most 1000 characters.',
      },
    },
    {
      name: 'no quota left',
      status: 429,
      message: "client_id 'div-marketing' has no quota left this month.",
    },
  ];
  for (const refusal of REFUSALS) {
    test(`marketer: a refused Publish (${refusal.name}) shows the server's reason as it came`, async ({
      page,
      signIn,
      mock,
      playwright,
      baseURL,
    }) => {
      const request = await playwright.request.newContext();
      await createCampaignForEveryone(request, baseURL as string, 'E2E Refused');
      await request.dispose();
      await signIn('marketer', '/campaign/list-campaign');
      const row = await findCampaignRow(page, 'Campaigns', 'E2E Refused');
      // A complete form: the duplicate of a campaign the server took.
      await row.getByRole('button', { name: 'Duplicate E2E Refused' }).click();
      await expect(page.getByLabel('Body parameter {{2}} value')).toHaveValue('31 July');
      await mock.fail('/api/campaigns', refusal.status, {
        method: 'POST',
        body: { message: refusal.message, errors: [refusal.message] },
      });
      await page.getByRole('button', { name: 'Publish' }).click();
      const shown = page.getByRole('alert').filter({ hasText: refusal.message });
      await expect(shown).toBeVisible();
      if (refusal.field) {
        // The spec's text, the server's message beside it, and the field it names marked with its words.
        await expect(shown).toContainText('Check first if any error message in all fields');
        const field = page.getByLabel(refusal.field.label);
        await expect(field).toHaveAttribute('aria-invalid', 'true');
        await expect(field).toHaveAccessibleDescription(refusal.field.says);
      } else {
        await expect(shown).not.toContainText('Check first');
        await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);
      }
      await expect(page.getByText(/Choose the template again|The campaign was refused/)).toHaveCount(0);
      await expect(page).toHaveURL(/\/campaign\/new-campaign$/);
    });
  }

  test("media links: URL checks while typing, and the server's 5 MB refusal", async ({ page, signIn }) => {
    await signIn('marketer', '/campaign/new-campaign');
    await page.getByLabel('Campaign Name').fill('E2E Launch Image');
    await chooseOption(page, 'WABA Account', 'Electrolux_M2M');
    await chooseOption(page, 'Template', 'new_product_launch');
    const media = page.getByLabel('Header image URL');
    await media.fill('promo.jpg');
    await expect(page.getByText('Invalid URL. (example: https://example.com/promo.jpg)')).toBeVisible();
    await media.fill('https://cdn.example.com/promo.gif');
    await expect(
      page.getByText('Links must end with a supported extension (.jpg, .png, .jpeg, .mp4).'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(toast(page, 'Check first if any error message in all fields')).toBeVisible();

    await media.fill('https://cdn.example.com/promo-6mb.jpg');
    await expect(page.getByText('Links must end with a supported extension')).toHaveCount(0);
    for (const [index, text] of [
      [1, ''],
      [2, 'UltimateTaste oven'],
      [3, '1 June'],
    ] as const) {
      await chooseOption(
        page,
        `Body parameter {{${index}}} source`,
        index === 1 ? 'Customer Data' : 'Custom Text',
      );
      if (index === 1) await chooseOption(page, 'Body parameter {{1}} value', 'Customer Name');
      else await page.getByLabel(`Body parameter {{${index}}} value`).fill(text);
    }
    const preview = page.getByRole('group', { name: 'Message preview' });
    await expect(preview.getByRole('link', { name: 'Image' })).toHaveAttribute(
      'href',
      'https://cdn.example.com/promo-6mb.jpg',
    );
    for (const label of ['Product Line', 'Location', 'Model Code', 'Service Type'])
      await selectAll(page, label);
    await typeDate(page, 'Purchase Start Date', '2000-01-01');
    await typeDate(page, 'Purchase End Date', today());
    await page.getByRole('button', { name: 'Publish' }).click();
    const message = 'File is too large. Please provide a link to a file that is 5MB or smaller.';
    await expect(toast(page, message)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Parameters' }).getByText(message)).toBeVisible();
    await expect(page).toHaveURL(/\/campaign\/new-campaign$/);
  });
});

test.describe('Campaign list: approve, reject, stop', () => {
  test('approver approves a new campaign and watches its recipients reach read; funnel stages filter the table', async ({
    page,
    signIn,
    context,
    playwright,
    baseURL,
  }) => {
    const request = await playwright.request.newContext();
    await createCampaignForEveryone(request, baseURL as string, 'E2E Approval Run');
    await request.dispose();

    await signIn('approver', '/campaign/list-campaign');
    const row = await findCampaignRow(page, 'Campaigns', 'E2E Approval Run');
    await expect(row).toContainText('waiting approval');
    await row.getByRole('button', { name: 'View details of E2E Approval Run' }).click();
    await expect(page).toHaveURL(/\/campaign\/detail$/);
    await expect(page.getByRole('heading', { name: 'Campaign Detail' })).toBeVisible();
    const funnel = page.getByRole('region', { name: 'Delivery funnel' });
    await expect(funnel.getByRole('button', { name: /^Sent: 0 \(0%\)$/ })).toBeVisible();
    const total = Number(
      /Recipients: (\d+)/.exec(
        (await funnel.getByRole('button', { name: /^Recipients:/ }).getAttribute('aria-label')) ?? '',
      )?.[1],
    );
    expect(total).toBeGreaterThan(0);

    // Approve from the list in another tab; the open detail polls and follows the sending.
    const listTab = await context.newPage();
    await listTab.goto('/campaign/list-campaign');
    const listRow = await findCampaignRow(listTab, 'Campaigns', 'E2E Approval Run');
    await listRow.getByRole('button', { name: 'Approve E2E Approval Run' }).click();
    const confirm = listTab.getByRole('dialog', { name: 'Approve Campaign' });
    await expect(confirm).toContainText(`Approve starts sending to ${total} recipients.`);
    await confirm.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(toast(listTab, 'Campaign is running')).toBeVisible();
    await expect(listRow.getByRole('button', { name: 'Approve E2E Approval Run' })).toHaveCount(0);
    await listTab.close();

    // By the polling policy: a campaign waiting approval is looked at every 30 s, and while it sends its
    // recipient list comes again at most every 30 s (at once when the sending ends).
    await expect(funnel.getByRole('button', { name: `Sent: ${total} (100%)` })).toBeVisible({
      timeout: 75_000,
    });
    const read = funnel.getByRole('button', { name: /^Read: [1-9]\d* / });
    await expect(read).toBeVisible({ timeout: 40_000 });
    await expect(page.getByText(/^(done|finished)$/)).toBeVisible({ timeout: 40_000 });

    await read.click();
    await expect(read).toHaveAttribute('aria-pressed', 'true');
    const states = page
      .getByRole('table', { name: 'Recipients' })
      .getByRole('row')
      .locator('td:nth-child(3)');
    await expect(states.first()).toHaveText('Read');
    expect(new Set(await states.allTextContents())).toEqual(new Set(['Read']));
    const readCount = Number(/^Read: (\d+)/.exec((await read.getAttribute('aria-label')) ?? '')?.[1]);
    await expect(page.getByText(new RegExp(`of ${readCount} entries$`))).toBeVisible();

    const failed = funnel.getByRole('button', { name: /^Failed:/ });
    await failed.press('Enter');
    await expect(failed).toHaveAttribute('aria-pressed', 'true');
    const failedCount = Number(/^Failed: (\d+)/.exec((await failed.getAttribute('aria-label')) ?? '')?.[1]);
    if (failedCount > 0) await expect(states.first()).toHaveText('Failed');
    else
      await expect(page.getByText(/^No data matches the applied filters\. Reset the search/)).toBeVisible();

    await funnel.getByRole('button', { name: /^Recipients:/ }).click();
    await expect(page.getByText(new RegExp(`of ${total} entries$`))).toBeVisible();

    // Hovering a row shows its message id and times.
    await page.getByRole('table', { name: 'Recipients' }).getByRole('row').nth(1).hover();
    const panel = page.getByRole('tooltip');
    await expect(panel.getByText('Message ID')).toBeVisible();
    await expect(panel.getByText(/^wamid\./)).toBeVisible();
  });

  test('approver rejects with a note: one state request, and the note shows in the history', async ({
    page,
    signIn,
  }) => {
    await signIn('approver', '/campaign/list-campaign');
    const stateRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/campaigns/state')) stateRequests.push(request.postData() ?? '');
    });
    const row = await findCampaignRow(page, 'Campaigns', 'Refrigerator Promo Bundle');
    await row.getByRole('button', { name: 'Reject Refrigerator Promo Bundle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject Campaign' });
    await dialog.getByLabel('Note').fill('The bundle price is not approved yet.');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(toast(page, 'Campaign is rejected')).toBeVisible();
    await expect(row).toContainText('rejected');
    expect(stateRequests).toHaveLength(1);
    expect(JSON.parse(stateRequests[0] as string)).toMatchObject({
      state: 'REJECTED',
      note: 'The bundle price is not approved yet.',
    });

    await page.goto('/campaign/history');
    await expect(page.getByRole('heading', { name: 'Campaign History' })).toBeVisible();
    await filterHistory(page, 'Refrigerator Promo Bundle');
    const historyRow = tableRow(page, 'Campaign history', 'Refrigerator Promo Bundle');
    await expect(historyRow).toContainText('rejected');
    await expect(historyRow).toContainText('The bundle price is not approved yet.');
    await expect(page.getByText('Showing 1 to 1 of 1 entries')).toBeVisible();
    await page.getByRole('button', { name: 'Clear All' }).click();
    await expect(page.getByText(/^Showing 1 to 5 of \d+ entries$/)).toBeVisible();
  });

  test('approver stops a running campaign; a failing state change says so', async ({
    page,
    signIn,
    mock,
  }) => {
    await signIn('approver', '/campaign/list-campaign');
    const row = await findCampaignRow(page, 'Campaigns', 'Independence Day Greeting');
    await expect(row).toContainText('on going');
    await expect(row.getByRole('button', { name: /^Approve/ })).toHaveCount(0);

    const stop = async () => {
      await row.getByRole('button', { name: 'Stop Independence Day Greeting' }).click();
      const dialog = page.getByRole('dialog', { name: 'Stop Campaign' });
      await expect(dialog).toContainText('Stop cannot be undone.');
      await dialog.getByRole('button', { name: 'Stop', exact: true }).click();
    };
    await mock.fail('/api/campaigns/state', 500);
    await stop();
    await expect(toast(page, 'Something wrong. Try again later.')).toBeVisible();
    await expect(row).toContainText('on going');

    await stop();
    await expect(toast(page, 'Campaign is stopped')).toBeVisible();
    await expect(row).toContainText('stopped');
    await expect(row.getByRole('button', { name: /^Stop/ })).toHaveCount(0);
  });

  test('a viewer sees the list without approve, reject or stop', async ({ page, signIn }) => {
    await signIn('viewer', '/campaign/list-campaign');
    const table = page.getByRole('table', { name: 'Campaigns' });
    await expect(table.getByRole('button', { name: /^View details of / })).toHaveCount(5);
    await expect(table.getByRole('button', { name: /^(Approve|Reject|Stop) / })).toHaveCount(0);
    await expect(table.getByText('waiting approval').first()).toBeVisible();
    await expect(page.getByText(/^Showing 1 to 5 of \d+ entries$/)).toBeVisible();
  });

  test('a 502 on the list shows the gateway message', async ({ page, signIn, mock }) => {
    await signIn('approver');
    // The landing list's own load must be over first, or it may take the one failure meant for the visit below.
    await expect(page.getByText(/^Showing \d+ (to|-) \d+ of \d+ entries$/)).toBeVisible();
    await mock.fail('/api/campaigns', 502, { method: 'GET' });
    await page.goto('/campaign/list-campaign');
    await expect(toast(page, 'Something Wrong (502) Bad Gateway')).toBeVisible();
    // The table shows the reason and Try again (not "No data available.").
    const table = page.getByRole('table', { name: 'Campaigns' });
    await expect(table.getByRole('alert')).toHaveText('Something Wrong (502) Bad Gateway');
    await expect(table.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});

test.describe('Campaign detail', () => {
  test('the preview modal shows the message with its parameters filled in', async ({ page, signIn }) => {
    await signIn('marketer', '/campaign/history');
    await openDetail(page, 'Ramadan Service Promo');
    await expect(page).toHaveURL(/\/campaign\/detail$/);
    await expect(page.getByText('+6281119990001')).toBeVisible();
    await expect(page.getByText('service_reminder')).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Product Line' }).getByRole('listitem').first(),
    ).toBeVisible();
    await expect(page.getByText('Repeat Campaign')).toBeVisible();

    await page.getByRole('button', { name: 'Message Preview' }).click();
    const dialog = page.getByRole('dialog', { name: 'Message Preview' });
    await expect(dialog.getByText('Hi [Customer Name]!')).toBeVisible();
    await expect(
      dialog.getByText(
        'Your [Model Description] is due for its yearly service. Book before 30 April and get a free check-up.',
      ),
    ).toBeVisible();
    await expect(dialog.getByText('Electrolux Care')).toBeVisible();
    await expect(dialog.getByText('BOOK_SERVICE')).toBeVisible();
    await expect(dialog.getByText('NOT_NOW')).toBeVisible();
  });

  // One admin sign-in for the recipients of Kitchen Appliance Launch: each step opens the detail afresh from the
  // history.
  test('admin: the recipients of a campaign, searched by account and hovered at every width', async ({
    page,
    signIn,
  }) => {
    await signIn('admin', '/campaign/history');
    await test.step('Search By Account narrows the recipients to one number; Reset shows them all', async () => {
      await openDetail(page, 'Kitchen Appliance Launch');
      await expect(page.getByText('Repeat Every 1 Week(s)')).toBeVisible();
      await expect(page.getByText('3 Occurence(s)')).toBeVisible();
      const table = page.getByRole('table', { name: 'Recipients' });
      const phone = (await table.getByRole('row').nth(1).locator('td').nth(1).textContent()) ?? '';
      await chooseOption(page, 'Search By Account', phone);
      await page.getByRole('button', { name: 'Submit' }).click();
      // The campaign repeated three times: three messages to that number.
      await expect(page.getByText('Showing 1 to 3 of 3 entries')).toBeVisible();
      for (const cell of await table.getByRole('row').locator('td:nth-child(2)').allTextContents())
        expect(cell).toBe(phone);
      await page.getByRole('button', { name: 'Reset' }).click();
      await expect(page.getByText(/^Showing 1 to 5 of \d+ entries$/)).toBeVisible();
    });

    await test.step("a recipient's panel never covers the rows below it: every row, at every width from 768 to 1920 px", async () => {
      await page.goto('/campaign/history');
      await openDetail(page, 'Kitchen Appliance Launch');
      const rows = page.getByRole('table', { name: 'Recipients' }).locator('tbody tr');
      await expect(rows).toHaveCount(5);
      const panel = page.locator('#recipient-message-panel');
      const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
        a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
      for (let width = 768; width <= 1920; width += 128) {
        await page.setViewportSize({ width, height: 900 });
        for (let index = 0; index < 5; index += 1) {
          await rows.nth(index).hover();
          await expect(panel).toBeVisible();
          const box = await panel.boundingBox();
          const boxes = await Promise.all((await rows.all()).map((row) => row.boundingBox()));
          for (const [other, rowBox] of boxes.entries())
            if (box && rowBox)
              expect(
                overlaps(box, rowBox),
                `row ${other + 1} under row ${index + 1}'s panel at ${width} px`,
              ).toBe(false);
          await page.mouse.move(0, 0);
          await expect(panel).toHaveCount(0);
        }
      }
    });
  });
});
