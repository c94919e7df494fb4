import type { Page, Request } from '@playwright/test';
import { expect, reloadWithAgedSession, storedSession, test, type Persona } from '../support/fixtures';
import { openFromMenu } from '../support/menu';

// The sign-in round trip is what this file tests: every sign-in here goes through the provider's page.
test.use({ signInVia: 'provider' });

/** What each persona's side menu shows after signing in (groups and their links, in order). */
const MENUS: Record<string, { landing: string; displayName: string; menu: string[] }> = {
  admin: {
    landing: '/customer/list-customer',
    displayName: 'Ayu Admin',
    menu: [
      'Customer Data: List Customer, Upload Data',
      'Product Line: List Product Line, Upload Data',
      'Gift Claim Data: List Gift Claim, Upload Data',
      'Campaign: List Campaign, History, New Campaign',
      'Report Campaign',
    ],
  },
  approver: {
    landing: '/campaign/list-campaign',
    displayName: 'Budi Approver',
    menu: ['Campaign: List Campaign, History', 'Report Campaign'],
  },
  marketer: {
    landing: '/campaign/list-campaign',
    displayName: 'Citra Marketer',
    menu: ['Campaign: List Campaign, History, New Campaign', 'Report Campaign'],
  },
  dataentry: {
    landing: '/customer/list-customer',
    displayName: 'Dedi Dataentry',
    menu: [
      'Customer Data: List Customer, Upload Data',
      'Product Line: List Product Line, Upload Data',
      'Gift Claim Data: List Gift Claim, Upload Data',
    ],
  },
  viewer: {
    landing: '/customer/list-customer',
    displayName: 'Eka Viewer',
    menu: [
      'Customer Data: List Customer',
      'Product Line: List Product Line',
      'Gift Claim Data: List Gift Claim',
      'Campaign: List Campaign',
    ],
  },
};

async function readMenu(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  const result: string[] = [];
  for (const item of await nav.locator(':scope > ul > li').all()) {
    const group = item.locator(':scope > button.menu-group');
    if (await group.count()) {
      if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
      const label = (await group.innerText()).trim();
      const links = (await item.locator(':scope > ul a').allInnerTexts()).map((text) => text.trim());
      result.push(`${label}: ${links.join(', ')}`);
    } else {
      result.push((await item.innerText()).trim());
    }
  }
  return result;
}

test.describe('signing in through the login provider', () => {
  // One browser context for the five personas: before each persona's round trip, the previous one's cookies (the
  // provider session) and storage are cleared, so every sign-in starts as in a browser that never signed in.
  test('the authorize request, then each persona through the redirect round trip to their menu', async ({
    page,
    context,
    signIn,
  }) => {
    await test.step('the authorize request carries response_type, client_id, redirect_uri, state and tenant_id', async () => {
      await page.goto('/');
      await page.getByRole('heading', { name: 'Sign in' }).waitFor();
      const url = new URL(page.url());
      expect(url.pathname).toBe('/oauth/authorize');
      expect(url.searchParams.get('response_type')).toBe('code');
      expect(url.searchParams.get('client_id')).toBe('crm-web');
      expect(url.searchParams.get('tenant_id')).toBe('crm-backoffice');
      expect(url.searchParams.get('redirect_uri')).toBe(`${new URL(page.url()).origin}/auth/callback`);
      expect(url.searchParams.get('state')).toMatch(/^[0-9a-f]{48}$/);
    });

    for (const [persona, expected] of Object.entries(MENUS)) {
      await test.step(`${persona} signs in through the redirect round trip and sees their menu`, async () => {
        await context.clearCookies();
        await page.evaluate(() => {
          localStorage.clear();
          sessionStorage.clear();
        });
        const tokenCalls: string[] = [];
        const onRequest = (request: Request) => {
          if (request.url().endsWith('/oauth/token')) tokenCalls.push(request.postData() ?? '');
        };
        page.on('request', onRequest);
        await signIn(persona as Persona);
        await expect(page).toHaveURL(new RegExp(`${expected.landing}$`));
        await expect(page.getByRole('button', { name: 'Profile menu' })).toContainText(expected.displayName);
        expect(await readMenu(page)).toEqual(expected.menu);
        // A real authorization-code exchange happened, with the state as code_verifier.
        const exchange = tokenCalls
          .map((body) => new URLSearchParams(body))
          .find((form) => form.get('grant_type') === 'authorization_code');
        expect(exchange?.get('code')).toBeTruthy();
        expect(exchange?.get('code_verifier')).toMatch(/^[0-9a-f]{48}$/);
        expect(exchange?.get('client_id')).toBe('crm-web');
        const session = await storedSession(page);
        expect(session?.access_token).toBeTruthy();
        expect(Date.parse(session?.created_at ?? '')).not.toBeNaN();
        page.off('request', onRequest);
      });
    }
  });

  test.describe('sent to a sibling application', () => {
    test.use({ siblingApps: true });
    test('helpdesk has no CRM: toast "No Access Found for CRM", then sent to the helpdesk application', async ({
      page,
      signIn,
    }) => {
      await signIn('helpdesk');
      await expect(page.getByText('No Access Found for CRM')).toBeVisible();
      // Not a blank page: a sentence says what happens next.
      await expect(page.getByRole('main')).toContainText(
        'Your account has no access to CRM. You are being sent to Helpdesk in 3 seconds.',
      );
      await page.waitForURL('https://helpdesk.example.com/dashboard', { timeout: 10_000 });
    });
  });

  test('nobody has no application: toast, then signed out after 3 s', async ({ page, signIn }) => {
    const started = Date.now();
    const logout = page.waitForRequest((request) => request.url().includes('/oauth/logout?code='));
    await signIn('nobody');
    await expect(page.getByText('No access found for any applications')).toBeVisible();
    await expect(page.getByRole('main')).toContainText(
      'Your account has no access to any application. You will be signed out in 3 seconds.',
    );
    await logout;
    expect(Date.now() - started).toBeGreaterThanOrEqual(2900);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
  });
});

