import { audit } from '../support/axe';
import { exportList } from '../support/exportList';
import { expect, test } from '../support/fixtures';
import { rememberLanguage } from '../support/language';
import { errorToast } from '../support/toasts';

/**
 * The customer and product-line screens in Bahasa Indonesia: the screens' own words (column headers, row
 * actions, the edit dialogs and their checks, the delete question, the write-failure toast, the export's
 * headers) and the list kit's and shared dialogs' (filter toggle, Terapkan, the chip, Ekspor, Simpan, the
 * success dialog, the delete question's answers) are asserted in Indonesian, each control found by its name.
 */

const CUSTOMER_HEADERS = [
  'Nama',
  'Kontak',
  'Jenis Layanan',
  'No. Order Servis',
  'Kode Produk',
  'Lokasi Pelanggan',
  'Pembaruan Terakhir',
];

test('customer list in Bahasa Indonesia: filter and chip, edit with an Indonesian check, save, export, accessible', async ({
  page,
  signIn,
}) => {
  await rememberLanguage(page, 'id');
  await signIn('admin', '/customer/list-customer');
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  const table = page.getByRole('table', { name: 'Data Pelanggan' });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(5);
  await expect(table.getByRole('columnheader')).toHaveText([...CUSTOMER_HEADERS, 'Aksi']);
  // The Action column is known by its key, not its words: pinned in Indonesian too.
  await expect(table.getByRole('columnheader', { name: 'Aksi' })).toHaveClass(/\bcol-action\b/);
  await expect(rows.first().getByRole('button', { name: 'Lihat', exact: true })).toBeVisible();
  await expect(rows.first().getByRole('button', { name: 'Ubah', exact: true })).toBeVisible();
  await expect(rows.first().getByRole('button', { name: 'Hapus', exact: true })).toBeVisible();

  // A filter on the location of the first row, and its chip.
  const location = (await rows.first().locator('td').nth(5).innerText()).trim();
  const toggleFilters = page.getByRole('button', { name: 'Tampilkan atau sembunyikan filter' });
  await toggleFilters.click();
  const filters = page.getByRole('search', { name: 'Filter Data Pelanggan' });
  const city = filters.locator('.field').filter({ has: page.locator('#customer-filter-city') });
  await expect(city).toContainText('Lokasi Pelanggan');
  await city.locator('.p-dropdown').click();
  const panel = page.locator('.p-dropdown-panel');
  const search = panel.locator('.p-dropdown-filter');
  if (await search.count()) await search.fill(location);
  await panel.getByRole('option', { name: location, exact: true }).click();
  await filters.getByRole('button', { name: 'Terapkan' }).click();
  await toggleFilters.click();
  // With the panel closed the applied filter is a chip, beside "Hapus semua".
  const chips = page.getByRole('list', { name: 'Filter aktif' });
  await expect(chips.getByRole('listitem').filter({ hasText: ': ' })).toHaveText([
    `Lokasi Pelanggan: ${location}`,
  ]);
  await expect(
    chips.getByRole('button', { name: `Hapus filter Lokasi Pelanggan: ${location}` }),
  ).toBeVisible();
  await expect(chips.getByRole('button', { name: 'Hapus semua' })).toBeVisible();
  await expect
    .poll(
      async () => new Set((await rows.locator('td:nth-child(6)').allInnerTexts()).map((text) => text.trim())),
    )
    .toEqual(new Set([location]));
  expect(await audit(page, 'customer list (id)')).toEqual([]);

  // Edit: the customer rules' finding in Indonesian, then a save that goes through.
  await rows.first().getByRole('button', { name: 'Ubah', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Ubah Pelanggan' });
  await expect(dialog.getByLabel('Jenis Layanan')).toHaveAttribute('readonly', '');
  const contact = dialog.getByLabel('Kontak', { exact: true });
  await contact.fill('abc');
  const save = dialog.getByRole('button', { name: 'Simpan' });
  await save.click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Kontak "abc" bukan nomor telepon yang valid (8 sampai 15 digit)',
  );
  await expect(contact).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('Nama', { exact: true }).fill('');
  await save.click();
  await expect(dialog.getByRole('alert')).toHaveText('Harap isi semua kolom untuk melanjutkan');
  expect(await audit(page, 'customer edit dialog (id)')).toEqual([]);
  await dialog.getByLabel('Nama', { exact: true }).fill('Ani Indonesia');
  await contact.fill('0812 3456 7890');
  await save.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'Berhasil' })).toContainText('Data Berhasil Diperbarui');
  await expect(rows.first().locator('td').first()).toHaveText('Ani Indonesia');
  await expect(rows.first().locator('td').nth(1)).toHaveText('081234567890');

  // The export (built in the list's worker) has the Indonesian headers.
  await expect(page.getByRole('dialog')).toBeHidden({ timeout: 10_000 });
  const { rows: sheet } = await exportList(page, 'Ekspor');
  expect(sheet[0]).toEqual(CUSTOMER_HEADERS);
  expect(new Set(sheet.slice(1).map((row) => row[5]))).toEqual(new Set([location]));

  // A header sorts in Indonesian; the URL names the column by its English words, as in every language.
  await table.getByRole('button', { name: 'Nama', exact: true }).click();
  await expect(page).toHaveURL(/[?&]sort=Name(&|$)/);
  await expect(table.getByRole('columnheader', { name: /^Nama/ })).toHaveAttribute('aria-sort', 'ascending');
});

