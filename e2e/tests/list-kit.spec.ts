import { SPEC_COLUMNS } from '@crm/fixtures';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { audit } from '../support/axe';
import { exportList } from '../support/exportList';
import { INDONESIAN_MONTHS } from '../support/indonesian';
import { switchLanguage } from '../support/language';
import type { MockControl } from '../support/mockControl';
import { openSeededList, RecordListPage, SEEDED_LISTS } from '../support/pages/recordList';

/**
 * Journeys of the list kit on the gift-claim, product-line and customer lists: the view in the
 * URL (reload, back button, pasted link), sorting, the quick search, chips with Clear all, the .xlsx
 * export, columns that stay visible at 1280 and 1440 px, and an edit that shows at once. The gift-claim
 * journeys in Bahasa Indonesia too (a step of the same test): the filter panel and its chip with "Hapus semua",
 * the footer, the empty state of a search that matches nothing, the export's column headers in the language
 * shown, the calendar's month names, and the accessibility check; then back to English from the profile menu.
 */

/** Where the app keeps the language chosen (support/language.ts, rememberLanguage). */
const LANGUAGE_KEY = 'crm.language';

/** The gift-claim columns as the export writes them in Bahasa Indonesia (the spec's order). */
const INDONESIAN_COLUMNS = [
  'Nama',
  'Kontak',
  'ID Klaim',
  'Nama Toko',
  'Tanggal Pembelian',
  'Model Produk',
  'Tanggal Klaim',
  'Hadiah',
  'Jumlah',
  'No. Resi',
  'Status Klaim',
];

const CUSTOMERS = '/customer/list-customer';

function giftClaims(page: Page) {
  return new RecordListPage(page, SEEDED_LISTS.giftClaims.table);
}

/** The gift-claim panel ("Gift Claim Data"): its filter fields (the table itself is named "Gift claims"). */
function giftClaimFilters(page: Page) {
  return new RecordListPage(page, 'Gift Claim Data');
}

