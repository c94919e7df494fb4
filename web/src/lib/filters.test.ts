import { buildPropertyFilters, distinctOptions, isBlank } from './filters';

describe('filter payloads', () => {
  it('leaves out empty, null and blank values, keeping the order', () => {
    expect(
      buildPropertyFilters({
        customer_name: 'Ani',
        mobile_no: '',
        city: null,
        call_type: '  ',
        model_code: 'X1',
        updated_at: undefined,
      }),
    ).toEqual([
      { property: 'customer_name', value: 'Ani' },
      { property: 'model_code', value: 'X1' },
    ]);
  });

  it('gives an empty list when nothing is set (the caller then loads the full list)', () => {
    expect(buildPropertyFilters({ a: '', b: null })).toEqual([]);
  });

  it('isBlank treats empty arrays as blank and numbers as values', () => {
    expect(isBlank([])).toBe(true);
    expect(isBlank(0)).toBe(false);
  });
});

describe('distinctOptions', () => {
  it('keeps distinct non-empty values, sorted naturally', () => {
    expect(distinctOptions(['b', 'a', '', null, 'b', ' a ', 'item 10', 'item 2'])).toEqual([
      'a',
      'b',
      'item 2',
      'item 10',
    ]);
  });
});
