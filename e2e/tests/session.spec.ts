import type { BrowserContext, Page, Request } from '@playwright/test';
import { expect, storedSession, test } from '../support/fixtures';
import { apiCall } from '../support/api';
import { toast } from '../support/toasts';
import { openFromMenu } from '../support/menu';

// Journeys that count the visits to the login provider: the sign-in is one of them.
test.use({ signInVia: 'provider' });

/** Refresh calls (POST /oauth/token with grant_type=refresh_token) of every page of a browser context. */
function recordRefreshes(context: BrowserContext): URLSearchParams[] {
  const refreshes: URLSearchParams[] = [];
  context.on('request', (request: Request) => {
    if (!request.url().endsWith('/oauth/token') || request.method() !== 'POST') return;
    const form = new URLSearchParams(request.postData() ?? '');
    if (form.get('grant_type') === 'refresh_token') refreshes.push(form);
  });
  return refreshes;
}

/**
 * Answers to refresh calls: status, the refresh token sent and the one issued (a refused refresh means the
 * session family was lost).
 */
function recordRefreshAnswers(context: BrowserContext) {
  const answers: { status: number; sent: string | null; issued: string | null }[] = [];
  context.on('response', async (response) => {
    const form = new URLSearchParams(response.request().postData() ?? '');
    if (!response.url().endsWith('/oauth/token') || form.get('grant_type') !== 'refresh_token') return;
    const body = response.status() === 200 ? await response.json().catch(() => null) : null;
    answers.push({
      status: response.status(),
      sent: form.get('refresh_token'),
      issued: body?.refresh_token ?? null,
    });
  });
  return answers;
}

/** Makes the stored session look as if fewer than 120 s were left (60 s). */
async function ageStoredSession(page: Page): Promise<void> {
  await page.evaluate(() => {
    const data = JSON.parse(localStorage.getItem('data') as string);
    data.created_at = new Date(Date.now() - (data.expires_in - 60) * 1000).toISOString();
    localStorage.setItem('data', JSON.stringify(data));
  });
}

test.describe('session refresh while the app is open', () => {
  test('a refresh answered 400 while the app is open sends the user to the login provider', async ({
    page,
    mock,
    signIn,
  }) => {
    // 16 s tokens: the refresh falls due at half their life, about 8 s after sign-in. The first refresh is
    // answered 400 invalid_grant, as the provider answers a revoked refresh token.
    await mock.settings({ tokenTtlSeconds: 16 });
    let refused = 0;
    await page.route('**/oauth/token', async (route) => {
      if (refused > 0 || !/grant_type=refresh_token/.test(route.request().postData() ?? ''))
        return route.continue();
      refused += 1;
      return route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'invalid_grant', error_description: 'forced' }),
      });
    });
    const toLogin: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.url().includes('/oauth/authorize?'))
        toLogin.push(request.url());
    });
    await signIn('admin');
    await expect.poll(() => refused, { timeout: 50_000 }).toBe(1);
    // After the refused refresh the app goes to the login provider again (the first visit was the sign-in), not
    // stuck on "Loading...".
    await expect.poll(() => toLogin.length, { timeout: 20_000 }).toBe(2);
    // The provider session is still alive, so the provider signs the user straight back in.
    await expect(page).toHaveURL(/\/customer\/list-customer$/);
    await expect(page.getByText(/^Showing 1 - 5 of \d+ entries$/)).toBeVisible();
  });

  test('two tabs keep working through two refresh cycles, with one refresh call per cycle', async ({
    page,
    context,
    mock,
    signIn,
  }) => {
    // 14 s tokens: a refresh falls due every ~7 s (half their life).
    await mock.settings({ tokenTtlSeconds: 14 });
    const refreshes = recordRefreshes(context);
    const answers = recordRefreshAnswers(context);
    await signIn('admin');
    const second = await context.newPage();
    await second.goto('/product-line/list-product-line');
    await expect(second.getByText(/^Showing 1 - 5 of \d+ entries$/)).toBeVisible();

    await expect.poll(() => answers.length, { timeout: 40_000 }).toBeGreaterThanOrEqual(2);
    // One call per cycle: every refresh was accepted, and each used the token the one before it issued
    // (none sent twice: a reuse would revoke the family and sign both tabs out).
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    for (let index = 1; index < answers.length; index += 1) {
      expect(answers[index]?.sent).toBe(answers[index - 1]?.issued);
    }
    expect(refreshes.length).toBe(answers.length);

    // Both tabs hold the newest tokens and still load data with them.
    const latest = await storedSession(page);
    await expect.poll(async () => (await storedSession(second))?.access_token).toBe(latest?.access_token);
    await openFromMenu(second, 'Customer Data', 'List Customer');
    await expect(second.getByText(/^Showing 1 - 5 of \d+ entries$/)).toBeVisible();
    await openFromMenu(page, 'Product Line', 'List Product Line');
    await expect(page.getByText(/^Showing 1 - 5 of \d+ entries$/)).toBeVisible();
    for (const tab of [page, second]) {
      expect(new URL(tab.url()).pathname).not.toMatch(/^\/oauth/);
      await expect(tab.getByRole('button', { name: 'Profile menu' })).toBeVisible();
    }
    // Still one refresh per cycle: no token sent twice, and no refusal.
    expect(new Set(refreshes.map((form) => form.get('refresh_token'))).size).toBe(refreshes.length);
    expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
  });

  test('calls made in parallel while the token is due cause one refresh, and all carry the new token', async ({
    page,
    context,
    signIn,
  }) => {
    const refreshes = recordRefreshes(context);
    await signIn('admin');
    await expect(page.getByText(/^Showing 1 - 5 of \d+ entries$/)).toBeVisible();
    const before = await storedSession(page);
    await ageStoredSession(page);
    const apiCalls: Request[] = [];
    page.on('request', (request) => {
      if (/^\/(api|message-template)/.test(new URL(request.url()).pathname)) apiCalls.push(request);
    });
    // The new campaign screen loads its lookups (account, channels, customer fields, cities, service types,
    // product lines) at once: every one of them finds the token due.
    await openFromMenu(page, 'Campaign', 'New Campaign');
    await expect.poll(() => apiCalls.length).toBeGreaterThanOrEqual(5);
    await expect.poll(async () => (await storedSession(page))?.access_token).not.toBe(before?.access_token);
    const after = await storedSession(page);
    expect(refreshes).toHaveLength(1);
    for (const request of apiCalls) {
      expect(await request.headerValue('authorization')).toBe(`Bearer ${after?.access_token}`);
      const tokenBearer = await request.headerValue('token_bearer');
      if (tokenBearer) expect(tokenBearer).toBe(`user.${after?.access_token}`);
    }
  });
});

