import type { Column } from '../components/column';
import { searchRows, sortRows } from './rows';
import { words } from '../test/words';

type Row = { id: string; name: string; qty: string; note: string };
const columns: Column<Row>[] = [
  { header: words('Name'), value: (row) => row.name },
  { header: words('QTY'), value: (row) => row.qty },
  { header: words('Action'), cell: (row) => row.note },
];
const rows: Row[] = [
  { id: '1', name: 'budi', qty: '10', note: 'hidden text' },
  { id: '2', name: 'Ani', qty: '2', note: '' },
  { id: '3', name: '', qty: '1', note: '' },
  { id: '4', name: 'ani', qty: '', note: '' },
];
const ids = (list: readonly Row[]) => list.map((row) => row.id);

describe('local sorting', () => {
  it('natural and case-insensitive, stable, empty values last in both directions', () => {
    expect(ids(sortRows(rows, columns, { column: 'Name', direction: 'asc' }))).toEqual(['2', '4', '1', '3']);
    expect(ids(sortRows(rows, columns, { column: 'Name', direction: 'desc' }))).toEqual(['1', '2', '4', '3']);
    expect(ids(sortRows(rows, columns, { column: 'QTY', direction: 'asc' }))).toEqual(['3', '2', '1', '4']);
  });

  it('no sort, or a column without a value, keeps the loaded order', () => {
    expect(sortRows(rows, columns, null)).toBe(rows);
    expect(ids(sortRows(rows, columns, { column: 'Action', direction: 'asc' }))).toEqual([
      '1',
      '2',
      '3',
      '4',
    ]);
  });
});

describe('quick search', () => {
  it('narrows to rows where a visible column contains the text, case-insensitive', () => {
    expect(ids(searchRows(rows, columns, 'AN'))).toEqual(['2', '4']);
    expect(ids(searchRows(rows, columns, ' 10 '))).toEqual(['1']);
  });

  it('does not search cells without a plain value (e.g. the actions), and blank is everything', () => {
    expect(searchRows(rows, columns, 'hidden')).toEqual([]);
    expect(searchRows(rows, columns, '  ')).toBe(rows);
  });
});
