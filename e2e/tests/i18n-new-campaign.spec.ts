import type { Locator, Page } from '@playwright/test';
import { audit } from '../support/axe';
import { expect, signIn, test } from '../support/fixtures';
import { rememberLanguage } from '../support/language';
import { chooseOption, closeOverlay, selectBox, typeDate } from '../support/pages/campaigns';
import { errorToast, toast } from '../support/toasts';

/**
 * New Campaign in Bahasa Indonesia: a marketer submits the empty form (Indonesian validation messages, and an
 * accessible form), fills it in and creates the campaign (Indonesian toast); an approver approves it on its
 * detail page. English stays the default (campaigns.spec.ts).
 */

const NAME = 'E2E Kampanye Servis';

/** A date `days` from today (UTC), as the date fields are typed: YYYY-MM-DD. */
const fromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Picks a parameter's source by its Indonesian name, Teks Bebas (a text parameter of the header or the body
 * also offers Data Pelanggan), and types its text.
 */
async function customText(page: Page, parameter: Locator, text: string): Promise<void> {
  await parameter.locator('.p-dropdown').first().click();
  const sources = page.locator('.p-dropdown-panel');
  await expect(sources.getByRole('option', { name: 'Data Pelanggan', exact: true })).toBeVisible();
  await sources.getByRole('option', { name: 'Teks Bebas', exact: true }).click();
  await expect(page.locator('.p-dropdown-panel')).toHaveCount(0);
  await valueOf(parameter).fill(text);
}

/** A parameter's value input (its source is a read-only input too). */
const valueOf = (parameter: Locator) => parameter.locator('input[id$="-value"]');

/** Chooses every option of a multi-select through its first entry ('Select All'). */
async function chooseAll(page: Page, label: string): Promise<void> {
  await selectBox(page, label).click();
  await page.locator('.p-multiselect-panel').getByRole('option').first().click();
  await closeOverlay(page);
  await expect(selectBox(page, label)).not.toContainText('Pilih...');
}