test.describe('session', () => {
  // One sign-out, looked at from both sides: what it sends and clears, then the Back button after it.
  test('sign-out: the logout call, cleared storage, the provider asks again; Back after it', async ({
    page,
    signIn,
  }) => {
    await signIn('admin');
    await expect(page.getByText(/^Showing 1 - 5 of \d+ entries$/)).toBeVisible();
    await test.step('sign-out calls logout with the token, clears local storage and returns to the login provider', async () => {
      const token = (await storedSession(page))?.access_token as string;
      const logout = page.waitForRequest((request) => request.url().includes('/oauth/logout'));
      await page.getByRole('button', { name: 'Profile menu' }).click();
      await page.getByRole('menuitem', { name: 'Sign Out' }).click();
      const request = await logout;
      expect(new URL(request.url()).searchParams.get('code')).toBe(token);
      // The bearer header as well as the spec's ?code=.
      expect(await request.headerValue('authorization')).toBe(`Bearer ${token}`);
      await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
      expect(await page.evaluate(() => localStorage.length)).toBe(0);
    });

    await test.step('after Sign Out, Back never shows an endless "Loading...": the app asks for a sign-in again', async () => {
      // Back: the app page comes back (from the back/forward cache, where it was left "leaving for the login
      // provider"); it must notice and start over, which leads to the login provider again.
      await page.goBack();
      await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible({ timeout: 10_000 });
      await expect(page.getByText('Loading...')).toHaveCount(0);
    });

    await test.step('the provider session ended too: the persona page asks again instead of signing in silently', async () => {
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    });
  });

  test('without a stored session, the provider session signs in again silently (grant_type=redis) and goes to /', async ({
    page,
    signIn,
  }) => {
    await signIn('viewer');
    await page.evaluate(() => localStorage.clear());
    const redis = page.waitForRequest(
      (request) => request.url().endsWith('/oauth/token') && request.postData() === 'grant_type=redis',
    );
    await page.goto('/product-line/list-product-line');
    await redis;
    await expect(page).toHaveURL(/\/customer\/list-customer$/);
    expect((await storedSession(page))?.access_token).toBeTruthy();
  });

  test('a token near expiry is refreshed on start, with a fresh created_at', async ({ page, signIn }) => {
    await signIn('admin');
    const before = await storedSession(page);
    const refresh = page.waitForRequest(
      (request) =>
        request.url().endsWith('/oauth/token') && /grant_type=refresh_token/.test(request.postData() ?? ''),
    );
    await reloadWithAgedSession(page, 60);
    expect(new URLSearchParams((await refresh).postData() ?? '').get('refresh_token')).toBe(
      before?.refresh_token,
    );
    await expect.poll(async () => (await storedSession(page))?.access_token).not.toBe(before?.access_token);
    const after = await storedSession(page);
    expect(Date.now() - Date.parse(after?.created_at ?? '')).toBeLessThan(30_000);
    await expect(page).toHaveURL(/\/customer\/list-customer$/);
  });

  test('a short-lived token is refreshed while the app is open, without a reload', async ({
    page,
    mock,
    signIn,
  }) => {
    // 20 s tokens: due at half their life (10 s), the spec's 120 s being more than their whole life.
    await mock.settings({ tokenTtlSeconds: 20 });
    await signIn('admin');
    const first = await storedSession(page);
    expect(first?.expires_in).toBe(20);
    const refresh = page.waitForRequest(
      (request) => /grant_type=refresh_token/.test(request.postData() ?? ''),
      { timeout: 20_000 },
    );
    await refresh;
    await expect.poll(async () => (await storedSession(page))?.access_token).not.toBe(first?.access_token);
    await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
  });

  test('a failed refresh sends the user to the login provider', async ({ page, mock, signIn }) => {
    await signIn('admin');
    await mock.fail('/oauth/token', 400, {
      method: 'POST',
      body: { error: 'invalid_grant', error_description: 'forced' },
    });
    const toLogin = page.waitForRequest(
      (request) => request.isNavigationRequest() && request.url().includes('/oauth/authorize?'),
    );
    await reloadWithAgedSession(page, 0);
    await toLogin;
    // The provider session is still alive, so the provider signs the user straight back in with a new code.
    await expect(page).toHaveURL(/\/customer\/list-customer$/);
  });

  test('a forced 401 on the customer list signs the user out', async ({ page, mock, signIn }) => {
    await signIn('admin');
    await expect(page.getByText(/^Showing 1 - 5 of \d+ entries$/)).toBeVisible();
    const token = (await storedSession(page))?.access_token as string;
    await mock.fail('/api/customers', 401, { method: 'GET' });
    const logout = page.waitForRequest((request) => request.url().includes('/oauth/logout'));
    await page.reload();
    expect(new URL((await logout).url()).searchParams.get('code')).toBe(token);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
  });

  test('an access token expired on the server leads to sign-out at the next call', async ({
    page,
    mock,
    signIn,
  }) => {
    await signIn('dataentry');
    await expect(page.getByText(/^Showing 1 - 5 of \d+ entries$/)).toBeVisible();
    const token = (await storedSession(page))?.access_token as string;
    await mock.expireTokens({ username: 'dataentry' });
    const unauthorized = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/product-lines' && response.status() === 401,
    );
    const logout = page.waitForRequest((request) => request.url().includes('/oauth/logout'));
    await openFromMenu(page, 'Product Line', 'List Product Line');
    await unauthorized;
    expect(new URL((await logout).url()).searchParams.get('code')).toBe(token);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
  });
});

