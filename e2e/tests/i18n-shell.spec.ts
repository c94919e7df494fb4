import type { Page } from '@playwright/test';
import { audit } from '../support/axe';
import { expect, signIn as signInAs, test } from '../support/fixtures';
import { rememberLanguage, switchLanguage } from '../support/language';
import { startNginx } from '../support/stack';

const LANGUAGE_KEY = 'crm.language';

/** The customer list's shell in Bahasa Indonesia: side menu, breadcrumb, page title, footer, html lang. */
async function expectIndonesianShell(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  await expect(page).toHaveTitle('Pelanggan · CRM');
  const menu = page.getByRole('navigation', { name: 'Menu utama' });
  await expect(menu.getByRole('button', { name: 'Data Pelanggan', exact: true })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(menu.getByRole('link', { name: 'Daftar Pelanggan' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Lini Produk', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Laporan Kampanye' })).toBeVisible();
  const crumbs = page.getByRole('navigation', { name: 'Jejak navigasi' });
  await expect(crumbs).toContainText('pelanggan');
  await expect(crumbs.getByRole('link', { name: 'daftar pelanggan' })).toHaveAttribute(
    'href',
    '/customer/list-customer',
  );
  await expect(page.getByText(/^Menampilkan 1 - 5 dari [\d.]+ entri$/)).toBeVisible();
  await expect(page.getByRole('button', { name: /, Menu profil$/ })).toBeVisible();
}

/** The same screen in the spec's English words. */
async function expectEnglishShell(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle('Customer · CRM');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('button', { name: 'Customer Data', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'List Customer' })).toBeVisible();
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'list customer' })).toBeVisible();
  await expect(page.getByText(/^Showing 1 - 5 of \d+ entries$/)).toBeVisible();
  await expect(page.getByRole('button', { name: /, Profile menu$/ })).toBeVisible();
}

test.describe('the shell in Bahasa Indonesia', () => {
  test('switching from the profile menu re-words the shell; the choice holds after a reload and a new sign-in; English comes back', async ({
    page,
    signIn,
  }) => {
    await signIn('admin');
    await expectEnglishShell(page);

    await switchLanguage(page, 'id');
    await expectIndonesianShell(page);
    expect(await page.evaluate((key) => localStorage.getItem(key), LANGUAGE_KEY)).toBe('id');
    // The menu closed and gave focus back to its button.
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /, Menu profil$/ })).toBeFocused();
    expect(await audit(page, 'customer list (Bahasa Indonesia)')).toEqual([]);

    // The open profile menu in Indonesian, its language group included, passes the accessibility check too.
    await page.getByRole('button', { name: /, Menu profil$/ }).click();
    const languages = page.getByRole('group', { name: 'Bahasa', exact: true });
    await expect(languages.getByRole('menuitemradio', { name: 'Bahasa Indonesia' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(page.getByRole('menuitem', { name: 'Keluar' })).toBeVisible();
    expect(await audit(page, 'profile menu (Bahasa Indonesia)')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);

    await page.reload();
    await expectIndonesianShell(page);

    // A new sign-in in the same browser (the session gone, the provider signs in again) starts in Indonesian;
    // the provider's page, if it shows, speaks it too (the app asks for it with ui_locales).
    await page.evaluate(() => localStorage.removeItem('data'));
    await page.goto('/');
    const personaPage = page.getByRole('button', { name: 'Masuk sebagai admin' });
    await page.waitForURL(/\/customer\/list-customer$|\/oauth\//);
    if (await personaPage.isVisible()) await personaPage.click();
    await page.waitForURL(/\/customer\/list-customer$/);
    await expectIndonesianShell(page);

    await switchLanguage(page, 'en');
    await expectEnglishShell(page);
    expect(await page.evaluate((key) => localStorage.getItem(key), LANGUAGE_KEY)).toBe('en');
  });

  test('Sign Out clears local storage but for the language choice: the next sign-in is in the language chosen', async ({
    page,
    signIn,
  }) => {
    await signIn('admin');
    await switchLanguage(page, 'id');
    await page.getByRole('button', { name: /, Menu profil$/ }).click();
    await page.getByRole('menuitem', { name: 'Keluar' }).click();
    // The provider's page speaks the app's language (ui_locales).
    await expect(page.getByRole('heading', { name: 'Masuk', exact: true })).toBeVisible();
    expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([LANGUAGE_KEY]);
    await signIn('admin');
    await expectIndonesianShell(page);
  });

  test('DEFAULT_LANGUAGE=id: /config.js starts a browser without a remembered choice in Indonesian; a remembered "en" wins', async ({
    browser,
    mock,
    stack,
  }) => {
    void mock; // the seeded data, as every test starts from
    // One extra nginx, rendered with DEFAULT_LANGUAGE=id, in front of this worker's mock server.
    const nginx = await startNginx({ backendUrl: stack.mockUrl, env: { DEFAULT_LANGUAGE: 'id' } });
    try {
      const config = await (await fetch(`${nginx.url}/config.js`)).text();
      expect(config).toContain('"defaultLanguage": "id"');

      const fresh = await browser.newContext({ baseURL: nginx.url });
      const page = await fresh.newPage();
      await signInAs(page, 'admin');
      await expectIndonesianShell(page);
      expect(await page.evaluate((key) => localStorage.getItem(key), LANGUAGE_KEY)).toBeNull();
      await fresh.close();

      const rememberedEnglish = await browser.newContext({ baseURL: nginx.url });
      const englishPage = await rememberedEnglish.newPage();
      await rememberLanguage(englishPage, 'en');
      await signInAs(englishPage, 'admin');
      await expectEnglishShell(englishPage);
      await rememberedEnglish.close();
    } finally {
      await nginx.stop();
    }
  });
});
