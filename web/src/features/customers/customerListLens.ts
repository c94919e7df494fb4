import { formatUtc } from '../../lib/dates';
import { pageCount, type PageSlice } from '../../lib/pagination';
import { neutraliseFormula } from '@crm/domain';
import type { SortState } from '../../lists/view';
import type { MessageId } from '../../i18n/i18n';
import type { CustomerRow } from './customerRules';
import type { CustomerStore, StoredColumn } from './customerStore';

/**
 * Column sort and quick search of the customer list, in its worker, over the column store (the list kit's
 * features for the list that never leaves the worker). The lens turns the loaded list into the row order the
 * screen pages through: the rows whose visible text contains the search, sorted by a column. It never copies
 * the list: it holds an index array of rows (4 bytes a row), computed again only when the list, the sort or
 * the search changes.
 *
 * Sorting compares numbers, not strings: the distinct values of a column are ranked once per loaded list
 * (natural, case-insensitive order), then the rows are ordered by rank with the row number as tie-break
 * (stable: ties keep the loaded order, in both directions), with empty values last in both directions.
 */

/**
 * The table's columns (headers as in the URL's `sort=`), where each value is stored, and the header's message
 * (what the screen and the export show, in the user's language).
 */
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

/** Headers a user can sort by (every column with a value: all but Action). */
export const CUSTOMER_SORTABLE: readonly string[] = CUSTOMER_LIST_COLUMNS.map(({ header }) => header);

/**
 * Rows at most in one export. The .xlsx is built in the list's worker with SheetJS: measured here (busy
 * 2-core machine, node), 100,000 rows took about 11 s and 250,000 about 40 s and several hundred MB, during
 * which the worker answers no page. A bigger result is refused with a message to narrow it.
 */
export const CUSTOMER_EXPORT_LIMIT = 100_000;

export interface CustomerListLensSettings {
  sort: SortState | null;
  search: string;
}

export const NO_LENS: CustomerListLensSettings = { sort: null, search: '' };

/** True when the settings change the list's own order or rows. */
export function lensActive(settings: CustomerListLensSettings): boolean {
  return settings.sort !== null || settings.search.trim() !== '';
}

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z$/;

/** A last update as the table shows it (formatUtc), without dayjs for the usual ISO UTC form. */
export function shownLastUpdate(value: string): string {
  if (ISO_UTC.test(value)) return `${value.slice(0, 10)} ${value.slice(11, 19)}`;
  return formatUtc(value);
}

const isDigit = (code: number) => code >= 48 && code <= 57;

/**
 * A key whose plain string order is the natural, case-insensitive order ("item 2" before "item 10", "a" and
 * "A" equal): lower case, each run of digits without leading zeros and prefixed by its length. (A loop, not a
 * regular expression: it runs for every row of a plain column.)
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

/** The value of each row of a column, as the table shows it. */
function cell(store: CustomerStore, column: LensColumn): (row: number) => string {
  const { codes, values } = store.reader(column);
  if (column === 'lastUpdate') return (row) => shownLastUpdate(values[row]!);
  if (codes) return (row) => values[codes[row]!]!;
  return (row) => values[row]!;
}

/** Per row: the rank of its value in natural order; empty values get the highest rank (`empty`). */
export interface ColumnRanks {
  ranks: Uint32Array;
  empty: number;
}

/** Ranks the distinct values once (interned columns: each distinct value; others: each row's value). */
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

/**
 * Ranks of texts in natural order. The keys are sorted with the native default sort (no comparator calls),
 * then each distinct key's rank is looked up: equal keys (e.g. "Bandung" and "bandung") share a rank.
 */
function rankTexts(values: readonly string[], distinct: number): { rankOf: Uint32Array; empty: number } {
  const numbers = sameTextThenNumber(values, distinct);
  if (numbers) return rankNumbers(numbers);
  const keys: string[] = new Array<string>(distinct);
  for (let index = 0; index < distinct; index += 1) keys[index] = naturalKey(values[index] ?? '');
  const sorted = keys.slice().sort();
  const rankOfKey = new Map<string, number>();
  let rank = -1;
  let previous: string | undefined;
  for (const key of sorted) {
    if (!key || key === previous) continue;
    rank += 1;
    rankOfKey.set(key, rank);
    previous = key;
  }
  const empty = rank + 1;
  const rankOf = new Uint32Array(distinct);
  for (let index = 0; index < distinct; index += 1) rankOf[index] = rankOfKey.get(keys[index]!) ?? empty;
  return { rankOf, empty };
}

/**
 * When every non-empty value is one same text (case aside) followed by a number of up to 15 digits (phone
 * numbers, "SO2503000123"), natural order is the order of those numbers: their values, else null.
 */
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

/** Ranks of timestamps by time (a value that is no date counts as empty). */
function rankTimes(values: readonly string[], distinct: number): { rankOf: Uint32Array; empty: number } {
  const times = new Float64Array(distinct);
  for (let index = 0; index < distinct; index += 1) {
    const value = values[index] ?? '';
    times[index] = value.trim() ? Date.parse(value) : NaN;
  }
  return rankNumbers(times);
}

