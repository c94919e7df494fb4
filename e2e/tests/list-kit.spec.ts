import { SPEC_COLUMNS } from '@crm/fixtures';
import type { Locator, Page } from '@playwright/test';
import { expect, test, type Persona } from '../support/fixtures';
import { exportList } from '../support/exportList';
import type { MockControl } from '../support/mockControl';
import { openSeededList, RecordListPage, SEEDED_LISTS } from '../support/pages/recordList';

/**
 * Journeys of the list kit on the gift-claim, product-line and customer lists: the view in the
 * URL (reload, back button, pasted link), sorting, the quick search, chips with Clear all, the .xlsx
 * export, columns that stay visible at 1280 and 1440 px, and an edit that shows at once.
 */

const CUSTOMERS = '/customer/list-customer';
const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

function giftClaims(page: Page) {
  return new RecordListPage(page, SEEDED_LISTS.giftClaims.table);
}

/** The gift-claim panel ("Gift Claim Data"): its filter fields (the table itself is named "Gift claims"). */
function giftClaimFilters(page: Page) {
  return new RecordListPage(page, 'Gift Claim Data');
}

/** As the viewer, the gift-claim list filtered to the rejected claims; returns it and those claims. */
async function rejectedClaims(page: Page, signIn: (who: Persona) => Promise<void>, mock: MockControl) {
  await signIn('viewer');
  const list = await openSeededList(page, 'giftClaims');
  const rejected = await mock.records('giftClaims', 'status_klaim', 'Ditolak');
  await page.getByRole('button', { name: 'Toggle filters' }).click();
  await giftClaimFilters(page).pick('Status Claim', 'Ditolak');
  await list.apply();
  await list.expectFooter(`Showing 1 - 5 of ${rejected.length} entries`);
  return { list, rejected };
}

async function firstCells(list: RecordListPage, header: string) {
  return list.column(header);
}

/** Whether an element is fully inside the window horizontally and is the topmost thing at its centre. */
async function fullyShown(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.left < 0 || box.right > window.innerWidth + 0.5) return false;
    const wrap = element.closest('.table-wrap');
    if (wrap) {
      const area = wrap.getBoundingClientRect();
      if (box.left < area.left - 0.5 || box.right > area.right + 0.5) return false;
    }
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === element || element.contains(hit) || hit.contains(element));
  });
}

