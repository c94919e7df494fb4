import type { ProductLineEntryUpdate, ProductLineRecords } from '../../api/productLines';
import { entryValue, type FieldEntry } from '../../api/fieldEntries';
import { isBlank } from '../../lib/filters';
import type { MessageId } from '../../i18n/i18n';

/** Pure rules of the product line screen: rows, filter options and requests, edits. */

export interface ProductLineRow {
  id: string;
  code: string;
  value: string;
  modelCode: string;
  modelDescription: string;
  /** The entries as loaded: the PUT sends them back (a few dozen records, small enough for Redux). */
  entries: FieldEntry[];
}

export function buildProductLineRows(records: ProductLineRecords): ProductLineRow[] {
  return Object.keys(records)
    .filter((id) => Array.isArray(records[id]))
    .map((id) => {
      const entries = records[id]!;
      return {
        id,
        code: entryValue(entries, 'code'),
        value: entryValue(entries, 'value'),
        modelCode: entryValue(entries, 'model_code'),
        modelDescription: entryValue(entries, 'model_description'),
        entries,
      };
    });
}

export interface ProductLineEditValues {
  code: string;
  value: string;
  modelCode: string;
  modelDescription: string;
}

/** Spec part 1 section 5: "Please fill out all fields to proceed". */
export const FILL_ALL_FIELDS: MessageId = 'productLines.edit.fillAllFields';

/** Code, Model Code and Model Description must be non-empty; Value is not checked (spec part 1 section 5). */
export function validateProductLineEdit(values: ProductLineEditValues): MessageId | null {
  return [values.code, values.modelCode, values.modelDescription].some(isBlank) ? FILL_ALL_FIELDS : null;
}

const EDIT_KEYS: Record<keyof ProductLineEditValues, string> = {
  code: 'code',
  value: 'value',
  modelCode: 'model_code',
  modelDescription: 'model_description',
};

/** The PUT body: the loaded entries without table_data_id and order_number, edited values, updated_at now. */
export function buildProductLineUpdate(
  entries: readonly FieldEntry[],
  values: ProductLineEditValues,
  nowIso: string,
): ProductLineEntryUpdate[] {
  const edited = new Map<string, string>(
    (Object.keys(EDIT_KEYS) as (keyof ProductLineEditValues)[]).map((field) => [
      EDIT_KEYS[field],
      values[field].trim(),
    ]),
  );
  return entries.map(({ table_data_id: _recordId, order_number: _order, ...entry }) => ({
    ...entry,
    value: edited.has(entry.key) ? (edited.get(entry.key) as string) : entry.value,
    updated_at: nowIso,
  }));
}

/** The row as saved: the PUT's values in its entries, so the list shows them before any reload. */
export function editedProductLineRow(row: ProductLineRow, update: readonly ProductLineEntryUpdate[]) {
  const byKey = new Map(update.map((entry) => [entry.key, entry]));
  const entries = row.entries.map((entry) => {
    const saved = byKey.get(entry.key);
    return saved ? { ...entry, value: saved.value, updated_at: saved.updated_at } : entry;
  });
  return buildProductLineRows({ [row.id]: entries })[0] as ProductLineRow;
}
