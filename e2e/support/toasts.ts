import type { Locator, Page } from '@playwright/test';

/** A toast of any severity with this text. */
export function toast(page: Page, text: string): Locator {
  return page.locator('.toast').filter({ hasText: text });
}

/** An error toast with this text: error toasts are alerts (the others are status messages). */
export function errorToast(page: Page, text: string): Locator {
  return page.getByRole('alert').filter({ hasText: text });
}
