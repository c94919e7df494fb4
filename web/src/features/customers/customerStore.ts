import type { CustomerFilter } from '../../api/customers';
import type { FieldEntry } from '../../api/fieldEntries';
import { compareNatural } from '../../lib/filters';
import { pageOfRows, type PageSlice } from '../../lib/pagination';
import {
  CUSTOMER_FILTERS,
  trimEdit,
  type CustomerEditValues,
  type CustomerFilterOptions,
  type CustomerRow,
} from './customerRules';

/**
 * The worker's customers as columns of what the table shows, not 24 field-entry objects each: a quarter of a
 * million customers take tens of megabytes, not gigabytes. Repetitive values are interned.
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

  /** Each distinct value is normalised once, not per row. */
  matcher(accepted: ReadonlySet<string>): (row: number) => boolean {
    const hits = new Uint8Array(this.values.length);
    this.values.forEach((value, code) => {
      hits[code] = accepted.has(normalise(value)) ? 1 : 0;
    });
    const { indexes } = this;
    return (row) => hits[indexes[row]!] === 1;
  }

  reader(): ColumnReader {
    return { codes: this.indexes, values: this.values };
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
  matcher(accepted: ReadonlySet<string>): (row: number) => boolean {
    return (row) => accepted.has(normalise(this.values[row]!));
  }

  reader(): ColumnReader {
    return { codes: null, values: this.values };
  }
}

/** With `codes`, row r's value is values[codes[r]] (interned); without, values[r]. */
export interface ColumnReader {
  codes: Uint32Array | null;
  values: readonly string[];
}

type Column = InternedColumn | PlainColumn;

const SOURCES = {
  name: 'customer_name',
  contact: 'mobile_no',
  serviceType: 'call_type',
  serviceOrder: 'service_order_no',
  productCode: 'model_code',
  location: 'city',
} as const;
export type StoredColumn = keyof typeof SOURCES;
const STORED = Object.keys(SOURCES) as StoredColumn[];
/** Also of each text filter property (updated_at is the day of lastUpdate). */
const KEY_TO_COLUMN = new Map<string, StoredColumn>(STORED.map((column) => [SOURCES[column], column]));

function text(value: unknown): string {
  if (value == null) return '';
  // Numbers read as written; an object as its JSON, never "[object Object]".
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** As the filter call compares texts. */
const normalise = (value: string) => value.trim().toLowerCase();

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

  private rowOfId: Map<string, number> | null = null;
  private readonly removed = new Set<string>();

  get count(): number {
    return this.ids.length;
  }

  private copyRow(source: CustomerStore, index: number): void {
    const row = this.ids.length;
    this.ids.push(source.ids[index]!);
    this.lastUpdate.push(source.lastUpdate[index]!);
    for (const column of STORED) this.columns[column].set(row, source.columns[column].get(index));
  }

  /**
   * What the filter call would return, with the server's meaning (values of one property are alternatives,
   * properties must all match). Null when a filter names a property only the server can judge.
   */
  matching(filters: readonly CustomerFilter[]): CustomerStore | null {
    const accepted = new Map<string, Set<string>>();
    for (const { property, value } of filters) {
      const wanted = text(value).trim();
      if (!wanted) continue;
      if (property !== 'updated_at' && !KEY_TO_COLUMN.has(property)) return null;
      const values = accepted.get(property) ?? new Set<string>();
      values.add(property === 'updated_at' ? wanted.slice(0, 10) : wanted.toLowerCase());
      accepted.set(property, values);
    }
    const tests = [...accepted].map(([property, values]): ((row: number) => boolean) => {
      if (property === 'updated_at') return (row) => values.has(this.lastUpdate[row]!.slice(0, 10));
      return this.columns[KEY_TO_COLUMN.get(property)!].matcher(values);
    });
    const result = new CustomerStore();
    const skipRemoved = this.removed.size > 0;
    for (let row = 0; row < this.ids.length; row += 1) {
      if (skipRemoved && this.removed.has(this.ids[row]!)) continue;
      if (tests.every((test) => test(row))) result.copyRow(this, row);
    }
    return result;
  }

  private rowOf(id: string): number | undefined {
    if (!this.rowOfId) this.rowOfId = new Map(this.ids.map((rowId, row) => [rowId, row]));
    return this.rowOfId.get(id);
  }

  patch(id: string, values: CustomerEditValues, lastUpdate: string): void {
    const row = this.rowOf(id);
    if (row === undefined) return;
    for (const [column, value] of Object.entries(trimEdit(values))) {
      this.columns[column as keyof CustomerEditValues].set(row, value);
    }
    this.lastUpdate[row] = lastUpdate;
  }

  remove(id: string): void {
    this.removed.add(id);
  }

  /** `{"<id>": entries}`; members that are not lists are skipped. */
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
    this.rowOfId = null;
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

  /** The page is clamped to the rows there are. */
  page(page: number, pageSize: number): PageSlice<CustomerRow> {
    return pageOfRows(this.count, page, pageSize, (index) => this.row(index));
  }

  reader(column: StoredColumn | 'lastUpdate'): ColumnReader {
    return column === 'lastUpdate' ? { codes: null, values: this.lastUpdate } : this.columns[column].reader();
  }

  /** Distinct, trimmed, non-empty values of each select filter's column, in natural order. */
  options(): CustomerFilterOptions {
    const result: CustomerFilterOptions = {};
    for (const { field, kind } of CUSTOMER_FILTERS) {
      const column = KEY_TO_COLUMN.get(field);
      if (kind !== 'select' || column === undefined) continue;
      const seen = new Set<string>();
      // Interned: a superset of the values of the rows still stored.
      for (const value of this.columns[column].values) {
        const trimmed = value.trim();
        if (trimmed) seen.add(trimmed);
      }
      result[field] = [...seen].sort(compareNatural);
    }
    return result;
  }
}
