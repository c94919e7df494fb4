import type { FieldEntry, RecordMap } from '../api/fieldEntries';

/** Field entries of one record, as the API sends them (test data builder). */
export function entries(
  id: number,
  values: Record<string, string>,
  updatedAt = '2024-05-01T10:00:00.000Z',
): FieldEntry[] {
  return Object.entries(values).map(([key, value], index) => ({
    id: id * 100 + index,
    table_data_id: id,
    order_number: index + 1,
    name: key,
    key,
    value,
    datatype: 'string',
    is_mandatory: false,
    input_type: 'text',
    updated_at: updatedAt,
  }));
}

export function customer(
  id: number,
  values: Partial<Record<string, string>> = {},
  updatedAt?: string,
): FieldEntry[] {
  return entries(
    id,
    {
      customer_name: `Customer ${id}`,
      mobile_no: `0812000${id}`,
      call_type: 'Repair',
      service_order_no: `SO${id}`,
      model_code: 'EWF8024D3WB',
      city: 'Bandung',
      'product_line_alpha_-_numeric': 'WMF01',
      ...values,
    },
    updatedAt,
  );
}

export function records(...list: FieldEntry[][]): RecordMap {
  return Object.fromEntries(list.map((item) => [String(item[0]!.table_data_id), item]));
}
