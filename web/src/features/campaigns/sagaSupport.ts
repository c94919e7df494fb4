import type { AxiosInstance } from 'axios';
import { call, select } from 'redux-saga/effects';
import { createCampaignsApi, type CampaignsApi } from '../../api/campaigns';
import { createChannelsApi, type ChannelsApi } from '../../api/channels';
import { createListsApi, type ListsApi } from '../../api/lists';
import { createProductLineOptionsApi, type ProductLineOptionsApi } from '../../api/productLineOptions';
import { createTemplatesApi, type TemplatesApi } from '../../api/templates';
import type { SagaDeps } from '../../store/sagaDeps';
import { selectAccessToken } from '../../session/sessionSlice';

/** What the campaign sagas share: their API clients over the one bearer instance, and error handling. */

export interface CampaignApis {
  campaigns: CampaignsApi;
  channels: ChannelsApi;
  templates: TemplatesApi;
  lists: ListsApi;
  productLines: ProductLineOptionsApi;
}

export function* campaignApis(deps: SagaDeps) {
  const http: AxiosInstance = yield call(deps.http);
  const apis: CampaignApis = {
    campaigns: createCampaignsApi(http),
    channels: createChannelsApi(http),
    templates: createTemplatesApi(http),
    lists: createListsApi(http),
    productLines: createProductLineOptionsApi(http),
  };
  return apis;
}

/** The access token, for the calls that also send token_bearer. */
export function* accessToken() {
  const token: string | null = yield select(selectAccessToken);
  return token ?? '';
}

/** Lookups (campaigns, channels, channel accounts, lists) fail quietly: logged, no message to the user. */
export function logLookupFailure(what: string, error: unknown): void {
  console.error(`Could not load ${what}:`, error);
}

/**
 * Approve, reject or stop failed (spec part 2 section 8); the server's reason goes beside it (e.g. "The campaign
 * cannot be approved: its status is 'on going' ..." when someone else acted first): errorMessage's `fixed`.
 */
export const ACTION_FAILED = 'Something wrong. Try again later.';