test.describe('authentication callback', () => {
  // Two callbacks in one page, each its own navigation (the 2 s are measured on the page's own clock).
  test('the callback refuses a forged code and a missing state with its failure view', async ({
    page,
    mock,
  }) => {
    void mock;
    await test.step('a code the provider refuses shows the failure view', async () => {
      await page.goto('/auth/callback?code=forged&state=abc');
      await expect(page.getByRole('heading', { name: 'Failed to authenticate.' })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('data'))).toBeNull();
    });

    await test.step('missing code or state: "Authenticating..." then, after 2 s, the failure view; Go Back restarts sign-in', async () => {
      await page.goto('/auth/callback?code=only-a-code');
      await expect(page.getByText('Authenticating...')).toBeVisible();
      // The page's own clock (ms since its navigation started) when the failure view is first seen: a lower bound
      // that a busy machine can only make later, never earlier (a test-side clock started after "Authenticating..."
      // was seen could start late and measure less than the page waited).
      const shownAt = await page.waitForFunction(
        () =>
          Array.from(document.querySelectorAll('h1, h2, h3')).some(
            (h) => h.textContent === 'Failed to authenticate.',
          )
            ? performance.now()
            : null,
        undefined,
        { polling: 'raf' },
      );
      expect(await shownAt.jsonValue()).toBeGreaterThanOrEqual(2000);
      await expect(page.getByRole('heading', { name: 'Failed to authenticate.' })).toBeVisible();
      await expect(page.getByText('Sorry about that! Please try again later.')).toBeVisible();
      await expect(page.locator('.callback-images img')).toHaveCount(2);
      await page.getByRole('button', { name: 'Go Back' }).click();
      await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
      expect(new URL(page.url()).searchParams.get('tenant_id')).toBe('crm-backoffice');
    });
  });
});
