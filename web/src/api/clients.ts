import type { RuntimeConfig } from '../config/runtimeConfig';
import type { AxiosInstance } from 'axios';
import type { HttpOptions } from './http';
import type { OAuthApi } from './oauth';

export type ClientHooks = Pick<
  HttpOptions,
  'getAccessToken' | 'onUnauthorized' | 'freshAccessToken' | 'onRefreshFailed'
>;

/**
 * Lazy loaders for the API clients: the first call imports axios and builds the one bearer instance
 * (and the provider client); later calls return the same objects.
 */
export function createClientLoaders(hooks: ClientHooks, config: RuntimeConfig) {
  let http: Promise<AxiosInstance> | undefined;
  let oauth: Promise<OAuthApi> | undefined;
  return {
    http(): Promise<AxiosInstance> {
      http ??= import('./http').then(({ createHttp }) => createHttp(hooks));
      return http;
    },
    oauth(): Promise<OAuthApi> {
      oauth ??= Promise.all([import('./http'), import('./oauth')]).then(
        ([{ createPlainHttp }, { createOAuthApi }]) => createOAuthApi(createPlainHttp(), config),
      );
      return oauth;
    },
  };
}
