import type { Locator, Page } from '@playwright/test';
import { audit } from '../support/axe';
import { waitingCampaign } from '../support/campaignApi';
import { expect, test } from '../support/fixtures';
import { rememberLanguage, switchLanguage } from '../support/language';
import { toast } from '../support/toasts';

/**
 * The campaign screens in Bahasa Indonesia: the campaign list and the campaign history with a status filter and
 * its chip (the filter still sends the server's status), a campaign created through the API opened in its
 * detail (headings, recipients table), approved by the approver with the Indonesian confirmation and toast, and
 * the accessibility check on the list, the detail and the confirmation. The list kit speaks Indonesian here too:
 * the list's title (its heading and its table's name), the footer, the filter panel's buttons and the chip.
 */

const NAME = 'E2E Kampanye Persetujuan';

/** A list screen's title (its heading) and its table's accessible name. */
interface ListNames {
  title: string;
  table: string;
}
const LIST: ListNames = { title: 'Data Kampanye', table: 'Kampanye' };
const HISTORY: ListNames = { title: 'Riwayat Kampanye', table: 'Riwayat kampanye' };

/** The one table of a list screen, under the list's title. */
async function listTable(page: Page, names: ListNames): Promise<Locator> {
  await expect(page.getByRole('heading', { level: 1, name: names.title })).toBeVisible();
  return page.getByRole('table', { name: names.table });
}

/** The campaign screens' footer ("Menampilkan 1 sampai 5 dari 12 entri"). */
const footer = (page: Page): Locator => page.getByText(/^Menampilkan \d+ sampai \d+ dari \d+ entri$/);

async function headers(table: Locator): Promise<string[]> {
  return (await table.locator('thead th').allInnerTexts()).map((text) => text.trim());
}

/** Filters a list by status in its filter panel, checks the request, the footer and the chip. */
async function filterByStatus(page: Page, names: ListNames, status: string, sent: string): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Tampilkan atau sembunyikan filter' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const panel = page.getByRole('search', { name: `Filter ${names.title}` });
  await expect(panel.getByRole('button', { name: 'Hapus Semua' })).toBeVisible();
  await panel
    .locator('.field')
    .filter({ has: page.locator('label', { hasText: /^Status$/ }) })
    .locator('.p-dropdown')
    .click();
  await page.locator('.p-dropdown-panel').getByRole('option', { name: status, exact: true }).click();
  await expect(page.locator('.p-dropdown-panel')).toHaveCount(0);
  const request = page.waitForRequest(
    (candidate) => candidate.url().endsWith('/api/campaigns/filter') && candidate.method() === 'POST',
  );
  await panel.getByRole('button', { name: 'Terapkan' }).click();
  // The status goes to the server as the server writes it, whatever the language shown.
  expect((await request).postData()).toContain(sent);
  await expect(page).toHaveURL(new RegExp(`status=${sent.replace(' ', '\\+')}`));
  await expect
    .poll(async () => {
      const cells = await page
        .getByRole('table', { name: names.table })
        .locator('tbody tr td:nth-child(5)')
        .allInnerTexts();
      return cells.length > 0 && cells.every((cell) => cell.includes(status));
    })
    .toBe(true);
  if ((await toggle.getAttribute('aria-expanded')) === 'true') await toggle.click();
  await expect(footer(page)).toBeVisible();
  const chips = page.getByRole('list', { name: 'Filter aktif' });
  await expect(chips.getByRole('listitem').filter({ hasText: `Status: ${status}` })).toBeVisible();
  await expect(chips.getByRole('button', { name: `Hapus filter Status: ${status}` })).toBeVisible();
  await expect(chips.getByRole('button', { name: 'Hapus semua' })).toBeVisible();
}

