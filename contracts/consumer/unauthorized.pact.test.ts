import { createCampaignsApi } from '../../web/src/api/campaigns';
import { createChannelsApi } from '../../web/src/api/channels';
import { openCustomerList } from '../../web/src/api/customers';
import { createFilesApi } from '../../web/src/api/files';
import { createGiftClaimsApi } from '../../web/src/api/giftClaims';
import { createHttp } from '../../web/src/api/http';
import { createListsApi } from '../../web/src/api/lists';
import { createProductLinesApi } from '../../web/src/api/productLines';
import { createReportsApi } from '../../web/src/api/reports';
import { createTemplatesApi } from '../../web/src/api/templates';
import { AUTH, makePact, TEST_TOKEN, TOKEN_BEARER } from './pact';

/**
 * The spec's central rule: any 401 signs the user out. Every bearer-protected resource family answers a token it
 * never issued (expired, revoked, or from another backend) with a 401; the app then calls its onUnauthorized.
 * Only the status is pinned: the app reads nothing else of a 401.
 */

const UNISSUED = 'the bearer token is not one the backend issued';

type Call = (http: ReturnType<typeof createHttp>, baseUrl: string) => Promise<unknown>;

interface Family {
  family: string;
  description: string;
  method: 'GET' | 'POST';
  path: string;
  query?: Record<string, string>;
  headers?: typeof TOKEN_BEARER;
  body?: unknown;
  call: Call;
  /** The call reports the 401 through its own error instead of the shared http instance. */
  ownFetch?: boolean;
}

const FAMILIES: Family[] = [
  {
    family: 'customers',
    description: 'a customer list request with a token the backend never issued',
    method: 'GET',
    path: '/api/customers',
    call: (_http, baseUrl) => openCustomerList({ token: TEST_TOKEN, filters: null, baseUrl }),
    ownFetch: true,
  },
  {
    family: 'product lines',
    description: 'a product-line list request with a token the backend never issued',
    method: 'GET',
    path: '/api/product-lines',
    call: (http) => createProductLinesApi(http).list(),
  },
  {
    family: 'files and uploads',
    description: 'an upload filter call with a token the backend never issued',
    method: 'POST',
    path: '/api/files/filter',
    body: { filters: [{ key: 'category', value: 'customer' }] },
    call: (http) => createFilesApi(http).filter([{ key: 'category', value: 'customer' }]),
  },
  {
    family: 'gift claims',
    description: 'a gift claim list request with a token the backend never issued',
    method: 'GET',
    path: '/api/gift_claims',
    call: (http) => createGiftClaimsApi(http).list(),
  },
  {
    family: 'campaigns',
    description: 'a campaign list request with a token the backend never issued',
    method: 'GET',
    path: '/api/campaigns',
    call: (http) => createCampaignsApi(http).list(),
  },
  {
    family: 'message templates',
    description: 'a template list request with a token the backend never issued',
    method: 'GET',
    path: '/message-template/',
    query: { account_id: '1' },
    headers: TOKEN_BEARER,
    call: (http) => createTemplatesApi(http).list(1),
  },
  {
    family: 'reports',
    description: 'a report list request with a token the backend never issued',
    method: 'GET',
    path: '/api/reports',
    call: (http) => createReportsApi(http).list(),
  },
  {
    family: 'api-admin',
    description: 'an account options request with a token the backend never issued',
    method: 'GET',
    path: '/api-admin/clients/div-marketing/accounts',
    call: (http) => createChannelsApi(http).clientAccounts('div-marketing'),
  },
  {
    family: 'lists',
    description: 'a customer field list request with a token the backend never issued',
    method: 'GET',
    path: '/api/lists',
    query: { property: 'customer.fields' },
    headers: TOKEN_BEARER,
    call: (http) => createListsApi(http).customerFields(),
  },
  {
    family: 'channel accounts',
    description: 'a channel account list request with a token the backend never issued',
    method: 'GET',
    path: '/api/channel-accounts',
    call: (http) => createChannelsApi(http).channelAccounts(),
  },
  {
    family: 'channels',
    description: 'a channel list request with a token the backend never issued',
    method: 'GET',
    path: '/api/channels',
    call: (http) => createChannelsApi(http).channels(),
  },
  {
    family: 'download-file',
    description: 'a template download with a token the backend never issued',
    method: 'GET',
    path: '/download-file/templates/customer.xls',
    call: (http) => createFilesApi(http).downloadTemplate('customer'),
  },
];

describe('every bearer-protected resource family answers an unissued token with 401', () => {
  it.each(FAMILIES)('$family', async (family) => {
    const onUnauthorized = vi.fn();
    await makePact()
      .addInteraction()
      .given(UNISSUED)
      .uponReceiving(family.description)
      .withRequest(family.method, family.path, (builder) => {
        builder.headers({ ...AUTH, ...family.headers });
        if (family.query) builder.query(family.query);
        if (family.body) builder.jsonBody(family.body);
      })
      .willRespondWith(401)
      .executeTest(async (server) => {
        const http = createHttp({ baseURL: server.url, getAccessToken: () => TEST_TOKEN, onUnauthorized });
        await expect(family.call(http, server.url)).rejects.toMatchObject({ status: 401 });
        if (!family.ownFetch) expect(onUnauthorized).toHaveBeenCalledTimes(1);
      });
  });
});
