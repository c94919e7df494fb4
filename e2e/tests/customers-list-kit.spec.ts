import { SPEC_COLUMNS } from '@crm/fixtures';
import { expect, test } from '../support/fixtures';
import { exportList } from '../support/exportList';
import { collator, openSeededList, type RecordListPage, SEEDED_LISTS } from '../support/pages/recordList';

/**
 * The list kit's features on the customer list, whose rows stay in its worker: sorting by a
 * column (kept in the URL across a reload), the quick search narrowing rows and footer, and the .xlsx export
 * of the rows as filtered, searched and sorted.
 */

const CUSTOMERS = '/customer/list-customer';
const SEEDED = SEEDED_LISTS.customers.rows;

function header(list: RecordListPage, name: string) {
  return list.table.getByRole('columnheader', { name, exact: true });
}

test.describe('customer list kit', () => {
  test('sorting by a column both ways is in the URL and a reload keeps it; pages follow the order', async ({
    page,
    signIn,
  }) => {
    await signIn('admin');
    const list = await openSeededList(page, 'customers');
    const sortButton = list.table.getByRole('button', { name: 'Service Order' });

    await sortButton.click();
    await expect(header(list, 'Service Order')).toHaveAttribute('aria-sort', 'ascending');
    await expect(page).toHaveURL(/[?&]sort=Service\+Order(&|$)/);
    const ascending = await list.column('Service Order');
    expect([...ascending].sort(collator.compare)).toEqual(ascending);

    await sortButton.click();
    await expect(header(list, 'Service Order')).toHaveAttribute('aria-sort', 'descending');
    await expect(page).toHaveURL(/[?&]sort=-Service\+Order(&|$)/);
    await expect.poll(async () => (await list.column('Service Order'))[0]).not.toBe(ascending[0]);
    const descending = await list.column('Service Order');
    expect([...descending].sort(collator.compare).reverse()).toEqual(descending);
    await list.expectFooter(`Showing 1 - 5 of ${SEEDED} entries`);

    // The next page continues the order.
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Next' }).click();
    await list.expectFooter(`Showing 6 - 10 of ${SEEDED} entries`);
    const second = await list.column('Service Order');
    expect(collator.compare(descending[4]!, second[0]!)).toBeGreaterThan(0);

    // A reload restores the sort and the page.
    await page.reload();
    await list.expectFooter(`Showing 6 - 10 of ${SEEDED} entries`);
    await expect(header(list, 'Service Order')).toHaveAttribute('aria-sort', 'descending');
    expect(await list.column('Service Order')).toEqual(second);

    // A third click goes back to the list's own order.
    await list.table.getByRole('button', { name: 'Service Order' }).click();
    await expect(header(list, 'Service Order')).not.toHaveAttribute('aria-sort', /.+/);
    expect(new URL(page.url()).search).toBe('');
  });

  test('the quick search narrows rows and footer as you type, is in the URL and survives a reload', async ({
    page,
    signIn,
  }) => {
    await signIn('admin');
    const list = await openSeededList(page, 'customers');
    const first = await list.row(0);
    const search = page.getByRole('searchbox', { name: 'Quick search' });

    // A service order is unique: one row.
    await search.fill(first['Service Order']!.toLowerCase());
    await list.expectFooter('Showing 1 - 1 of 1 entries');
    expect(await list.column('Service Order')).toEqual([first['Service Order']]);
    await expect(page).toHaveURL(/[?&]q=/);

    // A city: every row shown has it in one of its columns, the footer counts only those.
    const city = first['Cust Location']!;
    await search.fill(city.toUpperCase());
    // (The search answers after a short pause in the typing: wait for the one-row result to go.)
    await expect.poll(() => list.total()).toBeGreaterThan(1);
    const narrowed = await list.total();
    expect(narrowed).toBeLessThan(SEEDED);
    expect(narrowed).toBeGreaterThan(0);
    for (let index = 0; index < (await list.rows.count()); index += 1) {
      const row = Object.values(await list.row(index)).join(' ');
      expect(row.toLowerCase()).toContain(city.toLowerCase());
    }

    await page.reload();
    await expect(search).toHaveValue(city.toUpperCase());
    await expect(list.footer).toHaveText(`Showing 1 - ${Math.min(5, narrowed)} of ${narrowed} entries`);

    await search.fill('no customer has this text');
    await expect(list.table).toContainText('No loaded row matches "no customer has this text".');
    await search.fill('');
    await list.expectFooter(`Showing 1 - 5 of ${SEEDED} entries`);
  });

  test('Export downloads an .xlsx of the rows as filtered, searched and sorted', async ({
    page,
    signIn,
    mock,
  }) => {
    await signIn('admin');
    const list = await openSeededList(page, 'customers');
    const first = await list.row(0);
    const city = first['Cust Location']!;
    const type = first['Service type']!;
    const inCity = await mock.records('customers', 'city', city);
    // What the filter (city) and the search (the service type) leave: any visible text column matches.
    const needle = type.toLowerCase();
    const expected = inCity
      .filter((customer) =>
        ['customer_name', 'mobile_no', 'call_type', 'service_order_no', 'model_code', 'city'].some((key) =>
          (customer[key] ?? '').toLowerCase().includes(needle),
        ),
      )
      .map((customer) => customer.service_order_no!)
      .sort(collator.compare)
      .reverse();
    expect(expected.length).toBeGreaterThan(0);

    // A pasted link: the city filter, the search and a descending sort.
    const query = new URLSearchParams({ city, sort: '-Service Order', q: type });
    await page.goto(`${CUSTOMERS}?${query}`);
    await expect(list.footer).toHaveText(
      `Showing 1 - ${Math.min(5, expected.length)} of ${expected.length} entries`,
    );
    expect(await list.column('Service Order')).toEqual(expected.slice(0, 5));

    const { name, rows } = await exportList(page);
    expect(name).toMatch(/^customer-data-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(rows[0]).toEqual(SPEC_COLUMNS.customers);
    expect(rows.slice(1).map((row) => row[3])).toEqual(expected);
    expect(new Set(rows.slice(1).map((row) => row[5]))).toEqual(new Set([city]));
    // The first rows are those on screen, as shown.
    expect(rows[1]).toEqual(Object.values(await list.row(0)).slice(0, 7));
  });
});
