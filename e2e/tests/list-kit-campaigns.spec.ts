import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { exportList } from '../support/exportList';
import { collator, RecordListPage } from '../support/pages/recordList';

/**
 * Journeys of the list kit on the campaign list, the campaign history and the campaign detail's
 * recipient table: the view in the URL (reload, back button, pasted link), sorting, the quick search,
 * chips with Clear all, and the .xlsx export of the rows as filtered and sorted.
 */

const LIST = '/campaign/list-campaign';
const HISTORY = '/campaign/history';

/** "Showing X to Y of N entries" (the campaign screens' wording). */
function footer(page: Page) {
  return page.getByText(/^Showing \d+ to \d+ of \d+ entries$/);
}

async function total(page: Page): Promise<number> {
  await expect(footer(page)).toBeVisible();
  return Number(/of (\d+) entries/.exec((await footer(page).textContent()) ?? '')?.[1]);
}

test.describe('list kit: campaigns', () => {
  // One admin sign-in for the campaign lists (none changes a campaign): the first step looks at the history the
  // sign-in opened, every other opens its screen at its address with a fresh load.
  test('admin: the history, the campaign list and the recipients in the URL, sorted, searched and exported', async ({
    page,
    signIn,
  }) => {
    await signIn('admin', HISTORY);
    await test.step('history: filter, sort and page live in the URL (reload, pasted link, back button)', async () => {
      const history = new RecordListPage(page, 'Campaign history');
      const panel = new RecordListPage(page, 'Campaign History');
      const all = await total(page);
      expect(all).toBeGreaterThan(5);

      // The history opens with its filter panel collapsed, like every other list.
      await expect(page.getByRole('search')).toHaveCount(0);
      await panel.openFilters();
      await panel.pick('Submit By', 'Citra Marketer');
      await panel.apply();
      await expect(page).toHaveURL(/submit_by=Citra\+Marketer/);
      await expect(footer(page)).not.toHaveText(`Showing 1 to 5 of ${all} entries`);
      const mine = await total(page);
      expect(mine).toBeGreaterThan(5);
      for (const name of await history.column('Submit By')) expect(name).toBe('Citra Marketer');

      await history.table.getByRole('button', { name: 'Campaign Name', exact: true }).click();
      await expect(history.table.getByRole('columnheader', { name: 'Campaign Name' })).toHaveAttribute(
        'aria-sort',
        'ascending',
      );
      const pageOne = await history.column('Campaign Name');
      expect([...pageOne].sort(collator.compare)).toEqual(pageOne);
      await page
        .getByRole('navigation', { name: 'Pagination' })
        .getByRole('button', { name: 'Page 2' })
        .click();
      await expect(page.getByText(`Showing 6 to ${Math.min(10, mine)} of ${mine} entries`)).toBeVisible();
      await expect(page).toHaveURL(/sort=Campaign\+Name/);
      await expect(page).toHaveURL(/page=2/);
      const pageTwo = await history.column('Campaign Name');
      expect(collator.compare(pageOne[4]!, pageTwo[0]!)).toBeLessThanOrEqual(0);

      await page.reload();
      await expect(page.getByText(`Showing 6 to ${Math.min(10, mine)} of ${mine} entries`)).toBeVisible();
      await expect(history.table.getByRole('columnheader', { name: 'Campaign Name' })).toHaveAttribute(
        'aria-sort',
        'ascending',
      );
      expect(await history.column('Campaign Name')).toEqual(pageTwo);
      // The panel shows the filter of the URL, with its options (loaded beside the filtered rows).
      await panel.openFilters();
      await expect(panel.filterField('Submit By').locator('.p-dropdown-label')).toHaveText('Citra Marketer');
      await panel.openSelect('Submit By');
      await expect(
        page.locator('.p-dropdown-panel').getByRole('option', { name: 'Ayu Admin' }),
      ).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.locator('.p-dropdown-panel')).toHaveCount(0);

      const other = await page.context().newPage();
      await other.goto(page.url());
      await expect(other.getByText(`Showing 6 to ${Math.min(10, mine)} of ${mine} entries`)).toBeVisible();
      expect(await new RecordListPage(other, 'Campaign history').column('Campaign Name')).toEqual(pageTwo);
      await other.close();

      await page.goBack();
      await expect(page.getByText(`Showing 1 to 5 of ${mine} entries`)).toBeVisible();
      await page.goBack();
      await expect(history.table.getByRole('columnheader', { name: 'Campaign Name' })).not.toHaveAttribute(
        'aria-sort',
        /./,
      );
      await page.goBack();
      await expect(page.getByText(`Showing 1 to 5 of ${all} entries`)).toBeVisible();
      expect(new URL(page.url()).search).toBe('');
    });

    await test.step('list: sorting both ways, the quick search, and the status filter as a chip with Clear all', async () => {
      await page.goto(LIST);
      const list = new RecordListPage(page, 'Campaigns');
      const panel = new RecordListPage(page, 'Campaign Data');
      await total(page);

      await list.sortBothWays('Submit By');
      await expect(page).toHaveURL(/sort=-Submit\+By/);

      const search = page.getByRole('searchbox', { name: 'Quick search' });
      await search.fill('promo bundle');
      await expect(page.getByText('Showing 1 to 1 of 1 entries')).toBeVisible();
      expect(await list.column('Campaign Name')).toEqual(['Refrigerator Promo Bundle']);
      await expect(page).toHaveURL(/q=promo\+bundle/);
      await search.fill('no campaign has this text');
      await expect(list.table).toContainText('No loaded row matches "no campaign has this text".');
      await search.fill('');

      await panel.openFilters();
      await panel.pick('Status', 'waiting approval');
      await panel.pick('Submit By', 'Citra Marketer');
      await page.keyboard.press('Escape');
      await panel.apply();
      await expect(page).toHaveURL(/status=WAITING\+APPROVAL/);
      await expect(footer(page)).toBeVisible();
      // Until the filtered rows arrive the table may still show the previous ones: wait for them.
      await expect
        .poll(async () =>
          (await list.column('Status')).every((status) => status.includes('waiting approval')),
        )
        .toBe(true);
      const chips = page.getByRole('list', { name: 'Active filters' });
      await expect(chips).toHaveCount(0);
      await page.getByRole('button', { name: 'Toggle filters' }).click();
      await expect(chips.getByRole('listitem').filter({ hasText: 'Status: waiting approval' })).toBeVisible();
      await expect(
        chips.getByRole('listitem').filter({ hasText: 'Submit By: Citra Marketer' }),
      ).toBeVisible();

      await chips.getByRole('button', { name: 'Remove filter Submit By: Citra Marketer' }).click();
      await expect(chips.getByRole('listitem').filter({ hasText: 'Submit By:' })).toHaveCount(0);
      await expect(page).not.toHaveURL(/submit_by=/);
      for (const status of await list.column('Status')) expect(status).toContain('waiting approval');

      await chips.getByRole('button', { name: 'Clear all' }).click();
      await expect(chips).toHaveCount(0);
      await expect(page).not.toHaveURL(/status=/);
      expect(await list.column('Status')).not.toEqual([]);
    });

    await test.step('history: Export downloads a real .xlsx of the rows as filtered and sorted', async () => {
      await page.goto(HISTORY);
      const history = new RecordListPage(page, 'Campaign history');
      await total(page);
      await history.table.getByRole('button', { name: 'Submit Date', exact: true }).click();
      await history.table.getByRole('button', { name: 'Submit Date', exact: true }).click();
      await expect(history.table.getByRole('columnheader', { name: 'Submit Date' })).toHaveAttribute(
        'aria-sort',
        'descending',
      );
      const unfiltered = await total(page);
      await page.getByRole('searchbox', { name: 'Quick search' }).fill('rejected');
      // The search applies after its debounce: read the count once the URL and the footer show it.
      await expect(page).toHaveURL(/q=rejected/);
      await expect.poll(() => total(page)).not.toBe(unfiltered);
      const count = await total(page);
      expect(count).toBeGreaterThan(0);
      const shown = await history.column('Campaign Name');

      const { name, rows } = await exportList(page);
      expect(name).toMatch(/^campaign-history-\d{4}-\d{2}-\d{2}\.xlsx$/);
      expect(rows[0]).toEqual(['Campaign Name', 'Channel', 'Submit Date', 'Submit By', 'Status', 'Note']);
      expect(rows).toHaveLength(count + 1);
      expect(rows.slice(1, 1 + shown.length).map((row) => row[0])).toEqual(shown);
      const dates = rows.slice(1).map((row) => row[2]!);
      expect([...dates].sort().reverse()).toEqual(dates);
      for (const row of rows.slice(1)) expect(row.join(' ').toLowerCase()).toContain('rejected');
    });

    await test.step('recipients: the funnel stage, sort and page live in the URL; Export writes the recipients shown', async () => {
      await page.goto(`${HISTORY}?name=Kitchen+Appliance+Launch`);
      await page.getByRole('button', { name: 'View details of Kitchen Appliance Launch' }).click();
      await expect(page).toHaveURL(/\/campaign\/detail$/);
      const recipients = new RecordListPage(page, 'Recipients');
      const funnel = page.getByRole('region', { name: 'Delivery funnel' });
      const read = funnel.getByRole('button', { name: /^Read: [1-9]\d* / });
      await read.click();
      await expect(read).toHaveAttribute('aria-pressed', 'true');
      const readCount = Number(/^Read: (\d+)/.exec((await read.getAttribute('aria-label')) ?? '')?.[1]);
      await expect(page.getByText(new RegExp(`of ${readCount} entries$`))).toBeVisible();

      await recipients.table.getByRole('button', { name: 'Account', exact: true }).click();
      await recipients.table.getByRole('button', { name: 'Account', exact: true }).click();
      await expect(recipients.table.getByRole('columnheader', { name: 'Account' })).toHaveAttribute(
        'aria-sort',
        'descending',
      );
      const accounts = await recipients.column('Account');
      expect([...accounts].sort(collator.compare).reverse()).toEqual(accounts);
      await expect(page).toHaveURL(/r\.stage=read/);
      await expect(page).toHaveURL(/r\.sort=-Account/);
      const chips = page.getByRole('list', { name: 'Active filters' });
      await expect(chips.getByRole('listitem').filter({ hasText: 'Delivery: read' })).toBeVisible();

      await page.reload();
      await expect(page.getByText(new RegExp(`of ${readCount} entries$`))).toBeVisible();
      await expect(funnel.getByRole('button', { name: /^Read: / })).toHaveAttribute('aria-pressed', 'true');
      expect(await recipients.column('Account')).toEqual(accounts);
      for (const state of await recipients.column('State')) expect(state).toBe('Read');

      const { rows } = await exportList(page);
      expect(rows[0]).toEqual(expect.arrayContaining(['Platform', 'Account', 'State']));
      expect(rows).toHaveLength(readCount + 1);
      const account = rows[0]!.indexOf('Account');
      expect(rows.slice(1, 1 + accounts.length).map((row) => row[account])).toEqual(accounts);
      expect(new Set(rows.slice(1).map((row) => row[rows[0]!.indexOf('State')]))).toEqual(new Set(['Read']));

      await chips.getByRole('button', { name: 'Clear all' }).click();
      await expect(funnel.getByRole('button', { name: /^Recipients: / })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(page).not.toHaveURL(/r\.stage/);
    });
  });
});
