import { describe, expect, it } from 'vitest';
import { PERSONAS } from '../../src/personas.js';
import {
  CLIENT,
  REDIRECT_URI,
  authorize,
  authorizeQuery,
  appBeforeEach,
  sessionCookie,
  signIn,
  tokenRequest,
} from '../helpers.js';
import { words } from '../../src/i18n/messages.js';
import { escapeHtml } from '../../src/routes/oauth/pages.js';

const ctx = appBeforeEach({ codeTtlSeconds: 60, tokenTtlSeconds: 3600 });

const codeGrant = (code: string, overrides: Record<string, string | undefined> = {}) => ({
  grant_type: 'authorization_code',
  code,
  redirect_uri: REDIRECT_URI,
  client_id: CLIENT.client_id,
  code_verifier: 'state-123',
  client_secret: CLIENT.client_secret,
  ...overrides,
});

describe('GET /oauth/authorize', () => {
  it.each([
    [{ client_id: undefined }, 'client_id is missing'],
    [{ client_id: 'evil-app' }, 'Unknown client: client_id &#34;evil-app&#34; is not registered'],
    [{ redirect_uri: undefined }, 'redirect_uri is missing'],
    [
      { redirect_uri: 'https://evil.example.com/auth/callback' },
      'redirect_uri &#34;https://evil.example.com/auth/callback&#34; is not registered',
    ],
    [{ redirect_uri: 'http://localhost:5173/elsewhere' }, 'is not registered'],
    [{ client_id: 'evil-app', response_type: 'token' }, 'Unknown client'],
  ])(
    'refuses %j (about the client or its redirect URI) with an error page that says why, and never redirects',
    async (overrides, message) => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/oauth/authorize?${authorizeQuery(overrides)}`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.headers.location).toBeUndefined();
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('Sign-in request rejected');
      expect(response.body).toContain(message);
    },
  );

  it.each([
    ['no tenant_id', { tenant_id: undefined }, 'invalid_request', 'tenant_id is missing.'],
    [
      'another tenant',
      { tenant_id: 'other-tenant' },
      'invalid_request',
      "Wrong tenant: tenant_id 'other-tenant' does not match this client.",
    ],
    ['no response_type', { response_type: undefined }, 'invalid_request', 'response_type is missing.'],
    [
      'response_type=token',
      { response_type: 'token' },
      'unsupported_response_type',
      "Unsupported response_type 'token': only 'code' is allowed.",
    ],
    [
      'an over-long state',
      { state: 'x'.repeat(2049) },
      'invalid_request',
      'state must be at most 2048 characters.',
    ],
    [
      'a plain PKCE challenge',
      { code_challenge: 'a'.repeat(43) },
      'invalid_request',
      'code_challenge_method must be S256 (plain is not supported).',
    ],
    [
      'a malformed PKCE challenge',
      { code_challenge: 'short', code_challenge_method: 'S256' },
      'invalid_request',
      expect.stringContaining('43 to 128 characters'),
    ],
    [
      'a challenge method without a challenge',
      { code_challenge_method: 'S256' },
      'invalid_request',
      'code_challenge_method is sent without code_challenge.',
    ],
  ])(
    'redirects a valid client with %s back to it, with error, error_description and state (RFC 6749 4.1.2.1)',
    async (_case, overrides: Record<string, string | undefined>, error, description) => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/oauth/authorize?${authorizeQuery(overrides)}`,
      });
      expect(response.statusCode, response.body).toBe(302);
      const location = new URL(response.headers.location as string);
      expect(`${location.origin}${location.pathname}`).toBe(REDIRECT_URI);
      expect(location.searchParams.get('error')).toBe(error);
      expect(location.searchParams.get('error_description')).toEqual(description);
      expect(location.searchParams.get('code')).toBeNull();
      // The state comes back exactly as sent (RFC 6749 4.1.2.1).
      expect(location.searchParams.get('state')).toBe(overrides.state ?? 'state-123');
      expect(response.cookies.find((entry) => entry.name === 'crm_sso')).toBeUndefined();
    },
  );

  it('without a state, the error goes back without one', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/oauth/authorize?${authorizeQuery({ state: undefined })}`,
    });
    expect(response.statusCode).toBe(302);
    const location = new URL(response.headers.location as string);
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('error_description')).toBe('state is missing.');
    expect(location.searchParams.has('state')).toBe(false);
  });

  it('shows the sign-in page listing every persona with what it can do', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `/oauth/authorize?${authorizeQuery()}` });
    expect(response.statusCode).toBe(200);
    for (const persona of PERSONAS) {
      expect(response.body).toContain(`value="${persona.username}"`);
      expect(response.body).toContain(persona.user.display_name);
      expect(response.body).toContain(escapeHtml(words('en', persona.description)));
    }
    // The original request travels with the form, escaped.
    expect(response.body).toContain('name="state" value="state-123"');
  });

  it('escapes request values in the page', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/oauth/authorize?${authorizeQuery({ state: '"><script>alert(1)</script>' })}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<script>alert(1)</script>');
  });

  it('accepts loopback callbacks on any port and refuses other hosts', async () => {
    for (const uri of ['http://127.0.0.1:39999/auth/callback', 'http://localhost:8080/auth/callback']) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/oauth/authorize?${authorizeQuery({ redirect_uri: uri })}`,
      });
      expect(response.statusCode).toBe(200);
    }
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/oauth/authorize?${authorizeQuery({ redirect_uri: 'http://localhost.evil.com/auth/callback' })}`,
    });
    expect(response.statusCode).toBe(400);
  });

  it('login_hint skips the page: sets the provider session and redirects with a code and the same state', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/oauth/authorize?${authorizeQuery({ login_hint: 'marketer', state: 'xyz-789' })}`,
    });
    expect(response.statusCode).toBe(302);
    const location = new URL(response.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT_URI);
    expect(location.searchParams.get('state')).toBe('xyz-789');
    expect(location.searchParams.get('code')).toMatch(/^[\w-]{20,}$/);
    const cookie = response.cookies.find((entry) => entry.name === 'crm_sso');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/oauth' });
  });

  it('refuses an unknown login_hint back to the client', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/oauth/authorize?${authorizeQuery({ login_hint: 'mallory' })}`,
    });
    expect(response.statusCode).toBe(302);
    const location = new URL(response.headers.location as string);
    expect(Object.fromEntries(location.searchParams)).toEqual({
      error: 'invalid_request',
      error_description: "Unknown user in login_hint: 'mallory'.",
      state: 'state-123',
    });
  });

  it('a live provider session signs in again without the page, unless prompt=login', async () => {
    const { cookie } = await authorize(ctx.app, 'viewer');
    const silent = await ctx.app.inject({
      method: 'GET',
      url: `/oauth/authorize?${authorizeQuery()}`,
      headers: { cookie },
    });
    expect(silent.statusCode).toBe(302);
    const prompted = await ctx.app.inject({
      method: 'GET',
      url: `/oauth/authorize?${authorizeQuery({ prompt: 'login' })}`,
      headers: { cookie },
    });
    expect(prompted.statusCode).toBe(200);
  });
});

describe('POST /oauth/authorize (choosing a persona)', () => {
  const post = (fields: Record<string, string>) =>
    ctx.app.inject({
      method: 'POST',
      url: '/oauth/authorize',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
  const validFields = { ...Object.fromEntries(new URLSearchParams(authorizeQuery())), username: 'approver' };

  it('signs the persona in and redirects back with code and state', async () => {
    const response = await post(validFields);
    expect(response.statusCode).toBe(302);
    const location = new URL(response.headers.location as string);
    expect(location.searchParams.get('state')).toBe('state-123');
    expect(sessionCookie(response)).toMatch(/^crm_sso=/);
  });

  it('refuses an unknown persona and a tampered request', async () => {
    expect((await post({ ...validFields, username: 'mallory' })).statusCode).toBe(400);
    const tampered = await post({ ...validFields, redirect_uri: 'https://evil.example.com/auth/callback' });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.headers.location).toBeUndefined();
  });
});

describe('POST /oauth/token', () => {
  it('exchanges a code for tokens and the user', async () => {
    const { code } = await authorize(ctx.app, 'admin');
    const response = await tokenRequest(ctx.app, codeGrant(code));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    expect(body.access_token).toEqual(expect.any(String));
    expect(body.refresh_token).toEqual(expect.any(String));
    expect(body.user.display_name).toBe('Ayu Admin');
    expect(body.user.applications).toContain('crm');
    expect(body.user.modules).toContain('crm.report.request');
    expect(body.user.divisions[0]).toEqual({ id: expect.any(String), name: expect.any(String) });
  });

  it('accepts only form-encoded requests', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: { grant_type: 'redis' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('invalid_request');
  });

  it('refuses a missing or unknown grant type', async () => {
    const missing = await tokenRequest(ctx.app, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: 'invalid_request' });
    const unknown = await tokenRequest(ctx.app, { grant_type: 'password' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error: 'unsupported_grant_type' });
  });

  it.each([
    ['code', { code: undefined }, 400, 'invalid_request'],
    ['redirect_uri', { redirect_uri: undefined }, 400, 'invalid_request'],
    ['code_verifier', { code_verifier: undefined }, 400, 'invalid_request'],
    ['client_id', { client_id: undefined }, 400, 'invalid_request'],
    ['client_secret', { client_secret: undefined }, 401, 'invalid_client'],
  ])('refuses a code exchange without %s', async (_field, overrides, status, error) => {
    const { code } = await authorize(ctx.app, 'admin');
    const response = await tokenRequest(ctx.app, codeGrant(code, overrides));
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ error, error_description: expect.any(String) });
  });

  it.each([
    ['an unknown client', { client_id: 'evil-app' }, 401, 'invalid_client'],
    ['a wrong client secret', { client_secret: 'guess' }, 401, 'invalid_client'],
    ['another redirect_uri', { redirect_uri: 'http://localhost:9999/auth/callback' }, 400, 'invalid_grant'],
    ['a code_verifier that is not the state', { code_verifier: 'other-state' }, 400, 'invalid_grant'],
    ['an unknown code', { code: 'made-up-code' }, 400, 'invalid_grant'],
  ])('refuses %s', async (_case, overrides, status, error) => {
    const { code } = await authorize(ctx.app, 'admin');
    const response = await tokenRequest(ctx.app, codeGrant(code, overrides));
    expect(response.statusCode).toBe(status);
    expect(response.json().error).toBe(error);
  });

  it('a code is single-use: a replay is refused and revokes the tokens it gave', async () => {
    const { code } = await authorize(ctx.app, 'admin');
    const first = await tokenRequest(ctx.app, codeGrant(code));
    expect(first.statusCode).toBe(200);
    const replay = await tokenRequest(ctx.app, codeGrant(code));
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({
      error: 'invalid_grant',
      error_description: expect.stringContaining('already been used'),
    });
    const api = await ctx.app.inject({
      method: 'GET',
      url: '/api/anything',
      headers: { authorization: `Bearer ${first.json().access_token}` },
    });
    expect(api.statusCode).toBe(401);
  });

  it('a code is short-lived', async () => {
    const { code } = await authorize(ctx.app, 'admin');
    ctx.app.clock.advance(61_000);
    const response = await tokenRequest(ctx.app, codeGrant(code));
    expect(response.statusCode).toBe(400);
    expect(response.json().error_description).toContain('expired');
  });

  it('refresh rotates the refresh token and refuses a used one', async () => {
    const { tokens } = await signIn(ctx.app, 'marketer');
    const refresh = (refreshToken: string, overrides: Record<string, string | undefined> = {}) =>
      tokenRequest(ctx.app, {
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        client_id: CLIENT.client_id,
        client_secret: CLIENT.client_secret,
        ...overrides,
      });
    const rotated = await refresh(tokens.refresh_token);
    expect(rotated.statusCode).toBe(200);
    const next = rotated.json();
    expect(next.refresh_token).not.toBe(tokens.refresh_token);
    expect(next.access_token).not.toBe(tokens.access_token);
    expect(next.user.display_name).toBe('Citra Marketer');

    const reused = await refresh(tokens.refresh_token);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error).toBe('invalid_grant');
    // Reuse revokes the whole family: the rotated token is gone too.
    expect((await refresh(next.refresh_token)).statusCode).toBe(400);

    expect((await refresh('')).json().error).toBe('invalid_request');
    const { tokens: other } = await signIn(ctx.app, 'marketer');
    const badSecret = await refresh(other.refresh_token, { client_secret: 'nope' });
    expect(badSecret.statusCode).toBe(401);
    expect(badSecret.json().error).toBe('invalid_client');
  });

  it('grant_type=redis returns a session with the provider cookie, and 400 invalid_grant without it', async () => {
    const { cookie } = await authorize(ctx.app, 'dataentry');
    const withCookie = await tokenRequest(ctx.app, { grant_type: 'redis' }, cookie);
    expect(withCookie.statusCode).toBe(200);
    expect(withCookie.json().user.display_name).toBe('Dedi Dataentry');
    const without = await tokenRequest(ctx.app, { grant_type: 'redis' });
    expect(without.statusCode).toBe(400);
    expect(without.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'no active sign-in session at the login provider',
    });
  });
});

describe('GET /oauth/logout', () => {
  it('revokes the token and its refresh token and ends the provider session', async () => {
    const { tokens, cookie } = await signIn(ctx.app, 'viewer');
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/oauth/logout?code=${encodeURIComponent(tokens.access_token)}`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    const api = await ctx.app.inject({
      method: 'GET',
      url: '/api/x',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(api.statusCode).toBe(401);
    const refresh = await tokenRequest(ctx.app, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
      client_id: CLIENT.client_id,
      client_secret: CLIENT.client_secret,
    });
    expect(refresh.statusCode).toBe(400);
    const redis = await tokenRequest(ctx.app, { grant_type: 'redis' }, cookie);
    expect(redis.statusCode).toBe(400);
  });

  it('ends the provider session even when called without the cookie', async () => {
    const { tokens, cookie } = await signIn(ctx.app, 'viewer');
    await ctx.app.inject({
      method: 'GET',
      url: `/oauth/logout?code=${encodeURIComponent(tokens.access_token)}`,
    });
    const page = await ctx.app.inject({
      method: 'GET',
      url: `/oauth/authorize?${authorizeQuery()}`,
      headers: { cookie },
    });
    expect(page.statusCode).toBe(200);
  });

  it('requires the code parameter', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/oauth/logout' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('invalid_request');
  });
});

describe('personas', () => {
  it('each has a display name and at least one division', () => {
    expect(PERSONAS.map((persona) => persona.username)).toEqual([
      'admin',
      'approver',
      'marketer',
      'dataentry',
      'viewer',
      'helpdesk',
      'nobody',
    ]);
    for (const persona of PERSONAS) {
      expect(persona.user.display_name.length).toBeGreaterThan(0);
      expect(persona.user.divisions.length).toBeGreaterThan(0);
    }
  });
});
