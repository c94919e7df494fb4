import type { Page } from '@playwright/test';

/** Goes to a screen as a user does: opens a group of the main menu and follows one of its links. */
export async function openFromMenu(page: Page, group: string, link: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: group }).click();
  await page.getByRole('link', { name: link }).click();
}