test('Kampanye Baru: validation in Indonesian, a created campaign, approved on its detail page', async ({
  page,
  signIn: signInAs,
  browser,
  baseURL,
}) => {
  // A whole journey (form, publish, an approver's sign-in, the detail): 1.5-2.1 min on a busy 2-core machine.
  test.setTimeout(240_000);
  await rememberLanguage(page, 'id');
  await signInAs('marketer', '/campaign/new-campaign');
  await page.goto('/campaign/new-campaign');
  await expect(page.getByRole('heading', { name: 'Kampanye Baru', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Kampanye baru' });
  for (const section of [
    'Kampanye',
    'Segmentasi Penerima',
    'Penjadwalan',
    'Ulangi Kampanye',
    'Pratinjau Pesan',
  ])
    await expect(form.getByRole('heading', { name: section, exact: true })).toBeVisible();
  await expect(page.getByText('Pilih templat untuk melihat pesannya.')).toBeVisible();

  // Publish on an empty form: the toast and the field messages speak Indonesian.
  await page.getByRole('button', { name: 'Ajukan' }).click();
  await expect(errorToast(page, 'Harap isi semua kolom wajib (*)')).toBeVisible();
  await expect(page.getByLabel('Nama Kampanye')).toHaveAccessibleDescription('Kolom ini wajib diisi.');
  await expect(page.getByText('Kolom ini wajib diisi.')).toHaveCount(9);
  expect(await audit(page, 'Kampanye Baru (kosong, setelah Ajukan)')).toEqual([]);

  await page.getByLabel('Nama Kampanye').fill(NAME);
  await expect(page.getByLabel('Nama Kampanye')).not.toHaveAccessibleDescription('Kolom ini wajib diisi.');
  await chooseOption(page, 'Akun WABA', 'Electrolux_M2M');
  await expect(page.getByText('Kanal: whatsapp business')).toBeVisible();
  await chooseOption(page, 'Templat', 'service_reminder');

  const parameters = page.getByRole('region', { name: 'Parameter', exact: true });
  await expect(parameters.getByText('Kolom ini wajib diisi.')).toHaveCount(5);
  await customText(page, page.getByRole('group', { name: 'Parameter header {{1}}' }), 'Pelanggan');
  await customText(page, page.getByRole('group', { name: 'Parameter isi pesan {{1}}' }), 'mesin cuci');
  await customText(page, page.getByRole('group', { name: 'Parameter isi pesan {{2}}' }), '31 Juli');
  await valueOf(page.getByRole('group', { name: 'Tombol "Book now"' })).fill('PESAN');
  await valueOf(page.getByRole('group', { name: 'Tombol "Not now"' })).fill('NANTI');
  await expect(parameters.getByText('Kolom ini wajib diisi.')).toHaveCount(0);
  await expect(
    page.getByRole('complementary', { name: 'Pratinjau langsung' }).getByText('Hi Pelanggan!'),
  ).toBeVisible();

  for (const label of ['Lini Produk', 'Lokasi', 'Kode Model', 'Jenis Layanan']) await chooseAll(page, label);
  await typeDate(page, 'Tanggal Mulai Pembelian', '2000-03-01');
  // The picker names the months in Indonesian.
  await page.getByRole('combobox', { name: 'Tanggal Mulai Pembelian', exact: true }).press('Alt+ArrowDown');
  await expect(page.locator('.p-datepicker')).toContainText('Maret');
  await closeOverlay(page);
  await expect(page.locator('.p-datepicker')).toHaveCount(0);
  await typeDate(page, 'Tanggal Akhir Pembelian', fromToday(0));

  // Scheduled a month ahead, so that once approved it waits for its start.
  await page.getByRole('group', { name: 'Jadwalkan kampanye ini?' }).getByLabel('Ya').check();
  await typeDate(page, 'Tanggal Mulai', fromToday(30));
  await typeDate(page, 'Tanggal Selesai', fromToday(60));

  // Repeat: the unit buttons and the count's label follow the unit.
  await page.getByRole('group', { name: 'Ulangi kampanye ini?' }).getByLabel('Ya').check();
  await expect(page.getByRole('button', { name: 'Hari' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('Ulangi Setiap (Hari)')).toHaveValue('1');
  await page.getByRole('button', { name: 'Minggu' }).click();
  await expect(page.getByLabel('Ulangi Setiap (Minggu)')).toHaveAccessibleDescription(
    'Setiap berapa minggu sekali; 0 dihitung sebagai 1 (setiap minggu).',
  );
  await page.getByRole('group', { name: 'Ulangi kampanye ini?' }).getByLabel('Tidak').check();

  const created = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/campaigns',
  );
  await page.getByRole('button', { name: 'Ajukan' }).click();
  const response = await created;
  expect(response.status()).toBeLessThan(300);
  const { campaign } = ((await response.json()) as { data: { campaign: { id: number } } }).data;
  await expect(toast(page, 'Kampanye Baru Berhasil Ditambahkan')).toBeVisible();
  await page.waitForURL(/\/campaign\/list-campaign$/, { timeout: 6000 });

  // The approver opens the campaign's detail (the list hands the id over in session storage) and approves it.
  const approverContext = await browser.newContext({ baseURL });
  const approver = await approverContext.newPage();
  await rememberLanguage(approver, 'id');
  await signIn(approver, 'approver');
  await approver.evaluate((id) => sessionStorage.setItem('campaignId', String(id)), campaign.id);
  await approver.goto('/campaign/detail');
  const header = approver.locator('.panel-header');
  await expect(header).toContainText(/Menunggu Persetujuan/i, { timeout: 20_000 });
  // The action button is named after the campaign too ("Setujui <name>").
  const approve = header.getByRole('button', { name: /^Setujui\b/ });
  await approve.click();
  await approver
    .getByRole('dialog')
    .getByRole('button', { name: /^Setujui\b/ })
    .click();
  await expect(approve).toHaveCount(0);
  await expect(header).not.toContainText(/Menunggu Persetujuan/i);
  // Approved and waiting for its start date, the detail says so until it starts (issue 30): "Disetujui · mulai …".
  await expect(header).toContainText(/Disetujui\s*mulai \d{4}-\d{2}-\d{2} 00:00 UTC/);
  await approverContext.close();
});
