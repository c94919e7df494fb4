import * as XLSX from '@e965/xlsx';
import type { Column } from '../components/column';
import { neutraliseFormula } from '@crm/domain';
import { buildWorkbook, exportFileName, exportTable } from './exportRows';
import { words } from '../test/words';

type Row = { name: string; contact: string };
const columns: Column<Row>[] = [
  { header: words('Name'), value: (row) => row.name },
  { header: words('Contact'), value: (row) => row.contact },
  { header: words('Action'), cell: () => 'buttons' },
];

describe('export to .xlsx', () => {
  it('neutralises formula-looking cells like the server does', () => {
    expect(neutraliseFormula('=HYPERLINK("x")')).toBe('\'=HYPERLINK("x")');
    expect(neutraliseFormula('  +62 811')).toBe("'  +62 811");
    expect(neutraliseFormula('\u200b@SUM(A1)')).toBe("'\u200b@SUM(A1)");
    expect(neutraliseFormula('\tplain')).toBe("'\tplain");
    expect(neutraliseFormula('081377778888')).toBe('081377778888');
    expect(neutraliseFormula(null)).toBe('');
  });

  it('writes the headers of the value columns and the rows in the order given', () => {
    expect(
      exportTable(columns, [
        { name: 'Sri', contact: '=1+1' },
        { name: 'Agus', contact: '0856' },
      ]),
    ).toEqual([
      ['Name', 'Contact'],
      ['Sri', "'=1+1"],
      ['Agus', '0856'],
    ]);
  });

  it('is a real spreadsheet: SheetJS reads back the same text cells', async () => {
    const bytes = await buildWorkbook('Gift Claim Data', columns, [
      { name: 'Sri', contact: '081377778888' },
      { name: '-Agus', contact: '' },
    ]);
    const zip = new Uint8Array(bytes);
    expect([zip[0], zip[1]]).toEqual([0x50, 0x4b]); // "PK": an OOXML zip
    const book = XLSX.read(zip, { type: 'array' });
    expect(book.SheetNames).toEqual(['Gift Claim Data']);
    const sheet = book.Sheets['Gift Claim Data']!;
    expect(XLSX.utils.sheet_to_json(sheet, { header: 1, raw: false })).toEqual([
      ['Name', 'Contact'],
      ['Sri', '081377778888'],
      ["'-Agus", ''],
    ]);
    expect(sheet.B2?.t).toBe('s');
  });

  it('names the file after the list and the day', () => {
    expect(exportFileName('Gift Claim Data', new Date('2025-03-01T08:00:00Z'))).toBe(
      'gift-claim-data-2025-03-01.xlsx',
    );
  });
});
