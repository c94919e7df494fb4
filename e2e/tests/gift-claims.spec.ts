import { SPEC_COLUMNS } from '@crm/fixtures';
import { expect, test } from '../support/fixtures';
import { expectBadGateway } from '../support/listErrors';
import { chooseOption, GIFT_CLAIM_HEADERS, UploadScreens, workbookFile } from '../support/pages/uploads';

/** A valid claim row of the uploaded workbook, as the gift claim list then shows it. */
const SHIPPED = [
  'Agus Salim',
  '085611112222',
  'GC-E2E-00002',
  'Hartono Elektronika Surabaya',
  '2024-05-03',
  'Electrolux ESE5401SG',
  '2024-05-21',
  'Blender Electrolux',
  '2',
  'JNE123456789012',
  'Dikirim',
];

test.describe('gift claims', () => {
  test('dataentry: a real .xls gift claim upload reaches Completed and its claims show in the data list', async ({
    page,
    signIn,
    mock,
  }) => {
    await signIn('dataentry');
    const screens = await UploadScreens.open(page, 'gift_claim');
    await expect(screens.table().getByRole('columnheader')).toHaveText([
      ...SPEC_COLUMNS.giftClaimUploads,
      'Action',
    ]);
    const file = workbookFile('klaim hadiah juni.xls', [
      GIFT_CLAIM_HEADERS,
      [
        'Sri Wahyuni',
        '081377778888',
        'GC-E2E-00001',
        'Electronic City Bogor',
        '2024-05-02',
        'Electrolux EWF8024D3WB',
        '2024-05-20',
        'Voucher Belanja Rp250.000',
        '1',
        '',
        'Menunggu Verifikasi',
      ],
      SHIPPED,
      [
        'Tanpa Nomor',
        '',
        'GC-E2E-00003',
        'Best Denki Jakarta',
        '2024-05-04',
        'Electrolux EBE3500AG',
        '2024-05-22',
        'Payung Eksklusif',
        '0',
        '',
        'Diverifikasi',
      ],
    ]);
    await screens.upload(file);
    const dialog = page.getByRole('dialog', { name: 'Success' });
    await expect(dialog.getByText('Uploaded Data Successfully')).toBeVisible();
    await expect(dialog).toBeHidden({ timeout: 6000 });
    await expect(screens.row(file.name).getByText('Completed')).toBeVisible({ timeout: 20_000 });

    await screens.view(file.name);
    await expect(page).toHaveURL(/\/giftclaim\/upload-detail$/);
    await expect(screens.counter('Total Data')).toContainText('3');
    await expect(screens.counter('Success Data')).toContainText('2');
    await expect(screens.counter('Invalid Data')).toContainText('1');
    await expect(page.getByRole('region', { name: 'File Info' })).toContainText('Gift Claim');

    await page.goto('/giftclaim/list-gift-claim');
    await expect(page.getByRole('heading', { name: 'Gift Claim Data' })).toBeVisible();
    await page.getByRole('button', { name: 'Toggle filters' }).click();
    await chooseOption(page, 'ID Claim', 'GC-E2E-00002');
    await page.getByRole('button', { name: 'Apply' }).click();
    const table = page.getByRole('table', { name: 'Gift claims' });
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('row').nth(1).getByRole('cell')).toHaveText(SHIPPED);
    await expect(page.getByText('Showing 1 - 1 of 1 entries')).toBeVisible();
    expect(await mock.records('giftClaims', 'id_claim', 'GC-E2E-00003')).toEqual([]);
  });

  test('the data list: columns, paging with a window of 5, filters, empty state, Clear All', async ({
    page,
    signIn,
    mock,
  }) => {
    await signIn('viewer', '/giftclaim/list-gift-claim');
    const table = page.getByRole('table', { name: 'Gift claims' });
    await expect(table.getByRole('columnheader')).toHaveText(SPEC_COLUMNS.giftClaims);
    await expect(page.getByText('Showing 1 - 5 of 300 entries')).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(6);
    const pager = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pager.getByRole('button', { name: /^Page / })).toHaveText(['1', '2', '3', '4', '5']);
    await pager.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Showing 6 - 10 of 300 entries')).toBeVisible();
    await pager.getByRole('button', { name: 'Page 5' }).click();
    await expect(page.getByText('Showing 21 - 25 of 300 entries')).toBeVisible();
    await expect(pager.getByRole('button', { name: /^Page / })).toHaveText(['3', '4', '5', '6', '7']);
    await expect(pager.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');

    // Status filter: every row shown has that status, and the count is the server's.
    const rejected = await mock.records('giftClaims', 'status_klaim', 'Ditolak');
    expect(rejected.length).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Toggle filters' }).click();
    await chooseOption(page, 'Status Claim', 'Ditolak');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(
      page.getByText(`Showing 1 - ${Math.min(5, rejected.length)} of ${rejected.length} entries`),
    ).toBeVisible();
    for (const status of await table.getByRole('row').locator('td:last-child').allInnerTexts()) {
      expect(status).toBe('Ditolak');
    }

    // Two filters that no claim meets together: the empty state says the filters hide the rows.
    const other = (await mock.records('giftClaims', 'status_klaim', 'Diterima'))[0]!;
    await chooseOption(page, 'ID Claim', other.id_claim!);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(table).toContainText('No data matches the applied filters. Clear All shows every entry.');
    await expect(page.getByText('Showing 0 - 0 of 0 entries')).toBeVisible();

    await page.getByRole('button', { name: 'Clear All' }).click();
    await expect(page.getByText('Showing 1 - 5 of 300 entries')).toBeVisible();
  });

  test('a failed load shows the error catalogue toast', async ({ page, signIn, mock }) => {
    await signIn('viewer');
    await mock.fail('/api/gift_claims', 502);
    await page.goto('/giftclaim/list-gift-claim');
    await expectBadGateway(page, 'Gift claims');
  });
});
