import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { neutraliseFormula } from '@crm/domain';
import { neutraliseCell } from '../../src/state/reports/reportWorkbook.js';
import {
  buildInvalidWorkbook,
  neutraliseFormula as uploadNeutralise,
} from '../../src/uploads/spreadsheet.js';

describe('formula neutralisation, shared by every spreadsheet the product writes (@crm/domain)', () => {
  it('is one function: the upload and report writers use the shared one', () => {
    expect(uploadNeutralise).toBe(neutraliseFormula);
    expect(neutraliseCell).toBe(neutraliseFormula);
  });

  it.each([
    ['=SUM(A1)', "'=SUM(A1)"],
    ['+62812', "'+62812"],
    ['-1', "'-1"],
    ['@cmd', "'@cmd"],
    ['\t=1', "'\t=1"],
    ['\r=1', "'\r=1"],
    ['\tplain', "'\tplain"],
    ['\u0000=cmd|calc', "'\u0000=cmd|calc"],
    ['\u0001\u0002+1', "'\u0001\u0002+1"],
    ['\u001f@SUM(A1)', "'\u001f@SUM(A1)"],
    ['\u007f-2', "'\u007f-2"],
    ['\n=1', "'\n=1"],
    ['  =1', "'  =1"],
    ['\u00a0=1', "'\u00a0=1"],
    ['\u200b=1', "'\u200b=1"],
    ['\ufeff=1', "'\ufeff=1"],
    ['\uff1dSUM(A1)', "'\uff1dSUM(A1)"],
    ['Plain', 'Plain'],
    ['a=b', 'a=b'],
    ['\u0000plain', '\u0000plain'],
    ['6281234', '6281234'],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('%j → %j', (input, output) => {
    expect(neutraliseFormula(input)).toBe(output);
  });

  it('the invalid-data sheet neutralises a NUL before =', () => {
    const bytes = buildInvalidWorkbook('product_line', [
      { row: 2, values: ['\u0000=cmd|calc', '\u0001+1', '', 'y'], reason: 'Model Code is required' },
    ]);
    const book = XLSX.read(bytes, { type: 'buffer' });
    const sheet = book.Sheets[book.SheetNames[0]!]!;
    const values = XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1, raw: true, defval: '' })[1]!;
    expect(values[0]!.startsWith("'")).toBe(true);
    expect(values[1]!.startsWith("'")).toBe(true);
    expect(Object.values(sheet).some((cell) => typeof cell === 'object' && cell && 'f' in cell)).toBe(false);
  });
});
