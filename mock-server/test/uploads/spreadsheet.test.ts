import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { COLUMNS, CUSTOMER_COLUMNS, GIFT_CLAIM_COLUMNS } from '../../src/state/records/columns.js';
import {
  buildInvalidWorkbook,
  cellText,
  checkCell,
  detectBookType,
  ImportError,
  mapHeaders,
  MAX_DATA_ROWS,
  neutraliseFormula,
  parseDateCell,
  parseUpload,
  validateSheet,
} from '../../src/uploads/spreadsheet.js';
import { templateWorkbook } from '../../src/uploads/templates.js';
import { customerRow, giftClaimRow, headers, readBack, workbook } from './uploadHelpers.js';

const column = (key: string) =>
  [...CUSTOMER_COLUMNS, ...GIFT_CLAIM_COLUMNS].find((entry) => entry.key === key)!;

describe('format detection', () => {
  it('knows .xls (OLE2) and .xlsx (zip) by their first bytes, whatever the name', () => {
    expect(detectBookType(workbook([['a']], 'xls'))).toBe('xls');
    expect(detectBookType(workbook([['a']], 'xlsx'))).toBe('xlsx');
    expect(detectBookType(Buffer.from('Customer Name,Mobile No\nAni,0812'))).toBeNull();
    expect(detectBookType(Buffer.from('<html><table></table></html>'))).toBeNull();
    expect(detectBookType(Buffer.alloc(0))).toBeNull();
  });

  it('a CSV is refused even though a spreadsheet library could read it', () => {
    expect(() => parseUpload('customer', Buffer.from('Customer Name,Mobile No\nAni,0812'))).toThrow(
      /not an Excel spreadsheet/,
    );
  });
});

describe('headers', () => {
  it('match the template name, the key or a screen label, without regard to case, spaces or punctuation', () => {
    const positions = mapHeaders('customer', [
      '  customer name ',
      'MOBILE_NO',
      'Service Type',
      'product line alpha-numeric',
      'Whatever',
    ]);
    expect(Object.fromEntries(positions)).toEqual({
      customer_name: 0,
      mobile_no: 1,
      call_type: 2,
      'product_line_alpha_-_numeric': 3,
    });
    expect(Object.fromEntries(mapHeaders('gift_claim', ['Toko', 'Prize', 'NO Resi', 'toko_']))).toEqual({
      toko_: 0,
      hadiah: 1,
      resi: 2,
    });
  });

  it('missing required headers are named in the error', () => {
    const attempt = () =>
      validateSheet('product_line', [
        ['Code', 'Value'],
        ['A', 'B'],
      ]);
    expect(attempt).toThrow(ImportError);
    expect(attempt).toThrow(
      'Missing required columns: Model Code, Model Description. The first row must hold the column names of the template.',
    );
  });
});

describe('cells', () => {
  it('are stored as text: integers without exponent, text trimmed', () => {
    expect(cellText(6281234567890)).toBe('6281234567890');
    expect(cellText(1.5)).toBe('1.5');
    expect(cellText('  Ani  ')).toBe('Ani');
    expect(cellText(null)).toBe('');
    expect(cellText(true)).toBe('TRUE');
  });

  it.each([
    ['2024-05-02', '2024-05-02'],
    ['2024/5/2', '2024-05-02'],
    ['02/05/2024', '2024-05-02'],
    ['2-5-2024', '2024-05-02'],
    ['2024-05-02T10:30:00Z', '2024-05-02'],
    [45414, '2024-05-02'],
  ])('date %j → %s', (raw, expected) => {
    expect(checkCell(column('closure_date'), raw)).toEqual({ value: expected });
  });

  it.each(['2024-02-30', '31/02/2024', '2024-13-01', 'yesterday', '1850-01-01', 0, -3])(
    'date %j is refused',
    (raw) => {
      expect(checkCell(column('closure_date'), raw)).toEqual({
        reason: 'Closure Date is not a valid date (use YYYY-MM-DD)',
      });
    },
  );

  it('date and time', () => {
    expect(checkCell(column('attended_time'), '2024-05-02 7:05')).toEqual({ value: '2024-05-02 07:05:00' });
    expect(checkCell(column('attended_time'), 45414.5)).toEqual({ value: '2024-05-02 12:00:00' });
    expect(parseDateCell('2024-05-02 25:00')).toBeNull();
  });

  it.each([
    ['1', '1'],
    [3, '3'],
    ['007', '7'],
  ])('qty %j → %s', (raw, expected) => {
    expect(checkCell(column('qty'), raw)).toEqual({ value: expected });
  });

  it.each(['0', '-1', '1.5', 'dua', 2.5])('qty %j is refused', (raw) => {
    expect(checkCell(column('qty'), raw)).toEqual({ reason: 'QTY must be a whole number of at least 1' });
  });

  it('phones: 8 to 15 digits, an optional +, spaces, dots, dashes and brackets allowed', () => {
    expect(checkCell(column('no_hp'), '+62 812-3456-7890')).toEqual({ value: '+6281234567890' });
    expect(checkCell(column('no_hp'), '(021) 555.1234')).toEqual({ value: '0215551234' });
    expect(checkCell(column('no_hp'), '12345')).toHaveProperty('reason');
    expect(checkCell(column('no_hp'), '0812-ABC-123')).toHaveProperty('reason');
  });

  it('mandatory and length rules', () => {
    expect(checkCell(column('nama'), '   ')).toEqual({ reason: 'Nama is required' });
    expect(checkCell(column('resi'), '')).toEqual({ value: '' });
    expect(checkCell(column('address'), 'x'.repeat(1001))).toEqual({
      reason: 'Address is longer than 1000 characters',
    });
  });
});

