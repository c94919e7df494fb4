import { audit } from '../support/axe';
import { expect, signIn, test } from '../support/fixtures';
import { rememberLanguage, type LanguageCode } from '../support/language';
import { overlayOption, selectBox } from '../support/pages/campaigns';
import { UploadScreens } from '../support/pages/uploads';

/**
 * Issue 32: a data-entry clerk records a new customer, in a city the data does not hold yet, through the
 * create dialog (Add Customer). The dialog uploads a one-row customer sheet (POST /api/files), follows the
 * upload and says how it ended: created, or refused with the row's reason, keeping what was typed. Run in both
 * languages from one test; the server's reason comes in the language of the upload (Accept-Language).
 */

/** Each text the tests read, in English and in Indonesian (wordsIn picks one language's). */
const PHRASES = {
  add: ['Add Customer', 'Tambah Pelanggan'],
  list: ['Customer Data', 'Data Pelanggan'],
  labels: [
    ['Name', 'Contact', 'Service Type', 'Service Order', 'Product Code', 'Location', 'Product Line'],
    ['Nama', 'Kontak', 'Jenis Layanan', 'No. Order Servis', 'Kode Produk', 'Lokasi', 'Lini Produk'],
  ],
  save: ['Save', 'Simpan'],
  close: ['Close', 'Tutup'],
  search: ['Quick search', 'Pencarian cepat'],
  importing: [/^Importing new-customer-SO2612000123\.xlsx…$/, /^Mengimpor new-customer-SO2612000123\.xlsx…$/],
  created: ['Customer SO2612000123 created.', 'Pelanggan SO2612000123 berhasil ditambahkan.'],
  refused: [
    'The customer was not created: City "Cirebn" is not a known city (did you mean "Cirebon"?)',
    'Pelanggan tidak ditambahkan: Kota "Cirebn" bukan kota yang dikenal (maksud Anda "Cirebon"?)',
  ],
  uploadHeading: ['Upload Data', 'Unggah Data'],
} as const;

type Words = { [Key in keyof typeof PHRASES]: (typeof PHRASES)[Key][0 | 1] };
function wordsIn(language: 'en' | 'id'): Words {
  const index = language === 'en' ? 0 : 1;
  return Object.fromEntries(Object.entries(PHRASES).map(([key, texts]) => [key, texts[index]])) as Words;
}

const ORDER = 'SO2612000123';

for (const language of ['en', 'id'] as const satisfies readonly LanguageCode[]) {
  const words = wordsIn(language);

  test.describe(`the customer create dialog (${language})`, () => {
    test.beforeEach(async ({ page }) => {
      await rememberLanguage(page, language);
    });

    test('a data-entry clerk creates a customer in a city the data does not hold yet; the upload says what it was', async ({
      page,
      signIn: signInAs,
      mock,
      baseURL,
      browser,
    }) => {
      expect(await mock.records('customers', 'city', 'Cirebon')).toEqual([]);
      await signInAs('dataentry', '/customer/list-customer');
      const table = page.getByRole('table', { name: words.list });
      await expect(table.locator('tbody tr')).toHaveCount(5);

      // Reached by keyboard from the panel: focus the button as Tab would, open it with Enter.
      const add = page.getByRole('button', { name: words.add });
      await add.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: words.add });
      await expect(dialog.getByRole('textbox')).toHaveCount(words.labels.length);
      const field = (index: number) => dialog.getByLabel(words.labels[index]!, { exact: true });
      await expect(field(0)).toBeFocused();
      const typed = [
        'Ayu Lestari',
        '0812-3456-7890',
        'Installation',
        ORDER,
        'EWF8024D3WB',
        'Kota Cirebon',
        'WMF01',
      ];
      for (const [index, value] of typed.entries()) await field(index).fill(value);
      expect(await audit(page, `create dialog (${language})`)).toEqual([]);
      await dialog.getByRole('button', { name: words.save }).click();

      // Followed to its outcome in the dialog; then the customer as the server stored it.
      await expect(dialog.getByRole('status')).toHaveText(words.importing);
      await expect(dialog.getByRole('status')).toContainText(words.created, { timeout: 30_000 });
      await expect(field(1)).toHaveValue('081234567890');
      await expect(field(5)).toHaveValue('Cirebon');
      await expect(field(5)).toHaveAttribute('readonly', '');
      expect(await mock.records('customers', 'service_order_no', ORDER)).toEqual([
        expect.objectContaining({ customer_name: 'Ayu Lestari', city: 'Cirebon', mobile_no: '081234567890' }),
      ]);
      await dialog.locator('.p-dialog-footer').getByRole('button', { name: words.close }).click();
      await expect(dialog).toBeHidden();

      // The list holds it, in the data's spelling of the city.
      await page.getByRole('searchbox', { name: words.search }).fill(ORDER);
      await expect(table.locator('tbody tr')).toHaveCount(1);
      await expect(table.locator('tbody tr td').nth(5)).toHaveText('Cirebon');

      // The upload is in Upload Data under a name that says what it was.
      await page.goto('/customer/upload-data');
      await expect(page.getByRole('heading', { level: 1, name: words.uploadHeading })).toBeVisible();
      await expect(new UploadScreens(page).row(`new-customer-${ORDER}.xlsx`)).toHaveCount(1);

      // New Campaign's Location filter offers the city as the data spells it (a marketer's screen).
      const marketer = await browser.newPage({ baseURL });
      try {
        await signIn(marketer, 'admin', '/campaign/new-campaign');
        await marketer.goto('/campaign/new-campaign');
        await selectBox(marketer, 'Location').click();
        const filter = marketer.locator('.p-multiselect-panel .p-multiselect-filter');
        if (await filter.count()) await filter.fill('Cirebon');
        await expect(overlayOption(marketer, 'Cirebon')).toBeVisible();
        await expect(overlayOption(marketer, 'Kota Cirebon')).toHaveCount(0);
      } finally {
        await marketer.close();
      }
    });

    test("the upload refuses the row: the dialog says the row's reason and keeps what was typed", async ({
      page,
      signIn: signInAs,
      mock,
    }) => {
      // The customer list still loading (a large list streams in): the dialog cannot know the cities yet, so
      // the upload pipeline is the one to judge the Location.
      await mock.latency(60_000, '/api/customers');
      await signInAs('dataentry', '/customer/list-customer');
      await page.getByRole('button', { name: words.add }).click();
      const dialog = page.getByRole('dialog', { name: words.add });
      const field = (index: number) => dialog.getByLabel(words.labels[index]!, { exact: true });
      const typed = ['Budi Santoso', '081298765432', 'Repair', ORDER, 'EWF8024D3WB', 'Cirebn', 'WMF01'];
      for (const [index, value] of typed.entries()) await field(index).fill(value);
      await dialog.getByRole('button', { name: words.save }).click();

      await expect(dialog.getByRole('alert')).toHaveText(words.refused, { timeout: 30_000 });
      await expect(dialog).toBeVisible();
      for (const [index, value] of typed.entries()) await expect(field(index)).toHaveValue(value);
      await expect(dialog.getByRole('button', { name: words.save })).toBeEnabled();
      expect(await mock.records('customers', 'service_order_no', ORDER)).toEqual([]);

      // Put right in the dialog, it is created (the list may still be loading: the finding is the server's).
      await mock.latency(0, '/api/customers');
      await field(5).fill('Cirebon');
      await dialog.getByRole('button', { name: words.save }).click();
      await expect(dialog.getByRole('status')).toContainText(words.created, { timeout: 30_000 });
      expect(await mock.records('customers', 'service_order_no', ORDER)).toHaveLength(1);
    });
  });
}
