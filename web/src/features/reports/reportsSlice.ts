import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { Campaign } from '../../api/campaigns';
import type { Channel } from '@crm/domain';
import type { ChannelAccount } from '../../api/channels';
import type { Report, ReportRequest } from '../../api/reports';
import { rootReducer } from '../../store/store';

export type LoadStatus = 'idle' | 'pending' | 'succeeded' | 'failed';

export interface RequestDialogState {
  open: boolean;
  /** Bumped on every opening: the form starts empty each time. */
  session: number;
  sending: boolean;
  /** The campaign list merged with the FINISHED history, newest first. */
  campaigns: Campaign[];
  campaignsStatus: LoadStatus;
  accounts: ChannelAccount[];
  channels: Channel[];
  /** The channel accounts and the channels (the Channel options need both). */
  channelsStatus: LoadStatus;
}

/** The Request Download dialog's lookups: the campaigns (names, statuses) and the channels. */
export type RequestLookup = 'campaigns' | 'channels';

/** The downloads and the Request Download dialog; the list itself is on the list kit (reportList.ts). */
export interface ReportsState {
  /** The report whose file is being fetched. */
  downloading: number | null;
  request: RequestDialogState;
}

export const initialReportsState: ReportsState = {
  downloading: null,
  request: {
    open: false,
    session: 0,
    sending: false,
    campaigns: [],
    campaignsStatus: 'idle',
    accounts: [],
    channels: [],
    channelsStatus: 'idle',
  },
};

/** State of the Report Campaign screen (/campaign/report). */
export const reportsSlice = createSlice({
  name: 'reports',
  initialState: initialReportsState,
  reducers: {
    downloadRequested(state, action: PayloadAction<Report>) {
      state.downloading = action.payload.id;
    },
    downloadFinished(state) {
      state.downloading = null;
    },
    requestDialogOpened(state) {
      state.request.open = true;
      state.request.session += 1;
      state.request.sending = false;
      // The choices are the campaigns as they are now: those an earlier opening loaded are not offered meanwhile.
      state.request.campaigns = [];
      state.request.campaignsStatus = 'pending';
      state.request.channelsStatus = 'pending';
    },
    requestDialogClosed(state) {
      state.request.open = false;
    },
    requestOptionsLoaded(
      state,
      action: PayloadAction<{ campaigns?: Campaign[]; accounts?: ChannelAccount[]; channels?: Channel[] }>,
    ) {
      const { campaigns, accounts, channels } = action.payload;
      if (campaigns) {
        state.request.campaigns = campaigns;
        state.request.campaignsStatus = 'succeeded';
      }
      if (accounts) state.request.accounts = accounts;
      if (channels) state.request.channels = channels;
      if (accounts && channels) state.request.channelsStatus = 'succeeded';
    },
    /** A lookup could not be loaded: the dialog says so under its fields, with Retry. */
    requestOptionsFailed(state, action: PayloadAction<RequestLookup>) {
      if (action.payload === 'campaigns') state.request.campaignsStatus = 'failed';
      else state.request.channelsStatus = 'failed';
    },
    requestOptionsRetried(state, action: PayloadAction<RequestLookup>) {
      if (action.payload === 'campaigns') state.request.campaignsStatus = 'pending';
      else state.request.channelsStatus = 'pending';
    },
    requestSubmitted(state, _action: PayloadAction<ReportRequest>) {
      state.request.sending = true;
    },
    /** After a valid send, whatever the answer: the form resets and closes (spec part 2 section 4). */
    requestFinished(state) {
      state.request.sending = false;
      state.request.open = false;
    },
  },
  selectors: {
    selectReports: (state) => state,
  },
});

declare module '../../store/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- interface merging adds the slice
  export interface LazyLoadedSlices extends WithSlice<typeof reportsSlice> {}
}

export const injectedReportsSlice = reportsSlice.injectInto(rootReducer);
export const { selectReports } = injectedReportsSlice.selectors;
export const reportsActions = reportsSlice.actions;
