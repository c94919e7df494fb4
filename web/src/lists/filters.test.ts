import {
  activeFilters,
  emptyFilterValues,
  filterChoices,
  sameFilters,
  toFilterRequest,
  type FilterDecl,
} from './filters';
import { words } from '../test/words';

type Row = { name: string; city: string };
const decls: FilterDecl<Row>[] = [
  { field: 'name', label: words('Name'), kind: 'select', options: (row) => row.name },
  { field: 'updated_at', label: words('Last Update'), kind: 'date' },
  { field: 'city', label: words('City'), kind: 'select', options: (row) => row.city },
];

describe('filters declared as data', () => {
  it('the request lists the set filters in declaration order, blanks and bad dates left out', () => {
    expect(toFilterRequest(decls, { city: ' Bogor ', name: '  ', updated_at: '2024-05-01' })).toEqual([
      { property: 'updated_at', value: '2024-05-01' },
      { property: 'city', value: 'Bogor' },
    ]);
    expect(toFilterRequest(decls, { updated_at: '01/05/2024' })).toEqual([]);
    expect(toFilterRequest(decls, emptyFilterValues(decls))).toEqual([]);
  });

  it('chips carry the label and the value', () => {
    expect(activeFilters(decls, { name: 'Ani', city: null })).toEqual([
      { field: 'name', label: words('Name'), value: 'Ani' },
    ]);
  });

  it('select options: distinct non-empty values of the option source, naturally sorted', () => {
    const rows = [
      { name: 'item 10', city: 'Bogor' },
      { name: 'item 2', city: '' },
      { name: 'item 2', city: 'Aceh' },
    ];
    const plain = (values: string[]) => values.map((value) => ({ label: value, value }));
    expect(filterChoices(decls, rows)).toEqual({
      name: plain(['item 2', 'item 10']),
      city: plain(['Aceh', 'Bogor']),
    });
  });

  it('blank and null are the same filters', () => {
    expect(sameFilters(decls, { name: '' }, { name: null, city: ' ' })).toBe(true);
    expect(sameFilters(decls, { name: 'a' }, {})).toBe(false);
  });

  it('fixed choices are the options as given, and the only values a filter (or a URL) may hold', () => {
    const withChoices: FilterDecl<Row>[] = [
      ...decls,
      {
        field: 'status',
        label: words('Status'),
        kind: 'select',
        choices: ['Completed', 'On Going', 'Failed'],
      },
    ];
    expect(filterChoices(withChoices, [{ name: 'Ani', city: 'Bogor' }]).status?.map((o) => o.label)).toEqual([
      'Completed',
      'On Going',
      'Failed',
    ]);
    expect(toFilterRequest(withChoices, { status: ' On Going ' })).toEqual([
      { property: 'status', value: 'On Going' },
    ]);
    expect(toFilterRequest(withChoices, { status: 'Done' })).toEqual([]);
  });
});
