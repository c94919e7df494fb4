import { expect, test, type Browser, type Page } from '@playwright/test';
import { SIBLING_HOSTS, signIn, storedSession } from '../support/fixtures';
import { RecordListPage } from '../support/pages/recordList';
import { sheetRows, UploadScreens, workbookFile } from '../support/pages/uploads';

/**
 * Through the built images, as staff use the product: run by test/delivery/docker-stack.mjs against the
 * compose stack (web on a read-only root, mock-server with its named volume) and a second web replica.
 */

const URLS = (process.env.DOCKER_WEB_URLS ?? '').split(',').filter(Boolean);
const RUN_ID = process.env.DOCKER_RUN_ID ?? '';
const SEEDED = Number(process.env.DOCKER_SEED_CUSTOMERS ?? 500);
/** The file this run uploads: unique, so a state left from another run cannot pass for this one's. */
const FILE_NAME = `docker journey ${RUN_ID}.xls`;
const ORDER = (index: number) => `SO-DKR-${RUN_ID}-${index}`;

test.beforeAll(() => {
  if (URLS.length === 0 || !RUN_ID)
    throw new Error(
      'DOCKER_WEB_URLS and DOCKER_RUN_ID must be set (test/delivery/docker-stack.mjs sets them)',
    );
});

async function openPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  await context.route(SIBLING_HOSTS, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Sibling app</title>' }),
  );
  return context.newPage();
}

async function uploadList(page: Page): Promise<UploadScreens> {
  await page.goto('/customer/upload-data');
  await expect(page.getByText(/^Showing \d+ - \d+ of \d+ entries$/)).toBeVisible();
  return new UploadScreens(page);
}

test('@journey dataentry: customer list, an upload processed to Completed, the file downloaded', async ({
  browser,
}) => {
  const page = await openPage(browser, URLS[0]!);
  await signIn(page, 'dataentry');
  await page.goto('/customer/list-customer');
  const customers = new RecordListPage(page, 'Customer Data');
  await customers.expectFooter(`Showing 1 - 5 of ${SEEDED} entries`);

  const screens = await uploadList(page);
  const dialog = await screens.openModal();
  const template = await screens.download(
    dialog.getByRole('button', { name: 'Download Customer template (.xls)' }),
  );
  const headers = sheetRows(template.bytes)[0]!;
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  const row = (index: number) =>
    headers.map(
      (header) =>
        ({
          'Customer Name': `Docker Journey ${index}`,
          'Mobile No': `08129877${String(index).padStart(4, '0')}`,
          'Call Type': 'Repair',
          'Service Order No': ORDER(index),
          'Model Code': 'WM7000XY',
          City: 'Semarang',
          'Closure Date': '2024-06-03',
          'Product Line Alpha - Numeric': 'WM',
        })[header] ?? '',
    );
  const file = workbookFile(FILE_NAME, [headers, row(1), row(2)]);
  await screens.upload(file);
  await expect(page.getByText('Uploaded Customers Successfully')).toBeVisible();
  await expect(screens.row(FILE_NAME).getByText('Completed')).toBeVisible({ timeout: 90_000 });

  await screens.view(FILE_NAME);
  await expect(screens.counter('Total Data')).toContainText('2');
  await expect(screens.counter('Success Data')).toContainText('2');
  // The original, streamed back through nginx from the mock server's volume.
  const original = await screens.download(page.getByRole('button', { name: 'Download File' }));
  expect(original.name).toBe(FILE_NAME);
  expect(original.bytes.equals(file.buffer)).toBe(true);

  await page.goto('/customer/list-customer');
  await customers.expectFooter(`Showing 1 - 5 of ${SEEDED + 2} entries`);
});

test('@replicas every web replica signs in, and a session from one is accepted by another', async ({
  browser,
}) => {
  expect(URLS.length, 'two web replicas').toBeGreaterThanOrEqual(2);
  const sessions = [];
  for (const url of URLS) {
    const page = await openPage(browser, url);
    await signIn(page, 'viewer');
    await page.goto('/customer/list-customer');
    await expect(new RecordListPage(page, 'Customer Data').footer).toBeVisible();
    sessions.push(await storedSession(page));
    await page.context().close();
  }
  expect(sessions.every((session) => session?.access_token)).toBe(true);

  // No sticky sessions: what a replica knows of a session is only what the browser sends it.
  const other = URLS[1]!;
  const context = await browser.newContext({
    baseURL: other,
    storageState: {
      cookies: [],
      origins: [{ origin: other, localStorage: [{ name: 'data', value: JSON.stringify(sessions[0]) }] }],
    },
  });
  const page = await context.newPage();
  await page.goto('/customer/list-customer');
  await expect(new RecordListPage(page, 'Customer Data').footer).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/customer/list-customer');
  await context.close();
});

test('@api-docs the API reference and its document through nginx, its scripts run under the CSP', async ({
  browser,
}) => {
  const page = await openPage(browser, URLS[0]!);
  const problems: string[] = [];
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
    ),
  );
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const response = await page.goto('/api-docs');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-type']).toMatch(/^text\/html/);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self';");
  await expect(page).toHaveTitle('CRM back-office API reference');
  // The operations are drawn by the page's scripts (the prerendered page has only the introduction).
  await expect(page.getByText('/api/campaigns/filter').first()).toBeVisible({ timeout: 30_000 });
  // The search index is built just after the operations draw (its eval probe was refused ~0.1 s later): a
  // violation there must be caught, not raced.
  await page.waitForTimeout(3_000);
  expect(problems).toEqual([]);

  const served = await page.request.get('/openapi.json');
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toMatch(/^application\/json/);
  const body = (await served.json()) as { openapi: string; paths: Record<string, unknown> };
  expect(body.openapi).toBe('3.0.3');
  expect(Object.keys(body.paths)).toContain('/api/campaigns/filter');
  await page.context().close();
});

test('@persisted after down and up, the upload and its imported rows are still there', async ({
  browser,
}) => {
  const page = await openPage(browser, URLS[0]!);
  await signIn(page, 'dataentry');
  await page.goto('/customer/list-customer');
  await new RecordListPage(page, 'Customer Data').expectFooter(`Showing 1 - 5 of ${SEEDED + 2} entries`);
  const screens = await uploadList(page);
  await expect(screens.row(FILE_NAME).getByText('Completed')).toBeVisible();
});

test('@reset after down -v, the data is the seed again', async ({ browser }) => {
  const page = await openPage(browser, URLS[0]!);
  await signIn(page, 'dataentry');
  await page.goto('/customer/list-customer');
  await new RecordListPage(page, 'Customer Data').expectFooter(`Showing 1 - 5 of ${SEEDED} entries`);
  const screens = await uploadList(page);
  await expect(screens.row(FILE_NAME)).toHaveCount(0);
});
