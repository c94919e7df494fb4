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
 * the accessibility check on the list, the detail and the confirmation. The list kit's own words (title, footer,
 * filter buttons) are its journey's; here the elements are found by what does not depend on them.
 */

const NAME = 'E2E Kampanye Persetujuan';

/** The one table of a list screen. */
const listTable = (page: Page): Locator => page.locator('table.data-table');

async function headers(table: Locator): Promise<string[]> {
  return (await table.locator('thead th').allInnerTexts()).map((text) => text.trim());
}

/** Filters a list by status (its drop-down's id: the list's id prefix), checks the request and the chip. */
async function filterByStatus(page: Page, idPrefix: string, status: string, sent: string): Promise<void> {
  const toggle = page.locator('.panel-header button[aria-expanded]');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page
    .locator('.p-dropdown')
    .filter({ has: page.locator(`#${idPrefix}-status`) })
    .click();
  await page.locator('.p-dropdown-panel').getByRole('option', { name: status, exact: true }).click();
  await expect(page.locator('.p-dropdown-panel')).toHaveCount(0);
  const request = page.waitForRequest(
    (candidate) => candidate.url().endsWith('/api/campaigns/filter') && candidate.method() === 'POST',
  );
  await page.locator('.filter-buttons button[type="submit"]').click();
  // The status goes to the server as the server writes it, whatever the language shown.
  expect((await request).postData()).toContain(sent);
  await expect(page).toHaveURL(new RegExp(`status=${sent.replace(' ', '\\+')}`));
  await expect
    .poll(async () => {
      const cells = await listTable(page).locator('tbody tr td:nth-child(5)').allInnerTexts();
      return cells.length > 0 && cells.every((cell) => cell.includes(status));
    })
    .toBe(true);
  if ((await toggle.getAttribute('aria-expanded')) === 'true') await toggle.click();
  await expect(page.locator('.filter-chip').filter({ hasText: `Status: ${status}` })).toBeVisible();
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
  const list = listTable(page);
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

  await filterByStatus(page, 'campaign-list-filter', 'Menunggu Persetujuan', 'WAITING APPROVAL');
  await expect(row).toBeVisible();
  expect(await audit(page, 'Daftar Kampanye (difilter menurut status)')).toEqual([]);

  // The campaign history: its Note column and a status of the finished ones.
  await page.goto('/campaign/history');
  const history = listTable(page);
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
  await filterByStatus(page, 'campaign-history-filter', 'Ditolak', 'REJECTED');

  // The detail of the created campaign, opened from the list.
  await page.goto('/campaign/list-campaign');
  await listTable(page)
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