/** The gift-claim list (signed in as the viewer) filtered to the rejected claims; returns it and those claims. */
async function rejectedClaims(page: Page, mock: MockControl) {
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
  // One viewer sign-in for the gift-claim journeys: each step opens the list at its address (page 1, unfiltered,
  // unsorted); the wider window comes last.
  test('viewer, gift claims: sorting and search, the view in the URL, Export, in Bahasa Indonesia, every column at 1440 px', async ({
    page,
    signIn,
    mock,
  }) => {
    await signIn('viewer', SEEDED_LISTS.giftClaims.path);
    await test.step('gift claims: sorting by a column, both ways, and the quick search narrows as you type', async () => {
      const list = await openSeededList(page, 'giftClaims');

      const { ascending, descending } = await list.sortBothWays('ID Claim');
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

    await test.step('gift claims: filters, page and sort live in the URL (reload, back button, pasted link)', async () => {
      const { list, rejected } = await rejectedClaims(page, mock);
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

    await test.step('gift claims: Export downloads a real .xlsx of the rows as filtered and sorted', async () => {
      const { list, rejected } = await rejectedClaims(page, mock);
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

    // The same journeys in Bahasa Indonesia, on the list as the viewer opens it with Indonesian chosen before (the
    // choice stored as the profile menu stores it); back to English at the end, from the profile menu.
    await test.step('lists in Bahasa Indonesia: gift claims: filter chip and "Hapus semua", footer, empty search, export headers, calendar', async () => {
      await page.evaluate((key) => localStorage.setItem(key, 'id'), LANGUAGE_KEY);
      await page.goto(SEEDED_LISTS.giftClaims.path);
      const list = new RecordListPage(page, 'Klaim hadiah');
      await list.expectFooter(`Menampilkan 1 - 5 dari ${SEEDED_LISTS.giftClaims.rows} entri`);
      await expect(page.getByRole('heading', { level: 1, name: 'Data Klaim Hadiah' })).toBeVisible();
      await expect(list.table.getByRole('columnheader', { name: 'Status Klaim' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Sebelumnya' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Berikutnya' })).toBeVisible();

      // The filter panel, its drop-down and its calendar in Indonesian.
      await page.getByRole('button', { name: 'Tampilkan atau sembunyikan filter' }).click();
      const panel = page.getByRole('search', { name: 'Filter Data Klaim Hadiah' });
      await expect(panel.getByRole('button', { name: 'Hapus Semua' })).toBeVisible();
      await expect(panel.getByRole('button', { name: 'Terapkan' })).toBeVisible();
      await page.getByRole('button', { name: 'Pilih Tanggal Pembelian' }).click();
      const calendar = page.locator('.p-datepicker');
      await expect(calendar).toBeVisible();
      await expect(calendar.locator('.p-datepicker-month')).toHaveText(
        new RegExp(`^(${INDONESIAN_MONTHS.join('|')})$`),
      );
      await expect(calendar).toContainText('Hari Ini');
      expect(await audit(page, 'gift-claim list in Bahasa Indonesia, calendar open')).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(calendar).toBeHidden();

      const rejected = await mock.records('giftClaims', 'status_klaim', 'Ditolak');
      const status = panel
        .locator('.field')
        .filter({ has: page.locator('label', { hasText: /^Status Klaim$/ }) });
      await status.locator('.p-dropdown').click();
      const options = page.locator('.p-dropdown-panel');
      const typeahead = options.locator('.p-dropdown-filter');
      if (await typeahead.count()) await typeahead.fill('Ditolak');
      await options.getByRole('option', { name: 'Ditolak', exact: true }).click();
      await panel.getByRole('button', { name: 'Terapkan' }).click();
      await list.expectFooter(`Menampilkan 1 - 5 dari ${rejected.length} entri`);

      // With the panel closed the applied filter is a chip, with "Hapus semua".
      await page.getByRole('button', { name: 'Tampilkan atau sembunyikan filter' }).click();
      const chips = page.getByRole('list', { name: 'Filter aktif' });
      await expect(chips.getByRole('listitem').filter({ hasText: 'Status Klaim: Ditolak' })).toBeVisible();
      await expect(chips.getByRole('button', { name: 'Hapus filter Status Klaim: Ditolak' })).toBeVisible();
      await expect(chips.getByRole('button', { name: 'Hapus semua' })).toBeVisible();

      // The export writes the rows shown under the Indonesian column headers.
      const { name, rows } = await exportList(page, 'Ekspor');
      expect(name).toMatch(/^data-klaim-hadiah-\d{4}-\d{2}-\d{2}\.xlsx$/);
      expect(rows[0]).toEqual(INDONESIAN_COLUMNS);
      expect(rows).toHaveLength(rejected.length + 1);

      // A search that matches nothing says so in Indonesian.
      const search = page.getByRole('searchbox', { name: 'Pencarian cepat' });
      await expect(search).toHaveAttribute('placeholder', 'Cari di daftar ini');
      await search.fill('tidak ada klaim seperti ini');
      await expect(list.table).toContainText(
        'Tidak ada data yang cocok dengan "tidak ada klaim seperti ini".',
      );
      expect(await audit(page, 'gift-claim list in Bahasa Indonesia, empty search')).toEqual([]);
      await search.fill('');

      await chips.getByRole('button', { name: 'Hapus semua' }).click();
      await list.expectFooter(`Menampilkan 1 - 5 dari ${SEEDED_LISTS.giftClaims.rows} entri`);
      await expect(chips).toHaveCount(0);

      // Back to English from the profile menu: the list re-words itself in place, the spec's words again.
      await switchLanguage(page, 'en');
      await new RecordListPage(page, SEEDED_LISTS.giftClaims.table).expectFooter(
        `Showing 1 - 5 of ${SEEDED_LISTS.giftClaims.rows} entries`,
      );
      await expect(page.getByRole('heading', { level: 1, name: 'Gift Claim Data' })).toBeVisible();
    });

    await test.step('at 1440 px the gift-claim list shows every column whole; its scroll area is keyboard reachable', async () => {
      await page.setViewportSize({ width: 1440, height: 900 });
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
  });

  // One admin sign-in for the product-line and customer journeys: each step opens its list at its address; the
  // edit comes after the steps that only read, the narrower window last. The customer list (streamed) three times
  // over: more time than one test's default on a busy machine.
  test('admin: product-line chips, the streamed customer list in the URL, an edit shown at once, 1280 px', async ({
    page,
    signIn,
  }) => {
    test.setTimeout(240_000);
    await signIn('admin', SEEDED_LISTS.productLines.path);
    await test.step('product lines: with the panel closed the filters are chips; a chip removes its filter, Clear all all of them', async () => {
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

    await test.step('customers (streamed list): filters and page in the URL survive a reload and the back button; chips', async () => {
      await page.goto(CUSTOMERS);
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

    await test.step('product lines: after a successful edit the row shows the new value at once', async () => {
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

    await test.step('at 1280 px the customer list shows its Action column with Delete, pinned', async () => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(CUSTOMERS);
      const list = new RecordListPage(page, 'Customer Data');
      await expect(list.footer).toBeVisible({ timeout: 30_000 });
      expect(await fullyShown(list.rowAction(0, 'Delete'))).toBe(true);
      expect(await fullyShown(list.table.getByRole('columnheader', { name: 'Action' }))).toBe(true);
    });
  });
});
