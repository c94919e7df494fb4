import { parseRuntimeConfig, RuntimeConfigError } from './runtimeConfig';

describe('runtime config', () => {
  it('derives the callback address from the origin when none is configured', () => {
    const config = parseRuntimeConfig(
      {
        loginProviderUrl: '/oauth/authorize',
        clientId: 'c',
        clientSecret: 's',
        tenantId: 't',
        maxUploadMb: 20,
      },
      'https://crm.example.com',
    );
    expect(config.redirectUri).toBe('https://crm.example.com/auth/callback');
    expect(config.apps.helpdesk).toBe('');
  });

  it('refuses a missing or incomplete configuration with a clear message', () => {
    expect(() => parseRuntimeConfig(undefined, 'x')).toThrow(RuntimeConfigError);
    expect(() => parseRuntimeConfig({ clientId: 'c' }, 'x')).toThrow('lacks: loginProviderUrl, tenantId');
  });

  it('takes the upload limit from the runtime configuration, not from the bundle', () => {
    const base = { loginProviderUrl: '/oauth/authorize', clientId: 'c', tenantId: 't' };
    expect(parseRuntimeConfig({ ...base, maxUploadMb: 40 }, 'x').maxUploadMb).toBe(40);
    expect(() => parseRuntimeConfig(base, 'x')).toThrow('lacks a valid maxUploadMb');
    expect(() => parseRuntimeConfig({ ...base, maxUploadMb: 0 }, 'x')).toThrow(RuntimeConfigError);
  });

  it('takes the default language from the runtime configuration, English when it names none', () => {
    const base = { loginProviderUrl: '/oauth/authorize', clientId: 'c', tenantId: 't', maxUploadMb: 20 };
    expect(parseRuntimeConfig(base, 'x').defaultLanguage).toBe('en');
    expect(parseRuntimeConfig({ ...base, defaultLanguage: 'id' }, 'x').defaultLanguage).toBe('id');
    expect(() => parseRuntimeConfig({ ...base, defaultLanguage: 'fr' as unknown as 'en' }, 'x')).toThrow(
      'has an unknown defaultLanguage "fr" (one of en, id)',
    );
  });
});
