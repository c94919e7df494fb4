import * as XLSX from '@e965/xlsx';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '../support/fixtures';
import { byRole, launchFirefox } from '../support/firefox';

/**
 * The app in Debian's Firefox ESR (puppeteer-core over WebDriver BiDi; support/firefox.ts), through this
 * worker's nginx: sign in, the customer list with a filter applied and reloaded, an edit saved, New Campaign's
 * validation message, an upload processed to Completed, sign out. Any console error or warning and any
 * uncaught exception fails it. Things are found by role and label, as in the Chromium journeys.
 */

const CUSTOMER_HEADERS = [
  'Customer Name',
  'Mobile No',
  'Call Type',
  'Service Order No',
  'Model Code',
  'City',
  'Closure Date',
  'Product Line Alpha - Numeric',
];

test('Firefox: sign in, a filter kept across a reload, an edit, a validation message, an upload, sign out', async ({
  stack,
  mock,
}) => {
  test.setTimeout(240_000);
  void mock; // the seeded data, reset
  const firefox = await launchFirefox();
  const folder = await mkdtemp(path.join(os.tmpdir(), 'crm-firefox-'));
  try {
    const ui = await firefox.newPage();
    const { page } = ui;

    await page.goto(`${stack.baseUrl}/`);
    // The persona button's accessible name is its first line and the person's name (exact in puppeteer's selector).
    await ui.click('button', 'Sign in as admin Ayu Admin');
    await page.waitForFunction(() => location.pathname === '/customer/list-customer');
    await ui.waitForText('Showing 1 - 5 of 500 entries');

    // A filter, applied, is in the address; a reload shows the same filtered list.
    await ui.click('button', 'Toggle filters');
    await ui.choose('Service Type', 'Repair', byRole('search', 'Customer Data filters'));
    await ui.click('button', 'Apply');
    await page.waitForFunction(() => new URL(location.href).searchParams.get('call_type') === 'Repair');
    await ui.waitForText(/Showing 1 - 5 of (?!500 )\d+ entries/);
    const filtered = await ui.readText(/Showing 1 - 5 of (\d+) entries/);
    await ui.settle();
    await page.reload();
    await ui.waitForText(`Showing 1 - 5 of ${filtered} entries`);
    expect(Number(filtered)).toBeLessThan(500);

    // An edit saved: the list shows the new name once the success dialog has gone.
    await ui.get('button', 'Edit', 'tbody tr:first-child').click();
    await ui.fill('Name', 'Firefox Fennec', byRole('dialog'));
    await ui.click('button', 'Save', byRole('dialog'));
    await ui.waitForText('Firefox Fennec');
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
    await ui.settle();

    // New Campaign refuses an empty form with the spec's message.
    await page.goto(`${stack.baseUrl}/campaign/new-campaign`);
    await ui.get('heading', 'New Campaign').wait();
    await ui.click('button', 'Publish');
    await ui.waitForText('Please fill in all required(*) fields');
    await ui.waitForText('This field is required.');
    await ui.settle();

    // A customer upload, processed to Completed.
    const book = XLSX.utils.book_new();
    const row = [
      'Firefox Fennec',
      '081298760001',
      'Repair',
      'SO-FF-0001',
      'WM7000XY',
      'Semarang',
      '2024-06-03',
      'WM',
    ];
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([CUSTOMER_HEADERS, row]), 'Data');
    const file = path.join(folder, 'firefox customers.xls');
    await writeFile(file, XLSX.write(book, { type: 'buffer', bookType: 'biff8' }) as Buffer);
    await page.goto(`${stack.baseUrl}/customer/upload-data`);
    await ui.waitForText(/Showing 1 - 5 of \d+ entries/);
    await ui.click('button', 'Upload Data');
    const dialog = byRole('dialog', 'Upload Data');
    await ui.chooseFile('File', file, dialog);
    await ui.click('button', 'Upload', dialog);
    await ui.waitForText('Uploaded Customers Successfully');
    await ui.get('button', 'View upload firefox customers.xls').wait();
    await page.waitForFunction(
      () =>
        Array.from(document.querySelectorAll('tbody tr')).some(
          (tableRow) =>
            tableRow.textContent?.includes('firefox customers.xls') &&
            tableRow.textContent.includes('Completed'),
        ),
      { timeout: 30_000 },
    );

    // Sign out: back to the login provider.
    await ui.click('button', 'Ayu Admin, Profile menu');
    await ui.click('menuitem', 'Sign Out');
    await ui.get('heading', 'Sign in').wait();

    expect(firefox.problems, 'console errors, warnings and uncaught exceptions in Firefox').toEqual([]);
  } finally {
    await firefox.close();
    await rm(folder, { recursive: true, force: true });
  }
});
