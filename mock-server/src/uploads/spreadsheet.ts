import {
  UPLOAD_CATEGORY_RULES,
  type UploadCategory,
  checkCustomerRecord,
  checkPhone,
  neutraliseFormula,
  type Language,
} from '@crm/domain';
import * as XLSX from '@e965/xlsx';
import { isSaid, joined, numberWords, say, words, type Said, type SaidValue } from '../i18n/messages.js';
import { COLUMNS, type ColumnDef } from '../state/records/columns.js';
import { customerCityBook } from '../state/records/customerCities.js';
import { inspectZip, ZipRefusal } from './zipGuard.js';

/** The part of SheetJS's date formatter used here (its typings declare `SSF: any`). */
const SSF = XLSX.SSF as {
  parse_date_code(value: number, options: { date1904: boolean }): DateParts | null;
};

// Only real Excel workbooks are read (BIFF8 .xls, .xlsx): SheetJS would read any text as CSV, so the format
// is decided by the file's first bytes, not its name.

export type BookType = 'xls' | 'xlsx';

/** A 60,000-row import is the expected worst case. */
export const MAX_DATA_ROWS = 100_000;
export const MAX_CELL_LENGTH = 1000;

/** An upload that cannot be imported; its words become the record's `information`, a library error is the `cause`. */
export class ImportError extends Error {
  constructor(
    readonly said: Said,
    options?: { cause?: unknown },
  ) {
    super(words('en', said), options);
  }
}

export const UNREADABLE_WORKBOOK = say('upload.unreadable');
export const TOO_LARGE_UNPACKED = say('upload.tooLargeUnpacked');

/** A gift claim column is named by its header. */
export function columnLabel(column: ColumnDef): SaidValue {
  const label = say(`column.${column.key}` as Said['id']);
  return isSaid(label) ? label : column.name;
}

/** The zip-bomb guard runs before SheetJS unpacks anything. */
function guardZip(bytes: Uint8Array): void {
  const buffer = Buffer.isBuffer(bytes)
    ? bytes
    : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    inspectZip(buffer);
  } catch (error) {
    if (error instanceof ZipRefusal) {
      throw new ImportError(error.problem === 'too-large' ? TOO_LARGE_UNPACKED : UNREADABLE_WORKBOOK, {
        cause: error,
      });
    }
    throw error;
  }
}

const OLE2_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

function startsWith(bytes: Uint8Array, magic: readonly number[]): boolean {
  return bytes.length >= magic.length && magic.every((byte, index) => bytes[index] === byte);
}

export function detectBookType(bytes: Uint8Array): BookType | null {
  if (startsWith(bytes, OLE2_MAGIC)) return 'xls';
  if (startsWith(bytes, ZIP_MAGIC)) return 'xlsx';
  return null;
}

/** Screen labels also accepted as headers, so a sheet exported from a screen is understood. */
export const HEADER_ALIASES: Record<UploadCategory, Record<string, readonly string[]>> = {
  customer: {
    customer_name: ['Name'],
    mobile_no: ['Contact', 'Phone Number', 'Mobile Number'],
    call_type: ['Service Type'],
    service_order_no: ['Service Order', 'SO Number'],
    model_code: ['Product Code'],
    city: ['Cust Location', 'Location'],
    'product_line_alpha_-_numeric': ['Product Line'],
  },
  product_line: {},
  gift_claim: {
    nama: ['Customer Name', 'Name'],
    no_hp: ['Contact', 'Phone Number'],
    toko_: ['Store Name', 'Store'],
    tanggal_pembelian: ['Purchase Date'],
    pembelian: ['Product Model'],
    tanggal_klaim: ['Date Claim', 'Claim Date'],
    hadiah: ['Prize'],
    resi: ['NO Resi', 'No Resi'],
    status_klaim: ['Status Claim'],
  },
};

