import type { PersonaName } from '@crm/fixtures';
import { expect, test as base, type Page } from '@playwright/test';
import { tokensFor } from './campaignApi';
import { MockControl } from './mockControl';
import { startStack, type Stack } from './stack';

/** The login provider's personas (@crm/fixtures): their usernames sign in. */
export type Persona = PersonaName;

/** Sibling applications live on other hosts; the tests answer for them with a stub page. */
export const SIBLING_HOSTS = /^https:\/\/(account|helpdesk|broadcast|chatbot|studio)\.example\.com\//;

/**
 * Signs in through the real redirect round trip: app → login provider's persona page → callback → app. The
 * provider's page speaks the app's language (ui_locales): its button is "Sign in as" or "Masuk sebagai".
 */
export async function signIn(page: Page, persona: Persona, startPath = '/'): Promise<void> {
  await page.goto(startPath);
  await page.getByRole('button', { name: new RegExp(`^(Sign in as|Masuk sebagai) ${persona}\\b`) }).click();
  await page.waitForURL(
    (url) => !url.pathname.startsWith('/oauth') && !url.pathname.startsWith('/auth/callback'),
  );
}

/**
 * Signs in without the provider's page: the code flow over HTTP in the page's own cookie jar (tokensFor: the
 * provider session stays live for single sign-on, as after a real sign-in), then the app opened at `startPath`
 * with the session stored as its callback stores it. One app start instead of two and the provider's page; the
 * round trip itself is what auth.spec.ts drives (test.use({ signInVia: 'provider' })).
 */
async function signInDirect(page: Page, persona: Persona, startPath: string, baseUrl: string): Promise<void> {
  const tokens = await tokensFor(page.context().request, baseUrl, persona);
  const session = JSON.stringify({ ...tokens, created_at: new Date().toISOString() });
  const storing = await page.addInitScript((value) => {
    if (localStorage.getItem('data') === null) localStorage.setItem('data', value);
  }, session);
  await page.goto(startPath);
  await storing.dispose();
}

const consoleOf = new WeakMap<object, string[]>();

interface Fixtures {
  /** How the signIn fixture signs in: 'direct' (default, see signInDirect) or through the provider's page. */
  signInVia: 'direct' | 'provider';
  /** Answers for the sibling applications' hosts (SIBLING_HOSTS) with a stub page, for tests that go there. */
  siblingApps: boolean;
  mock: MockControl;
  signIn(persona: Persona, startPath?: string): Promise<void>;
  /** Console messages of the test's pages (CSP reports and uncaught errors are checked after every test). */
  consoleMessages: string[];
}

interface WorkerFixtures {
  /**
   * The stack this worker's tests run against: a mock backend and nginx of its own, on free loopback ports,
   * so that workers run side by side without sharing (or resetting) each other's data.
   */
  stack: Stack;
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  stack: [
    async ({}, use, workerInfo) => {
      const stack = await startStack();
      console.log(
        `e2e worker ${workerInfo.workerIndex} (${stack.mode}): app ${stack.baseUrl}, mock ${stack.mockUrl}`,
      );
      try {
        await use(stack);
      } finally {
        await stack.stop();
      }
    },
    { scope: 'worker', timeout: 90_000 },
  ],

  baseURL: async ({ stack }, use) => {
    await use(stack.baseUrl);
  },

  mock: async ({ playwright, stack }, use) => {
    const request = await playwright.request.newContext();
    const mock = new MockControl(request, stack.mockUrl);
    // Every test starts from the seeded data, with no faults, latency or clock offset left behind.
    await mock.reset();
    await use(mock);
    await request.dispose();
  },

  siblingApps: [false, { option: true }],

  // Every page of the context (new tabs and pop-ups included) is watched: after the test, the app must have run
  // under the production CSP without a single violation and never thrown uncaught. Here, not in an automatic
  // fixture: a test that opens no page (an HTTP check) then starts no browser context.
  // Opt-in: a routed context sends every request of the page through Playwright (about a fifth of Chromium's CPU).
  context: async ({ context, siblingApps }, use) => {
    if (siblingApps)
      await context.route(SIBLING_HOSTS, (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: `<title>Sibling app</title><h1>Sibling app: ${route.request().url()}</h1>`,
        }),
      );
    const messages: string[] = [];
    const pageErrors: string[] = [];
    consoleOf.set(context, messages);
    context.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
    context.on('weberror', (webError) => pageErrors.push(webError.error().message));
    await use(context);
    expect(
      messages.filter((text) => /Content Security Policy|Refused to/i.test(text)),
      'CSP violations',
    ).toEqual([]);
    expect(pageErrors, 'uncaught page errors').toEqual([]);
  },

  consoleMessages: async ({ context }, use) => {
    await use(consoleOf.get(context)!);
  },

  signInVia: ['direct', { option: true }],

  signIn: async ({ page, mock, signInVia, baseURL }, use) => {
    void mock; // state is reset before signing in
    await use((persona, startPath = '/') =>
      signInVia === 'provider'
        ? signIn(page, persona, startPath)
        : signInDirect(page, persona, startPath, baseURL!),
    );
  },
});

export { expect };

/**
 * Reloads the page with its stored session aged until `secondsLeft` of its life remain. The reloaded document
 * ages it before the app starts: aged in the running page, the app's refresh check could act on it first.
 */
export async function reloadWithAgedSession(page: Page, secondsLeft: number): Promise<void> {
  const aging = await page.addInitScript((left) => {
    const raw = localStorage.getItem('data');
    if (raw === null || sessionStorage.getItem('e2e.aged') !== null) return;
    sessionStorage.setItem('e2e.aged', 'yes');
    const data = JSON.parse(raw);
    data.created_at = new Date(Date.now() - (data.expires_in - left) * 1000).toISOString();
    localStorage.setItem('data', JSON.stringify(data));
  }, secondsLeft);
  await page.reload();
  await aging.dispose();
}

/** The stored session (local storage key "data"). */
export async function storedSession(
  page: Page,
): Promise<{ access_token: string; refresh_token: string; created_at: string; expires_in: number } | null> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('data') ?? 'null'));
}
