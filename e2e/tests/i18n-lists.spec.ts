import { expect, test } from '../support/fixtures';
import { audit } from '../support/axe';
import { exportList } from '../support/exportList';
import { INDONESIAN_MONTHS } from '../support/indonesian';
import { rememberLanguage, switchLanguage } from '../support/language';
import { RecordListPage, SEEDED_LISTS } from '../support/pages/recordList';

/**
 * The list kit in Bahasa Indonesia, on the gift-claim list: the filter panel and its chip with "Hapus semua",
 * the footer, the empty state of a search that matches nothing, the export's column headers in the language
 * shown, the calendar's month names, and the accessibility check; then back to English from the profile menu,
 * where list-kit.spec.ts reads the spec's words.
 */

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

test.describe('lists in Bahasa Indonesia', () => {
  test('gift claims: filter chip and "Hapus semua", footer, empty search, export headers, calendar', async ({
    page,
    signIn,
    mock,
  }) => {
    await rememberLanguage(page, 'id');
    await signIn('viewer', SEEDED_LISTS.giftClaims.path);
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
    await expect(list.table).toContainText('Tidak ada data yang cocok dengan "tidak ada klaim seperti ini".');
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
});
