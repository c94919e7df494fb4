import { PERSONAS } from '@crm/fixtures';
import { MatchersV3 } from '@pact-foundation/pact';
import { ApiError } from '../../web/src/api/apiError';
import { createPlainHttp } from '../../web/src/api/http';
import { createOAuthApi } from '../../web/src/api/oauth';
import { formBody, makePact } from './pact';

const { like, eachLike, integer, string, fromProviderState } = MatchersV3;

/** The /oauth calls of spec part 1 section 7, made with the web app's own OAuth module. */

export const OAUTH_FIXTURES = {
  code: 'contract-code-123',
  state: 'contract-state-abc',
  redirectUri: 'http://localhost:8080/auth/callback',
  accessToken: 'contract-access-token',
  refreshToken: 'contract-refresh-token',
};

const client = {
  clientId: 'crm-web',
  clientSecret: 'crm-web-secret',
  redirectUri: OAUTH_FIXTURES.redirectUri,
};
const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };

/** What the app reads of a token response: the tokens, their lifetime and the user. */
const tokenResponse = {
  access_token: string('an-access-token'),
  refresh_token: string('a-refresh-token'),
  expires_in: integer(3600),
  token_type: string('Bearer'),
  user: like({
    display_name: string(PERSONAS.admin.name),
    applications: eachLike('crm'),
    modules: eachLike('crm.customer.list'),
    divisions: eachLike({ id: string('div-consumer-care'), name: string('Consumer Care') }),
  }),
};

const oauthError = { error: string('invalid_grant'), error_description: string('why it was refused') };

function api(baseURL: string, cookie?: string) {
  const http = createPlainHttp(baseURL);
  // What the browser adds to the request by itself (withCredentials): the login provider's session cookie.
  if (cookie) http.defaults.headers.common.Cookie = cookie;
  return createOAuthApi(http, client);
}

/** The login provider's session cookie: the Cookie header the session state's setup answers. */
const SESSION_COOKIE = 'crm_sso=contract-session';

