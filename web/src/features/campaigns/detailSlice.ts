import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { Campaign, CampaignRecipient, CampaignSummary } from '../../api/campaigns';
import type { Text } from '../../i18n/i18n';
import type { CampaignAction } from '@crm/domain';
import type { CustomerField } from '../../api/lists';
import type { ProductLineOption } from '../../api/productLineOptions';
import type { MessageTemplate } from '../../api/templates';
import { rootReducer } from '../../store/store';

/** The campaign detail screen (/campaign/detail). */

export interface CampaignDetailState {
  /** 'missing': no campaign id in session storage. */
  status: 'idle' | 'pending' | 'succeeded' | 'failed' | 'missing';
  /** Why the load failed, for the screen to put into words. */
  error: Text | null;
  campaign: Campaign | null;
  /** Every message of the campaign (the funnel counts these). */
  recipients: CampaignRecipient[];
  /** The result of 'Search By Account', while one is applied. */
  search: { phone: string; rows: CampaignRecipient[] } | null;
  searching: boolean;
  /** The last 'Search By Account' failed: for which phone and why (the table shows it with "Try again"). */
  searchError: { phone: string; message: Text } | null;
  template: MessageTemplate | null;
  productLines: ProductLineOption[];
  customerFields: CustomerField[];
  /** GET /api/campaigns/{id}/summary (spec part 2 section 7): the created date shown comes from it. */
  summary: CampaignSummary | null;
  /** The state change being sent (Approve, Reject, Stop), until the detail shows the new status. */
  acting: CampaignAction | null;
  /** When the campaign shown was fetched (the app clock): what it waits for is judged from then. */
  lookedAt: number | null;
}

const initialState: CampaignDetailState = {
  status: 'idle',
  error: null,
  campaign: null,
  recipients: [],
  search: null,
  searching: false,
  searchError: null,
  template: null,
  productLines: [],
  customerFields: [],
  summary: null,
  acting: null,
  lookedAt: null,
};

function loadedReducer(
  state: CampaignDetailState,
  action: PayloadAction<{ campaign: Campaign; recipients: CampaignRecipient[]; at: number }>,
) {
  state.status = 'succeeded';
  state.campaign = action.payload.campaign;
  state.recipients = action.payload.recipients;
  state.lookedAt = action.payload.at;
}

export const campaignDetailSlice = createSlice({
  name: 'campaignDetail',
  initialState,
  reducers: {
    opened() {
      return { ...initialState, status: 'pending' as const };
    },
    closed() {},
    missing(state) {
      state.status = 'missing';
    },
    loaded: loadedReducer,
    /** The same after Approve, Reject or Stop: the polling judges its pace again from the new status. */
    reloadedAfterChange: loadedReducer,
    /** A look of the polling: the campaign again (its recipients come only when its progress changed). */
    campaignRefreshed(state, action: PayloadAction<{ campaign: Campaign; at: number }>) {
      state.campaign = action.payload.campaign;
      state.lookedAt = action.payload.at;
    },
    recipientsRefreshed(state, action: PayloadAction<CampaignRecipient[]>) {
      state.recipients = action.payload;
    },
    loadFailed(state, action: PayloadAction<Text>) {
      state.status = 'failed';
      state.error = action.payload;
    },
    summaryLoaded(state, action: PayloadAction<CampaignSummary>) {
      state.summary = action.payload;
    },
    actionRequested(state, action: PayloadAction<{ kind: CampaignAction; note?: string }>) {
      state.acting = action.payload.kind;
    },
    actionFinished(state) {
      state.acting = null;
    },
    templateLoaded(state, action: PayloadAction<MessageTemplate>) {
      state.template = action.payload;
    },
    productLinesLoaded(state, action: PayloadAction<ProductLineOption[]>) {
      state.productLines = action.payload;
    },
    customerFieldsLoaded(state, action: PayloadAction<CustomerField[]>) {
      state.customerFields = action.payload;
    },
    searchRequested(state, _action: PayloadAction<string>) {
      state.searching = true;
      state.searchError = null;
    },
    searchSucceeded(state, action: PayloadAction<{ phone: string; rows: CampaignRecipient[] }>) {
      state.searching = false;
      state.searchError = null;
      state.search = action.payload;
    },
    searchFailed(state, action: PayloadAction<{ phone: string; message: Text }>) {
      state.searching = false;
      state.searchError = action.payload;
    },
    searchReset(state) {
      state.search = null;
      state.searching = false;
      state.searchError = null;
    },
  },
  selectors: {
    selectCampaignDetail: (state) => state,
  },
});

declare module '../../store/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- interface merging adds the slice
  export interface LazyLoadedSlices extends WithSlice<typeof campaignDetailSlice> {}
}

export const injectedCampaignDetailSlice = campaignDetailSlice.injectInto(rootReducer);
export const { selectCampaignDetail } = injectedCampaignDetailSlice.selectors;
export const detailActions = campaignDetailSlice.actions;
