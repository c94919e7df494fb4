import { parseRuntimeConfig, RuntimeConfigError } from './runtimeConfig';

describe('runtime config', () => {
  it('derives the callback address from the origin when none is configured', () => {
    const config = parseRuntimeConfig(
      { loginProviderUrl: '/oauth/authorize', clientId: 'c', clientSecret: 's', tenantId: 't' },
      'https://crm.example.com',
    );
    expect(config.redirectUri).toBe('https://crm.example.com/auth/callback');
    expect(config.apps.helpdesk).toBe('');
  });

  it('refuses a missing or incomplete configuration with a clear message', () => {
    expect(() => parseRuntimeConfig(undefined, 'x')).toThrow(RuntimeConfigError);
    expect(() => parseRuntimeConfig({ clientId: 'c' }, 'x')).toThrow('lacks: loginProviderUrl, tenantId');
  });
});
