import type { AxiosInstance } from 'axios';
import type { TokenResponse } from './types';

export interface OAuthClientSettings {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

const FORM = { headers: { 'Content-Type': 'application/x-www-form-urlencoded' } };

function form(fields: Record<string, string>): string {
  return new URLSearchParams(fields).toString();
}

/** The /oauth calls of spec part 1 section 7. */
export function createOAuthApi(http: AxiosInstance, client: OAuthClientSettings) {
  return {
    /** grant_type=authorization_code; the code_verifier is the state value. */
    async exchangeCode(code: string, state: string): Promise<TokenResponse> {
      const response = await http.post<TokenResponse>(
        '/oauth/token',
        form({
          grant_type: 'authorization_code',
          code,
          redirect_uri: client.redirectUri,
          client_id: client.clientId,
          code_verifier: state,
          client_secret: client.clientSecret,
        }),
        FORM,
      );
      return response.data;
    },

    async refresh(refreshToken: string): Promise<TokenResponse> {
      const response = await http.post<TokenResponse>(
        '/oauth/token',
        form({
          grant_type: 'refresh_token',
          refresh_token: refreshToken,
          client_id: client.clientId,
          client_secret: client.clientSecret,
        }),
        FORM,
      );
      return response.data;
    },

    /** grant_type=redis: a session from the login provider's own session (sibling-app single sign-on). */
    async sessionGrant(): Promise<TokenResponse> {
      const response = await http.post<TokenResponse>('/oauth/token', form({ grant_type: 'redis' }), FORM);
      return response.data;
    },

    /** The spec's ?code=<access token>, and the bearer header every other call with the token carries. */
    async logout(accessToken: string): Promise<void> {
      await http.get('/oauth/logout', {
        params: { code: accessToken },
        headers: { Authorization: `Bearer ${accessToken}` },
      });
    },
  };
}

export type OAuthApi = ReturnType<typeof createOAuthApi>;
