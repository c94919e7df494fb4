import { SPEC_COLUMNS } from '@crm/fixtures';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { exportList } from '../support/exportList';
import { collator, RecordListPage } from '../support/pages/recordList';

/**
 * Journeys of the list kit on the customer upload list and the report list: the view in the
 * URL (reload, back button, pasted link), sorting, the quick search, chips, and the .xlsx export.
 */

const UPLOADS = '/customer/upload-data';
const REPORTS = '/campaign/report';

/** The customer upload list: its table ("Customer uploads") and its panel ("Upload Data"). */
function uploads(page: Page) {
  return {
    list: new RecordListPage(page, 'Customer uploads'),
    panel: new RecordListPage(page, 'Upload Data'),
  };
}

/** The report list: "Showing X to Y of N entries" (the history footer). */
function reports(page: Page) {
  const list = new RecordListPage(page, 'Reports');
  const footer = (text: string) => expect(page.getByText(text, { exact: true })).toBeVisible();
  return { list, panel: new RecordListPage(page, 'Reporting Data'), footer };
}

test.describe('list kit: upload and report lists', () => {
  // One dataentry sign-in for the customer uploads: the first step looks at the list the sign-in opened, the second
  // opens it again at its address (page 1, unsorted, unfiltered).
  test('dataentry, customer uploads: the view in the URL, the quick search and Export', async ({
    page,
    signIn,
  }) => {
    await signIn('dataentry', UPLOADS);
    await test.step('customer uploads: sort, page and filters live in the URL (reload, pasted link, back button)', async () => {
      const { list, panel } = uploads(page);
      await list.expectFooter('Showing 1 - 5 of 7 entries');

      // Sorting by a column, both ways.
      await list.sortBothWays('Upload By');
      await page
        .getByRole('navigation', { name: 'Pagination' })
        .getByRole('button', { name: 'Page 2' })
        .click();
      await list.expectFooter('Showing 6 - 7 of 7 entries');
      await expect(page).toHaveURL(/sort=-Upload\+By/);
      await expect(page).toHaveURL(/page=2/);
      const pageTwo = await list.column('ID Upload');

      await page.reload();
      await list.expectFooter('Showing 6 - 7 of 7 entries');
      await expect(list.table.getByRole('columnheader', { name: 'Upload By' })).toHaveAttribute(
        'aria-sort',
        'descending',
      );
      expect(await list.column('ID Upload')).toEqual(pageTwo);

      // A filter: Apply writes it to the URL; a reload keeps it, shown as a chip while the panel is closed.
      await panel.openFilters();
      await panel.pick('Upload By', 'Dedi Dataentry');
      await panel.apply();
      await expect(page).toHaveURL(/upload_by=Dedi\+Dataentry/);
      // Until the filtered rows arrive the footer can still count the unfiltered 7 (now on page 1): wait for them.
      await expect
        .poll(async () => {
          const names = await list.column('Upload By');
          const total = await list.total();
          return names.length > 0 && names.every((name) => name === 'Dedi Dataentry') && total < 7;
        })
        .toBe(true);
      const filtered = await list.total();
      await page.reload();
      await expect(list.footer).toHaveText(`Showing 1 - ${Math.min(filtered, 5)} of ${filtered} entries`);
      for (const name of await list.column('Upload By')) expect(name).toBe('Dedi Dataentry');
      const chips = page.getByRole('list', { name: 'Active filters' });
      await expect(chips.getByText('Upload By: Dedi Dataentry')).toBeVisible();

      // A pasted link opens the same view in another tab.
      const other = await page.context().newPage();
      await other.goto(page.url());
      await uploads(other).list.expectFooter(`Showing 1 - ${Math.min(filtered, 5)} of ${filtered} entries`);
      await other.close();

      // Back: the unfiltered page 2 again.
      await page.goBack();
      await list.expectFooter('Showing 6 - 7 of 7 entries');
      await expect(chips).toHaveCount(0);
    });

    await test.step('customer uploads: the quick search narrows as you type; Export writes the rows as filtered and sorted', async () => {
      await page.goto(UPLOADS);
      const { list } = uploads(page);
      await list.expectFooter('Showing 1 - 5 of 7 entries');

      const search = page.getByRole('searchbox', { name: 'Quick search' });
      await search.fill('w22');
      await list.expectFooter('Showing 1 - 1 of 1 entries');
      expect((await list.column('ID Upload'))[0]).toContain('service_orders_2024_w22.xlsx');
      await expect(page).toHaveURL(/q=w22/);
      await search.fill('no upload has this text');
      await expect(list.table).toContainText('No loaded row matches "no upload has this text".');
      await search.fill('service_orders');
      await expect(list.footer).toHaveText(/^Showing 1 - \d of \d entries$/);
      const found = await list.total();
      expect(found).toBeGreaterThan(1);

      await list.table.getByRole('button', { name: 'Last Update', exact: true }).click();
      await expect(list.table.getByRole('columnheader', { name: 'Last Update' })).toHaveAttribute(
        'aria-sort',
        'ascending',
      );
      const shown = await list.column('Upload By');
      const updates = await list.column('Last Update');
      expect([...updates].sort()).toEqual(updates);

      const { name, rows } = await exportList(page);
      expect(name).toMatch(/^upload-data-\d{4}-\d{2}-\d{2}\.xlsx$/);
      expect(rows[0]).toEqual(SPEC_COLUMNS.customerUploads);
      expect(rows).toHaveLength(found + 1);
      expect(rows.slice(1, 1 + shown.length).map((row) => row[1])).toEqual(shown);
      expect(rows.slice(1, 1 + updates.length).map((row) => row[3])).toEqual(updates);
      for (const row of rows.slice(1)) {
        expect(row[0]).toContain('service_orders');
        expect(['Completed', 'On Going', 'Failed']).toContain(row[4]);
      }
    });
  });

  test('reports: sort, page and filters in the URL; a pasted division link; quick search; Export', async ({
    page,
    signIn,
  }) => {
    await signIn('admin', REPORTS);
    const { list, panel, footer } = reports(page);
    await footer('Showing 1 to 5 of 9 entries');

    await list.table.getByRole('button', { name: 'Campaign Name', exact: true }).click();
    await expect(list.table.getByRole('columnheader', { name: 'Campaign Name' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    const names = await list.column('Campaign Name');
    expect([...names].sort(collator.compare)).toEqual(names);
    await page
      .getByRole('navigation', { name: 'Pagination' })
      .getByRole('button', { name: 'Page 2' })
      .click();
    await footer('Showing 6 to 9 of 9 entries');
    await expect(page).toHaveURL(/sort=Campaign\+Name/);
    const pageTwo = await list.column('ID');
    await page.reload();
    await footer('Showing 6 to 9 of 9 entries');
    expect(await list.column('ID')).toEqual(pageTwo);

    await panel.openFilters();
    await panel.pick('Campaign Name', 'Feedback Survey Q3');
    await panel.apply();
    await footer('Showing 1 to 2 of 2 entries');
    await expect(page).toHaveURL(/campaign_name=Feedback\+Survey\+Q3/);
    await page.reload();
    await footer('Showing 1 to 2 of 2 entries');
    await expect(
      page.getByRole('list', { name: 'Active filters' }).getByText('Campaign Name: Feedback Survey Q3'),
    ).toBeVisible();
    expect(await list.column('Campaign Name')).toEqual(['Feedback Survey Q3', 'Feedback Survey Q3']);

    // A pasted link with a division: the screen finds the division's client id before the filter call.
    const other = await page.context().newPage();
    const filterCall = other.waitForRequest('**/api/reports/filter');
    await other.goto(`${REPORTS}?division=Consumer+Care`);
    expect((await filterCall).postDataJSON()).toEqual({
      filters: [{ property: 'client_id', value: 'div-consumer-care' }],
    });
    await reports(other).footer('Showing 1 to 1 of 1 entries');
    expect(await reports(other).list.column('Division')).toEqual(['Consumer Care']);
    await other.close();

    // Quick search over the visible columns (here the Channel, shown with spaces), then Export.
    await page.goto(REPORTS);
    await footer('Showing 1 to 5 of 9 entries');
    await page.getByRole('searchbox', { name: 'Quick search' }).fill('whatsapp business');
    await expect(page.getByText(/^Showing 1 to \d of \d entries$/)).toBeVisible();
    const channels = await list.column('Channel');
    for (const channel of channels) expect(channel.toLowerCase()).toContain('whatsapp business');
    await list.table.getByRole('button', { name: 'ID', exact: true }).click();
    const ids = await list.column('ID');
    expect([...ids].sort(collator.compare)).toEqual(ids);

    const { name, rows } = await exportList(page);
    expect(name).toMatch(/^reporting-data-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(rows[0]).toEqual(['ID', 'Campaign Name', 'Channel', 'Division', 'Created Date', 'Status']);
    expect(rows.slice(1, 1 + ids.length).map((row) => row[0])).toEqual(ids);
    for (const row of rows.slice(1)) expect((row[2] ?? '').toLowerCase()).toContain('whatsapp business');
    const searchedTotal = Number(
      /of (\d+) entries/.exec(
        (await page.getByText(/^Showing 1 to \d of \d entries$/).textContent()) ?? '',
      )?.[1],
    );
    expect(rows).toHaveLength(searchedTotal + 1);
  });
});
