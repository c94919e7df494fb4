import { LANGUAGES } from '../i18n/i18n';
import { buildAuthorizeUrl, randomState } from './loginRedirect';

const config = {
  loginProviderUrl: '/oauth/authorize',
  clientId: 'crm-web',
  clientSecret: 's',
  tenantId: 'tenant-1',
  redirectUri: 'http://localhost:8080/auth/callback',
  apps: { account: '', helpdesk: '', broadcast: '', chatbot: '', studio: '' },
  maxUploadMb: 20,
  defaultLanguage: 'en' as const,
};

describe('authorize redirect', () => {
  it('carries response_type, client_id, redirect_uri, state and tenant_id', () => {
    const url = new URL(buildAuthorizeUrl(config, 'st-1', 'http://localhost:8080', 'en'));
    expect(url.origin + url.pathname).toBe('http://localhost:8080/oauth/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'crm-web',
      redirect_uri: 'http://localhost:8080/auth/callback',
      state: 'st-1',
      tenant_id: 'tenant-1',
      ui_locales: 'en',
    });
  });

  it.each(LANGUAGES)(
    "asks the provider's pages in the user's language (OpenID Connect ui_locales): %s",
    (language) => {
      const url = new URL(buildAuthorizeUrl(config, 'st-1', 'http://localhost:8080', language));
      expect(url.searchParams.get('ui_locales')).toBe(language);
    },
  );

  it('keeps an absolute provider address', () => {
    expect(
      buildAuthorizeUrl(
        { ...config, loginProviderUrl: 'https://sso.example.com/authorize' },
        's',
        'http://x',
        'en',
      ),
    ).toMatch(/^https:\/\/sso\.example\.com\/authorize\?/);
  });

  it('makes unguessable, distinct states', () => {
    const a = randomState();
    expect(a).toMatch(/^[0-9a-f]{48}$/);
    expect(randomState()).not.toBe(a);
  });
});
