import { expect, test } from '../support/fixtures';

/**
 * A modal holds the page behind it still: opening one neither shifts the page (the scrollbar it hides keeps
 * its width) nor lets it scroll under the modal. Run with classic scrollbars, as on most desktops (headless
 * Chromium hides them by default), so that a vanishing scrollbar would show as a shift.
 */
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    ignoreDefaultArgs: ['--hide-scrollbars'],
  },
});

test.describe('modals and the page behind them', () => {
  test('opening a modal neither shifts nor scrolls the page behind it', async ({ page, signIn }) => {
    await signIn('admin');
    await page.setViewportSize({ width: 1366, height: 480 });
    const where = () =>
      page.evaluate(() => {
        const title = document.querySelector('.panel-title')!.getBoundingClientRect();
        return { x: title.x, y: title.y, scrollY: window.scrollY };
      });
    for (const [path, opener, name] of [
      ['/product-line/list-product-line', 'Edit', 'Edit Product Line'],
      ['/customer/upload-data', 'Upload Data', 'Upload Data'],
      ['/campaign/report', 'Request Download', 'Request Download'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByText(/^Showing 1 (-|to) /)).toBeVisible();
      await page.mouse.wheel(0, 120);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      const before = await where();
      await page.getByRole('button', { name: opener, exact: true }).first().click({ noWaitAfter: true });
      // The click itself must not scroll: measure from where the opener was clicked.
      const clicked = await where();
      const dialog = page.getByRole('dialog', { name });
      await expect(dialog).toBeVisible();
      await expect.poll(where).toEqual(clicked);
      // The page behind the modal stays where it is while the wheel turns over it.
      await page.mouse.move(20, 460);
      await page.mouse.wheel(0, 300);
      await expect.poll(where).toEqual(clicked);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect.poll(where).toEqual(clicked);
      expect(clicked.x).toBe(before.x);
    }
  });
});