/** Ranks of numbers (NaN: empty, ranked last). */
function rankNumbers(times: Float64Array): { rankOf: Uint32Array; empty: number } {
  const distinct = times.length;
  // Native numeric sort; NaN sorts last.
  const sorted = times.slice().sort();
  const rankOfTime = new Map<number, number>();
  let rank = -1;
  for (let index = 0; index < sorted.length; index += 1) {
    const time = sorted[index]!;
    if (Number.isNaN(time)) break;
    if (index > 0 && time === sorted[index - 1]) continue;
    rank += 1;
    rankOfTime.set(time, rank);
  }
  const empty = rank + 1;
  const rankOf = new Uint32Array(distinct);
  for (let index = 0; index < distinct; index += 1) rankOf[index] = rankOfTime.get(times[index]!) ?? empty;
  return { rankOf, empty };
}

/**
 * The rows (all when `rows` is null) in the order of the ranks: ascending or descending, empty values last,
 * ties in row order. Sorts one Float64Array of rank × count + row (native numeric sort, no comparator).
 */
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

/**
 * The rows (of `within`, else all) where any visible column's text contains the search, without regard to
 * case; in row order. Interned columns test each distinct value once, not each row.
 */
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

/** A plain column's text of each row as shown, in lower case: what the search looks in (kept per list). */
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
 * The export's sheet: the headers, then each row (in the lens's order) as shown, formula cells neutralised.
 * `headers`: the columns' headers in the user's language, in CUSTOMER_LIST_COLUMNS' order (the worker has no
 * catalogue: the screen sends them with the request); absent or of another length, the English ones.
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

/**
 * The worker's view of the current list: settings (sort, search) and the row order they give, cached per
 * list and recomputed when the list changes (a new load, or `invalidate` after an edit).
 */
export class CustomerListLens {
  private settings: CustomerListLensSettings = NO_LENS;
  private version = 0;
  private ranks = new Map<LensColumn, ColumnRanks>();
  private texts = new Map<LensColumn, string[]>();
  private ranksOf: { store: CustomerStore; version: number } | null = null;
  private searched: { store: CustomerStore; version: number; needle: string; rows: Uint32Array } | null =
    null;
  private ordered: { store: CustomerStore; version: number; key: string; rows: Uint32Array | null } | null =
    null;

  get current(): CustomerListLensSettings {
    return this.settings;
  }

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

  /** The list's values changed (an edit): ranks and results are computed again. */
  invalidate(): void {
    this.version += 1;
  }

  /** Drops what was computed for another list (or before an edit). */
  private cacheFor(store: CustomerStore): void {
    if (this.ranksOf?.store !== store || this.ranksOf.version !== this.version) {
      this.ranks = new Map();
      this.texts = new Map();
      this.ranksOf = { store, version: this.version };
    }
  }

  private searchTexts(store: CustomerStore, column: LensColumn): readonly string[] {
    this.cacheFor(store);
    let texts = this.texts.get(column);
    if (!texts) {
      texts = searchTexts(store, column);
      this.texts.set(column, texts);
    }
    return texts;
  }

  private columnRanks(store: CustomerStore, column: LensColumn): ColumnRanks {
    this.cacheFor(store);
    let ranks = this.ranks.get(column);
    if (!ranks) {
      ranks = columnRanks(store, column);
      this.ranks.set(column, ranks);
    }
    return ranks;
  }

  private search(store: CustomerStore, needle: string): Uint32Array {
    const last = this.searched;
    const same = last?.store === store && last.version === this.version;
    if (same && last.needle === needle) return last.rows;
    // Typing on: a longer search finds a subset of what the shorter one found.
    const within = same && last.needle && needle.includes(last.needle) ? last.rows : null;
    const rows = searchStore(store, needle, within, (column) => this.searchTexts(store, column));
    this.searched = { store, version: this.version, needle, rows };
    return rows;
  }

  /** The rows in screen order; null: every row in the loaded order (no sort, no search). */
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
      rows = sortByRanks(this.columnRanks(store, column), sort.direction, found);
    }
    this.ordered = { store, version: this.version, key, rows };
    return rows;
  }

  /** One page of the rows in screen order, with the footer's figures (search narrows the total). */
  page(store: CustomerStore, page: number, pageSize: number): PageSlice<CustomerRow> {
    const rows = this.rows(store);
    if (!rows) return store.page(page, pageSize);
    const total = rows.length;
    const count = pageCount(total, pageSize);
    const current = Math.min(Math.max(1, Math.floor(page) || 1), count);
    const start = (current - 1) * pageSize;
    const end = Math.min(start + pageSize, total);
    const shown: CustomerRow[] = [];
    for (let index = start; index < end; index += 1) shown.push(store.row(rows[index]!));
    return {
      rows: shown,
      from: shown.length ? start + 1 : 0,
      to: shown.length ? end : 0,
      total,
      page: current,
      pageCount: count,
    };
  }

  /** The export's sheet of the rows in screen order. */
  table(store: CustomerStore, headers?: readonly string[]): string[][] {
    return exportTable(store, this.rows(store), headers);
  }
}
