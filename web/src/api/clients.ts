import type { RuntimeConfig } from '../config/runtimeConfig';
import type { Apis } from './apis';
import type { HttpOptions } from './http';
import type { OAuthApi } from './oauth';

export type ClientHooks = Pick<
  HttpOptions,
  'getAccessToken' | 'onUnauthorized' | 'freshAccessToken' | 'onRefreshFailed'
>;

/**
 * Lazy loaders for the API clients: the first call imports axios and builds the one bearer instance with every
 * area's API module over it (and the provider client); later calls return the same objects.
 */
export function createClientLoaders(hooks: ClientHooks, config: RuntimeConfig) {
  let api: Promise<Apis> | undefined;
  let oauth: Promise<OAuthApi> | undefined;
  return {
    api(): Promise<Apis> {
      api ??= Promise.all([import('./http'), import('./apis')]).then(([{ createHttp }, { createApis }]) =>
        createApis(createHttp(hooks)),
      );
      return api;
    },
    oauth(): Promise<OAuthApi> {
      oauth ??= Promise.all([import('./http'), import('./oauth')]).then(
        ([{ createPlainHttp }, { createOAuthApi }]) => createOAuthApi(createPlainHttp(), config),
      );
      return oauth;
    },
  };
}