export function normaliseHeader(header: string): string {
  return header.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** First occurrence wins; unknown headers are ignored. */
export function mapHeaders(category: UploadCategory, headerRow: readonly unknown[]): Map<string, number> {
  const lookup = new Map<string, string>();
  for (const column of COLUMNS[category]) {
    for (const spelling of [column.name, column.key, ...(HEADER_ALIASES[category][column.key] ?? [])]) {
      const normalised = normaliseHeader(spelling);
      if (!lookup.has(normalised)) lookup.set(normalised, column.key);
    }
  }
  const positions = new Map<string, number>();
  headerRow.forEach((cell, index) => {
    const key = lookup.get(normaliseHeader(cellText(cell)));
    if (key && !positions.has(key)) positions.set(key, index);
  });
  return positions;
}

/** Numbers without exponent or trailing zeros, as they are stored. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return '';
    return Number.isInteger(value) && Math.abs(value) < 1e21 ? BigInt(value).toString() : String(value);
  }
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  if (typeof value === 'bigint') return value.toString();
  return (JSON.stringify(value) ?? '').trim();
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

interface DateParts {
  y: number;
  m: number;
  d: number;
  H: number;
  M: number;
  S: number;
}

function validParts(parts: DateParts): DateParts | null {
  const { y, m, d, H, M, S } = parts;
  if (y < 1900 || y > 2100 || m < 1 || m > 12 || d < 1 || H > 23 || M > 59 || S > 59) return null;
  const daysInMonth = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return d <= daysInMonth ? parts : null;
}

const ISO_LIKE =
  /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
const SERIAL_TEXT = /^\d{5}(?:\.\d+)?$/;
const DAY_FIRST = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

/** Each date text's pattern with its year's and day's groups (month 2, then hours, minutes, seconds). */
const DATE_TEXTS = [
  [ISO_LIKE, 1, 3],
  [DAY_FIRST, 3, 1],
] as const;

/** Excel serial, serial as text, YYYY-MM-DD, or DD/MM/YYYY (day first, as written in Indonesia). */
export function parseDateCell(value: unknown, date1904 = false): DateParts | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 1 || value > 2_958_465) return null;
    const code = SSF.parse_date_code(value, { date1904 });
    return code ? validParts({ y: code.y, m: code.m, d: code.d, H: code.H, M: code.M, S: code.S }) : null;
  }
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    return validParts({
      y: value.getUTCFullYear(),
      m: value.getUTCMonth() + 1,
      d: value.getUTCDate(),
      H: value.getUTCHours(),
      M: value.getUTCMinutes(),
      S: value.getUTCSeconds(),
    });
  }
  const text = cellText(value);
  // Five digits only (1927 to 2100), so a year or a yyyymmdd number is never taken for a serial.
  if (SERIAL_TEXT.test(text)) return parseDateCell(Number(text), date1904);
  for (const [pattern, year, day] of DATE_TEXTS) {
    const match = pattern.exec(text);
    if (!match) continue;
    const group = (index: number) => Number(match[index] ?? 0);
    return validParts({ y: group(year), m: group(2), d: group(day), H: group(4), M: group(5), S: group(6) });
  }
  return null;
}

export function formatDate(parts: DateParts): string {
  return `${pad(parts.y, 4)}-${pad(parts.m)}-${pad(parts.d)}`;
}

export function formatDateTime(parts: DateParts): string {
  return `${formatDate(parts)} ${pad(parts.H)}:${pad(parts.M)}:${pad(parts.S)}`;
}

function cellCheck(column: ColumnDef, raw: unknown, date1904: boolean): { value: string } | { reason: Said } {
  const text = cellText(raw);
  const named = { column: columnLabel(column) };
  if (!text) return column.is_mandatory ? { reason: say('upload.cell.required', named) } : { value: '' };
  if (text.length > MAX_CELL_LENGTH) {
    return { reason: say('upload.cell.tooLong', { ...named, max: MAX_CELL_LENGTH }) };
  }
  switch (column.datatype) {
    case 'date':
    case 'datetime': {
      const parts = parseDateCell(raw, date1904);
      if (!parts)
        return {
          reason: say(column.datatype === 'datetime' ? 'upload.cell.dateTime' : 'upload.cell.date', named),
        };
      return { value: column.datatype === 'date' ? formatDate(parts) : formatDateTime(parts) };
    }
    case 'number': {
      if (!/^\d+$/.test(text) || Number(text) < 1 || Number(text) > 1_000_000) {
        return { reason: say('upload.cell.number', named) };
      }
      return { value: String(Number(text)) };
    }
    default:
      break;
  }
  if (column.input_type === 'phone') {
    const phone = checkPhone(text, named.column);
    return phone.ok ? { value: phone.value } : { reason: phone.reason };
  }
  return { value: text };
}