test('product line list in Bahasa Indonesia: headers, the required-field check, the failure toast, the delete question', async ({
  page,
  signIn,
}) => {
  await rememberLanguage(page, 'id');
  await signIn('admin', '/product-line/list-product-line');
  const table = page.getByRole('table', { name: 'Data Lini Produk' });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(5);
  await expect(table.getByRole('columnheader')).toHaveText([
    'Kode',
    'Nilai',
    'Kode Model',
    'Deskripsi Model',
    'Aksi',
  ]);
  const second = (await rows.nth(1).locator('td').first().innerText()).trim();
  const firstCode = (await rows.first().locator('td').first().innerText()).trim();

  await rows.first().getByRole('button', { name: 'Ubah', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Ubah Lini Produk' });
  const save = dialog.getByRole('button', { name: 'Simpan' });
  await dialog.getByLabel('Deskripsi Model').fill(' ');
  await save.click();
  await expect(dialog.getByRole('alert')).toHaveText('Harap isi semua kolom untuk melanjutkan');
  expect(await audit(page, 'product line edit dialog (id)')).toEqual([]);

  // Another line's code: the server refuses, and the spec's toast says so in Indonesian beside its reason.
  await dialog.getByLabel('Deskripsi Model').fill('Mesin cuci');
  await dialog.getByLabel('Kode', { exact: true }).fill(second);
  await save.click();
  await expect(errorToast(page, 'Terjadi kesalahan. Silakan coba lagi nanti.')).toBeVisible();
  await expect(dialog).toBeVisible();

  await dialog.getByLabel('Kode', { exact: true }).fill(firstCode);
  await save.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'Berhasil' })).toContainText('Data Berhasil Diperbarui');
  await expect(rows.first().locator('td').nth(3)).toHaveText('Mesin cuci');
  await expect(page.getByRole('dialog')).toBeHidden({ timeout: 10_000 });

  await rows.first().getByRole('button', { name: 'Hapus', exact: true }).click();
  const question = page.getByRole('dialog', { name: 'Hapus Data' });
  await expect(question).toContainText(
    `Apakah Anda yakin ingin menghapus lini produk ${firstCode}? Tindakan ini tidak dapat dibatalkan.`,
  );
  expect(await audit(page, 'product line list with the delete question (id)')).toEqual([]);
  await expect(question.getByRole('button', { name: 'Ya, Hapus!' })).toBeVisible();
  await question.getByRole('button', { name: 'Tidak, Jangan Hapus' }).click();
  await expect(question).toBeHidden();
  await expect(rows.first().locator('td').first()).toHaveText(firstCode);
});
