/**
 * Customers, product lines and gift claims arrive as field entries grouped under a record id
 * (spec part 1 section 3): `{ "<id>": FieldEntry[] }`.
 */
export interface FieldEntry {
  id: number;
  /** The record (group) id the entry belongs to. */
  table_data_id: number;
  order_number: number;
  name: string;
  key: string;
  value: string;
  datatype: string;
  is_mandatory: boolean;
  input_type: string;
  /** ISO time. */
  updated_at: string;
}

export type RecordMap = Record<string, FieldEntry[]>;

/** The value of `key` in a record's entries ('' when the record has no such entry or no value). */
export function entryValue(entries: readonly FieldEntry[], key: string): string {
  for (const entry of entries) {
    if (entry.key === key) return entry.value == null ? '' : String(entry.value);
  }
  return '';
}