export function checkCell(
  column: ColumnDef,
  raw: unknown,
  date1904 = false,
  language: Language = 'en',
): { value: string } | { reason: string } {
  const check = cellCheck(column, raw, date1904);
  return 'reason' in check ? { reason: words(language, check.reason) } : check;
}

/** A date stays a date (1900 serial) so the invalid-data sheet shows a date and the fixed sheet uploads again. */
export type InvalidCell = string | { date: number };

export interface InvalidRow {
  row: number;
  values: InvalidCell[];
  reason: string;
}

const DAYS_1904 = 1462;

function invalidCell(column: ColumnDef, raw: unknown, date1904: boolean): InvalidCell {
  if (
    (column.datatype === 'date' || column.datatype === 'datetime') &&
    typeof raw === 'number' &&
    parseDateCell(raw, date1904)
  ) {
    return { date: date1904 ? raw + DAYS_1904 : raw };
  }
  return cellText(raw);
}

export interface ValidationResult {
  keys: string[];
  validRows: string[][];
  invalidRows: InvalidRow[];
  totalRows: number;
}

function isBlankRow(row: readonly unknown[] | undefined): boolean {
  return !row || row.every((cell) => cellText(cell) === '');
}

interface SheetOptions {
  date1904?: boolean;
  firstRowNumber?: number;
  /** A customer row's City must be one of these or a city of Indonesia (absent: not checked). */
  knownCities?: readonly string[];
  language?: Language;
}

interface SheetCheck {
  category: UploadCategory;
  columns: readonly ColumnDef[];
  positions: Map<string, number>;
  present: readonly ColumnDef[];
  naturalKey: string;
  naturalColumn: ColumnDef | undefined;
  seen: Map<string, number>;
  cities: ReturnType<typeof customerCityBook> | null;
  labelOf: (key: string) => SaidValue;
  customerLabels: { mobile_no: SaidValue; city: SaidValue };
  date1904: boolean;
}

function sheetCheck(
  category: UploadCategory,
  sheetRows: readonly (readonly unknown[] | undefined)[],
  options: SheetOptions,
): { headerIndex: number; check: SheetCheck } {
  const columns = COLUMNS[category];
  const headerIndex = sheetRows.findIndex((row) => !isBlankRow(row));
  if (headerIndex < 0) throw new ImportError(say('upload.empty'));
  const positions = mapHeaders(category, sheetRows[headerIndex] ?? []);
  const missing = columns.filter((column) => column.is_mandatory && !positions.has(column.key));
  if (missing.length) {
    throw new ImportError(
      say(missing.length > 1 ? 'upload.missingColumns' : 'upload.missingColumns.one', {
        columns: missing.map((column) => column.name).join(', '),
      }),
    );
  }
  const naturalKey = UPLOAD_CATEGORY_RULES[category].naturalKey;
  const labelOf = (key: string): SaidValue => {
    const column = columns.find((candidate) => candidate.key === key);
    return column ? columnLabel(column) : key;
  };
  const check: SheetCheck = {
    category,
    columns,
    positions,
    present: columns.filter((column) => positions.has(column.key)),
    naturalKey,
    naturalColumn: columns.find((column) => column.key === naturalKey),
    seen: new Map(),
    cities: options.knownCities ? customerCityBook(options.knownCities) : null,
    labelOf,
    customerLabels: { mobile_no: labelOf('mobile_no'), city: labelOf('city') },
    date1904: options.date1904 ?? false,
  };
  return { headerIndex, check };
}

