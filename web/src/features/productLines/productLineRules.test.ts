import { entries, records } from '@crm/fixtures';
import {
  FILL_ALL_FIELDS,
  buildProductLineRows,
  buildProductLineUpdate,
  validateProductLineEdit,
} from './productLineRules';

const line = (id: number, code: string, value: string, modelCode: string, description: string) =>
  entries(id, { code, value, model_code: modelCode, model_description: description });

const data = records(
  line(2, 'WMF02', 'Washing Machine Front Load', 'EWF9024P5WB', '9kg Washer'),
  line(1, 'WMF01', 'Washing Machine Front Load', 'EWF8024D3WB', '8kg Washer'),
  line(3, 'RF201', '', 'ETB3400J-A', '320L Refrigerator'),
);

describe('product-line rows', () => {
  it('maps Code, Value, Model Code, Model Description, keeping the entries for the edit', () => {
    const rows = buildProductLineRows(data);
    expect(rows.map((row) => [row.id, row.code, row.value, row.modelCode, row.modelDescription])).toEqual([
      ['1', 'WMF01', 'Washing Machine Front Load', 'EWF8024D3WB', '8kg Washer'],
      ['2', 'WMF02', 'Washing Machine Front Load', 'EWF9024P5WB', '9kg Washer'],
      ['3', 'RF201', '', 'ETB3400J-A', '320L Refrigerator'],
    ]);
    expect(rows[0]?.entries).toBe(data['1']);
  });
});

describe('product-line edit', () => {
  const values = { code: 'WMF01', value: '', modelCode: 'EWF', modelDescription: 'Washer' };

  it('needs Code, Model Code and Model Description; Value may be empty', () => {
    expect(validateProductLineEdit(values)).toBeNull();
    for (const field of ['code', 'modelCode', 'modelDescription'] as const) {
      expect(validateProductLineEdit({ ...values, [field]: '' })).toBe(FILL_ALL_FIELDS);
    }
  });

  it('sends the entries without table_data_id and order_number, edited, with updated_at now', () => {
    const body = buildProductLineUpdate(
      data['1']!,
      { ...values, value: ' New Label ' },
      '2025-01-01T00:00:00.000Z',
    );
    expect(body).toHaveLength(4);
    for (const entry of body) {
      expect(entry).not.toHaveProperty('table_data_id');
      expect(entry).not.toHaveProperty('order_number');
      expect(entry.updated_at).toBe('2025-01-01T00:00:00.000Z');
    }
    expect(body.map((entry) => [entry.key, entry.value])).toEqual([
      ['code', 'WMF01'],
      ['value', 'New Label'],
      ['model_code', 'EWF'],
      ['model_description', 'Washer'],
    ]);
    expect(body[0]?.id).toBe(data['1']![0]!.id);
  });
});