test.describe('how often the app refreshes', () => {
  for (const ttl of [60, 100]) {
    test(`with ${ttl} s tokens a tab does not hammer the provider (446 refresh calls in 3 s before)`, async ({
      page,
      context,
      mock,
      signIn,
    }) => {
      await mock.settings({ tokenTtlSeconds: ttl });
      const refreshes = recordRefreshes(context);
      await signIn('admin');
      await expect(page.getByText(/^Showing 1 - 5 of \d+ entries$/)).toBeVisible();
      // Half the token's life has not passed: no refresh at all in these seconds.
      await page.waitForTimeout(3000);
      expect(refreshes).toHaveLength(0);
      // Made due (half its life gone): one refresh, and the new token is not due again at once.
      await page.evaluate((seconds) => {
        const data = JSON.parse(localStorage.getItem('data') as string);
        data.created_at = new Date(Date.now() - (seconds / 2 + 1) * 1000).toISOString();
        localStorage.setItem('data', JSON.stringify(data));
      }, ttl);
      await openFromMenu(page, 'Product Line', 'List Product Line');
      await expect(page.getByText(/^Showing 1 - 5 of \d+ entries$/)).toBeVisible();
      await expect.poll(() => refreshes.length).toBe(1);
      await page.waitForTimeout(3000);
      expect(refreshes).toHaveLength(1);
    });
  }

  test('tokens of 12 s: one refresh per half lifetime, not more', async ({ page, context, mock, signIn }) => {
    await mock.settings({ tokenTtlSeconds: 12 });
    const refreshes = recordRefreshes(context);
    await signIn('admin');
    const started = Date.now();
    await expect(page.getByText(/^Showing 1 - 5 of \d+ entries$/)).toBeVisible();
    await expect.poll(() => refreshes.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
    // Due every 6 s: two refreshes take at least about 12 s.
    expect(Date.now() - started).toBeGreaterThanOrEqual(10_000);
    await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
  });

  test('an expired token on the customer list is refreshed silently, as on the product lines', async ({
    page,
    context,
    mock,
    signIn,
  }) => {
    const refreshes = recordRefreshes(context);
    const logouts: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/oauth/logout')) logouts.push(request.url());
    });
    await signIn('admin');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('button', { name: 'Product Line' }).click();
    await menu.getByRole('link', { name: 'List Product Line' }).click();
    await expect(page.getByText(/^Showing 1 - 5 of \d+ entries$/)).toBeVisible();
    // A laptop waking up: the token expired while the app slept (on the server too), and the app's refresh
    // check has not come round yet.
    await page.evaluate(() => {
      const data = JSON.parse(localStorage.getItem('data') as string);
      data.created_at = new Date(Date.now() - (data.expires_in + 600) * 1000).toISOString();
      localStorage.setItem('data', JSON.stringify(data));
    });
    await mock.expireTokens({ username: 'admin' });
    // In-app navigation (no reload: a start would refresh anyway); the group may still be open.
    const link = menu.getByRole('link', { name: 'List Customer' });
    if (!(await link.isVisible())) await menu.getByRole('button', { name: 'Customer Data' }).click();
    await link.click();
    // The URL first: the product-line footer reads the same, so it would pass before the customer list loads.
    await expect(page).toHaveURL(/\/customer\/list-customer$/);
    await expect(page.getByText(/^Showing 1 - 5 of \d+ entries$/)).toBeVisible();
    // The context reports the refresh request as an event, which may reach the test after the rows it let through.
    await expect.poll(() => refreshes.length).toBe(1);
    expect(logouts).toEqual([]);
  });
});