describe('OAuth contract (crm-web → crm-backend)', () => {
  it('exchanges an authorization code; the state is the code_verifier', async () => {
    await makePact()
      .addInteraction()
      .given('an authorization code was issued for admin', {
        code: OAUTH_FIXTURES.code,
        state: OAUTH_FIXTURES.state,
        redirect_uri: OAUTH_FIXTURES.redirectUri,
      })
      .uponReceiving('a token request with grant_type=authorization_code')
      .withRequest('POST', '/oauth/token', (builder) =>
        formBody(builder.headers(FORM), {
          grant_type: 'authorization_code',
          code: OAUTH_FIXTURES.code,
          redirect_uri: OAUTH_FIXTURES.redirectUri,
          client_id: client.clientId,
          code_verifier: OAUTH_FIXTURES.state,
          client_secret: client.clientSecret,
        }),
      )
      .willRespondWith(200, (builder) => builder.jsonBody(tokenResponse))
      .executeTest(async (server) => {
        const response = await api(server.url).exchangeCode(OAUTH_FIXTURES.code, OAUTH_FIXTURES.state);
        expect(response.access_token).toBe('an-access-token');
        expect(response.user.modules).toContain('crm.customer.list');
      });
  });

  it('a refused code exchange is an RFC 6749 error', async () => {
    await makePact()
      .addInteraction()
      .given('no authorization code was issued')
      .uponReceiving('a token request with an unknown authorization code')
      .withRequest('POST', '/oauth/token', (builder) =>
        formBody(builder.headers(FORM), {
          grant_type: 'authorization_code',
          code: 'unknown-code',
          redirect_uri: OAUTH_FIXTURES.redirectUri,
          client_id: client.clientId,
          code_verifier: OAUTH_FIXTURES.state,
          client_secret: client.clientSecret,
        }),
      )
      .willRespondWith(400, (builder) => builder.jsonBody({ ...oauthError, error: 'invalid_grant' }))
      .executeTest(async (server) => {
        await expect(
          api(server.url).exchangeCode('unknown-code', OAUTH_FIXTURES.state),
        ).rejects.toBeInstanceOf(ApiError);
      });
  });

  it('refreshes with the refresh token', async () => {
    await makePact()
      .addInteraction()
      .given('admin holds a live refresh token', {
        access_token: OAUTH_FIXTURES.accessToken,
        refresh_token: OAUTH_FIXTURES.refreshToken,
      })
      .uponReceiving('a token request with grant_type=refresh_token')
      .withRequest('POST', '/oauth/token', (builder) =>
        formBody(builder.headers(FORM), {
          grant_type: 'refresh_token',
          refresh_token: OAUTH_FIXTURES.refreshToken,
          client_id: client.clientId,
          client_secret: client.clientSecret,
        }),
      )
      .willRespondWith(200, (builder) => builder.jsonBody(tokenResponse))
      .executeTest(async (server) => {
        const response = await api(server.url).refresh(OAUTH_FIXTURES.refreshToken);
        expect(response.access_token).toEqual(expect.any(String));
        expect(response.refresh_token).toEqual(expect.any(String));
      });
  });

  it('a refused refresh is an RFC 6749 invalid_grant', async () => {
    const refreshToken = 'contract-revoked-refresh-token';
    await makePact()
      .addInteraction()
      .given('the refresh token {refresh_token} is not live', { refresh_token: refreshToken })
      .uponReceiving('a token request with a refresh token that is not live')
      .withRequest('POST', '/oauth/token', (builder) =>
        formBody(builder.headers(FORM), {
          grant_type: 'refresh_token',
          refresh_token: refreshToken,
          client_id: client.clientId,
          client_secret: client.clientSecret,
        }),
      )
      .willRespondWith(400, (builder) => builder.jsonBody({ ...oauthError, error: 'invalid_grant' }))
      .executeTest(async (server) => {
        await expect(api(server.url).refresh(refreshToken)).rejects.toMatchObject({ status: 400 });
      });
  });

  it('bootstraps a session from the provider session (grant_type=redis)', async () => {
    await makePact()
      .addInteraction()
      .given('admin has a live login-provider session')
      .uponReceiving('a token request with grant_type=redis')
      .withRequest('POST', '/oauth/token', (builder) =>
        formBody(builder.headers({ ...FORM, Cookie: fromProviderState('${cookie}', SESSION_COOKIE) }), {
          grant_type: 'redis',
        }),
      )
      .willRespondWith(200, (builder) => builder.jsonBody(tokenResponse))
      .executeTest(async (server) => {
        const response = await api(server.url, SESSION_COOKIE).sessionGrant();
        expect(response.user.display_name).toBe(PERSONAS.admin.name);
      });
  });

  it('refuses grant_type=redis without a provider session: 400 invalid_grant (RFC 6749 section 5.2)', async () => {
    await makePact()
      .addInteraction()
      .given('there is no login-provider session')
      .uponReceiving('a token request with grant_type=redis and no provider session')
      .withRequest('POST', '/oauth/token', (builder) =>
        formBody(builder.headers(FORM), { grant_type: 'redis' }),
      )
      .willRespondWith(400, (builder) => builder.jsonBody({ ...oauthError, error: 'invalid_grant' }))
      .executeTest(async (server) => {
        // The app sends the user to the login provider on any failure of this grant (spec part 1 section 4).
        await expect(api(server.url).sessionGrant()).rejects.toMatchObject({ status: 400 });
      });
  });

  it('logs out with the access token as `code`', async () => {
    await makePact()
      .addInteraction()
      .given('admin holds a live refresh token', {
        access_token: OAUTH_FIXTURES.accessToken,
        refresh_token: OAUTH_FIXTURES.refreshToken,
      })
      .uponReceiving('a logout request')
      .withRequest('GET', '/oauth/logout', (builder) =>
        builder.query({ code: fromProviderState('${accessToken}', OAUTH_FIXTURES.accessToken) }).headers({
          Authorization: fromProviderState('Bearer ${accessToken}', `Bearer ${OAUTH_FIXTURES.accessToken}`),
        }),
      )
      .willRespondWith(200)
      .executeTest(async (server) => {
        await expect(api(server.url).logout(OAUTH_FIXTURES.accessToken)).resolves.toBeUndefined();
      });
  });
});
