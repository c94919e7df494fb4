import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import { renderConfigScript } from '../../src/lib/publicConfig.js';
import { anyOf } from '../../src/lib/access.js';
import { protectedRoute } from '../../src/lib/schemas.js';
import { bearer, makeApp, signIn, type TestApp } from '../helpers.js';

let ctx: TestApp | undefined;
afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
});

describe('resource-server protection', () => {
  it.each([
    '/api/customers',
    '/api-admin/clients/divisions/1',
    '/message-template/?account_id=1',
    '/download-file/x.xls',
  ])('%s without a bearer token is a 401 JSON answer', async (url) => {
    ctx = await makeApp();
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toContain('Unauthorized');
  });

  it('an expired access token is refused', async () => {
    ctx = await makeApp({ tokenTtlSeconds: 60 });
    const headers = await bearer(ctx.app, 'admin');
    ctx.app.clock.advance(61_000);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/x', headers })).statusCode).toBe(401);
  });

  it('a valid token reaches the route; an unknown route is a JSON 404', async () => {
    ctx = await makeApp();
    const headers = await bearer(ctx.app, 'admin');
    const response = await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing', headers });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toContain('Not found');
  });

  it('a call the persona lacks the module for is a 403', async () => {
    ctx = await makeApp({}, (app) => {
      const schema = protectedRoute('test')(
        { modules: anyOf('crm.report.list'), summary: 'A test route' },
        {},
      );
      app.get('/api/__test/reports', { schema }, async () => ({ ok: true }));
    });
    const app = ctx.app;
    const viewer = await bearer(app, 'viewer');
    const forbidden = await app.inject({ method: 'GET', url: '/api/__test/reports', headers: viewer });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toContain('crm.report.list');
    const marketer = await bearer(app, 'marketer');
    expect(
      (await app.inject({ method: 'GET', url: '/api/__test/reports', headers: marketer })).statusCode,
    ).toBe(200);
  });
});

describe('/__mock control API', () => {
  it('expires a token now', async () => {
    ctx = await makeApp();
    const { tokens } = await signIn(ctx.app, 'viewer');
    const headers = { authorization: `Bearer ${tokens.access_token}` };
    expect((await ctx.app.inject({ method: 'GET', url: '/api/x', headers })).statusCode).toBe(404);
    const expire = await ctx.app.inject({
      method: 'POST',
      url: '/__mock/tokens/expire',
      payload: { username: 'viewer' },
    });
    expect(expire.json()).toEqual({ expired: 1 });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/x', headers })).statusCode).toBe(401);
  });

  it('makes the next N responses on a path fail, then recovers', async () => {
    ctx = await makeApp();
    const headers = await bearer(ctx.app, 'admin');
    const fault = await ctx.app.inject({
      method: 'POST',
      url: '/__mock/faults',
      payload: { path: '/api/x', status: 502, count: 2 },
    });
    expect(fault.statusCode).toBe(201);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/x', headers })).statusCode).toBe(502);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/x?y=1', headers })).statusCode).toBe(502);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/x', headers })).statusCode).toBe(404);
  });

  it('fails before authentication, so a forced 401 works with a good token; prefixes and methods match', async () => {
    ctx = await makeApp();
    const headers = await bearer(ctx.app, 'admin');
    await ctx.app.inject({
      method: 'POST',
      url: '/__mock/faults',
      payload: { path: '/api/*', method: 'POST', status: 401 },
    });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/a', headers })).statusCode).toBe(404);
    const forced = await ctx.app.inject({ method: 'POST', url: '/api/a/b', headers, payload: {} });
    expect(forced.statusCode).toBe(401);
    expect(forced.json().message).toContain('injected');
  });

  it('rejects a malformed fault with a clear 400', async () => {
    ctx = await makeApp();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/__mock/faults',
      payload: { path: 'api', status: 200 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/Invalid request/);
  });

  it('adds latency and clears it on reset', async () => {
    ctx = await makeApp();
    await ctx.app.inject({ method: 'POST', url: '/__mock/latency', payload: { ms: 150, path: '/healthz' } });
    let started = Date.now();
    await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect((await ctx.app.inject({ method: 'POST', url: '/__mock/reset' })).statusCode).toBe(200);
    started = Date.now();
    await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(Date.now() - started).toBeLessThan(140);
  });

  it('is switched off by MOCK_CONTROL=off', async () => {
    ctx = await makeApp({ mockControl: false });
    expect((await ctx.app.inject({ method: 'POST', url: '/__mock/reset' })).statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/__mock/tokens/expire', payload: {} })).statusCode,
    ).toBe(404);
    for (const area of ['uploads', 'reports', 'campaigns']) {
      const hold = await ctx.app.inject({
        method: 'POST',
        url: `/__mock/${area}/hold`,
        payload: { hold: true },
      });
      expect(hold.statusCode).toBe(404);
    }
  });

  it('POST /__mock/campaigns/hold stops the campaign engine where it is until it is released, or a reset', async () => {
    ctx = await makeApp();
    const { app } = ctx;
    const hold = (value: boolean) =>
      app.inject({ method: 'POST', url: '/__mock/campaigns/hold', payload: { hold: value } });
    const statuses = () => app.store.state.campaigns.campaigns.map((campaign) => campaign.status).join();
    expect((await hold(true)).json()).toEqual({ hold: true });
    const before = statuses();
    expect(app.campaignEngine.step()).toEqual([]);
    expect(statuses()).toBe(before);
    expect((await hold(false)).json()).toEqual({ hold: false });
    expect(app.campaignEngine.step().length).toBeGreaterThan(0);
    await hold(true);
    await app.inject({ method: 'POST', url: '/__mock/reset' });
    expect(app.campaignEngine.held).toBe(false);
  });

  it.each(['uploads', 'reports', 'campaigns'])(
    'POST /__mock/%s/hold sets and answers the hold, and refuses a bad body',
    async (area) => {
      ctx = await makeApp();
      const hold = (payload: unknown) =>
        ctx!.app.inject({ method: 'POST', url: `/__mock/${area}/hold`, payload: payload as object });
      expect((await hold({ hold: true })).json()).toEqual({ hold: true });
      expect((await hold({ hold: false })).json()).toEqual({ hold: false });
      const bad = await hold({ hold: 'yes' });
      expect(bad.statusCode).toBe(400);
    },
  );
});

