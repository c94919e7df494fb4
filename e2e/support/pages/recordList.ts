import { expect, type Locator, type Page } from '@playwright/test';

/** The order the lists sort text in: numbers by value, case and accents aside. */
export const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

function exactly(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}

/** A list screen built on DataPanel + DataTable + TableFooter ("Customer Data", "Product Line Data"). */
export class RecordListPage {
  constructor(
    readonly page: Page,
    readonly title: string,
  ) {}

  get table(): Locator {
    return this.page.getByRole('table', { name: this.title });
  }

  get rows(): Locator {
    return this.table.locator('tbody tr');
  }

  /** "Showing X - Y of N entries" (numbers of 1,000 and more grouped, as English writes them). */
  get footer(): Locator {
    return this.page.getByText(/^Showing [\d,]+ - [\d,]+ of [\d,]+ entries$/);
  }

  async expectFooter(text: string): Promise<void> {
    await expect(this.page.getByText(text, { exact: true })).toBeVisible();
  }

  /** The total N of the footer. */
  async total(): Promise<number> {
    const text = (await this.footer.textContent()) ?? '';
    return Number(/of ([\d,]+) entries/.exec(text)?.[1]?.replaceAll(',', ''));
  }

  async headers(): Promise<string[]> {
    return (await this.table.locator('thead th').allInnerTexts()).map((text) => text.trim());
  }

  /** The texts of one column on the current page. */
  async column(header: string): Promise<string[]> {
    const index = (await this.headers()).indexOf(header);
    if (index < 0) throw new Error(`no column "${header}"`);
    return (await this.rows.locator(`td:nth-child(${index + 1})`).allInnerTexts()).map((text) => text.trim());
  }

  /** Sorts by `header` ascending, then descending, checking each order on the page; gives both pages' column. */
  async sortBothWays(header: string): Promise<{ ascending: string[]; descending: string[] }> {
    const button = this.table.getByRole('button', { name: header, exact: true });
    const columnHeader = this.table.getByRole('columnheader', { name: header });
    await button.click();
    await expect(columnHeader).toHaveAttribute('aria-sort', 'ascending');
    const ascending = await this.column(header);
    expect([...ascending].sort(collator.compare)).toEqual(ascending);
    await button.click();
    await expect(columnHeader).toHaveAttribute('aria-sort', 'descending');
    const descending = await this.column(header);
    expect([...descending].sort(collator.compare).reverse()).toEqual(descending);
    return { ascending, descending };
  }

  /** One row's cell texts by header. */
  async row(index: number): Promise<Record<string, string>> {
    const headers = await this.headers();
    const cells = (await this.rows.nth(index).locator('td').allInnerTexts()).map((text) => text.trim());
    return Object.fromEntries(headers.map((header, position) => [header, cells[position] ?? '']));
  }

  rowAction(index: number, action: 'View' | 'Edit' | 'Delete'): Locator {
    return this.rows.nth(index).getByRole('button', { name: action, exact: true });
  }

  async openFilters(): Promise<void> {
    const toggle = this.page.getByRole('button', { name: 'Toggle filters' });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await expect(this.page.getByRole('search', { name: `${this.title} filters` })).toBeVisible();
  }

  filterField(label: string): Locator {
    return this.page
      .getByRole('search', { name: `${this.title} filters` })
      .locator('.field')
      .filter({ has: this.page.locator('label', { hasText: exactly(label) }) });
  }

  /** Opens a filter drop-down (as a user does: a click on it); returns its panel. */
  async openSelect(label: string): Promise<Locator> {
    await this.filterField(label).locator('.p-dropdown').click();
    const panel = this.page.locator('.p-dropdown-panel');
    await expect(panel.locator('.p-dropdown-item').first()).toBeVisible();
    return panel;
  }

  /** Picks an option of a filter drop-down, typing into its search box first when it has one. */
  async pick(label: string, option: string): Promise<void> {
    const panel = await this.openSelect(label);
    const search = panel.locator('.p-dropdown-filter');
    if (await search.count()) {
      await search.fill(option);
      // Click once the list shows what was typed: a click on an option the filter is replacing is lost.
      await expect(panel.getByRole('option').filter({ hasNotText: option })).toHaveCount(0);
    }
    await panel.getByRole('option', { name: option, exact: true }).click();
    await expect(panel).toBeHidden();
    await expect(this.filterField(label).locator('.p-dropdown-label')).toHaveText(option);
  }

  async apply(): Promise<void> {
    await this.page.getByRole('button', { name: 'Apply' }).click();
  }

  async clearAll(): Promise<void> {
    await this.page.getByRole('button', { name: 'Clear All' }).click();
  }

  /** The edit dialog. */
  get dialog(): Locator {
    return this.page.getByRole('dialog');
  }
}

/** The record lists as the seed fills them: where each is, its table's name and how many rows it holds. */
export const SEEDED_LISTS = {
  customers: { path: '/customer/list-customer', table: 'Customer Data', rows: 500 },
  productLines: { path: '/product-line/list-product-line', table: 'Product Line Data', rows: 36 },
  giftClaims: { path: '/giftclaim/list-gift-claim', table: 'Gift claims', rows: 300 },
} as const;

type SeededList = keyof typeof SEEDED_LISTS;

/** A seeded record list on screen, once it shows its first page of `rows` rows (the seeded ones unless said). */
export async function seededList(
  page: Page,
  name: SeededList,
  rows: number = SEEDED_LISTS[name].rows,
): Promise<RecordListPage> {
  const list = new RecordListPage(page, SEEDED_LISTS[name].table);
  await list.expectFooter(`Showing 1 - ${Math.min(5, rows)} of ${rows} entries`);
  return list;
}

/** Opens a seeded record list at its address and waits for its first page. */
export async function openSeededList(page: Page, name: SeededList): Promise<RecordListPage> {
  await page.goto(SEEDED_LISTS[name].path);
  return seededList(page, name);
}