test.describe('list kit', () => {
  test('gift claims: filters, page and sort live in the URL (reload, back button, pasted link)', async ({
    page,
    signIn,
    mock,
  }) => {
    const { list, rejected } = await rejectedClaims(page, signIn, mock);
    expect(rejected.length).toBeGreaterThan(5);
    await expect(page).toHaveURL(/status_klaim=Ditolak/);

    await list.table.getByRole('button', { name: 'Name', exact: true }).click();
    await expect(list.table.getByRole('columnheader', { name: 'Name', exact: true })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await page
      .getByRole('navigation', { name: 'Pagination' })
      .getByRole('button', { name: 'Page 2' })
      .click();
    await list.expectFooter(`Showing 6 - 10 of ${rejected.length} entries`);
    await expect(page).toHaveURL(/sort=Name/);
    await expect(page).toHaveURL(/page=2/);
    const pageTwo = await firstCells(list, 'Name');

    await page.reload();
    await list.expectFooter(`Showing 6 - 10 of ${rejected.length} entries`);
    await expect(list.table.getByRole('columnheader', { name: 'Name', exact: true })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(await firstCells(list, 'Name')).toEqual(pageTwo);
    for (const status of await list.column('Status Claim')) expect(status).toBe('Ditolak');

    // A pasted link in another tab opens the same view.
    const link = page.url();
    const other = await page.context().newPage();
    await other.goto(link);
    const otherList = giftClaims(other);
    await otherList.expectFooter(`Showing 6 - 10 of ${rejected.length} entries`);
    expect(await otherList.column('Name')).toEqual(pageTwo);
    await other.close();

    // Back: page 1 of the same sort, then unsorted, then the whole list (the spec's default).
    await page.goBack();
    await list.expectFooter(`Showing 1 - 5 of ${rejected.length} entries`);
    await page.goBack();
    await expect(list.table.getByRole('columnheader', { name: 'Name', exact: true })).not.toHaveAttribute(
      'aria-sort',
      /./,
    );
    await page.goBack();
    await list.expectFooter('Showing 1 - 5 of 300 entries');
    expect(new URL(page.url()).search).toBe('');
  });

  test('gift claims: sorting by a column, both ways, and the quick search narrows as you type', async ({
    page,
    signIn,
  }) => {
    await signIn('viewer');
    const list = await openSeededList(page, 'giftClaims');

    const header = list.table.getByRole('button', { name: 'ID Claim' });
    await header.click();
    await expect(list.table.getByRole('columnheader', { name: 'ID Claim' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    const ascending = await list.column('ID Claim');
    expect([...ascending].sort(collator.compare)).toEqual(ascending);
    await header.click();
    await expect(list.table.getByRole('columnheader', { name: 'ID Claim' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    const descending = await list.column('ID Claim');
    expect([...descending].sort(collator.compare).reverse()).toEqual(descending);
    expect(descending[0]).not.toBe(ascending[0]);

    const wanted = descending[2]!;
    const search = page.getByRole('searchbox', { name: 'Quick search' });
    await search.fill(wanted);
    await list.expectFooter('Showing 1 - 1 of 1 entries');
    expect(await list.column('ID Claim')).toEqual([wanted]);
    await search.fill('no claim has this text');
    await expect(list.table).toContainText('No loaded row matches "no claim has this text".');
    await search.fill('');
    await list.expectFooter('Showing 1 - 5 of 300 entries');
  });

  test('product lines: with the panel closed the filters are chips; a chip removes its filter, Clear all all of them', async ({
    page,
    signIn,
  }) => {
    await signIn('admin');
    const list = await openSeededList(page, 'productLines');
    const first = await list.row(0);
    await list.openFilters();
    await list.pick('Value', first.Value!);
    // Enter applies the filters (here from the Code drop-down, its menu closed).
    await list.pick('Code', first.Code!);
    await list.filterField('Code').locator('input[role="combobox"], .p-dropdown').first().focus();
    await page.keyboard.press('Enter');
    await list.expectFooter('Showing 1 - 1 of 1 entries');

    const chips = page.getByRole('list', { name: 'Active filters' });
    await expect(chips).toHaveCount(0);
    await page.getByRole('button', { name: 'Toggle filters' }).click();
    await expect(chips.getByRole('listitem').filter({ hasText: `Code: ${first.Code}` })).toBeVisible();
    await expect(chips.getByRole('listitem').filter({ hasText: `Value: ${first.Value}` })).toBeVisible();

    await chips.getByRole('button', { name: `Remove filter Code: ${first.Code}` }).click();
    await expect(chips.getByRole('listitem').filter({ hasText: 'Code:' })).toHaveCount(0);
    await expect(list.footer).not.toHaveText('Showing 1 - 1 of 1 entries');
    for (const value of await list.column('Value')) expect(value).toBe(first.Value);

    await chips.getByRole('button', { name: 'Clear all' }).click();
    await list.expectFooter('Showing 1 - 5 of 36 entries');
    await expect(chips).toHaveCount(0);
    expect(new URL(page.url()).search).toBe('');
  });

  test('gift claims: Export downloads a real .xlsx of the rows as filtered and sorted', async ({
    page,
    signIn,
    mock,
  }) => {
    const { list, rejected } = await rejectedClaims(page, signIn, mock);
    await list.table.getByRole('button', { name: 'ID Claim' }).click();
    const shown = await list.column('ID Claim');

    const { name, rows } = await exportList(page);
    expect(name).toMatch(/^gift-claim-data-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(rows[0]).toEqual(SPEC_COLUMNS.giftClaims);
    expect(rows).toHaveLength(rejected.length + 1);
    expect(rows.slice(1, 6).map((row) => row[2])).toEqual(shown);
    expect(new Set(rows.slice(1).map((row) => row[10]))).toEqual(new Set(['Ditolak']));
    expect(new Set(rows.slice(1).map((row) => row[2]))).toEqual(
      new Set(rejected.map((claim) => claim.id_claim)),
    );
  });

  test('at 1440 px the gift-claim list shows every column whole; its scroll area is keyboard reachable', async ({
    page,
    signIn,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn('viewer');
    const list = await openSeededList(page, 'giftClaims');
    for (const header of ['Name', 'NO Resi', 'Status Claim']) {
      expect(
        await fullyShown(list.table.getByRole('columnheader', { name: header, exact: true })),
        header,
      ).toBe(true);
    }
    const region = page.getByRole('region', { name: 'Gift claims (scrollable table)' });
    await expect(region).toHaveAttribute('tabindex', '0');
    const resi = list.rows.locator('td:nth-child(10)');
    for (let index = 0; index < (await resi.count()); index += 1) {
      const cell = resi.nth(index);
      expect(await cell.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
    }
  });

  test('at 1280 px the customer list shows its Action column with Delete, pinned', async ({
    page,
    signIn,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn('admin', CUSTOMERS);
    const list = new RecordListPage(page, 'Customer Data');
    await expect(list.footer).toBeVisible({ timeout: 30_000 });
    expect(await fullyShown(list.rowAction(0, 'Delete'))).toBe(true);
    expect(await fullyShown(list.table.getByRole('columnheader', { name: 'Action' }))).toBe(true);
  });

  test('customers (streamed list): filters and page in the URL survive a reload and the back button; chips', async ({
    page,
    signIn,
  }) => {
    await signIn('admin', CUSTOMERS);
    const list = new RecordListPage(page, 'Customer Data');
    await expect(list.footer).toBeVisible({ timeout: 30_000 });
    const first = await list.row(0);
    await expect(list.footer).toHaveText(/^Showing 1 - 5 of \d+ entries$/, { timeout: 30_000 });
    const everyone = await list.total();
    await list.openFilters();
    await list.pick('Cust. Location', first['Cust Location']!);
    await list.apply();
    await expect(page).toHaveURL(/city=/);
    // Until the filtered rows arrive the footer may still count everyone: wait for the filtered count.
    await expect.poll(() => list.total()).toBeLessThan(everyone);
    await expect(list.footer).toHaveText(/^Showing 1 - \d of \d+ entries$/);
    const total = await list.total();
    await page.getByRole('button', { name: 'Toggle filters' }).click();
    const chips = page.getByRole('list', { name: 'Active filters' });
    await expect(chips.getByText(`Cust. Location: ${first['Cust Location']}`)).toBeVisible();

    if (total > 5) {
      await page
        .getByRole('navigation', { name: 'Pagination' })
        .getByRole('button', { name: 'Page 2' })
        .click();
      await expect(list.footer).toHaveText(new RegExp(`^Showing 6 - \\d+ of ${total} entries$`));
      await expect(page).toHaveURL(/page=2/);
    }
    const shown = await list.row(0);
    await page.reload();
    await expect(list.footer).toHaveText(new RegExp(` of ${total} entries$`), { timeout: 30_000 });
    expect((await list.row(0)).Name).toBe(shown.Name);
    await expect(chips.getByText(`Cust. Location: ${first['Cust Location']}`)).toBeVisible();

    await chips.getByRole('button', { name: 'Clear all' }).click();
    await expect(chips).toHaveCount(0);
    await expect(list.footer).not.toHaveText(new RegExp(` of ${total} entries$`), { timeout: 30_000 });
    await page.goBack();
    await expect(list.footer).toHaveText(new RegExp(` of ${total} entries$`), { timeout: 30_000 });
  });

  test('product lines: after a successful edit the row shows the new value at once', async ({
    page,
    signIn,
  }) => {
    await signIn('admin');
    const list = await openSeededList(page, 'productLines');
    await list.rowAction(0, 'Edit').click();
    const description = `Edited ${Date.now()}`;
    await list.dialog.getByLabel('Model Description').fill(description);
    await list.dialog.getByRole('button', { name: 'Save' }).click();
    const success = page.getByText('Updated Data Successfully');
    await expect(success).toBeVisible();
    // While the success dialog still shows, the row already has the new value.
    await expect(list.rows.first()).toContainText(description);
    await expect(success).toBeVisible();
  });
});
