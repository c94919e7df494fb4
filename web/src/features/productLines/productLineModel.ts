import type { ProductLineEntryUpdate, ProductLineFilter, ProductLineRecords } from '../../api/productLines';
import { entryValue, type FieldEntry } from '../../api/fieldEntries';
import { buildPropertyFilters, distinctOptions, isBlank } from '../../lib/filters';

/** Pure rules of the product line screen: rows, filter options and requests, edits. */

/** Rows per page (spec part 1 section 9). */
export const PRODUCT_LINE_PAGE_SIZE = 5;

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

/** The filters (spec part 1 section 2), each a drop-down over one product-line key. */
export const PRODUCT_LINE_FILTERS = [
  { field: 'code', label: 'Code', property: 'code' },
  { field: 'modelCode', label: 'Model Code', property: 'model_code' },
  { field: 'modelDescription', label: 'Model Description', property: 'model_description' },
  { field: 'value', label: 'Value', property: 'value' },
] as const;

export type ProductLineFilterField = (typeof PRODUCT_LINE_FILTERS)[number]['field'];
export type ProductLineFilterValues = Record<ProductLineFilterField, string | null>;
export type ProductLineFilterOptions = Record<ProductLineFilterField, string[]>;

export const EMPTY_PRODUCT_LINE_FILTERS: ProductLineFilterValues = {
  code: null,
  modelCode: null,
  modelDescription: null,
  value: null,
};

export function buildProductLineOptions(rows: readonly ProductLineRow[]): ProductLineFilterOptions {
  return Object.fromEntries(
    PRODUCT_LINE_FILTERS.map(({ field }) => [field, distinctOptions(rows.map((row) => row[field]))]),
  ) as ProductLineFilterOptions;
}

/** Empty filters left out; an empty list means: load the whole list instead. */
export function buildProductLineFilterRequest(values: ProductLineFilterValues): ProductLineFilter[] {
  return buildPropertyFilters(
    Object.fromEntries(PRODUCT_LINE_FILTERS.map(({ field, property }) => [property, values[field]])),
  ) as ProductLineFilter[];
}

export interface ProductLineEditValues {
  code: string;
  value: string;
  modelCode: string;
  modelDescription: string;
}

export const FILL_ALL_FIELDS = 'Please fill out all fields to proceed';

/** Code, Model Code and Model Description must be non-empty; Value is not checked (spec part 1 section 5). */
export function validateProductLineEdit(values: ProductLineEditValues): string | null {
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
