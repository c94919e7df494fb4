import { describe, expect, it } from 'vitest';
import { PRODUCT_LINE_COLUMNS } from '../../../src/state/records/columns.js';
import {
  deleteRecord,
  emptyTable,
  findRecordId,
  insertRecord,
  recordValues,
  updateRecord,
  upsertRecord,
} from '../../../src/state/records/recordTable.js';

const T0 = '2024-01-01T00:00:00.000Z';
const T1 = '2024-02-01T00:00:00.000Z';

describe('record tables', () => {
  it('inserts a record as field entries in column order', () => {
    const table = emptyTable();
    const id = insertRecord(
      table,
      PRODUCT_LINE_COLUMNS,
      { code: 'WM', value: 'Washing Machine', model_code: 'EWF', model_description: 'Front' },
      T0,
    );
    expect(id).toBe('1');
    expect(
      table.records[id]?.map((entry) => [entry.order_number, entry.key, entry.name, entry.value]),
    ).toEqual([
      [1, 'code', 'Code', 'WM'],
      [2, 'value', 'Value', 'Washing Machine'],
      [3, 'model_code', 'Model Code', 'EWF'],
      [4, 'model_description', 'Model Description', 'Front'],
    ]);
    expect(new Set(table.records[id]?.map((entry) => entry.id)).size).toBe(4);
    expect(table.records[id]?.every((entry) => entry.table_data_id === 1 && entry.updated_at === T0)).toBe(
      true,
    );
  });

  it('upserts by natural key and keeps the index in step with updates and deletes', () => {
    const table = emptyTable();
    const first = upsertRecord(table, PRODUCT_LINE_COLUMNS, 'code', { code: 'WM', value: 'Washer' }, T0);
    const second = upsertRecord(
      table,
      PRODUCT_LINE_COLUMNS,
      'code',
      { code: 'WM', value: 'Washing Machine' },
      T1,
    );
    expect(second).toEqual({ id: first.id, created: false });
    expect(recordValues(table.records[first.id] ?? [])).toMatchObject({
      code: 'WM',
      value: 'Washing Machine',
    });
    expect(table.records[first.id]?.[0]?.updated_at).toBe(T1);

    updateRecord(table, first.id, { code: 'WD' }, T1);
    expect(findRecordId(table, 'code', 'WM')).toBeUndefined();
    expect(findRecordId(table, 'code', 'WD')).toBe(first.id);

    expect(deleteRecord(table, first.id)).toBe(true);
    expect(findRecordId(table, 'code', 'WD')).toBeUndefined();
    expect(deleteRecord(table, first.id)).toBe(false);
    expect(upsertRecord(table, PRODUCT_LINE_COLUMNS, 'code', { code: 'WD' }, T1).created).toBe(true);
  });

  it('builds the index from a restored table', () => {
    const table = emptyTable();
    insertRecord(table, PRODUCT_LINE_COLUMNS, { code: 'AC' }, T0);
    const restored = JSON.parse(JSON.stringify(table));
    expect(findRecordId(restored, 'code', 'AC')).toBe('1');
  });
});