describe('embedded web serving', () => {
  it('renders /config.js from the environment, never cached', async () => {
    ctx = await makeApp();
    const response = await ctx.app.inject({ method: 'GET', url: '/config.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/javascript');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('window.__CRM_CONFIG__');
    expect(response.body).toContain('"clientId": "crm-web"');
    expect(response.body).toContain('"tenantId": "crm-backoffice"');
    // The upload limit the browser checks is the server's own (MAX_UPLOAD_MB), not a constant of the bundle.
    expect(response.body).toContain('"maxUploadMb": 20');
    // Unset, DEFAULT_LANGUAGE is English: a browser with no remembered choice starts in it.
    expect(response.body).toContain('"defaultLanguage": "en"');
  });

  it('DEFAULT_LANGUAGE sets the language /config.js gives the browser; an unknown one stops the server', () => {
    const config = loadConfig({ DEFAULT_LANGUAGE: 'id' });
    expect(config.publicConfig.defaultLanguage).toBe('id');
    expect(renderConfigScript(config.publicConfig)).toContain('"defaultLanguage": "id"');
    expect(loadConfig({ DEFAULT_LANGUAGE: ' en ' }).publicConfig.defaultLanguage).toBe('en');
    expect(loadConfig({ DEFAULT_LANGUAGE: '' }).publicConfig.defaultLanguage).toBe('en');
    expect(() => loadConfig({ DEFAULT_LANGUAGE: 'fr' })).toThrow(ConfigError);
    expect(() => loadConfig({ DEFAULT_LANGUAGE: 'ID' })).toThrow(
      'DEFAULT_LANGUAGE must be one of en, id, got "ID"',
    );
  });

  it('one MAX_UPLOAD_MB sets the server limit and the one /config.js gives the browser', () => {
    const config = loadConfig({ MAX_UPLOAD_MB: '40' });
    expect(config.maxUploadBytes).toBe(40 * 1024 * 1024);
    expect(config.publicConfig.maxUploadMb).toBe(40);
  });
});

describe('/__mock/settings', () => {
  it('changes the lifetime of tokens issued from now on, until reset', async () => {
    ctx = await makeApp();
    await ctx.app.inject({ method: 'POST', url: '/__mock/settings', payload: { tokenTtlSeconds: 125 } });
    expect((await signIn(ctx.app, 'admin')).tokens.expires_in).toBe(125);
    await ctx.app.inject({ method: 'POST', url: '/__mock/reset' });
    expect((await signIn(ctx.app, 'admin')).tokens.expires_in).toBe(3600);
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/__mock/settings',
      payload: { tokenTtlSeconds: 0 },
    });
    expect(bad.statusCode).toBe(400);
  });
});