describe('validateSheet', () => {
  it('sorts rows into valid and invalid, numbering rows as the spreadsheet does, skipping blank rows', () => {
    const rows = [
      [],
      headers('gift_claim'),
      giftClaimRow({}, 1),
      [],
      giftClaimRow({ qty: '0', no_hp: '' }, 2),
      giftClaimRow({ tanggal_klaim: '2024-03-01', tanggal_pembelian: '2024-04-01' }, 3),
      giftClaimRow({}, 1),
      giftClaimRow({}, 4),
    ];
    const result = validateSheet('gift_claim', rows);
    expect(result.totalRows).toBe(5);
    expect(result.keys).toEqual(COLUMNS.gift_claim.map((entry) => entry.key));
    expect(result.validRows.map((row) => row[2])).toEqual(['GC-TEST-00001', 'GC-TEST-00004']);
    expect(result.invalidRows.map(({ row, reason }) => [row, reason])).toEqual([
      [5, 'No HP is required; QTY must be a whole number of at least 1'],
      [6, 'Tanggal Klaim is before Tanggal Pembelian'],
      [7, 'ID Claim "GC-TEST-00001" is already on row 3'],
    ]);
    expect(result.invalidRows[0]!.values[8]).toBe('0');
  });

  it('checks the City of a customer row against the known cities, storing the known spelling', () => {
    const rows = [
      headers('customer'),
      customerRow({ city: 'Bandungg' }, 1),
      customerRow({ city: 'BANDUNG' }, 2),
    ];
    const result = validateSheet('customer', rows, { knownCities: ['Bandung', 'Bogor'] });
    expect(result.invalidRows.map((row) => row.reason)).toEqual([
      'City "Bandungg" is not a known city (did you mean "Bandung"?)',
    ]);
    expect(result.validRows[0]![result.keys.indexOf('city')]).toBe('Bandung');
  });

  it('only the columns present are set (an upsert leaves the others alone)', () => {
    const result = validateSheet('product_line', [
      ['Model Description', 'Code', 'Model Code'],
      ['Front loader', 'PL-9', 'WM9'],
    ]);
    expect(result.keys).toEqual(['code', 'model_code', 'model_description']);
    expect(result.validRows).toEqual([['PL-9', 'WM9', 'Front loader']]);
  });

  it('refuses an empty sheet, a sheet without data rows, and one with too many rows', () => {
    expect(() => validateSheet('customer', [[], ['']])).toThrow(/empty/);
    expect(() => validateSheet('customer', [headers('customer')])).toThrow(/no data rows/);
    const many = Array.from({ length: MAX_DATA_ROWS + 1 }, (_, index) => customerRow({}, index));
    expect(() => validateSheet('customer', [headers('customer'), ...many])).toThrow(
      /more than 100,000 data rows/,
    );
  });
});

describe('invalid-data sheet', () => {
  it.each([
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+62812', "'+62812"],
    ['-1', "'-1"],
    ['@cmd', "'@cmd"],
    ['\t=1', "'\t=1"],
    ['Ani', 'Ani'],
    ['', ''],
  ])('neutralises %j as %j', (value, expected) => {
    expect(neutraliseFormula(value)).toBe(expected);
  });

  it('is an .xlsx with the columns plus Reason, holding only text cells and no formula', () => {
    const bytes = buildInvalidWorkbook('product_line', [
      { row: 4, values: ['=cmd|calc', 'x', '', 'y'], reason: 'Model Code is required' },
    ]);
    expect(readBack(bytes)).toEqual([
      ['Code', 'Value', 'Model Code', 'Model Description', 'Reason'],
      ["'=cmd|calc", 'x', '', 'y', 'Row 4: Model Code is required'],
    ]);
    const book = XLSX.read(bytes, { type: 'buffer', cellFormula: true });
    const sheet = book.Sheets[book.SheetNames[0]!]!;
    const cells = Object.keys(sheet)
      .filter((address) => !address.startsWith('!'))
      .map((address) => sheet[address] as XLSX.CellObject);
    expect(cells.length).toBeGreaterThan(0);
    expect(cells.every((cell) => cell.t === 's' && cell.f === undefined)).toBe(true);
    expect(detectBookType(bytes)).toBe('xlsx');
  });
});

describe('invalid-data sheet values', () => {
  it('come back whole, however long (an .xls text cell would stop at 255 characters)', () => {
    const long = `Jl. ${'Panjang '.repeat(80)}`.trim();
    const bytes = buildInvalidWorkbook('product_line', [
      { row: 2, values: ['PL-1', long, '', 'y'], reason: `Model Code is required; ${'x'.repeat(300)}` },
    ]);
    const [, row] = readBack(bytes);
    expect(row![1]).toBe(long);
    expect(row![4]).toHaveLength('Row 2: Model Code is required; '.length + 300);
  });
});

describe('templates', () => {
  it.each(['customer', 'product_line', 'gift_claim'] as const)(
    '%s: a template filled with valid rows validates with zero failures',
    (category) => {
      const template = readBack(templateWorkbook(category));
      expect(template).toEqual([headers(category)]);
      const row =
        category === 'customer'
          ? customerRow()
          : category === 'gift_claim'
            ? giftClaimRow()
            : ['PL-1', 'Washing Machine', 'WM1', 'Front loader'];
      const result = parseUpload(category, workbook([template[0]!, row]));
      expect(result.invalidRows).toEqual([]);
      expect(result.validRows.length).toBe(1);
    },
  );
});
