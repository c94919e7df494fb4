import { createCampaignTableSaga } from './campaignTableSaga';
import { campaignListSlice, selectCampaignList } from './listSlice';

export const campaignListSaga = createCampaignTableSaga(campaignListSlice, 'list', selectCampaignList);
