import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { audit } from '../support/axe';
import { INDONESIAN_MONTHS } from '../support/indonesian';
import { switchLanguage } from '../support/language';
import { chooseIn, holdReports } from '../support/pages/reports';
import { toast } from '../support/toasts';

/**
 * Report Campaign in Bahasa Indonesia: the list with a filter and its chip, Request Download (its fields, the
 * message of an incomplete Send, the success toast), the report becoming ready with its announcement and
 * Download, and the accessibility check of the list and the dialog. The list kit's own controls (the filter
 * toggle, Terapkan, the chip) are found by their Indonesian names too.
 */

const CAMPAIGN = 'Ramadan Service Promo';

function table(page: Page): Locator {
  return page.getByRole('table', { name: 'Laporan' });
}

/** Picks `option` in the list's select filter whose field has the id `id`. */
async function chooseFilter(page: Page, id: string, option: string): Promise<void> {
  const field = page.locator('.field').filter({ has: page.locator(`#${id}`) });
  await expect(async () => {
    const panel = page.locator('.p-dropdown-panel');
    if (!(await panel.isVisible())) await field.locator('.p-dropdown').click();
    await page.getByRole('option', { name: option, exact: true }).click({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}

test('a marketer works the Report Campaign screen in Bahasa Indonesia', async ({
  page,
  signIn,
  mock,
  request,
}) => {
  await signIn('marketer', '/campaign/report');
  // English first; the switch re-words the screen already shown.
  await expect(page.getByRole('button', { name: 'Request Download' })).toBeVisible();
  await switchLanguage(page, 'id');
  await expect(page.getByRole('button', { name: 'Minta Laporan' })).toBeVisible();
  await expect(page).toHaveTitle('Laporan Kampanye · CRM');
  await expect(table(page).locator('tbody tr')).toHaveCount(5);
  for (const header of ['Nama Kampanye', 'Kanal', 'Divisi', 'Tanggal Dibuat', 'Status', 'Aksi'])
    await expect(table(page).getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  // The Action column is known by its key, not its words: pinned in Indonesian too.
  await expect(table(page).getByRole('columnheader', { name: 'Aksi' })).toHaveClass(/\bcol-action\b/);
  await expect(page.getByText('Menampilkan 1 sampai 5 dari 9 entri')).toBeVisible();
  // Statuses in Indonesian; each download's accessible name too.
  await expect(
    table(page)
      .locator('tbody td')
      .filter({ hasText: /^(Siap|Gagal|Menunggu|Diproses)$/ })
      .first(),
  ).toBeVisible();
  await expect(
    table(page)
      .getByRole('button', { name: /^Unduh laporan \d+$/ })
      .first(),
  ).toBeVisible();
  expect(await audit(page, 'report list (id)')).toEqual([]);

  // The filters: the Created Date calendar names its months and days in Indonesian.
  const toggleFilters = page.getByRole('button', { name: 'Tampilkan atau sembunyikan filter' });
  await toggleFilters.click();
  const filters = page.getByRole('search', { name: 'Filter Data Laporan' });
  await expect(filters).toBeVisible();
  await page.locator('#report-filter-created_at').focus();
  await page.keyboard.press('Alt+ArrowDown');
  const calendar = page.locator('.p-datepicker');
  await expect(calendar).toBeVisible();
  await expect(calendar.locator('.p-datepicker-month')).toHaveText(
    INDONESIAN_MONTHS[new Date().getMonth()] as string,
  );
  await expect(calendar.locator('thead')).toContainText('Sen');
  await expect(calendar.locator('thead')).toContainText('Rab');
  await expect(calendar.locator('thead')).not.toContainText('Mon');
  await page.keyboard.press('Escape');
  await expect(calendar).toHaveCount(0);

  // A filter by campaign name, shown as a chip once the panel closes.
  await chooseFilter(page, 'report-filter-campaign_name', 'Feedback Survey Q3');
  const filterCall = page.waitForRequest('**/api/reports/filter');
  await filters.getByRole('button', { name: 'Terapkan' }).click();
  expect((await filterCall).postDataJSON()).toEqual({
    filters: [{ property: 'campaign_name', value: 'Feedback Survey Q3' }],
  });
  await expect(page.getByText('Menampilkan 1 sampai 2 dari 2 entri')).toBeVisible();
  await toggleFilters.click();
  const chips = page.getByRole('list', { name: 'Filter aktif' });
  await expect(chips.getByRole('listitem').filter({ hasText: ': ' })).toHaveText([
    'Nama Kampanye: Feedback Survey Q3',
  ]);
  await expect(chips.getByRole('button', { name: 'Hapus semua' })).toBeVisible();
  await chips.getByRole('button', { name: 'Hapus filter Nama Kampanye: Feedback Survey Q3' }).click();
  await expect(page.getByText('Menampilkan 1 sampai 5 dari 9 entri')).toBeVisible();

  // Request Download, in Indonesian: an incomplete Send is refused with the message.
  await holdReports(request, mock.url, true);
  await page.getByRole('button', { name: 'Minta Laporan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Minta Laporan' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Batal' })).toBeVisible();
  await chooseIn(page, dialog, 'Nama Kampanye', CAMPAIGN);
  await dialog.getByRole('button', { name: 'Kirim' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Semua kolom wajib diisi.');
  await expect(dialog.getByLabel('Divisi', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByRole('combobox', { name: 'Status Kampanye' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  expect(await audit(page, 'request download dialog (id)')).toEqual([]);

  await chooseIn(page, dialog, 'Divisi', 'Marketing');
  await chooseIn(page, dialog, 'Kanal', 'Electrolux_M2M (whatsapp business)');
  // The campaign's status in Indonesian words; the request still sends the server's value.
  await chooseIn(page, dialog, 'Status Kampanye', 'Berakhir');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  const answer = page.waitForResponse('**/api/reports/request');
  await dialog.getByRole('button', { name: 'Kirim' }).click();
  const response = await answer;
  expect(response.request().postDataJSON()).toMatchObject({
    campaign_name: CAMPAIGN,
    request_status: ['FINISHED'],
  });
  const reportId = ((await response.json()) as { data: { id: number } }).data.id;
  await expect(toast(page, 'Permintaan berhasil dikirim')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The new report waits (generation held), then becomes ready and is announced, with Unduh.
  const newest = table(page).locator('tbody tr').first();
  await expect(newest.locator('td').first()).toHaveText(String(reportId));
  await expect(newest.locator('td').nth(5)).toHaveText('Menunggu');
  await expect(newest.getByRole('button', { name: `Unduh laporan ${reportId}` })).toBeDisabled();
  await holdReports(request, mock.url, false);
  const ready = toast(page, `Laporan ${reportId} sudah siap`);
  await expect(ready).toBeVisible({ timeout: 20_000 });
  await expect(ready).toContainText(CAMPAIGN);
  await expect(newest.locator('td').nth(5)).toHaveText('Siap', { timeout: 20_000 });
  const downloadEvent = page.waitForEvent('download');
  await ready.getByRole('button', { name: 'Unduh' }).click();
  const download = await downloadEvent;
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^report-${reportId}-ramadan-service-promo-\\d{8}-\\d{6}\\.xlsx$`),
  );
  await expect(ready).toHaveCount(0);
});
