import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { sheetRows } from './pages/uploads';

/**
 * Clicks a list's Export and reads what it downloads: the file's suggested name and its first sheet as rows of
 * text (a real .xlsx read back with SheetJS). `button`: the Export button's name in the language shown.
 */
export async function exportList(page: Page, button = 'Export'): Promise<{ name: string; rows: string[][] }> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: button, exact: true }).click();
  const file = await download;
  return { name: file.suggestedFilename(), rows: sheetRows(await readFile(await file.path())) };
}
