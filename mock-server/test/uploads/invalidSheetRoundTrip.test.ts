import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { COLUMNS } from '../../src/state/records/columns.js';
import {
  buildInvalidWorkbook,
  checkCell,
  parseUpload,
  validateSheet,
} from '../../src/uploads/spreadsheet.js';
import { customerRow, headers } from './uploadHelpers.js';

/**
 * A row refused by an upload must come back in the invalid-data sheet the way the user wrote it,
 * so that fixing the refused cell and uploading the sheet again succeeds. Every workbook here is written and
 * read by the spreadsheet library, as Excel users' files are.
 */

const columnIndex = (key: string) => COLUMNS.customer.findIndex((column) => column.key === key);
const CLOSURE = columnIndex('closure_date');
const ATTENDED = columnIndex('attended_time');
const MOBILE = columnIndex('mobile_no');

/** A customer sheet whose date columns hold real date cells (Excel's own date type). */
function sheetWithDateCells(
  rows: unknown[][],
  bookType: 'xlsx' | 'biff8' = 'xlsx',
  isoDateCells = false,
): Buffer {
  const book = XLSX.utils.book_new();
  const sheet = XLSX.utils.aoa_to_sheet([headers('customer'), ...rows], { cellDates: true, UTC: true });
  XLSX.utils.book_append_sheet(book, sheet, 'Data');
  // isoDateCells: .xlsx date cells stored as ISO text (<c t="d">), as some programs save them.
  return XLSX.write(book, { type: 'buffer', bookType, cellDates: isoDateCells }) as Buffer;
}

function dateRow(overrides: Record<string, string>, index: number): unknown[] {
  const row: unknown[] = customerRow(overrides, index);
  row[CLOSURE] = new Date(Date.UTC(2026, 0, 5));
  row[ATTENDED] = new Date(Date.UTC(2026, 0, 5, 14, 30, 0));
  return row;
}

/** The first sheet as the user sees it in a spreadsheet program (formatted text). */
function shown(bytes: Buffer): string[][] {
  const book = XLSX.read(bytes, { type: 'buffer' });
  return XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, {
    header: 1,
    raw: false,
    defval: '',
  });
}

/** What a user does in Excel: sets one cell of the first sheet, saves the workbook. */
function editCell(bytes: Buffer, row: number, column: number, value: string): Buffer {
  const book = XLSX.read(bytes, { type: 'buffer', cellDates: false, cellNF: true });
  const sheet = book.Sheets[book.SheetNames[0]!]!;
  XLSX.utils.sheet_add_aoa(sheet, [[value]], { origin: { r: row, c: column } });
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

describe('invalid-data sheet round trip', () => {
  it.each(['xlsx', 'biff8'] as const)(
    'a %s row refused for its phone keeps its date cells as dates, and the fixed sheet uploads cleanly',
    (bookType) => {
      const upload = sheetWithDateCells([dateRow({}, 1), dateRow({ mobile_no: '0812' }, 2)], bookType);
      const first = parseUpload('customer', upload);
      expect(first.validRows).toHaveLength(1);
      expect(first.invalidRows).toHaveLength(1);

      const invalidSheet = buildInvalidWorkbook('customer', first.invalidRows);
      const [header, row] = shown(invalidSheet);
      expect(header![CLOSURE]).toBe('Closure Date');
      expect(row![CLOSURE]).toBe('2026-01-05');
      expect(row![ATTENDED]).toBe('2026-01-05 14:30:00');
      expect(row![MOBILE]).toBe('0812');

      const fixed = editCell(invalidSheet, 1, MOBILE, '081234560002');
      const second = parseUpload('customer', fixed);
      expect(second.invalidRows).toEqual([]);
      expect(second.validRows).toHaveLength(1);
      const stored = Object.fromEntries(second.keys.map((key, index) => [key, second.validRows[0]![index]]));
      expect(stored).toMatchObject({
        closure_date: '2026-01-05',
        attended_time: '2026-01-05 14:30:00',
        mobile_no: '081234560002',
      });
    },
  );

  it('text the user typed stays text, written as typed (a text date is not rewritten)', () => {
    const upload = sheetWithDateCells([customerRow({ mobile_no: 'none', closure_date: '05/01/2026' }, 3)]);
    const { invalidRows } = parseUpload('customer', upload);
    const book = XLSX.read(buildInvalidWorkbook('customer', invalidRows), { type: 'buffer' });
    const sheet = book.Sheets[book.SheetNames[0]!]!;
    const closure = sheet[XLSX.utils.encode_cell({ r: 1, c: CLOSURE })] as XLSX.CellObject;
    expect(closure.t).toBe('s');
    expect(closure.v).toBe('05/01/2026');
  });

  it('a date cell of a 1904-based workbook keeps its date', () => {
    const row: unknown[] = customerRow({ mobile_no: 'x' }, 4);
    // 44565 in the 1904 system is 2026-01-05 (1462 days less than in the 1900 system).
    row[CLOSURE] = 44565;
    const { invalidRows } = validateSheet('customer', [headers('customer'), row], { date1904: true });
    expect(shown(buildInvalidWorkbook('customer', invalidRows))[1]![CLOSURE]).toBe('2026-01-05');
  });
});

describe('dates the importer accepts', () => {
  const closure = COLUMNS.customer[CLOSURE]!;
  const attended = COLUMNS.customer[ATTENDED]!;

  it.each([
    ['serial date cells', false],
    ['ISO date cells (t="d")', true],
  ])('an .xlsx with %s', (_name, iso) => {
    const result = parseUpload('customer', sheetWithDateCells([dateRow({}, 6)], 'xlsx', iso));
    expect(result.invalidRows).toEqual([]);
    const stored = Object.fromEntries(result.keys.map((key, index) => [key, result.validRows[0]![index]]));
    expect(stored).toMatchObject({ closure_date: '2026-01-05', attended_time: '2026-01-05 14:30:00' });
  });

  it('a serial date typed or saved as text ("46027", as older invalid-data sheets held them)', () => {
    expect(checkCell(closure, '46027')).toEqual({ value: '2026-01-05' });
    expect(checkCell(attended, '46027.6041666667')).toEqual({ value: '2026-01-05 14:30:00' });
  });

  it('a sheet whose date column holds the old serial text uploads cleanly', () => {
    const row = customerRow({ closure_date: '46027', attended_time: '46027.5' }, 5);
    const result = validateSheet('customer', [headers('customer'), row]);
    expect(result.invalidRows).toEqual([]);
    const stored = Object.fromEntries(result.keys.map((key, index) => [key, result.validRows[0]![index]]));
    expect(stored.closure_date).toBe('2026-01-05');
    expect(stored.attended_time).toBe('2026-01-05 12:00:00');
  });

  it('numbers that are no plausible date, as text, are still refused', () => {
    for (const raw of ['0', '-3', '20260105', '1e5', '46027.']) {
      expect(checkCell(closure, raw)).toHaveProperty('reason');
    }
  });
});
