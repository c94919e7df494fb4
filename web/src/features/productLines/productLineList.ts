import type { WithSlice } from '@reduxjs/toolkit';
import type { Apis } from '../../api/apis';
import { rootReducer } from '../../store/store';
import type { PropertyFilter } from '../../lib/filters';
import type { FilterDecl } from '../../lists/filters';
import { createListSlice } from '../../lists/listSlice';
import { buildProductLineRows, type ProductLineRow } from './productLineRules';

/** The filters (spec part 1 section 2), each a drop-down over one product-line key, in panel order. */
export const PRODUCT_LINE_FILTERS: readonly FilterDecl<ProductLineRow>[] = [
  { field: 'code', label: 'productLines.column.code', kind: 'select', options: (row) => row.code },
  {
    field: 'model_code',
    label: 'productLines.column.modelCode',
    kind: 'select',
    options: (row) => row.modelCode,
  },
  {
    field: 'model_description',
    label: 'productLines.column.modelDescription',
    kind: 'select',
    options: (row) => row.modelDescription,
  },
  { field: 'value', label: 'productLines.column.value', kind: 'select', options: (row) => row.value },
];

export const productLineList = createListSlice<ProductLineRow, 'productLines'>({
  name: 'productLines',
  title: 'productLines.list.title',
  idPrefix: 'product-line-filter',
  filters: PRODUCT_LINE_FILTERS,
  rowId: (row) => row.id,
});

declare module '../../store/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof productLineList.slice> {}
}

productLineList.slice.injectInto(rootReducer);

/** GET /api/product-lines without filters, its POST with them (spec part 1 section 7). */
export async function loadProductLineRows(api: Apis, filters: PropertyFilter[]) {
  return buildProductLineRows(
    filters.length ? await api.productLines.filter(filters as never) : await api.productLines.list(),
  );
}
