import { expect, type Page } from '@playwright/test';

/** The profile menu's names for the languages (each language's name is written in that language). */
export const LANGUAGE_NAMES = { en: 'English', id: 'Bahasa Indonesia' } as const;
export type LanguageCode = keyof typeof LANGUAGE_NAMES;

/**
 * Switches the signed-in app's language the way a user does: the profile menu (top right), then the language.
 * Waits until the page says it is in that language (html lang).
 */
export async function switchLanguage(page: Page, language: LanguageCode): Promise<void> {
  await page.locator('.profile-button').click();
  await page.getByRole('menuitemradio', { name: LANGUAGE_NAMES[language] }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** Starts every page of the test's browser context in a language, as if its user had picked it before. */
export async function rememberLanguage(page: Page, language: LanguageCode): Promise<void> {
  await page.addInitScript((value) => window.localStorage.setItem('crm.language', value), language);
}
