import * as XLSX from '@e965/xlsx';
import { checkCustomerRecord, checkPhone, neutraliseFormula, type Language } from '@crm/domain';
import { isSaid, joined, numberWords, say, words, type Said, type SaidValue } from '../i18n/messages.js';
import { COLUMNS, NATURAL_KEY, type Category, type ColumnDef } from '../state/records/columns.js';
import { customerCityBook } from '../state/records/customerCities.js';
import { inspectZip, ZipRefusal } from './zipGuard.js';

/** The part of SheetJS's date formatter used here (its typings declare `SSF: any`). */
const SSF = XLSX.SSF as {
  parse_date_code(value: number, options: { date1904: boolean }): DateParts | null;
};

/**
 * Reading, validating and writing the upload spreadsheets. Pure functions over bytes: the import worker,
 * the seed and the templates all use them, so a template, a seeded file and an uploaded file are judged alike.
 *
 * Only real Excel workbooks are read: BIFF8 .xls (an OLE2 compound file) and .xlsx (a zip). SheetJS would
 * happily read any text as CSV, so the format is decided by the file's first bytes, not by its name.
 */

export type BookType = 'xls' | 'xlsx';

/** Largest number of data rows one upload may hold (a 60,000-row import is the expected worst case). */
export const MAX_DATA_ROWS = 100_000;
/** Longest value a cell may hold. */
export const MAX_CELL_LENGTH = 1000;

/**
 * An upload that cannot be imported at all; what it says becomes the record's `information` (in the upload's
 * language), so it is always plain words of ours (a library's error, when there is one, is the `cause`, for
 * the server log). Its `message` is the English words.
 */
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

/** How the messages name a column: its name in the language (a gift claim column by its header). */
export function columnLabel(column: ColumnDef): SaidValue {
  const label = say(`column.${column.key}` as Said['id']);
  return isSaid(label) ? label : column.name;
}

/** The zip-bomb guard (zipGuard.ts) before SheetJS unpacks anything, its refusals in our words. */
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

/**
 * Other header spellings accepted for a column (besides its template name and its key): the labels the
 * screens use, so a sheet exported from a screen or typed by hand in English is understood.
 * Headers are compared without case, spaces or punctuation.
 */
export const HEADER_ALIASES: Record<Category, Record<string, readonly string[]>> = {
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

/** Column index of each known column in the header row (first occurrence wins; unknown headers are ignored). */
export function mapHeaders(category: Category, headerRow: readonly unknown[]): Map<string, number> {
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

/** A cell's value as text, the way it is stored: numbers without exponent or trailing zeros, text trimmed. */
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
  // Anything else (never produced by SheetJS) as its JSON, never "[object Object]".
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

/**
 * A date cell: an Excel serial number (date-formatted cells, read as numbers), a serial as text, or text as
 * YYYY-MM-DD / YYYY/MM/DD or DD/MM/YYYY / DD-MM-YYYY (day first, as written in Indonesia), optionally with a
 * time.
 */
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
  // A serial date saved as text (older invalid-data sheets held them so, and so does a date cell pasted as
  // values): five digits, 1927 to 2100, so that a year or a yyyymmdd number is never taken for one.
  if (SERIAL_TEXT.test(text)) return parseDateCell(Number(text), date1904);
  let match = ISO_LIKE.exec(text);
  if (match) {
    return validParts({
      y: Number(match[1]),
      m: Number(match[2]),
      d: Number(match[3]),
      H: Number(match[4] ?? 0),
      M: Number(match[5] ?? 0),
      S: Number(match[6] ?? 0),
    });
  }
  match = DAY_FIRST.exec(text);
  if (match) {
    return validParts({
      y: Number(match[3]),
      m: Number(match[2]),
      d: Number(match[1]),
      H: Number(match[4] ?? 0),
      M: Number(match[5] ?? 0),
      S: Number(match[6] ?? 0),
    });
  }
  return null;
}

export function formatDate(parts: DateParts): string {
  return `${pad(parts.y, 4)}-${pad(parts.m)}-${pad(parts.d)}`;
}

export function formatDateTime(parts: DateParts): string {
  return `${formatDate(parts)} ${pad(parts.H)}:${pad(parts.M)}:${pad(parts.S)}`;
}

/** Checks one cell against its column; returns the stored value or what is said of its refusal. */
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
    // The phone rule of a customer record (@crm/domain), for every phone column.
    const phone = checkPhone(text, named.column);
    return phone.ok ? { value: phone.value } : { reason: phone.reason };
  }
  return { value: text };
}

