import type { ProviderContext, StateHandlers } from '../providerContext';

/** Provider states of the /oauth interactions. */
export function oauthStates(ctx: ProviderContext): StateHandlers {
  return {
    'an authorization code was issued for admin': (params) => {
      ctx.app.auth.plantCode(String(params?.code), {
        username: 'admin',
        redirectUri: String(params?.redirect_uri),
        state: String(params?.state),
      });
    },
    'no authorization code was issued': () => undefined,
    'admin holds a live refresh token': (params) => {
      ctx.app.auth.plantTokens({
        username: 'admin',
        accessToken: String(params?.access_token),
        refreshToken: String(params?.refresh_token),
      });
    },
    'admin has a live login-provider session': () => {
      ctx.cookie = `crm_sso=${ctx.app.auth.plantSession('admin')}`;
    },
    'there is no login-provider session': () => {
      ctx.cookie = undefined;
    },
  };
}
