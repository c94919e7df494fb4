import type { FieldEntry } from '@crm/domain';
import type { ColumnDef } from './columns.js';

// The only place that changes a table, so its natural-key index stays right.

/** One shape for the web app and the mock (@crm/domain). */
export type { FieldEntry } from '@crm/domain';

/** Part of the state snapshot, so JSON-serialisable. Record ids are numeric strings. */
export interface RecordTable {
  records: Record<string, FieldEntry[]>;
  nextRecordId: number;
  nextEntryId: number;
}

export function emptyTable(): RecordTable {
  return { records: {}, nextRecordId: 1, nextEntryId: 1 };
}

export type RecordValues = Record<string, string>;

export function recordValues(entries: readonly FieldEntry[]): RecordValues {
  const values: RecordValues = {};
  for (const entry of entries) values[entry.key] = entry.value;
  return values;
}

// Built on first use and kept in step by the functions below.
const indexes = new WeakMap<RecordTable, Map<string, Map<string, string>>>();

function indexFor(table: RecordTable, key: string): Map<string, string> {
  let byKey = indexes.get(table);
  if (!byKey) {
    byKey = new Map();
    indexes.set(table, byKey);
  }
  let index = byKey.get(key);
  if (!index) {
    index = new Map();
    for (const [id, entries] of Object.entries(table.records)) {
      const value = entries.find((entry) => entry.key === key)?.value;
      if (value) index.set(value, id);
    }
    byKey.set(key, index);
  }
  return index;
}

function reindex(
  table: RecordTable,
  id: string,
  before: RecordValues | undefined,
  after: RecordValues | undefined,
): void {
  const byKey = indexes.get(table);
  if (!byKey) return;
  for (const [key, index] of byKey) {
    const old = before?.[key];
    if (old && index.get(old) === id) index.delete(old);
    const value = after?.[key];
    if (value) index.set(value, id);
  }
}

/** O(1) after the first call. */
export function findRecordId(table: RecordTable, key: string, value: string): string | undefined {
  return indexFor(table, key).get(value);
}

function buildEntries(
  table: RecordTable,
  columns: readonly ColumnDef[],
  id: string,
  values: RecordValues,
  updatedAt: string,
): FieldEntry[] {
  return columns.map((column, index) => ({
    id: table.nextEntryId++,
    table_data_id: Number(id),
    order_number: index + 1,
    name: column.name,
    key: column.key,
    value: values[column.key] ?? '',
    datatype: column.datatype,
    is_mandatory: column.is_mandatory,
    input_type: column.input_type,
    updated_at: updatedAt,
  }));
}

export function insertRecord(
  table: RecordTable,
  columns: readonly ColumnDef[],
  values: RecordValues,
  updatedAt: string,
): string {
  const id = String(table.nextRecordId++);
  table.records[id] = buildEntries(table, columns, id, values, updatedAt);
  reindex(table, id, undefined, values);
  return id;
}

/** Other fields unchanged; false when there is no such record. */
export function updateRecord(
  table: RecordTable,
  id: string,
  values: RecordValues,
  updatedAt: string,
): boolean {
  const entries = table.records[id];
  if (!entries) return false;
  const before = recordValues(entries);
  for (const entry of entries) {
    if (Object.hasOwn(values, entry.key)) {
      entry.value = values[entry.key] ?? '';
    }
    entry.updated_at = updatedAt;
  }
  reindex(table, id, before, recordValues(entries));
  return true;
}

export function upsertRecord(
  table: RecordTable,
  columns: readonly ColumnDef[],
  naturalKey: string,
  values: RecordValues,
  updatedAt: string,
): { id: string; created: boolean } {
  const existing = values[naturalKey] ? findRecordId(table, naturalKey, values[naturalKey]) : undefined;
  if (existing && updateRecord(table, existing, values, updatedAt)) return { id: existing, created: false };
  return { id: insertRecord(table, columns, values, updatedAt), created: true };
}

export function deleteRecord(table: RecordTable, id: string): boolean {
  const entries = table.records[id];
  if (!entries) return false;
  reindex(table, id, recordValues(entries), undefined);
  delete table.records[id];
  return true;
}