test('Kampanye in Bahasa Indonesia: list and history filtered by status, detail, approval', async ({
  page,
  signIn,
  request,
  baseURL,
}) => {
  const created = await waitingCampaign(request, baseURL as string, NAME);
  await rememberLanguage(page, 'id');
  await signIn('approver');

  // The campaign list: Indonesian columns, statuses and actions.
  await page.goto('/campaign/list-campaign');
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  const list = await listTable(page, LIST);
  await expect(footer(page)).toBeVisible();
  await expect(list.getByRole('columnheader', { name: 'Nama Kampanye' })).toBeVisible();
  expect(await headers(list)).toEqual([
    'Nama Kampanye',
    'Kanal',
    'Tanggal Pengajuan',
    'Diajukan Oleh',
    'Status',
    'Aksi',
  ]);
  const row = list.locator('tbody tr').filter({ hasText: NAME });
  await expect(row).toContainText('Menunggu Persetujuan');
  await expect(row).toContainText(`${created.total_recipients} penerima`);
  await expect(row.getByRole('button', { name: `Lihat detail ${NAME}` })).toHaveAttribute('title', 'Detail');
  await expect(row.getByRole('button', { name: `Setujui ${NAME}` })).toHaveAttribute('title', 'Setujui');
  await expect(row.getByRole('button', { name: `Tolak ${NAME}` })).toHaveAttribute('title', 'Tolak');

  await filterByStatus(page, LIST, 'Menunggu Persetujuan', 'WAITING APPROVAL');
  await expect(row).toBeVisible();
  expect(await audit(page, 'Daftar Kampanye (difilter menurut status)')).toEqual([]);

  // The campaign history: its Note column and a status of the finished ones.
  await page.goto('/campaign/history');
  const history = await listTable(page, HISTORY);
  await expect(history.getByRole('columnheader', { name: 'Catatan' })).toBeVisible();
  expect(await headers(history)).toEqual([
    'Nama Kampanye',
    'Kanal',
    'Tanggal Pengajuan',
    'Diajukan Oleh',
    'Status',
    'Catatan',
    'Aksi',
  ]);
  await filterByStatus(page, HISTORY, 'Ditolak', 'REJECTED');

  // The detail of the created campaign, opened from the list.
  await page.goto('/campaign/list-campaign');
  const again = await listTable(page, LIST);
  await again
    .locator('tbody tr')
    .filter({ hasText: NAME })
    .getByRole('button', { name: `Lihat detail ${NAME}` })
    .click();
  await expect(page).toHaveURL(/\/campaign\/detail$/);
  await expect(page.getByRole('heading', { name: 'Detail Kampanye', level: 1 })).toBeVisible();
  for (const section of ['Segmentasi Penerima', 'Penjadwalan', 'Detail'])
    await expect(page.getByRole('heading', { name: section, level: 2, exact: true })).toBeVisible();
  await expect(page.locator('.detail-item').filter({ hasText: 'Nama Kampanye' })).toContainText(NAME);
  await expect(page.locator('dt', { hasText: 'Akun WABA' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pratinjau Pesan' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Tanggal Pembelian' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Corong pengiriman' })).toContainText('Penerima');
  const recipients = page.getByRole('table', { name: 'Penerima' });
  expect(await headers(recipients)).toEqual(['Platform', 'Akun', 'Status']);
  await expect(page.getByRole('search', { name: 'Cari penerima' })).toBeVisible();
  const header = page.locator('.panel-header');
  await expect(header).toContainText('Menunggu Persetujuan');
  expect(await audit(page, 'Detail Kampanye')).toEqual([]);

  // The approver approves it: the Indonesian question, its buttons, the toast.
  const actions = page.getByRole('group', { name: 'Aksi kampanye' });
  await actions.getByRole('button', { name: `Setujui ${NAME}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Setujui Kampanye' });
  await expect(dialog).toContainText(
    `Setujui "${NAME}"? Persetujuan akan langsung memulai pengiriman ke ${created.total_recipients} penerima.`,
  );
  await expect(dialog.getByRole('button', { name: 'Batal' })).toBeVisible();
  expect(await audit(page, 'Konfirmasi Setujui Kampanye')).toEqual([]);
  await dialog.getByRole('button', { name: 'Setujui', exact: true }).click();
  await expect(toast(page, 'Kampanye sedang berjalan')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(header).not.toContainText('Menunggu Persetujuan', { timeout: 20_000 });
  await expect(actions.getByRole('button', { name: `Setujui ${NAME}` })).toHaveCount(0);

  // Switching back to English re-words the screen in place.
  await switchLanguage(page, 'en');
  await expect(page.getByRole('heading', { name: 'Campaign Detail', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recipient Segmentation', level: 2 })).toBeVisible();
});
