import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/**
 * Tables that fit a laptop: at 1280, 1366 and 1440 px every list table stays within its panel, no text sits
 * under the pinned Action column and no text overflows its cell; the gift-claim list never cuts a name, a
 * phone number or a status, and each value it cuts shows whole on hover and keyboard focus. At 768 px the
 * status column of the upload and campaign lists stays visible.
 */

const LISTS = [
  ['/customer/list-customer', 'Customer Data'],
  ['/product-line/list-product-line', 'Product Line Data'],
  ['/customer/upload-data', 'Customer uploads'],
  ['/giftclaim/list-gift-claim', 'Gift claims'],
  ['/campaign/list-campaign', 'Campaigns'],
  ['/campaign/history', 'Campaign history'],
  ['/campaign/report', 'Reports'],
] as const;

const FOOTER = /^Showing \d+ (-|to) \d+ of \d+ entries$/;

/** Problems of the table's layout as a user would see them; empty when it fits. */
async function layoutProblems(page: Page, table: string): Promise<string[]> {
  return page.getByRole('table', { name: table }).evaluate((element) => {
    const problems: string[] = [];
    const wrap = element.closest('.table-wrap')!;
    if (wrap.scrollWidth > wrap.clientWidth + 1)
      problems.push(`scrolls: ${wrap.scrollWidth} > ${wrap.clientWidth}`);
    const headers = Array.from(element.querySelectorAll('thead th')).map(
      (th) => th.textContent?.trim() ?? '',
    );
    for (const row of Array.from(element.querySelectorAll('tbody tr[data-row-key]'))) {
      const action = row.querySelector('td.col-action');
      const actionLeft = action ? action.getBoundingClientRect().left : Infinity;
      row.querySelectorAll('td').forEach((cell, index) => {
        if (cell === action) return;
        const box = cell.getBoundingClientRect();
        if (box.right > actionLeft + 0.5) problems.push(`${headers[index]} under Action`);
        // Text overflowing its cell (a cut column's text is clipped on purpose, with its title).
        const text = cell.querySelector('.cell-text:not(.cut)') ?? cell;
        if (text.scrollWidth > text.clientWidth + 1)
          problems.push(`${headers[index]} overflows: "${cell.textContent?.trim()}"`);
      });
    }
    return [...new Set(problems)];
  });
}

test.describe('tables that fit', () => {
  for (const width of [1280, 1366, 1440]) {
    test(`at ${width} px no list's text sits under the Action column or overflows its cell`, async ({
      page,
      signIn,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 900 });
      await signIn('admin');
      for (const [path, table] of LISTS) {
        await page.goto(path);
        await expect(page.getByText(FOOTER)).toBeVisible({ timeout: 30_000 });
        expect(await layoutProblems(page, table), `${path} at ${width} px`).toEqual([]);
      }
    });
  }

  test('gift claims at 1366 px: names, phone numbers and statuses whole; a cut value whole on hover and focus', async ({
    page,
    signIn,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn('viewer');
    await page.goto('/giftclaim/list-gift-claim');
    await expect(page.getByText('Showing 1 - 5 of 300 entries')).toBeVisible();
    const table = page.getByRole('table', { name: 'Gift claims' });
    for (let pageNumber = 1; pageNumber <= 4; pageNumber += 1) {
      const cut = await table.evaluate((element) => {
        const headers = Array.from(element.querySelectorAll('thead th')).map((th) => th.textContent?.trim());
        const found: string[] = [];
        for (const row of Array.from(element.querySelectorAll('tbody tr'))) {
          row.querySelectorAll('td').forEach((cell, index) => {
            if (!['Name', 'Contact', 'Status Claim'].includes(headers[index] ?? '')) return;
            const text = cell.querySelector('.cell-text') as HTMLElement;
            if (text.classList.contains('cut') || text.scrollWidth > text.clientWidth + 1)
              found.push(`${headers[index]}: ${text.textContent}`);
          });
        }
        return found;
      });
      expect(cut, `page ${pageNumber}`).toEqual([]);
      await page
        .getByRole('navigation', { name: 'Pagination' })
        .getByRole('button', { name: 'Next' })
        .click();
    }

    // A cut value: its title is the whole value, it takes focus, and focused it shows whole.
    const cutCells = table.locator('.cell-text.cut[tabindex="0"]');
    await page.goto('/giftclaim/list-gift-claim');
    await expect(page.getByText('Showing 1 - 5 of 300 entries')).toBeVisible();
    const count = await cutCells.count();
    for (let index = 0; index < count; index += 1) {
      const cell = cutCells.nth(index);
      await expect(cell).toHaveAttribute('title', (await cell.textContent()) ?? '');
      await cell.focus();
      expect(await cell.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
    }
  });

  test('at 768 px the status column of the upload and campaign lists stays visible; file names break at their separators', async ({
    page,
    signIn,
  }) => {
    await page.setViewportSize({ width: 768, height: 1000 });
    await signIn('admin');
    for (const [path, table] of [
      ['/customer/upload-data', 'Customer uploads'],
      ['/giftclaim/upload-data', 'Gift Claim uploads'],
      ['/campaign/list-campaign', 'Campaigns'],
      ['/campaign/history', 'Campaign history'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByText(FOOTER)).toBeVisible();
      const status = page.getByRole('table', { name: table }).getByRole('columnheader', { name: /^Status/ });
      const visible = await status.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const action = element.parentElement!.querySelector('th.col-action')!.getBoundingClientRect();
        return (
          box.width > 40 && box.left >= 0 && box.right <= action.left + 0.5 && box.right <= window.innerWidth
        );
      });
      expect(visible, `${path}: Status visible`).toBe(true);
    }
    // A long file name breaks after its separators, not inside a word.
    await page.goto('/customer/upload-data');
    const name = page.locator('.upload-filename').filter({ hasText: '_' }).first();
    await expect(name).toBeVisible();
    const lines = await name.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const tops = new Map<number, string>();
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (let index = 0; index < text.length; index += 1) {
          const letter = document.createRange();
          letter.setStart(node, index);
          letter.setEnd(node, index + 1);
          const top = Math.round(letter.getBoundingClientRect().top);
          tops.set(top, (tops.get(top) ?? '') + text[index]);
        }
      }
      return [...tops.values()];
    });
    // Each line but the last ends with a separator.
    for (const line of lines.slice(0, -1)) expect(line).toMatch(/[_.\-/]$/);
  });
});
