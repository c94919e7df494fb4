import type { WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../store/store';
import { createListSlice } from '../../lists/listSlice';
import { CUSTOMER_FILTERS, type CustomerRow } from './customerRules';

/**
 * The customer list on the list kit, like every list: its filters by property (customerRules.ts), the view
 * in the URL, apply, Clear All, chips, sort and search through the kit's view layer (useListView). Its rows
 * stay in the list's worker (up to a quarter of a million customers), its row source: the kit's state holds
 * the page on screen and its figures (`paged`), and customersSaga.ts runs the worker for the kit's actions.
 */
export const customerList = createListSlice<CustomerRow, 'customerList'>({
  name: 'customerList',
  title: 'customers.list.title',
  idPrefix: 'customer-filter',
  filters: CUSTOMER_FILTERS,
  rowId: (row) => row.id,
  paged: true,
});

declare module '../../store/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof customerList.slice> {}
}

customerList.slice.injectInto(rootReducer);