function checkRow(check: SheetCheck, row: readonly unknown[] | undefined) {
  const reasons: Said[] = [];
  const record: Record<string, string> = {};
  for (const column of check.present) {
    const result = cellCheck(column, row?.[check.positions.get(column.key)!], check.date1904);
    if ('reason' in result) reasons.push(result.reason);
    else record[column.key] = result.value;
  }
  if (check.category === 'customer') {
    // The rules of a customer record, as an edit gets them (@crm/domain): the city is a known one.
    const customer = checkCustomerRecord(record, { cities: check.cities, labels: check.customerLabels });
    for (const problem of customer.problems) reasons.push(problem.reason);
    Object.assign(record, customer.values);
  }
  if (check.category === 'gift_claim' && record.tanggal_pembelian && record.tanggal_klaim) {
    if (record.tanggal_klaim < record.tanggal_pembelian) {
      reasons.push(
        say('upload.claimBeforePurchase', {
          claim: check.labelOf('tanggal_klaim'),
          purchase: check.labelOf('tanggal_pembelian'),
        }),
      );
    }
  }
  const identity = record[check.naturalKey];
  const earlier = identity ? check.seen.get(identity) : undefined;
  if (identity && earlier !== undefined && check.naturalColumn) {
    reasons.push(
      say('upload.duplicate', { column: columnLabel(check.naturalColumn), value: identity, row: earlier }),
    );
  }
  return { record, identity, reasons };
}

function invalidValues(check: SheetCheck, row: readonly unknown[] | undefined): InvalidCell[] {
  return check.columns.map((column) => {
    const position = check.positions.get(column.key);
    return position === undefined ? '' : invalidCell(column, row?.[position], check.date1904);
  });
}

/** Throws ImportError when the sheet as a whole cannot be imported; otherwise sorts rows into valid and invalid. */
export function validateSheet(
  category: UploadCategory,
  sheetRows: readonly (readonly unknown[] | undefined)[],
  options: SheetOptions = {},
): ValidationResult {
  const language = options.language ?? 'en';
  const firstRowNumber = options.firstRowNumber ?? 1;
  const { headerIndex, check } = sheetCheck(category, sheetRows, options);
  const keys = check.present.map((column) => column.key);
  const validRows: string[][] = [];
  const invalidRows: InvalidRow[] = [];
  let totalRows = 0;
  for (let index = headerIndex + 1; index < sheetRows.length; index += 1) {
    const row = sheetRows[index];
    if (isBlankRow(row)) continue;
    totalRows += 1;
    if (totalRows > MAX_DATA_ROWS) {
      throw new ImportError(say('upload.tooManyRows', { max: numberWords(language, MAX_DATA_ROWS) }));
    }
    const rowNumber = firstRowNumber + index;
    const { record, identity, reasons } = checkRow(check, row);
    if (reasons.length) {
      const reason = words(language, joined(reasons, 'words.semicolon'));
      invalidRows.push({ row: rowNumber, values: invalidValues(check, row), reason });
      continue;
    }
    if (identity) check.seen.set(identity, rowNumber);
    validRows.push(keys.map((key) => record[key] ?? ''));
  }
  if (totalRows === 0) throw new ImportError(say('upload.noRows'));
  return { keys, validRows, invalidRows, totalRows };
}

