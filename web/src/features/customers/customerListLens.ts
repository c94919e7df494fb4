import { formatUtc } from '../../lib/dates';
import { pageOfRows, type PageSlice } from '../../lib/pagination';
import { neutraliseFormula } from '@crm/domain';
import type { SortState } from '../../lists/view';
import type { MessageId } from '../../i18n/i18n';
import type { CustomerRow } from './customerRules';
import type { CustomerStore, StoredColumn } from './customerStore';

/**
 * Sort and quick search of the customer list in its worker: an index array of rows (4 bytes a row), recomputed
 * only when the list, sort or search changes. Sorting ranks each column's distinct values once (natural,
 * case-insensitive), then orders rows by rank, stable, empty values last in both directions.
 */

/** The table's columns: URL `sort=` header, stored value, header message. */
export const CUSTOMER_LIST_COLUMNS = [
  { header: 'Name', label: 'customers.column.name', column: 'name' },
  { header: 'Contact', label: 'customers.column.contact', column: 'contact' },
  { header: 'Service type', label: 'customers.column.serviceType', column: 'serviceType' },
  { header: 'Service Order', label: 'customers.column.serviceOrder', column: 'serviceOrder' },
  { header: 'Product Code', label: 'customers.column.productCode', column: 'productCode' },
  { header: 'Cust Location', label: 'customers.column.custLocation', column: 'location' },
  { header: 'Last Update', label: 'customers.column.lastUpdate', column: 'lastUpdate' },
] as const satisfies readonly { header: string; label: MessageId; column: StoredColumn | 'lastUpdate' }[];

type LensColumn = (typeof CUSTOMER_LIST_COLUMNS)[number]['column'];

/** All columns but Action. */
export const CUSTOMER_SORTABLE: readonly string[] = CUSTOMER_LIST_COLUMNS.map(({ header }) => header);

/**
 * The .xlsx is built in the worker with SheetJS: 100,000 rows took ~11 s (250,000: ~40 s and several hundred
 * MB), during which the worker answers no page. Bigger results are refused.
 */
export const CUSTOMER_EXPORT_LIMIT = 100_000;

export interface CustomerListLensSettings {
  sort: SortState | null;
  search: string;
}

export const NO_LENS: CustomerListLensSettings = { sort: null, search: '' };

export function lensActive(settings: CustomerListLensSettings): boolean {
  return settings.sort !== null || settings.search.trim() !== '';
}

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z$/;

/** formatUtc's output, without dayjs for the usual ISO UTC form. */
export function shownLastUpdate(value: string): string {
  if (ISO_UTC.test(value)) return `${value.slice(0, 10)} ${value.slice(11, 19)}`;
  return formatUtc(value);
}

const isDigit = (code: number) => code >= 48 && code <= 57;

/**
 * A key whose plain string order is natural, case-insensitive order: digit runs without leading zeros, prefixed
 * by their length. A loop, not a regex: it runs for every row of a plain column.
 */
export function naturalKey(value: string): string {
  const lower = value.trim().toLowerCase();
  let key = '';
  let copied = 0;
  let index = 0;
  const length = lower.length;
  while (index < length) {
    if (!isDigit(lower.charCodeAt(index))) {
      index += 1;
      continue;
    }
    let start = index;
    while (index < length && isDigit(lower.charCodeAt(index))) index += 1;
    const runStart = start;
    while (start < index - 1 && lower.charCodeAt(start) === 48) start += 1;
    const digits = index - start;
    key += `${lower.slice(copied, runStart)}0${String.fromCharCode(0x21 + Math.min(digits, 0xffdd))}${lower.slice(start, index)}`;
    copied = index;
  }
  return copied === 0 ? lower : key + lower.slice(copied);
}

function cell(store: CustomerStore, column: LensColumn): (row: number) => string {
  const { codes, values } = store.reader(column);
  if (column === 'lastUpdate') return (row) => shownLastUpdate(values[row]!);
  if (codes) return (row) => values[codes[row]!]!;
  return (row) => values[row]!;
}

/** Empty values get the highest rank (`empty`). */
export interface ColumnRanks {
  ranks: Uint32Array;
  empty: number;
}

export function columnRanks(store: CustomerStore, column: LensColumn): ColumnRanks {
  const { codes, values } = store.reader(column);
  const count = store.count;
  const distinct = codes ? values.length : count;
  const { rankOf, empty } =
    column === 'lastUpdate' ? rankTimes(values, distinct) : rankTexts(values, distinct);
  if (!codes) return { ranks: rankOf, empty };
  const ranks = new Uint32Array(count);
  for (let row = 0; row < count; row += 1) ranks[row] = rankOf[codes[row]!]!;
  return { ranks, empty };
}

