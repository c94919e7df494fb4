import type { FieldEntry } from '../../api/fieldEntries';
import { compareNatural } from '../../lib/filters';
import { pageCount, type PageSlice } from '../../lib/pagination';
import { CUSTOMER_SELECT_FILTERS, type CustomerFilterOptions, type CustomerRow } from './customerModel';

/**
 * The loaded customers in the list worker, kept as columns of what the table shows instead of the wire's
 * 24 field-entry objects per customer: a quarter of a million customers take tens of megabytes, not
 * gigabytes. Values that repeat a lot (name, service type, product code, city) are interned: each row holds
 * a number into one shared list of distinct values.
 */

class InternedColumn {
  private readonly codes = new Map<string, number>();
  readonly values: string[] = [];
  private indexes = new Uint32Array(1024);

  set(row: number, value: string): void {
    let code = this.codes.get(value);
    if (code === undefined) {
      code = this.values.length;
      this.values.push(value);
      this.codes.set(value, code);
    }
    if (row >= this.indexes.length) {
      const grown = new Uint32Array(this.indexes.length * 2);
      grown.set(this.indexes);
      this.indexes = grown;
    }
    this.indexes[row] = code;
  }

  get(row: number): string {
    return this.values[this.indexes[row]!]!;
  }

  /** Every distinct value (a superset of the values of the rows still stored). */
  distinct(): Iterable<string> {
    return this.values;
  }
}

class PlainColumn {
  readonly values: string[] = [];
  set(row: number, value: string): void {
    this.values[row] = value;
  }
  get(row: number): string {
    return this.values[row]!;
  }
  distinct(): Iterable<string> {
    return this.values;
  }
}

type Column = InternedColumn | PlainColumn;

/** The wire key each table column comes from. */
const SOURCES = {
  name: 'customer_name',
  contact: 'mobile_no',
  serviceType: 'call_type',
  serviceOrder: 'service_order_no',
  productCode: 'model_code',
  location: 'city',
} as const;
type StoredColumn = keyof typeof SOURCES;
const STORED = Object.keys(SOURCES) as StoredColumn[];
const KEY_TO_COLUMN = new Map<string, StoredColumn>(STORED.map((column) => [SOURCES[column], column]));

function text(value: unknown): string {
  return value == null ? '' : String(value);
}

export class CustomerStore {
  private readonly ids: string[] = [];
  private readonly lastUpdate: string[] = [];
  private readonly columns: Record<StoredColumn, Column> = {
    name: new InternedColumn(),
    contact: new PlainColumn(),
    serviceType: new InternedColumn(),
    serviceOrder: new PlainColumn(),
    productCode: new InternedColumn(),
    location: new InternedColumn(),
  };

  get count(): number {
    return this.ids.length;
  }

  /** Adds the customers of one parsed batch (`{"<id>": entries}`); members that are not lists are skipped. */
  addBatch(batch: Record<string, unknown>): void {
    for (const id in batch) {
      const entries = batch[id];
      if (Array.isArray(entries)) this.add(id, entries as FieldEntry[]);
    }
  }

  add(id: string, entries: readonly FieldEntry[]): void {
    const row = this.ids.length;
    const found: Partial<Record<StoredColumn, string>> = {};
    let lastUpdate = '';
    for (const entry of entries) {
      if (!entry || typeof entry !== 'object') continue;
      const column = KEY_TO_COLUMN.get(entry.key);
      if (column === undefined || found[column] !== undefined) continue;
      found[column] = text(entry.value);
      if (column === 'name') lastUpdate = text(entry.updated_at);
    }
    this.ids.push(id);
    this.lastUpdate.push(lastUpdate);
    for (const column of STORED) this.columns[column].set(row, found[column] ?? '');
  }

  row(index: number): CustomerRow {
    const { columns } = this;
    return {
      id: this.ids[index]!,
      name: columns.name.get(index),
      contact: columns.contact.get(index),
      serviceType: columns.serviceType.get(index),
      serviceOrder: columns.serviceOrder.get(index),
      productCode: columns.productCode.get(index),
      location: columns.location.get(index),
      lastUpdate: this.lastUpdate[index]!,
    };
  }

  /** One page of rows with the footer's figures (the page is clamped to the rows there are). */
  page(page: number, pageSize: number): PageSlice<CustomerRow> {
    const total = this.count;
    const count = pageCount(total, pageSize);
    const current = Math.min(Math.max(1, Math.floor(page) || 1), count);
    const start = (current - 1) * pageSize;
    const end = Math.min(start + pageSize, total);
    const rows: CustomerRow[] = [];
    for (let index = start; index < end; index += 1) rows.push(this.row(index));
    return {
      rows,
      from: rows.length ? start + 1 : 0,
      to: rows.length ? end : 0,
      total,
      page: current,
      pageCount: count,
    };
  }

  /** The drop-down options: distinct, trimmed, non-empty values of each filter's column, in natural order. */
  options(): CustomerFilterOptions {
    const result = {} as CustomerFilterOptions;
    for (const { field, column } of CUSTOMER_SELECT_FILTERS) {
      const seen = new Set<string>();
      for (const value of this.columns[column].distinct()) {
        const trimmed = value.trim();
        if (trimmed) seen.add(trimmed);
      }
      result[field] = [...seen].sort(compareNatural);
    }
    return result;
  }
}
