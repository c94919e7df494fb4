import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/store';
import { EMPTY_GIFT_CLAIM_FILTERS, type GiftClaimFilters, type GiftClaimRow } from './giftClaimRules';

export interface GiftClaimsState {
  status: 'idle' | 'pending' | 'succeeded' | 'failed';
  rows: GiftClaimRow[];
  /** Rows of the last unfiltered load: the option lists of the filter selects. */
  optionRows: GiftClaimRow[];
  error: string | null;
  /** The filter form as edited; `applied` is what the list was loaded with. */
  filters: GiftClaimFilters;
  applied: GiftClaimFilters;
}

const initialState: GiftClaimsState = {
  status: 'idle',
  rows: [],
  optionRows: [],
  error: null,
  filters: EMPTY_GIFT_CLAIM_FILTERS,
  applied: EMPTY_GIFT_CLAIM_FILTERS,
};

export const giftClaimsSlice = createSlice({
  name: 'giftClaims',
  initialState,
  reducers: {
    filtersChanged(state, action: PayloadAction<Partial<GiftClaimFilters>>) {
      state.filters = { ...state.filters, ...action.payload };
    },
    filtersApplied(state) {
      state.applied = state.filters;
    },
    filtersCleared(state) {
      state.filters = EMPTY_GIFT_CLAIM_FILTERS;
      state.applied = EMPTY_GIFT_CLAIM_FILTERS;
    },
    listRequested(state) {
      state.status = 'pending';
    },
    listSucceeded(state, action: PayloadAction<{ rows: GiftClaimRow[]; unfiltered: boolean }>) {
      state.status = 'succeeded';
      state.rows = action.payload.rows;
      if (action.payload.unfiltered) state.optionRows = action.payload.rows;
      state.error = null;
    },
    listFailed(state, action: PayloadAction<string>) {
      state.status = 'failed';
      state.error = action.payload;
    },
  },
  selectors: {
    selectGiftClaims: (state) => state,
  },
});

declare module '../../app/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof giftClaimsSlice> {}
}

const injected = giftClaimsSlice.injectInto(rootReducer);

export const { filtersChanged, filtersApplied, filtersCleared, listRequested, listSucceeded, listFailed } =
  giftClaimsSlice.actions;
export const { selectGiftClaims } = injected.selectors;
