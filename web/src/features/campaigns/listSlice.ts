import type { WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../store/store';
import { createCampaignTableSlice } from './campaignTableSlice';

/** The campaign list screen (/campaign/list-campaign). */
export const campaignListSlice = createCampaignTableSlice('campaignList');

declare module '../../store/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- interface merging adds the slice
  export interface LazyLoadedSlices extends WithSlice<typeof campaignListSlice> {}
}

export const injectedCampaignListSlice = campaignListSlice.injectInto(rootReducer);
export const { selectTable: selectCampaignList } = injectedCampaignListSlice.selectors;
