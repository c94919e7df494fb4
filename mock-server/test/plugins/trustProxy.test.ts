import { afterEach, describe, expect, it } from 'vitest';
import { authorizeQuery, makeApp, type TestApp } from '../helpers.js';

/**
 * Behind nginx (the web container) the mock sees nginx's address; the client's address, protocol and host
 * come from the X-Forwarded-* headers nginx sets (nginx/crm.conf.template). The e2e suite checks that nginx
 * sends them (e2e/tests/delivery.spec.ts); these tests check that the mock believes them.
 */

let ctx: TestApp | undefined;
afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
});

async function appWithEcho() {
  return makeApp({}, (app) => {
    app.get('/test/client', async (request) => ({
      ip: request.ip,
      ips: request.ips,
      protocol: request.protocol,
      host: request.host,
    }));
  });
}

describe('trusting the reverse proxy', () => {
  it('takes the client address, protocol and host from X-Forwarded-*', async () => {
    ctx = await appWithEcho();
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/test/client',
      remoteAddress: '10.0.0.5',
      headers: {
        host: 'mock-server:8080',
        'x-forwarded-for': '203.0.113.7, 10.0.0.9',
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'crm.example.com',
      },
    });
    expect(response.json()).toEqual({
      ip: '203.0.113.7',
      ips: ['10.0.0.5', '10.0.0.9', '203.0.113.7'],
      protocol: 'https',
      host: 'crm.example.com',
    });
  });

  it('without a proxy, the socket address and Host header stand', async () => {
    ctx = await appWithEcho();
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/test/client',
      remoteAddress: '127.0.0.1',
      headers: { host: 'localhost:8080' },
    });
    expect(response.json()).toMatchObject({ ip: '127.0.0.1', protocol: 'http', host: 'localhost:8080' });
  });

  it('the provider session cookie is Secure only when the browser used https (as reported by the proxy)', async () => {
    ctx = await makeApp();
    const url = `/oauth/authorize?${authorizeQuery({ login_hint: 'admin' })}`;
    const overHttps = await ctx.app.inject({ method: 'GET', url, headers: { 'x-forwarded-proto': 'https' } });
    const overHttp = await ctx.app.inject({ method: 'GET', url });
    expect(overHttps.statusCode).toBe(302);
    expect(overHttps.cookies.find((cookie) => cookie.name === 'crm_sso')?.secure).toBe(true);
    expect(overHttp.cookies.find((cookie) => cookie.name === 'crm_sso')?.secure).toBeFalsy();
  });
});
