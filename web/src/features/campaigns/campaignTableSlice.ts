import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Campaign } from '../../api/campaigns';
import type { Channel, ChannelAccount } from '../../api/channels';
import type { PropertyFilter } from '../../lib/filters';
import type { CampaignAction } from '../../lib/statuses';

/** State of a campaign table screen (the campaign list and the campaign history share it). */

/** Approve, reject, stop: the actions of the campaign status catalogue. */
export type ActionKind = CampaignAction;

export interface CampaignTableState {
  status: 'idle' | 'pending' | 'succeeded' | 'failed';
  error: string | null;
  campaigns: Campaign[];
  /** The last full list: the filter drop-downs take their options from it. */
  optionSource: Campaign[];
  /** The filters behind the rows shown ([]: the full list). */
  filters: PropertyFilter[];
  accounts: ChannelAccount[];
  channels: Channel[];
  /** The state change being sent, if any. */
  acting: { campaignId: number; kind: ActionKind } | null;
}

export const initialTableState: CampaignTableState = {
  status: 'idle',
  error: null,
  campaigns: [],
  optionSource: [],
  filters: [],
  accounts: [],
  channels: [],
  acting: null,
};

export function createCampaignTableSlice<Name extends string>(name: Name) {
  return createSlice({
    name,
    initialState: initialTableState,
    reducers: {
      /** The screen opened: lookups and the full list load; the rows refresh themselves while it is open. */
      opened() {},
      /** The screen closed: its background refresh ends. */
      closed() {},
      loadRequested(state, action: PayloadAction<PropertyFilter[]>) {
        state.status = 'pending';
        state.error = null;
        state.filters = action.payload;
      },
      loadSucceeded(state, action: PayloadAction<Campaign[]>) {
        state.status = 'succeeded';
        state.campaigns = action.payload;
        if (state.filters.length === 0) state.optionSource = action.payload;
      },
      /**
       * A background refresh of the rows shown (same filters): no loading state, so the table, its page and
       * the scroll position stay as they are.
       */
      refreshed(state, action: PayloadAction<Campaign[]>) {
        if (state.status !== 'succeeded') return;
        state.campaigns = action.payload;
        if (state.filters.length === 0) state.optionSource = action.payload;
      },
      loadFailed(state, action: PayloadAction<string>) {
        state.status = 'failed';
        state.error = action.payload;
        state.campaigns = [];
      },
      lookupsLoaded(state, action: PayloadAction<{ accounts?: ChannelAccount[]; channels?: Channel[] }>) {
        if (action.payload.accounts) state.accounts = action.payload.accounts;
        if (action.payload.channels) state.channels = action.payload.channels;
      },
      detailsRequested(_state, _action: PayloadAction<number>) {},
      actionRequested(state, action: PayloadAction<{ campaignId: number; kind: ActionKind; note?: string }>) {
        // The saga ignores a request while one runs (takeLeading); so does the state.
        if (state.acting) return;
        state.acting = { campaignId: action.payload.campaignId, kind: action.payload.kind };
      },
      actionFinished(state) {
        state.acting = null;
      },
    },
    selectors: {
      selectTable: (state) => state,
    },
  });
}

export type CampaignTableSlice = ReturnType<typeof createCampaignTableSlice<string>>;
