import { keepOfferedModelCodes, modelCodesFor, productLineNames, purchaseRangeText } from './segmentation';

const lines = [
  { id: '1', code: 'WM01', value: 'Washing Machine', model_code: 'A', model_description: '' },
  { id: '2', code: 'WM02', value: 'Washing Machine', model_code: 'B', model_description: '' },
  { id: '3', code: 'RF01', value: 'Refrigerator', model_code: 'C', model_description: '' },
];

describe('segmentation chips', () => {
  it('maps product-line codes to names, de-duplicated; unknown codes stay', () => {
    expect(productLineNames(['WM01', 'wm02', 'RF01', 'XX9'], lines)).toEqual([
      'Washing Machine',
      'Refrigerator',
      'XX9',
    ]);
  });

  it('purchase range as DD/MM/YYYY', () => {
    expect(purchaseRangeText('2023-01-05', '2024-02-29')).toBe('05/01/2023 - 29/02/2024');
    expect(purchaseRangeText(null, null)).toBe('-');
  });

  it('model codes narrow to the chosen product lines', () => {
    const more = [
      ...lines,
      { id: '4', code: 'WM01', value: 'Washing Machine', model_code: 'A2', model_description: '' },
    ];
    expect(modelCodesFor(more, [])).toEqual([]);
    expect(modelCodesFor(more, ['WM01'])).toEqual(['A', 'A2']);
    expect(modelCodesFor(more, ['wm01', 'RF01'])).toEqual(['A', 'A2', 'C']);
    expect(keepOfferedModelCodes(more, ['RF01'], ['A', 'C'])).toEqual(['C']);
  });
});
