import * as XLSX from '@e965/xlsx';
import { expect, type Download, type Locator, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';

/** The gift-claim upload template's header row. */
export const GIFT_CLAIM_HEADERS = [
  'Nama',
  'No HP',
  'ID Claim',
  'Toko',
  'Tanggal Pembelian',
  'Pembelian',
  'Tanggal Klaim',
  'Hadiah',
  'QTY',
  'Resi',
  'Status Klaim',
];

/** The upload list of each category: its address and its heading. */
const UPLOAD_LISTS = {
  customer: { path: '/customer/upload-data', heading: 'Upload Data' },
  product_line: { path: '/product-line/upload-data', heading: 'Upload Data' },
  gift_claim: { path: '/giftclaim/upload-data', heading: 'List Upload Data' },
} as const;

/** Page object of the upload list and upload detail screens (any category). */
export class UploadScreens {
  constructor(readonly page: Page) {}

  /** Opens a category's upload list and waits for its heading. */
  static async open(page: Page, category: keyof typeof UPLOAD_LISTS): Promise<UploadScreens> {
    const list = UPLOAD_LISTS[category];
    await page.goto(list.path);
    await expect(page.getByRole('heading', { name: list.heading })).toBeVisible();
    return new UploadScreens(page);
  }

  table(): Locator {
    return this.page.getByRole('table');
  }

  /** The list row of an upload, found by its file name (shown under the ID Upload). */
  row(filename: string): Locator {
    return this.table().getByRole('row').filter({ hasText: filename });
  }

  async openModal(): Promise<Locator> {
    await this.page.getByRole('button', { name: 'Upload Data', exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Upload Data' });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  /** Chooses the file in the modal and clicks Upload. */
  async upload(file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    const dialog = await this.openModal();
    await dialog.getByLabel('File').setInputFiles(file);
    await dialog.getByRole('button', { name: 'Upload' }).click();
  }

  async view(filename: string): Promise<void> {
    await this.row(filename)
      .getByRole('button', { name: `View upload ${filename}` })
      .click();
    await expect(this.page.getByRole('heading', { name: 'Upload Details' })).toBeVisible();
  }

  counter(name: 'Total Data' | 'Success Data' | 'Invalid Data'): Locator {
    return this.page.getByRole('group', { name });
  }

  /** Clicks a button that saves a file and returns the saved bytes and name. */
  async download(button: Locator): Promise<{ name: string; bytes: Buffer; download: Download }> {
    const [download] = await Promise.all([this.page.waitForEvent('download'), button.click()]);
    const path = await download.path();
    return { name: download.suggestedFilename(), bytes: await readFile(path), download };
  }
}

/** The first sheet of a workbook as rows of text. */
export function sheetRows(bytes: Buffer): string[][] {
  const book = XLSX.read(bytes, { type: 'buffer' });
  const sheet = book.Sheets[book.SheetNames[0]!]!;
  return XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1, raw: false, defval: '' });
}

/** A real .xls (BIFF8) or .xlsx written by SheetJS, as a user's spreadsheet program would save it. */
export function workbookFile(
  name: string,
  rows: unknown[][],
): { name: string; mimeType: string; buffer: Buffer } {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Data');
  const xlsx = name.endsWith('.xlsx');
  return {
    name,
    mimeType: xlsx
      ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
      : 'application/vnd.ms-excel',
    buffer: XLSX.write(book, { type: 'buffer', bookType: xlsx ? 'xlsx' : 'biff8' }) as Buffer,
  };
}

/** Picks `value` in the labelled filter select (PrimeReact Dropdown, with its search box when long). */
export async function chooseOption(page: Page, label: string, value: string): Promise<void> {
  const field = page.locator('.field').filter({ has: page.getByText(label, { exact: true }) });
  const overlay = page.locator('.p-dropdown-panel');
  // A click that lands while the list's data still arrives can leave the panel shut (the drop-down renders
  // again with its options): open it again until the option is picked, as a user would.
  await expect(async () => {
    if (!(await overlay.isVisible())) await field.locator('.p-dropdown').click();
    const search = overlay.locator('.p-dropdown-filter');
    if (await search.count()) await search.fill(value);
    await overlay.getByRole('option', { name: value, exact: true }).click({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  await expect(overlay).toBeHidden();
  await expect(field.locator('.p-dropdown-label')).toHaveText(value);
}
