import type { WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../store/store';
import { createCampaignTableSlice } from './campaignTableSlice';

/** The campaign history screen (/campaign/history). */
export const campaignHistorySlice = createCampaignTableSlice('campaignHistory');

declare module '../../store/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- interface merging adds the slice
  export interface LazyLoadedSlices extends WithSlice<typeof campaignHistorySlice> {}
}

export const injectedCampaignHistorySlice = campaignHistorySlice.injectInto(rootReducer);
export const { selectTable: selectCampaignHistory } = injectedCampaignHistorySlice.selectors;