/** Checks one cell against its column; returns the stored value or the reason it is refused, in `language`. */
export function checkCell(
  column: ColumnDef,
  raw: unknown,
  date1904 = false,
  language: Language = 'en',
): { value: string } | { reason: string } {
  const check = cellCheck(column, raw, date1904);
  return 'reason' in check ? { reason: words(language, check.reason) } : check;
}

/**
 * One cell of a refused row, as the user wrote it: text stays text; a date cell of a date column stays a
 * date (its serial in the 1900 date system, whatever the uploaded workbook's), so that the invalid-data
 * sheet shows a date and not "46027", and the fixed sheet uploads again.
 */
export type InvalidCell = string | { date: number };

export interface InvalidRow {
  /** The row number in the spreadsheet (the header is row 1 when it is the first row). */
  row: number;
  /** Every column of the category, in template order, as the user wrote it. */
  values: InvalidCell[];
  /** Why it was refused, in the upload's language (each reason, "; " between them). */
  reason: string;
}

/** Days between the 1900 and 1904 date systems' day zero. */
const DAYS_1904 = 1462;

/** A refused row's cell as the user wrote it (see InvalidCell). */
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
  /** Keys of the columns present in the file, in template order: what valid rows set. */
  keys: string[];
  /** Stored values of each valid row, aligned with `keys`. */
  validRows: string[][];
  invalidRows: InvalidRow[];
  /** Data rows read (blank rows are not counted). */
  totalRows: number;
}

function isBlankRow(row: readonly unknown[] | undefined): boolean {
  return !row || row.every((cell) => cellText(cell) === '');
}

interface SheetOptions {
  date1904?: boolean;
  firstRowNumber?: number;
  /**
   * The cities the customer data holds: a customer row's City must be one of them or a city of Indonesia
   * (absent: not checked).
   */
  knownCities?: readonly string[];
  /** The language of the reasons (the upload's: the request's that uploaded it). Default English. */
  language?: Language;
}

/** What every row of one sheet is checked with: the header's positions, and the natural keys seen so far. */
interface SheetCheck {
  category: Category;
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

/** The sheet's header row (its first non-blank one) checked: every mandatory column present, or ImportError. */
function sheetCheck(
  category: Category,
  sheetRows: readonly (readonly unknown[] | undefined)[],
  options: SheetOptions,
): { headerIndex: number; check: SheetCheck } {
  const columns = COLUMNS[category];
  const headerIndex = sheetRows.findIndex((row) => !isBlankRow(row));
  if (headerIndex < 0) throw new ImportError(say('upload.empty'));
  const positions = mapHeaders(category, sheetRows[headerIndex] ?? []);
  const missing = columns.filter((column) => column.is_mandatory && !positions.has(column.key));
  if (missing.length) {
    // The template's headers, as the file must hold them (whatever the language).
    throw new ImportError(
      say(missing.length > 1 ? 'upload.missingColumns' : 'upload.missingColumns.one', {
        columns: missing.map((column) => column.name).join(', '),
      }),
    );
  }
  const naturalKey = NATURAL_KEY[category];
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
    // Indexed once for the whole sheet: every row is checked against them.
    cities: options.knownCities ? customerCityBook(options.knownCities) : null,
    labelOf,
    customerLabels: { mobile_no: labelOf('mobile_no'), city: labelOf('city') },
    date1904: options.date1904 ?? false,
  };
  return { headerIndex, check };
}