export function readWorkbookRows(bytes: Uint8Array): {
  bookType: BookType;
  rows: unknown[][];
  date1904: boolean;
  firstRowNumber: number;
} {
  if (bytes.length === 0) throw new ImportError(say('upload.emptyFile'));
  const bookType = detectBookType(bytes);
  if (!bookType) throw new ImportError(say('upload.notExcel'));
  if (bookType === 'xlsx') guardZip(bytes);
  let workbook: XLSX.WorkBook;
  try {
    workbook = XLSX.read(bytes, {
      type: 'buffer',
      dense: true,
      cellDates: false,
      cellFormula: false,
      cellHTML: false,
      cellText: false,
      cellStyles: false,
      sheetRows: MAX_DATA_ROWS + 2,
    });
  } catch (error) {
    // SheetJS's own words mean nothing to a user: the library text goes to the server log only.
    throw new ImportError(UNREADABLE_WORKBOOK, { cause: error });
  }
  const sheetName = workbook.SheetNames[0];
  const sheet = sheetName ? workbook.Sheets[sheetName] : undefined;
  if (!sheet) throw new ImportError(UNREADABLE_WORKBOOK);
  let range: XLSX.Range | null;
  let rows: unknown[][];
  try {
    range = sheet['!ref'] ? XLSX.utils.decode_range(sheet['!ref']) : null;
    rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, {
      header: 1,
      raw: true,
      defval: null,
      blankrows: true,
    });
  } catch (error) {
    throw new ImportError(UNREADABLE_WORKBOOK, { cause: error });
  }
  return {
    bookType,
    rows,
    date1904: Boolean(workbook.Workbook?.WBProps?.date1904),
    firstRowNumber: (range?.s.r ?? 0) + 1,
  };
}

export function parseUpload(
  category: UploadCategory,
  bytes: Uint8Array,
  language: Language = 'en',
): ValidationResult & { bookType: BookType } {
  const { bookType, rows, date1904, firstRowNumber } = readWorkbookRows(bytes);
  return { ...validateSheet(category, rows, { date1904, firstRowNumber, language }), bookType };
}

export { neutraliseFormula };

const MAX_XLS_TEXT = 32_767;

export type WrittenCell = string | { number: number; format: string };

export function writeTextWorkbook(
  sheetName: string,
  rows: readonly (readonly WrittenCell[])[],
  bookType: BookType,
  extraSheets: { name: string; rows: readonly (readonly string[])[] }[] = [],
): Buffer {
  const workbook = XLSX.utils.book_new();
  const addSheet = (name: string, sheetRows: readonly (readonly WrittenCell[])[]) => {
    const sheet = XLSX.utils.aoa_to_sheet(
      sheetRows.map((row) =>
        row.map((value): XLSX.CellObject | string =>
          typeof value === 'string'
            ? value.slice(0, MAX_XLS_TEXT)
            : { t: 'n', v: value.number, z: value.format },
        ),
      ),
      { cellDates: false },
    );
    const widths = (sheetRows[0] ?? []).map((header) => ({
      wch: Math.max(12, Math.min(40, (typeof header === 'string' ? header.length : 10) + 4)),
    }));
    sheet['!cols'] = widths;
    XLSX.utils.book_append_sheet(workbook, sheet, name);
  };
  addSheet(sheetName, rows);
  for (const extra of extraSheets) addSheet(extra.name, extra.rows);
  return XLSX.write(workbook, {
    type: 'buffer',
    bookType: bookType === 'xls' ? 'biff8' : 'xlsx',
    compression: true,
  }) as Buffer;
}

/**
 * Always .xlsx: SheetJS's BIFF8 text cell holds at most 255 characters, and its writer is minutes-slow on big sheets.
 */
export function buildInvalidWorkbook(
  category: UploadCategory,
  invalidRows: readonly InvalidRow[],
  language: Language = 'en',
): Buffer {
  const columns = COLUMNS[category];
  // The web's create dialog reads the Reason column last.
  const header = [...columns.map((column) => column.name), words(language, say('upload.reasonHeader'))];
  const rows = invalidRows.map((invalid): WrittenCell[] => [
    ...invalid.values.map((value, index): WrittenCell => {
      if (typeof value === 'string') return neutraliseFormula(value);
      return {
        number: value.date,
        format: columns[index]?.datatype === 'datetime' ? 'yyyy-mm-dd hh:mm:ss' : 'yyyy-mm-dd',
      };
    }),
    neutraliseFormula(words(language, say('upload.row', { row: invalid.row, reason: invalid.reason }))),
  ]);
  return writeTextWorkbook(words(language, say('upload.invalidSheet')), [header, ...rows], 'xlsx');
}
