import { expect, type Page } from '@playwright/test';

/**
 * Goes to a screen as a user does: opens a group of the main menu, unless it is open already (the group of the
 * current screen opens by itself, and a click would close it), and follows one of its links. Without `link`,
 * `group` is a single link of the menu (Report Campaign). Call it once the screen shown has settled (not while
 * the app is still redirecting), so that the group's state it reads is the one it acts on.
 */
export async function openFromMenu(page: Page, group: string, link?: string): Promise<void> {
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  if (link === undefined) {
    await menu.getByRole('link', { name: group, exact: true }).click();
    return;
  }
  const button = menu.getByRole('button', { name: group, exact: true });
  if ((await button.getAttribute('aria-expanded')) !== 'true') {
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  }
  // The group's own list: several groups have a link of the same name (Upload Data).
  const list = menu.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
  await list.getByRole('link', { name: link, exact: true }).click();
}
