import type { WithSlice } from '@reduxjs/toolkit';
import type { Apis } from '../../api/apis';
import { createElement } from 'react';
import { BreakableText } from '../../components/BreakableText';
import { rootReducer } from '../../store/store';
import type { Column } from '../../components/column';
import type { PropertyFilter } from '../../lib/filters';
import type { FilterDecl } from '../../lists/filters';
import { createListSaga } from '../../lists/listSaga';
import { createListSlice } from '../../lists/listSlice';
import { toGiftClaimRows, type GiftClaimRow } from './giftClaimRules';

/**
 * The filters of the gift claim list (spec part 2 section 2), in panel order. Each is one declaration:
 * the property the filter call sends (and the URL key), the label, the kind and where its options come from.
 */
export const GIFT_CLAIM_FILTERS: readonly FilterDecl<GiftClaimRow>[] = [
  { field: 'nama', label: 'giftClaims.list.customerName', kind: 'select', options: (row) => row.nama },
  { field: 'no_hp', label: 'giftClaims.list.contact', kind: 'select', options: (row) => row.no_hp },
  { field: 'id_claim', label: 'giftClaims.list.idClaim', kind: 'select', options: (row) => row.id_claim },
  { field: 'toko_', label: 'giftClaims.list.storeName', kind: 'select', options: (row) => row.toko_ },
  { field: 'tanggal_pembelian', label: 'giftClaims.list.purchaseDate', kind: 'date' },
  {
    field: 'pembelian',
    label: 'giftClaims.list.productModel',
    kind: 'select',
    options: (row) => row.pembelian,
  },
  { field: 'updated_at', label: 'giftClaims.list.lastUpdate', kind: 'date', utcDay: true },
  {
    field: 'status_klaim',
    label: 'giftClaims.list.statusClaim',
    kind: 'select',
    options: (row) => row.status_klaim,
  },
];

/**
 * The columns (spec part 2 section 2), eleven, as wide as their content asks (DataTable). Names, phone numbers
 * and statuses wrap at their spaces (never cut: a clerk reads them), claim ids break after their hyphens; the
 * store, the product model, the prize and the tracking number show their first line, cut between words with
 * "…" when long, and show whole on hover and keyboard focus.
 */
export const GIFT_CLAIM_COLUMNS: readonly Column<GiftClaimRow>[] = [
  { header: 'giftClaims.list.name', value: (row) => row.nama, blank: '-' },
  { header: 'giftClaims.list.contact', value: (row) => row.no_hp, blank: '-' },
  {
    header: 'giftClaims.list.idClaim',
    value: (row) => row.id_claim,
    // "GC-202607-00061" breaks after its hyphens when the column is narrow (a browser keeps "-0" together).
    cell: (row) => createElement(BreakableText, { text: row.id_claim || '-' }),
  },
  { header: 'giftClaims.list.storeName', value: (row) => row.toko_, blank: '-', cut: true },
  { header: 'giftClaims.list.purchaseDate', value: (row) => row.tanggal_pembelian, blank: '-' },
  { header: 'giftClaims.list.productModel', value: (row) => row.pembelian, blank: '-', cut: true },
  { header: 'giftClaims.list.dateClaim', value: (row) => row.tanggal_klaim, blank: '-' },
  { header: 'giftClaims.list.prize', value: (row) => row.hadiah, blank: '-', cut: true },
  { header: 'giftClaims.list.qty', value: (row) => row.qty, blank: '-' },
  {
    header: 'giftClaims.list.noResi',
    value: (row) => row.resi,
    blank: '-',
    cut: true,
  },
  { header: 'giftClaims.list.statusClaim', value: (row) => row.status_klaim, blank: '-' },
];

export const giftClaimList = createListSlice<GiftClaimRow, 'giftClaims'>({
  name: 'giftClaims',
  title: 'giftClaims.list.title',
  tableLabel: 'giftClaims.list.tableLabel',
  idPrefix: 'gift-filter',
  filters: GIFT_CLAIM_FILTERS,
  rowId: (row) => row.id,
});

declare module '../../store/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof giftClaimList.slice> {}
}

giftClaimList.slice.injectInto(rootReducer);

/** GET /api/gift_claims without filters, its POST with them (spec part 2 section 7). */
export async function loadGiftClaimRows(api: Apis, filters: PropertyFilter[]) {
  return toGiftClaimRows(filters.length ? await api.giftClaims.filter(filters) : await api.giftClaims.list());
}

export const giftClaimsSaga = createListSaga(giftClaimList, { load: loadGiftClaimRows });