/** Keys sorted with the native default sort (no comparator calls); equal keys share a rank. */
function rankTexts(values: readonly string[], distinct: number): { rankOf: Uint32Array; empty: number } {
  const numbers = sameTextThenNumber(values, distinct);
  if (numbers) return rankNumbers(numbers);
  const keys: string[] = new Array<string>(distinct);
  for (let index = 0; index < distinct; index += 1) keys[index] = naturalKey(values[index] ?? '');
  return rankSorted(keys, keys.slice().sort(), (key) => !key);
}

/** Each key's rank in `sorted` (equal keys share one); empty keys get the highest, `empty`. */
function rankSorted<K extends string | number>(
  keys: ArrayLike<K>,
  sorted: ArrayLike<K>,
  isEmpty: (key: K) => boolean,
): { rankOf: Uint32Array; empty: number } {
  const rankOfKey = new Map<K, number>();
  let rank = -1;
  for (let index = 0; index < sorted.length; index += 1) {
    const key = sorted[index]!;
    if (isEmpty(key) || (index > 0 && key === sorted[index - 1])) continue;
    rank += 1;
    rankOfKey.set(key, rank);
  }
  const empty = rank + 1;
  const rankOf = new Uint32Array(keys.length);
  for (let index = 0; index < keys.length; index += 1) rankOf[index] = rankOfKey.get(keys[index]!) ?? empty;
  return { rankOf, empty };
}

/** Same text then a number of up to 15 digits (phones, "SO2503000123"): the numbers, else null. */
function sameTextThenNumber(values: readonly string[], distinct: number): Float64Array | null {
  const numbers = new Float64Array(distinct);
  let prefix: string | null = null;
  for (let index = 0; index < distinct; index += 1) {
    const value = (values[index] ?? '').trim();
    if (!value) {
      numbers[index] = NaN;
      continue;
    }
    let cut = value.length;
    while (cut > 0 && isDigit(value.charCodeAt(cut - 1))) cut -= 1;
    if (cut === value.length || value.length - cut > 15) return null;
    const head = cut ? value.slice(0, cut).toLowerCase() : '';
    if (prefix === null) prefix = head;
    else if (head !== prefix) return null;
    numbers[index] = Number(value.slice(cut));
  }
  return numbers;
}

/** A value that is no date counts as empty. */
function rankTimes(values: readonly string[], distinct: number): { rankOf: Uint32Array; empty: number } {
  const times = new Float64Array(distinct);
  for (let index = 0; index < distinct; index += 1) {
    const value = values[index] ?? '';
    times[index] = value.trim() ? Date.parse(value) : NaN;
  }
  return rankNumbers(times);
}

function rankNumbers(times: Float64Array): { rankOf: Uint32Array; empty: number } {
  // Native numeric sort; NaN sorts last.
  return rankSorted<number>(times, times.slice().sort(), Number.isNaN);
}

/** Sorts one Float64Array of rank × count + row (native numeric sort, no comparator); empty last. */
export function sortByRanks(
  { ranks, empty }: ColumnRanks,
  direction: SortState['direction'],
  rows: Uint32Array | null,
): Uint32Array {
  const total = ranks.length;
  const length = rows ? rows.length : total;
  const keys = new Float64Array(length);
  const span = Math.max(total, 1);
  for (let index = 0; index < length; index += 1) {
    const row = rows ? rows[index]! : index;
    const rank = ranks[row]!;
    const ordered = rank === empty ? empty : direction === 'asc' ? rank : empty - 1 - rank;
    keys[index] = ordered * span + row;
  }
  keys.sort();
  const result = new Uint32Array(length);
  for (let index = 0; index < length; index += 1) result[index] = keys[index]! % span;
  return result;
}

/** Case-insensitive contains over visible columns; interned columns test each distinct value once. */
export function searchStore(
  store: CustomerStore,
  search: string,
  within: Uint32Array | null,
  texts: (column: LensColumn) => readonly string[] = (column) => searchTexts(store, column),
): Uint32Array {
  const needle = search.trim().toLowerCase();
  const count = store.count;
  const tests = CUSTOMER_LIST_COLUMNS.map(({ column }): ((row: number) => boolean) => {
    const { codes, values } = store.reader(column);
    if (codes) {
      const hits = new Uint8Array(values.length);
      for (let code = 0; code < values.length; code += 1) {
        hits[code] = values[code]!.toLowerCase().includes(needle) ? 1 : 0;
      }
      return (row) => hits[codes[row]!] === 1;
    }
    const lower = texts(column);
    return (row) => lower[row]!.includes(needle);
  });
  const found = new Uint32Array(within ? within.length : count);
  let size = 0;
  const length = within ? within.length : count;
  for (let index = 0; index < length; index += 1) {
    const row = within ? within[index]! : index;
    for (const test of tests) {
      if (test(row)) {
        found[size] = row;
        size += 1;
        break;
      }
    }
  }
  return found.slice(0, size);
}

