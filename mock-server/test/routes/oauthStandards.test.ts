import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PERSONAS } from '../../src/personas.js';
import { CLIENT, REDIRECT_URI, authorize, authorizeQuery, form, appBeforeEach, signIn } from '../helpers.js';

/**
 * What standard OAuth clients expect of the login provider beside the spec's own calls: HTTP Basic client
 * authentication (RFC 6749 2.3.1), PKCE S256 (RFC 7636), RFC 8414 metadata, RFC 7009 revocation, error texts in
 * RFC 6749's character set, and a login page whose controls are named by their visible text.
 */

const ctx = appBeforeEach({ codeTtlSeconds: 60, tokenTtlSeconds: 3600 });

const basic = (id: string, secret: string) =>
  `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`;

const post = (
  url: string,
  fields: Record<string, string | undefined>,
  headers: Record<string, string> = {},
) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: form(fields),
  });

const codeFields = (code: string, verifier = 'state-123') => ({
  grant_type: 'authorization_code',
  code,
  redirect_uri: REDIRECT_URI,
  code_verifier: verifier,
});

const api = (accessToken: string) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/gift_claims',
    headers: { authorization: `Bearer ${accessToken}` },
  });

describe('client authentication at the token endpoint (RFC 6749 2.3.1)', () => {
  it('accepts HTTP Basic (client_secret_basic) instead of the form fields', async () => {
    const { code } = await authorize(ctx.app, 'admin');
    const response = await post('/oauth/token', codeFields(code), {
      authorization: basic(CLIENT.client_id, CLIENT.client_secret),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user.display_name).toBe('Ayu Admin');
  });

  it('accepts both methods when they carry the same credentials', async () => {
    const { code } = await authorize(ctx.app, 'admin');
    const response = await post(
      '/oauth/token',
      { ...codeFields(code), ...CLIENT },
      {
        authorization: basic(CLIENT.client_id, CLIENT.client_secret),
      },
    );
    expect(response.statusCode, response.body).toBe(200);
  });

  it('refuses two methods with different credentials (a client must use one)', async () => {
    const { code } = await authorize(ctx.app, 'admin');
    const response = await post(
      '/oauth/token',
      { ...codeFields(code), client_id: CLIENT.client_id, client_secret: 'another-secret' },
      { authorization: basic(CLIENT.client_id, CLIENT.client_secret) },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_request' });
    expect(response.json().error_description).toContain('use one method');
    // The code was not spent: the same code still works with one method.
    const retry = await post('/oauth/token', codeFields(code), {
      authorization: basic(CLIENT.client_id, CLIENT.client_secret),
    });
    expect(retry.statusCode).toBe(200);
  });

  it.each([
    ['a wrong secret', basic(CLIENT.client_id, 'guess')],
    ['an unknown client', basic('evil-app', CLIENT.client_secret)],
    ['malformed credentials', 'Basic not-base64-colon'],
  ])('answers Basic with %s 401 invalid_client and the Basic challenge', async (_case, header) => {
    const { code } = await authorize(ctx.app, 'admin');
    const response = await post('/oauth/token', codeFields(code), { authorization: header });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe('invalid_client');
    expect(response.headers['www-authenticate']).toMatch(/^Basic realm="/);
  });

  it('a refused form-authenticated client gets no Basic challenge', async () => {
    const { code } = await authorize(ctx.app, 'admin');
    const response = await post('/oauth/token', {
      ...codeFields(code),
      client_id: CLIENT.client_id,
      client_secret: 'guess',
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBeUndefined();
  });

  it('refreshes with Basic too', async () => {
    const { tokens } = await signIn(ctx.app, 'viewer');
    const response = await post(
      '/oauth/token',
      { grant_type: 'refresh_token', refresh_token: tokens.refresh_token },
      { authorization: basic(CLIENT.client_id, CLIENT.client_secret) },
    );
    expect(response.statusCode, response.body).toBe(200);
  });

  it('error descriptions keep to RFC 6749 section 5.2 characters (no double quote or backslash)', async () => {
    const response = await post('/oauth/token', { grant_type: 'pass"word\\' });
    expect(response.json()).toEqual({
      error: 'unsupported_grant_type',
      error_description: "grant_type 'pass'word/' is not supported",
    });
  });
});

describe('PKCE S256 (RFC 7636) beside the spec state-as-verifier', () => {
  const verifier = 'v'.repeat(20) + 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';
  const challenge = createHash('sha256').update(verifier).digest('base64url');

  async function codeWithChallenge(state: string) {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/oauth/authorize?${authorizeQuery({
        login_hint: 'marketer',
        state,
        code_challenge: challenge,
        code_challenge_method: 'S256',
      })}`,
    });
    expect(response.statusCode, response.body).toBe(302);
    return new URL(response.headers.location as string).searchParams.get('code') as string;
  }

  it('with a challenge, the verifier is checked against it (the state may then differ)', async () => {
    const code = await codeWithChallenge('an-unrelated-state');
    const wrong = await post('/oauth/token', { ...codeFields(code, 'an-unrelated-state'), ...CLIENT });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('invalid_grant');
    const code2 = await codeWithChallenge('an-unrelated-state');
    const right = await post('/oauth/token', { ...codeFields(code2, verifier), ...CLIENT });
    expect(right.statusCode, right.body).toBe(200);
  });

  it('the picker form carries the challenge into the code', async () => {
    const page = await ctx.app.inject({
      method: 'GET',
      url: `/oauth/authorize?${authorizeQuery({ code_challenge: challenge, code_challenge_method: 'S256' })}`,
    });
    expect(page.body).toContain(`name="code_challenge" value="${challenge}"`);
    const fields = Object.fromEntries(
      new URLSearchParams(authorizeQuery({ code_challenge: challenge, code_challenge_method: 'S256' })),
    );
    const chosen = await post('/oauth/authorize', { ...fields, username: 'viewer' });
    const code = new URL(chosen.headers.location as string).searchParams.get('code') as string;
    const asState = await post('/oauth/token', { ...codeFields(code, 'state-123'), ...CLIENT });
    expect(asState.statusCode).toBe(400);
  });
});

describe('the picker form (POST /oauth/authorize)', () => {
  it('sends request errors of a valid client back to it, and an unknown persona to the page', async () => {
    const fields = Object.fromEntries(new URLSearchParams(authorizeQuery({ tenant_id: 'other' })));
    const refused = await post('/oauth/authorize', { ...fields, username: 'admin' });
    expect(refused.statusCode).toBe(302);
    expect(new URL(refused.headers.location as string).searchParams.get('error')).toBe('invalid_request');
    const valid = Object.fromEntries(new URLSearchParams(authorizeQuery()));
    const unknown = await post('/oauth/authorize', { ...valid, username: 'mallory' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('Unknown user &#34;mallory&#34;');
  });
});

describe('token revocation (RFC 7009)', () => {
  it('a refresh token takes its whole sign-in with it', async () => {
    const { tokens } = await signIn(ctx.app, 'viewer');
    const response = await post('/oauth/revoke', {
      token: tokens.refresh_token,
      token_type_hint: 'refresh_token',
      ...CLIENT,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
    expect(response.headers['cache-control']).toBe('no-store');
    expect((await api(tokens.access_token)).statusCode).toBe(401);
    const refresh = await post('/oauth/token', {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
      ...CLIENT,
    });
    expect(refresh.json().error).toBe('invalid_grant');
  });

  it('an access token only itself (the sign-in can still refresh); a wrong hint does not matter', async () => {
    const { tokens } = await signIn(ctx.app, 'viewer');
    expect((await api(tokens.access_token)).statusCode).toBe(200);
    const response = await post(
      '/oauth/revoke',
      { token: tokens.access_token, token_type_hint: 'refresh_token' },
      { authorization: basic(CLIENT.client_id, CLIENT.client_secret) },
    );
    expect(response.statusCode).toBe(200);
    expect((await api(tokens.access_token)).statusCode).toBe(401);
    const refresh = await post('/oauth/token', {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
      ...CLIENT,
    });
    expect(refresh.statusCode).toBe(200);
  });

  it('an unknown or already revoked token is not an error', async () => {
    const response = await post('/oauth/revoke', { token: 'never-issued', ...CLIENT });
    expect(response.statusCode).toBe(200);
  });

  it('refuses an unauthenticated client, a missing token and a JSON body', async () => {
    const { tokens } = await signIn(ctx.app, 'viewer');
    const anonymous = await post('/oauth/revoke', { token: tokens.refresh_token });
    expect(anonymous.statusCode).toBe(400);
    expect(anonymous.json().error).toBe('invalid_request');
    const badSecret = await post(
      '/oauth/revoke',
      { token: tokens.refresh_token },
      { authorization: basic(CLIENT.client_id, 'guess') },
    );
    expect(badSecret.statusCode).toBe(401);
    expect(badSecret.headers['www-authenticate']).toMatch(/^Basic /);
    expect((await api(tokens.access_token)).statusCode).toBe(200);
    const noToken = await post('/oauth/revoke', { ...CLIENT });
    expect(noToken.json()).toEqual({ error: 'invalid_request', error_description: 'token is required' });
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/oauth/revoke',
      payload: { token: tokens.refresh_token, ...CLIENT },
    });
    expect(json.statusCode).toBe(400);
  });
});

describe('authorization server metadata (RFC 8414)', () => {
  it('names the endpoints on the origin the client reached, and what they support', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/.well-known/oauth-authorization-server',
      headers: { host: 'login.example.test:8443', 'x-forwarded-proto': 'https' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      issuer: 'https://login.example.test:8443',
      authorization_endpoint: 'https://login.example.test:8443/oauth/authorize',
      token_endpoint: 'https://login.example.test:8443/oauth/token',
      revocation_endpoint: 'https://login.example.test:8443/oauth/revoke',
      response_types_supported: ['code'],
      response_modes_supported: ['query'],
      grant_types_supported: ['authorization_code', 'refresh_token', 'redis'],
      token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
      revocation_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
      code_challenge_methods_supported: ['S256'],
    });
  });
});

describe('the login page', () => {
  it('names each persona button by its visible text: "Sign in as <username>" and the name', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: `/oauth/authorize?${authorizeQuery()}` });
    const textOf = (id: string) => {
      const match = new RegExp(`<span[^>]* id="${id}">(.*?)</span>\\n`).exec(page.body);
      return match?.[1]?.replace(/<[^>]+>/g, '') ?? '';
    };
    for (const persona of PERSONAS) {
      const button = new RegExp(`<button[^>]* value="${persona.username}"[^>]*>`).exec(page.body)?.[0] ?? '';
      expect(button).not.toContain('aria-label=');
      const labelledBy = /aria-labelledby="([^"]+)"/.exec(button)?.[1]?.split(' ') ?? [];
      const name = labelledBy.map(textOf).join(' ');
      expect(name).toBe(`Sign in as ${persona.username} ${persona.user.display_name}`);
    }
  });

  it('has an icon, and /favicon.ico is one too', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: `/oauth/authorize?${authorizeQuery()}` });
    expect(page.body).toContain('<link rel="icon" type="image/svg+xml" href="/oauth/assets/favicon.svg">');
    for (const url of ['/oauth/assets/favicon.svg', '/favicon.ico']) {
      const icon = await ctx.app.inject({ method: 'GET', url });
      expect(icon.statusCode).toBe(200);
      expect(icon.headers['content-type']).toBe('image/svg+xml');
      expect(icon.body).toMatch(/^<svg /);
    }
  });
});
