import { expect, test } from '../support/fixtures';

test.describe('application shell', () => {
  test('guard: a screen without the module shows "No Access Found" and goes back home', async ({
    page,
    signIn,
  }) => {
    await signIn('viewer', '/customer/upload-data');
    await expect(page.getByText('No Access Found', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/customer\/list-customer$/);
    await expect(page.getByRole('heading', { name: 'Upload Data' })).toHaveCount(0);
  });

  test('detail screens need only the crm application', async ({ page, signIn }) => {
    await signIn('marketer', '/campaign/detail');
    await expect(page).toHaveURL(/\/campaign\/detail$/);
    await expect(page.getByRole('heading', { name: 'Campaign Detail' })).toBeVisible();
  });

  // One admin sign-in for the shell's screens: every step opens its own start page with a fresh load (page.goto),
  // so none finds the menu, the breadcrumb or the viewport as an earlier step left them (the mobile step, which
  // narrows the viewport, comes last).
  test('admin: titles, breadcrumb, side menu, detail pages, home links and the mobile menu', async ({
    page,
    signIn,
  }) => {
    await signIn('admin');

    await test.step('/ redirects to the customer list; pages carry their titles', async () => {
      await expect(page).toHaveURL(/\/customer\/list-customer$/);
      await expect(page).toHaveTitle('Customer · CRM');
      const titles: [string, string][] = [
        ['/product-line/list-product-line', 'Product Line · CRM'],
        ['/product-line/upload-data', 'Product Line · CRM'],
        ['/customer/detail', 'Customer Detail'],
        ['/giftclaim/list-gift-claim', 'Gift Claim · CRM'],
        ['/giftclaim/upload-data', 'Gift Claim · CRM'],
        ['/campaign/list-campaign', 'Campaign · CRM'],
        ['/campaign/history', 'Campaign · CRM'],
        ['/campaign/report', 'Report Campaign · CRM'],
      ];
      for (const [path, title] of titles) {
        await page.goto(path);
        await expect(page).toHaveTitle(title);
        await expect(page).toHaveURL(new RegExp(`${path}$`));
      }
    });

    await test.step('breadcrumb: hyphens as spaces, every segment but the first is a link', async () => {
      await page.goto('/product-line/list-product-line');
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(crumbs).toContainText('product line');
      await expect(crumbs.getByRole('link', { name: 'product line', exact: true })).toHaveCount(0);
      await expect(crumbs.getByRole('link', { name: 'list product line' })).toHaveAttribute(
        'href',
        '/product-line/list-product-line',
      );
    });

    await test.step('side menu: the group of the current page opens by itself; groups expand and collapse', async () => {
      await page.goto('/giftclaim/upload-data');
      const menu = page.getByRole('navigation', { name: 'Main menu' });
      const giftClaims = menu.getByRole('button', { name: 'Gift Claim Data' });
      await expect(giftClaims).toHaveAttribute('aria-expanded', 'true');
      await expect(menu.getByRole('link', { name: 'List Gift Claim' })).toBeVisible();
      await giftClaims.click();
      await expect(menu.getByRole('link', { name: 'List Gift Claim' })).toBeHidden();
      const campaign = menu.getByRole('button', { name: 'Campaign', exact: true });
      await campaign.click();
      await menu.getByRole('link', { name: 'History' }).click();
      await expect(page).toHaveURL(/\/campaign\/history$/);
      await expect(page.getByRole('heading', { name: 'Campaign History' })).toBeVisible();
    });

    await test.step('reloading a detail page opens and highlights the menu group of its list', async () => {
      const menu = page.getByRole('navigation', { name: 'Main menu' });
      const details: [string, string][] = [
        ['/customer/detail', 'Customer Data'],
        ['/customer/upload-detail', 'Customer Data'],
        ['/product-line/upload-detail', 'Product Line'],
        ['/giftclaim/upload-detail', 'Gift Claim Data'],
        ['/campaign/detail', 'Campaign'],
      ];
      for (const [path, group] of details) {
        await page.goto(path);
        await page.reload();
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        const button = menu.getByRole('button', { name: group, exact: true });
        await expect(button, path).toHaveAttribute('aria-expanded', 'true');
        await expect(button, path).toHaveAttribute('aria-current', 'location');
        await expect(button, path).toHaveClass(/\bcurrent\b/);
        // Exactly one group is highlighted; the others stay plain.
        await expect(menu.locator('.menu-group.current'), path).toHaveCount(1);
      }
      // The highlight is visible: the group's text takes the primary colour, not the plain menu grey.
      const highlighted = await menu
        .getByRole('button', { name: 'Campaign', exact: true })
        .evaluate((node) => getComputedStyle(node).color);
      const plain = await menu
        .getByRole('button', { name: 'Customer Data', exact: true })
        .evaluate((node) => getComputedStyle(node).color);
      expect(highlighted).not.toBe(plain);
    });

    await test.step('logo and "CRM" lead home; unknown paths show "Page not found"', async () => {
      await page.goto('/no/such/page');
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
      await page.getByRole('link', { name: 'CRM', exact: true }).click();
      await expect(page).toHaveURL(/\/customer\/list-customer$/);
    });

    await test.step('mobile: "Open main menu" shows the side menu', async () => {
      await page.setViewportSize({ width: 420, height: 800 });
      await page.goto('/');
      const menu = page.getByRole('navigation', { name: 'Main menu' });
      await expect(menu.getByRole('button', { name: 'Product Line' })).not.toBeInViewport();
      await page.getByRole('button', { name: 'Open main menu' }).click();
      await expect(menu.getByRole('button', { name: 'Product Line' })).toBeInViewport();
      await menu.getByRole('button', { name: 'Product Line' }).click();
      await menu.getByRole('link', { name: 'List Product Line' }).click();
      await expect(page).toHaveURL(/\/product-line\/list-product-line$/);
      await expect(menu.getByRole('button', { name: 'Product Line' })).not.toBeInViewport();
    });
  });

  test.describe('sibling applications', () => {
    test.use({ siblingApps: true });
    // One approver sign-in: the guard sends them to their home screen, where the app switcher is.
    test('approver: the New Campaign guard, then the app switcher', async ({ page, signIn }) => {
      await test.step('guard: an approver opening New Campaign is sent to their home screen', async () => {
        await signIn('approver', '/campaign/new-campaign');
        await expect(page.getByText('No Access Found', { exact: true })).toBeVisible();
        await expect(page).toHaveURL(/\/campaign\/list-campaign$/);
      });

      await test.step('app switcher: tiles are links only for the applications the user has; CRM is current', async () => {
        await page.getByRole('button', { name: 'Applications' }).click();
        const grid = page.getByRole('menu', { name: 'Applications' });
        await expect(grid.getByRole('menuitem')).toHaveText([
          'Account',
          'Helpdesk',
          'Broadcast',
          'Chatbot',
          'Editor Bot',
          'CRM',
        ]);
        await expect(grid.getByRole('menuitem', { name: 'Broadcast' })).toHaveAttribute(
          'href',
          'https://broadcast.example.com/dashboard',
        );
        for (const name of ['Account', 'Helpdesk', 'Chatbot', 'Editor Bot']) {
          await expect(grid.getByRole('menuitem', { name })).toHaveAttribute('aria-disabled', 'true');
        }
        await expect(grid.getByRole('menuitem', { name: 'CRM' })).toHaveAttribute('aria-current', 'true');
        await grid.getByRole('menuitem', { name: 'Broadcast' }).click();
        await page.waitForURL('https://broadcast.example.com/dashboard');
      });
    });
  });
});