/** One data row's stored values and what is wrong with it (nothing: it is valid). */
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

/** The row as the invalid-data sheet shows it: every template column, as the file had it. */
function invalidValues(check: SheetCheck, row: readonly unknown[] | undefined): InvalidCell[] {
  return check.columns.map((column) => {
    const position = check.positions.get(column.key);
    return position === undefined ? '' : invalidCell(column, row?.[position], check.date1904);
  });
}

/**
 * Validates the rows of a sheet given as an array of rows (first non-blank row = headers).
 * Throws ImportError when the sheet as a whole cannot be imported (no header, required columns missing,
 * no data rows, too many rows); otherwise sorts every data row into valid or invalid, with reasons.
 */
export function validateSheet(
  category: Category,
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

/** Reads the first sheet of an .xls or .xlsx workbook into rows of raw cell values. */
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
      // The header, the most rows allowed, and one more to tell that there are too many.
      sheetRows: MAX_DATA_ROWS + 2,
    });
  } catch (error) {
    // SheetJS's own words ("Unsupported ZIP file", "Major Version: Expected 3 or 4 saw 23130") mean
    // nothing to a user: the library text goes to the server log only.
    throw new ImportError(UNREADABLE_WORKBOOK, { cause: error });
  }
  const sheetName = workbook.SheetNames[0];
  const sheet = sheetName ? workbook.Sheets[sheetName] : undefined;
  // A zip or compound file that holds no workbook parts reads as a book without sheets.
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

/** Reads and validates an uploaded file (its reasons in `language`). */
export function parseUpload(
  category: Category,
  bytes: Uint8Array,
  language: Language = 'en',
): ValidationResult & { bookType: BookType } {
  const { bookType, rows, date1904, firstRowNumber } = readWorkbookRows(bytes);
  return { ...validateSheet(category, rows, { date1904, firstRowNumber, language }), bookType };
}

/** Formula neutralisation of the cells this server writes (one shared function, @crm/domain's cellSafety.ts). */
export { neutraliseFormula };

/** Longest text a BIFF8 cell holds. */
const MAX_XLS_TEXT = 32_767;

/** A cell this server writes: text, or a number cell with its number format (a date). */
export type WrittenCell = string | { number: number; format: string };

/** Writes rows as a one-sheet workbook; every cell is a text cell, unless given as a formatted number. */
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
 * The invalid-data sheet: the category's columns (their template headers, so that the fixed sheet uploads
 * again) plus Reason, formulas neutralised, each cell as the user wrote it (text as text, dates as date cells:
 * see InvalidCell); its name, the Reason header and each row's "Row n: ..." in `language` (the upload's,
 * as its reasons). Always .xlsx, whatever
 * the upload's format: a BIFF8 text cell written by SheetJS holds at most 255 characters (values and
 * reasons must come back whole), and its BIFF8 writer allocates a 16 KB buffer per cell, which makes a
 * sheet of tens of thousands of rows take minutes.
 */
export function buildInvalidWorkbook(
  category: Category,
  invalidRows: readonly InvalidRow[],
  language: Language = 'en',
): Buffer {
  const columns = COLUMNS[category];
  // Its Reason column is the last, in the upload's language: the web's create dialog reads it there.
  const header = [...columns.map((column) => column.name), words(language, say('upload.reasonHeader'))];
  const rows = invalidRows.map((invalid): WrittenCell[] => [
    ...invalid.values.map((value, index): WrittenCell => {
      if (typeof value === 'string') return neutraliseFormula(value);
      // A date cell is written back as a date cell, in the template's format (see templates.ts).
      return {
        number: value.date,
        format: columns[index]?.datatype === 'datetime' ? 'yyyy-mm-dd hh:mm:ss' : 'yyyy-mm-dd',
      };
    }),
    neutraliseFormula(words(language, say('upload.row', { row: invalid.row, reason: invalid.reason }))),
  ]);
  return writeTextWorkbook(words(language, say('upload.invalidSheet')), [header, ...rows], 'xlsx');
}
