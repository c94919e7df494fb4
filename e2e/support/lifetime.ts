import { expect, type Page } from '@playwright/test';

/**
 * Records, in the page, when an element with exactly `text` first appears and when it starts to go (its dialog's
 * exit transition, `*-exit`, or its removal), so that a timed UI (the 3 s success dialog) is measured by the
 * page's clock, not by how fast the test polls nor how long the closing animation takes on a busy machine.
 * Returns a function giving how long it was there (null until it has come and gone).
 */
export async function watchLifetime(page: Page, text: string): Promise<() => Promise<number | null>> {
  await page.evaluate((wanted) => {
    const state = { shown: null as number | null, hidden: null as number | null };
    (window as unknown as Record<string, unknown>).__lifetime = state;
    const present = () =>
      Array.from(document.querySelectorAll('body *')).some(
        (element) =>
          element.children.length === 0 &&
          element.textContent?.trim() === wanted &&
          !element.closest('[class*="-exit"]'),
      );
    const observer = new MutationObserver(() => {
      const now = performance.now();
      if (state.shown === null && present()) state.shown = now;
      else if (state.shown !== null && state.hidden === null && !present()) {
        state.hidden = now;
        observer.disconnect();
      }
    });
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['class'],
    });
  }, text);
  return () =>
    page.evaluate(() => {
      const state = (window as unknown as Record<string, { shown: number | null; hidden: number | null }>)
        .__lifetime;
      return state?.shown != null && state.hidden != null ? state.hidden - state.shown : null;
    });
}

/**
 * A success dialog's `text` is shown, then gone after about 3 s by the page clock (`lifetime`, from
 * watchLifetime started before the action).
 */
export async function expectShownFor3s(
  page: Page,
  text: string,
  lifetime: () => Promise<number | null>,
): Promise<void> {
  const success = page.getByText(text);
  await expect(success).toBeVisible();
  await expect(success).toBeHidden({ timeout: 8000 });
  // About 3 s by the page clock: the timer starts once the dialog's opening transition has ended (onShow),
  // which a busy machine delays by some hundred ms.
  const shown = await lifetime();
  expect(shown).toBeGreaterThanOrEqual(2700);
  expect(shown).toBeLessThan(4500);
}
