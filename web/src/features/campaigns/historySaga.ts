import { createCampaignTableSaga } from './campaignTableSaga';
import { campaignHistorySlice, selectCampaignHistory } from './historySlice';

export const campaignHistorySaga = createCampaignTableSaga(
  campaignHistorySlice,
  'history',
  selectCampaignHistory,
);
