import type { AxiosInstance } from 'axios';
import { call, select } from 'redux-saga/effects';
import { ApiError } from '../../api/apiError';
import { serverMessage } from '../../api/errorCore';
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

export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Something went wrong.';
}

/** Lookups (campaigns, channels, channel accounts, lists) fail quietly: logged, no message to the user. */
export function logLookupFailure(what: string, error: unknown): void {
  console.error(`Could not load ${what}:`, error);
}

export const ACTION_FAILED = 'Something wrong. Try again later.';

/**
 * The server's reason for a refused action, shown under ACTION_FAILED (e.g. "The campaign cannot be approved:
 * its status is 'on going' ..." when someone else acted first). None without a server message.
 */
export function actionFailureReason(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status === null || error.status === 502) return undefined;
  return serverMessage(error.data)?.trim() || undefined;
}
