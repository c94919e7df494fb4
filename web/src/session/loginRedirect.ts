import type { RuntimeConfig } from '../config/runtimeConfig';
import type { Language } from '../i18n/i18n';

/** Session-storage key of the state sent with the last authorize request from this tab. */
export const EXPECTED_STATE_KEY = 'oauth_state';

/** A fresh, unguessable state value (it doubles as the code_verifier). */
export function randomState(): string {
  const bytes = new Uint8Array(24);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The login provider's authorize address with response_type, client_id, redirect_uri, state and tenant_id (the
 * spec's), and ui_locales: the user's language, which an OpenID Connect provider shows its pages in (OpenID
 * Connect Core 1.0 section 3.1.2.1; a provider that does not know it ignores it).
 */
export function buildAuthorizeUrl(
  config: RuntimeConfig,
  state: string,
  origin: string,
  language: Language,
): string {
  const url = new URL(config.loginProviderUrl, origin);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', config.clientId);
  url.searchParams.set('redirect_uri', config.redirectUri);
  url.searchParams.set('state', state);
  url.searchParams.set('tenant_id', config.tenantId);
  url.searchParams.set('ui_locales', language);
  return url.toString();
}
