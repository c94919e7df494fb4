import type { AxiosInstance } from 'axios';
import { createCampaignsApi } from './campaigns';
import { createChannelsApi } from './channels';
import { createCustomersApi } from './customers';
import { createFilesApi } from './files';
import { createGiftClaimsApi } from './giftClaims';
import { createListsApi } from './lists';
import { createProductLineOptionsApi } from './productLineOptions';
import { createProductLinesApi } from './productLines';
import { createReportsApi } from './reports';
import { createTemplatesApi } from './templates';

/**
 * Every area's API module over one bearer instance: what sagas reach the backend through (`deps.api`, see
 * store/sagaDeps.ts). Tests build the same modules over a fake instance (test/sagaDeps.ts `makeDeps`).
 */
export function createApis(http: AxiosInstance) {
  return {
    campaigns: createCampaignsApi(http),
    channels: createChannelsApi(http),
    customers: createCustomersApi(http),
    files: createFilesApi(http),
    giftClaims: createGiftClaimsApi(http),
    lists: createListsApi(http),
    productLineOptions: createProductLineOptionsApi(http),
    productLines: createProductLinesApi(http),
    reports: createReportsApi(http),
    templates: createTemplatesApi(http),
  };
}

export type Apis = ReturnType<typeof createApis>;
