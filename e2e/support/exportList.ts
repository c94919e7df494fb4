import type { Locator, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { sheetRows } from './pages/uploads';

/**
 * Clicks a list's Export (by default the button named "Export"; `button` names it otherwise, e.g. in another
 * language) and reads what it downloads: the file's suggested name and its first sheet as rows of text (a real
 * .xlsx read back with SheetJS).
 */
export async function exportList(
  page: Page,
  button: Locator = page.getByRole('button', { name: 'Export' }),
): Promise<{ name: string; rows: string[][] }> {
  const download = page.waitForEvent('download');
  await button.click();
  const file = await download;
  return { name: file.suggestedFilename(), rows: sheetRows(await readFile(await file.path())) };
}