export function searchTexts(store: CustomerStore, column: LensColumn): string[] {
  const { values } = store.reader(column);
  const count = store.count;
  const texts = new Array<string>(count);
  if (column === 'lastUpdate') {
    for (let row = 0; row < count; row += 1) texts[row] = shownLastUpdate(values[row]!).toLowerCase();
  } else {
    for (let row = 0; row < count; row += 1) texts[row] = values[row]!.toLowerCase();
  }
  return texts;
}

/**
 * The export's sheet, formula cells neutralised. `headers` come from the screen (the worker has no catalogue);
 * absent or of another length, the English ones.
 */
export function exportTable(
  store: CustomerStore,
  rows: Uint32Array | null,
  headers?: readonly string[],
): string[][] {
  const cells = CUSTOMER_LIST_COLUMNS.map(({ column }) => cell(store, column));
  const length = rows ? rows.length : store.count;
  const table: string[][] = new Array<string[]>(length + 1);
  table[0] =
    headers?.length === CUSTOMER_LIST_COLUMNS.length
      ? [...headers]
      : CUSTOMER_LIST_COLUMNS.map(({ header }) => header);
  for (let index = 0; index < length; index += 1) {
    const row = rows ? rows[index]! : index;
    table[index + 1] = cells.map((read) => neutraliseFormula(read(row)));
  }
  return table;
}

/** The worker's sort and search over the current list, cached until a new load or `invalidate`. */
export class CustomerListLens {
  private settings: CustomerListLensSettings = NO_LENS;
  private version = 0;
  /** Each column's ranks and lower-cased texts, for one list at one version. */
  private columns = new Map<string, ColumnRanks | string[]>();
  private columnsOf: { store: CustomerStore; version: number } | null = null;
  private searched: { store: CustomerStore; version: number; needle: string; rows: Uint32Array } | null =
    null;
  private ordered: { store: CustomerStore; version: number; key: string; rows: Uint32Array | null } | null =
    null;

  get active(): boolean {
    return lensActive(this.settings);
  }

  set(settings: CustomerListLensSettings): void {
    const column = settings.sort?.column;
    const sort =
      settings.sort && CUSTOMER_SORTABLE.includes(column ?? '')
        ? { column: settings.sort.column, direction: settings.sort.direction }
        : null;
    this.settings = { sort, search: settings.search ?? '' };
  }

  invalidate(): void {
    this.version += 1;
  }

  private cached<T extends ColumnRanks | string[]>(store: CustomerStore, key: string, build: () => T): T {
    if (this.columnsOf?.store !== store || this.columnsOf.version !== this.version) {
      this.columns = new Map();
      this.columnsOf = { store, version: this.version };
    }
    let value = this.columns.get(key) as T | undefined;
    if (!value) {
      value = build();
      this.columns.set(key, value);
    }
    return value;
  }

  private search(store: CustomerStore, needle: string): Uint32Array {
    const last = this.searched;
    const same = last?.store === store && last.version === this.version;
    if (same && last.needle === needle) return last.rows;
    // Typing on: a longer search finds a subset of what the shorter one found.
    const within = same && last.needle && needle.includes(last.needle) ? last.rows : null;
    const rows = searchStore(store, needle, within, (column) =>
      this.cached(store, `texts:${column}`, () => searchTexts(store, column)),
    );
    this.searched = { store, version: this.version, needle, rows };
    return rows;
  }

  /** Null: every row in the loaded order (no sort, no search). */
  rows(store: CustomerStore): Uint32Array | null {
    const needle = this.settings.search.trim().toLowerCase();
    const { sort } = this.settings;
    const key = `${sort ? `${sort.direction}:${sort.column}` : ''}|${needle}`;
    const last = this.ordered;
    if (last?.store === store && last.version === this.version && last.key === key) return last.rows;
    const found = needle ? this.search(store, needle) : null;
    let rows = found;
    if (sort) {
      const column = CUSTOMER_LIST_COLUMNS.find(({ header }) => header === sort.column)!.column;
      const ranks = this.cached(store, `ranks:${column}`, () => columnRanks(store, column));
      rows = sortByRanks(ranks, sort.direction, found);
    }
    this.ordered = { store, version: this.version, key, rows };
    return rows;
  }

  page(store: CustomerStore, page: number, pageSize: number): PageSlice<CustomerRow> {
    const rows = this.rows(store);
    if (!rows) return store.page(page, pageSize);
    return pageOfRows(rows.length, page, pageSize, (index) => store.row(rows[index]!));
  }

  table(store: CustomerStore, headers?: readonly string[]): string[][] {
    return exportTable(store, this.rows(store), headers);
  }
}