test.describe('401 and 403', () => {
  test('several calls answered 401 at once sign out exactly once', async ({ page, mock, signIn }) => {
    await signIn('admin');
    await expect(page.getByText(/^Showing 1 - 5 of \d+ entries$/)).toBeVisible();
    const logouts: string[] = [];
    const authorizes: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/oauth/logout')) logouts.push(request.url());
      if (request.isNavigationRequest() && request.url().includes('/oauth/authorize'))
        authorizes.push(request.url());
    });
    // Every API call of the report screen (four at once) is answered 401.
    await mock.fail('/api*', 401, { count: 20 });
    await page.getByRole('link', { name: 'Report Campaign' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    // Give late answers a moment to (wrongly) start another sign-out, then count.
    await page.waitForLoadState('networkidle');
    expect(logouts).toHaveLength(1);
    expect(authorizes).toHaveLength(1);
  });

  test('a 403 shows its message and does not sign out', async ({ page, mock, signIn }) => {
    await signIn('admin');
    await expect(page.getByText(/^Showing 1 - 5 of \d+ entries$/)).toBeVisible();
    const logouts: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/oauth/logout')) logouts.push(request.url());
    });
    await mock.fail('/api/product-lines', 403, {
      method: 'GET',
      body: { message: 'You may not see the product lines' },
    });
    await openFromMenu(page, 'Product Line', 'List Product Line');
    await expect(toast(page, 'You may not see the product lines')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Product Line Data' }).getByRole('alert')).toHaveText(
      'You may not see the product lines',
    );
    await expect(page).toHaveURL(/\/product-line\/list-product-line$/);
    await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
    expect(logouts).toEqual([]);
    expect(await storedSession(page)).not.toBeNull();
  });
});

test.describe('who before what, through nginx', () => {
  test('a persona without the module gets 403 for an empty campaign or report request, not a 400', async ({
    page,
    signIn,
  }) => {
    await signIn('viewer');
    await expect(page.getByText(/^Showing 1 - 5 of \d+ entries$/)).toBeVisible();
    for (const [path, module] of [
      ['/api/campaigns', 'crm.campaign.add'],
      ['/api/reports/request', 'crm.report.request'],
    ] as const) {
      const answer = await apiCall<{ status: number; body: { message: string } }>(page, 'POST', path, {});
      expect(answer, path).toEqual({
        status: 403,
        body: { message: `Forbidden: this call requires one of the modules ${module}` },
      });
    }
  });
});

test.describe('console', () => {
  test('a fresh visit, a sign-in and a handled failure log no errors of the app', async ({
    page,
    mock,
    consoleMessages,
  }) => {
    const errors: { text: string; url: string }[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push({ text: message.text(), url: message.location().url });
    });
    // Fresh visit: the grant_type=redis probe is answered 400 invalid_grant (no provider session), the app goes to
    // login.
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign in as admin' }).click();
    await expect(page.getByText(/^Showing 1 - 5 of \d+ entries$/)).toBeVisible();
    // A handled failure: a product line list answered 500.
    await mock.fail('/api/product-lines', 500, { method: 'GET', body: { message: 'Database is down' } });
    await openFromMenu(page, 'Product Line', 'List Product Line');
    await expect(page.getByText('Database is down').first()).toBeVisible();
    // Chromium itself logs every 4xx/5xx answer as a console error "Failed to load resource: the server
    // responded with a status of 400 (Bad Request)" (its network log, with the resource's address as the
    // location), whatever the page does with the answer. Those lines are not the app's console.error and are
    // tolerated; anything else logged as an error is the app's.
    const fromApp = errors.filter((entry) => !/^Failed to load resource: /.test(entry.text));
    expect(fromApp).toEqual([]);
    expect(
      consoleMessages.filter((text) => /\n\s+at /.test(text)),
      'stack traces',
    ).toEqual([]);
  });
});
