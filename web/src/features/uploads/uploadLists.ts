import type { WithSlice } from '@reduxjs/toolkit';
import type { Apis } from '../../api/apis';
import type { UploadRecord } from '../../api/files';
import type { UploadCategory } from '@crm/domain';
import { rootReducer } from '../../store/store';
import { formatUtc } from '../../lib/dates';
import type { PropertyFilter } from '../../lib/filters';
import type { FilterDecl } from '../../lists/filters';
import { createListSaga } from '../../lists/listSaga';
import { createListSlice, type ListKit } from '../../lists/listSlice';
import { UPLOAD_CATEGORIES, type UploadFilterField } from './uploadCategories';
import { SOON } from '../../polling/pollingPolicy';
import { uploadStatusLabelText } from '../../lib/statuses';
import { anyInProgress, buildUploadFilters, prepareUploadRows, STATUS_OPTIONS } from './uploadRules';

/**
 * The upload lists on the list kit: one list state per category (customer, product line, gift claim), so
 * one category's rows never show on another's screen. Each filter is one declaration: the key the filter
 * call takes (and the URL's), its label, its kind and its options.
 */
export const UPLOAD_FILTERS: Record<UploadFilterField, FilterDecl<UploadRecord>> = {
  // Offered as the table shows uploads, by file name (two uploads of one name told apart by their time), and
  // sent as the upload id the filter call takes (spec part 1 section 7).
  id: {
    field: 'id',
    label: 'uploads.column.idUpload',
    kind: 'select',
    options: (row) => row.filename || row.uuid,
    optionValue: (row) => row.uuid,
    optionHint: (row) => formatUtc(row.upload_at ?? row.created_at ?? row.updated_at),
  },
  uploadBy: {
    field: 'upload_by',
    label: 'uploads.column.uploadBy',
    kind: 'select',
    options: (row) => row.upload_by_user_name,
  },
  division: {
    field: 'division',
    label: 'uploads.column.division',
    kind: 'select',
    options: (row) => row.upload_by_division_name,
  },
  status: {
    field: 'status',
    label: 'uploads.column.status',
    kind: 'select',
    choices: STATUS_OPTIONS,
    choiceText: uploadStatusLabelText,
  },
  lastUpdate: { field: 'upload_at', label: 'uploads.column.lastUpdate', kind: 'date', utcDay: true },
};

/**
 * An upload list's declaration: the category's heading, its filters in the order the spec lists them for it
 * (the panel's, the chips' and the URL's), the upload's uuid as the row identity.
 */
function uploadListConfig<Name extends string>(name: Name, category: UploadCategory) {
  const { listHeading, tableLabel, filters } = UPLOAD_CATEGORIES[category];
  return {
    name,
    title: listHeading,
    tableLabel,
    idPrefix: 'upload-filter',
    filters: filters.map((field) => UPLOAD_FILTERS[field]),
    rowId: (row: UploadRecord) => row.uuid,
  };
}

export const customerUploadList = createListSlice<UploadRecord, 'customerUploadList'>(
  uploadListConfig('customerUploadList', 'customer'),
);
export const productLineUploadList = createListSlice<UploadRecord, 'productLineUploadList'>(
  uploadListConfig('productLineUploadList', 'product_line'),
);
export const giftClaimUploadList = createListSlice<UploadRecord, 'giftClaimUploadList'>(
  uploadListConfig('giftClaimUploadList', 'gift_claim'),
);

declare module '../../store/store' {
  export interface LazyLoadedSlices
    extends
      WithSlice<typeof customerUploadList.slice>,
      WithSlice<typeof productLineUploadList.slice>,
      WithSlice<typeof giftClaimUploadList.slice> {}
}

customerUploadList.slice.injectInto(rootReducer);
productLineUploadList.slice.injectInto(rootReducer);
giftClaimUploadList.slice.injectInto(rootReducer);

/** POST /api/files/filter with the category and the filters; the category's rows, newest first. */
export async function loadUploadRows(
  api: Apis,
  category: UploadCategory,
  filters: PropertyFilter[],
): Promise<UploadRecord[]> {
  const records = await api.files.filter(buildUploadFilters(category, filters));
  return prepareUploadRows(records, category);
}

function uploadListSaga(kit: ListKit<UploadRecord>, category: UploadCategory) {
  return createListSaga<UploadRecord>(kit, {
    load: (api, filters) => loadUploadRows(api, category, filters),
    // While an upload is On Going the list reloads itself (quietly, on the page the user is on), by the
    // polling policy: the server moves it by itself within seconds.
    refresh: { pace: (rows) => (anyInProgress(rows) ? SOON : null) },
  });
}

export const UPLOAD_LISTS: Record<
  UploadCategory,
  { kit: ListKit<UploadRecord>; saga: ReturnType<typeof createListSaga<UploadRecord>> }
> = {
  customer: { kit: customerUploadList, saga: uploadListSaga(customerUploadList, 'customer') },
  product_line: { kit: productLineUploadList, saga: uploadListSaga(productLineUploadList, 'product_line') },
  gift_claim: { kit: giftClaimUploadList, saga: uploadListSaga(giftClaimUploadList, 'gift_claim') },
};
