import { expect, signIn, test } from '../support/fixtures';
import { startStack, type Stack } from '../support/stack';

/**
 * The upload size limit the browser checks is the runtime configuration's (/config.js, rendered from the same
 * MAX_UPLOAD_MB the server and nginx use), not a constant of the bundle: a stack started with another limit
 * says and checks that one.
 */

test.describe('the upload limit comes from the runtime configuration', () => {
  let stack: Stack;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    stack = await startStack({ env: { MAX_UPLOAD_MB: '3' } });
  });
  test.afterAll(async () => {
    await stack?.stop();
  });

  test('MAX_UPLOAD_MB=3: /config.js says 3, the upload modal says and checks 3 MB before sending', async ({
    page,
  }) => {
    const config = await (await page.request.get(`${stack.baseUrl}/config.js`)).text();
    expect(config).toMatch(/"maxUploadMb": 3\b/);

    await signIn(page, 'dataentry', `${stack.baseUrl}/customer/upload-data`);
    await page.goto(`${stack.baseUrl}/customer/upload-data`);
    await page.getByRole('button', { name: 'Upload Data', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Data' });
    await expect(dialog.getByText('Excel files (.xls or .xlsx) up to 3 MB.')).toBeVisible();
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/files') && request.method() === 'POST') sent.push(request.url());
    });
    await dialog.getByLabel('File').setInputFiles({
      name: 'big.xls',
      mimeType: 'application/vnd.ms-excel',
      buffer: Buffer.alloc(4 * 1024 * 1024, 1),
    });
    await expect(dialog.getByRole('alert')).toHaveText('"big.xls" is 4.0 MB: files up to 3 MB are taken.');
    await expect(dialog.getByRole('button', { name: 'Upload' })).toBeDisabled();
    expect(sent).toEqual([]);
  });
});
