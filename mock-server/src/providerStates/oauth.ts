import { param, type ProviderState } from './definition.js';

export const oauthStates: readonly ProviderState[] = [
  {
    name: 'an authorization code was issued for admin',
    description:
      'The authorization code {code} was just issued to admin for the client crm-web and the redirect_uri ' +
      '{redirect_uri}; it is unused, live, and its PKCE code_verifier is {state}.',
    params: {
      code: 'the authorization code',
      state: 'the state of the sign-in, which the app sends as code_verifier',
      redirect_uri: 'the redirect_uri the code was issued for',
    },
    setup: (app, params) => {
      app.auth.plantCode(param(params, 'code'), {
        username: 'admin',
        redirectUri: param(params, 'redirect_uri'),
        state: param(params, 'state'),
      });
    },
  },
  {
    name: 'no authorization code was issued',
    description: 'No authorization code is live: the code `unknown-code` was never issued.',
  },
  {
    name: 'admin holds a live refresh token',
    description:
      'admin holds the live access token {access_token} and the unused refresh token {refresh_token}, ' +
      'both issued to the client crm-web; the setup answers that access token as `accessToken`.',
    params: { access_token: 'the access token', refresh_token: 'the refresh token paired with it' },
    setup: (app, params) => {
      const accessToken = param(params, 'access_token');
      app.auth.plantTokens({ username: 'admin', accessToken, refreshToken: param(params, 'refresh_token') });
      return { accessToken };
    },
  },
  {
    name: 'the refresh token {refresh_token} is not live',
    description:
      'The refresh token {refresh_token} is not live (never issued, used, revoked or expired), so a refresh ' +
      'with it is refused with invalid_grant.',
    params: { refresh_token: 'the refresh token the app sends' },
  },
  {
    name: 'admin has a live login-provider session',
    description:
      'admin has a live session at the login provider. The setup answers `"cookie": "<Cookie header>"` ' +
      'carrying that session beside the access token; the request sends it as its Cookie header.',
    setup: (app) => ({ cookie: `crm_sso=${app.auth.startSession('admin')}` }),
  },
  {
    name: 'there is no login-provider session',
    description: 'The request carries no login-provider session cookie: there is nothing to set up.',
  },
  {
    name: 'the signed-in user is {persona}',
    description:
      'The request carries a live access token of the persona {persona}: the setup answers the token the ' +
      'backend issues when that user signs in (see the personas table in README.md).',
    params: { persona: 'username of the persona' },
    persona: (params) => param(params, 'persona'),
  },
  {
    name: 'the bearer token is not one the backend issued',
    description:
      'The request carries a bearer token the backend never issued, so the protected call is refused with ' +
      '401: the setup answers such a token (the mock answers `contract-test-token`).',
    persona: null,
  },
];
