import * as oauth from 'oauth4webapi';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT, makeApp, type TestApp } from '../helpers.js';

/**
 * A certified OAuth client library (oauth4webapi, OpenID Foundation certified) runs the whole flow against the
 * mock login provider listening on 127.0.0.1, configured only from its RFC 8414 metadata: code with PKCE (the
 * spec's state-as-verifier, with and without an S256 challenge), refresh with rotation, revocation, and the
 * spec's logout. Whatever the library refuses of the provider fails the test.
 */

let ctx: TestApp;
let issuer: URL;
let as: oauth.AuthorizationServer;
const client: oauth.Client = { client_id: CLIENT.client_id };
const basic = oauth.ClientSecretBasic(CLIENT.client_secret);
const post = oauth.ClientSecretPost(CLIENT.client_secret);
// The mock speaks plain HTTP on loopback; the library requires HTTPS unless told otherwise.
const insecure = { [oauth.allowInsecureRequests]: true };
let redirectUri: string;

beforeAll(async () => {
  ctx = await makeApp();
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = ctx.app.server.address() as AddressInfo;
  issuer = new URL(`http://127.0.0.1:${port}`);
  // A loopback callback on any port is registered (RFC 8252 7.3); nothing listens there: the code is read
  // off the redirect, as a native app would.
  redirectUri = `http://127.0.0.1:${port + 1}/auth/callback`;
  as = await oauth.processDiscoveryResponse(
    issuer,
    await oauth.discoveryRequest(issuer, { algorithm: 'oauth2', ...insecure }),
  );
});

afterAll(async () => {
  await ctx.close();
});

/** The browser's part: the authorization request, the persona picker's form, the redirect back. */
async function signInAs(persona: string, params: Record<string, string>): Promise<URL> {
  const url = new URL(as.authorization_endpoint as string);
  for (const [name, value] of Object.entries({
    client_id: client.client_id,
    redirect_uri: redirectUri,
    response_type: 'code',
    tenant_id: CLIENT.tenant_id,
    ...params,
  }))
    url.searchParams.set(name, value);
  const page = await fetch(url, { redirect: 'manual' });
  if (page.status === 302) return new URL(page.headers.get('location') as string);
  expect(page.status).toBe(200);
  const html = await page.text();
  const fields = new URLSearchParams();
  for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g))
    fields.set(
      name as string,
      (value as string).replace(/&#(\d+);/g, (_m, code) => String.fromCharCode(+code)),
    );
  fields.set('username', persona);
  const chosen = await fetch(new URL('/oauth/authorize', issuer), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: fields,
  });
  expect(chosen.status, await chosen.clone().text()).toBe(302);
  return new URL(chosen.headers.get('location') as string);
}

/**
 * The status of a resource-server call with the token. A refused token is a 401 with an RFC 6750 challenge,
 * which the library raises as a WWWAuthenticateChallengeError.
 */
async function resource(accessToken: string): Promise<number> {
  try {
    const response = await oauth.protectedResourceRequest(
      accessToken,
      'GET',
      new URL('/api/gift_claims', issuer),
      undefined,
      undefined,
      insecure,
    );
    return response.status;
  } catch (error) {
    if (!(error instanceof oauth.WWWAuthenticateChallengeError)) throw error;
    expect(error.cause).toEqual([
      expect.objectContaining({ scheme: 'bearer', parameters: { error: 'invalid_token' } }),
    ]);
    return error.status;
  }
}

describe('oauth4webapi against the mock login provider', () => {
  it('configures itself from the RFC 8414 metadata', () => {
    expect(as.issuer).toBe(issuer.href.replace(/\/$/, ''));
    expect(as.token_endpoint).toBe(new URL('/oauth/token', issuer).href);
    expect(as.revocation_endpoint).toBe(new URL('/oauth/revoke', issuer).href);
    expect(as.code_challenge_methods_supported).toContain('S256');
  });

  it('code + PKCE with the state as the verifier (S256 challenge, Basic client authentication), refresh with rotation, revocation', async () => {
    // The spec's rule: the state is the PKCE code_verifier.
    const verifier = oauth.generateRandomCodeVerifier();
    const callback = await signInAs('viewer', {
      state: verifier,
      code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
    });
    const params = oauth.validateAuthResponse(as, client, callback, verifier);
    const tokens = await oauth.processAuthorizationCodeResponse(
      as,
      client,
      await oauth.authorizationCodeGrantRequest(as, client, basic, params, redirectUri, verifier, insecure),
    );
    expect(tokens.token_type).toBe('bearer');
    expect((tokens as unknown as { user: { display_name: string } }).user.display_name).toBe('Eka Viewer');
    expect(await resource(tokens.access_token)).toBe(200);

    // Refresh rotates the refresh token (client_secret_post this time).
    const rotated = await oauth.processRefreshTokenResponse(
      as,
      client,
      await oauth.refreshTokenGrantRequest(as, client, post, tokens.refresh_token as string, insecure),
    );
    expect(rotated.refresh_token).toBeDefined();
    expect(rotated.refresh_token).not.toBe(tokens.refresh_token);
    expect(await resource(rotated.access_token)).toBe(200);

    // Revoking the current refresh token ends the sign-in: its access tokens stop working.
    await oauth.processRevocationResponse(
      await oauth.revocationRequest(as, client, basic, rotated.refresh_token as string, insecure),
    );
    expect(await resource(rotated.access_token)).toBe(401);
    const refused = oauth.processRefreshTokenResponse(
      as,
      client,
      await oauth.refreshTokenGrantRequest(as, client, basic, rotated.refresh_token as string, insecure),
    );
    await expect(refused).rejects.toMatchObject({ error: 'invalid_grant', status: 400 });
  });

  it("the spec's own flow: no challenge, the state is the verifier; a rotated refresh token replayed is refused; logout", async () => {
    const state = oauth.generateRandomCodeVerifier();
    const callback = await signInAs('marketer', { state });
    const params = oauth.validateAuthResponse(as, client, callback, state);
    const tokens = await oauth.processAuthorizationCodeResponse(
      as,
      client,
      await oauth.authorizationCodeGrantRequest(as, client, post, params, redirectUri, state, insecure),
    );
    await oauth.processRefreshTokenResponse(
      as,
      client,
      await oauth.refreshTokenGrantRequest(as, client, basic, tokens.refresh_token as string, insecure),
    );
    const replay = oauth.processRefreshTokenResponse(
      as,
      client,
      await oauth.refreshTokenGrantRequest(as, client, basic, tokens.refresh_token as string, insecure),
    );
    await expect(replay).rejects.toMatchObject({ error: 'invalid_grant' });

    const again = await signInAs('marketer', { state, prompt: 'login' });
    const next = await oauth.processAuthorizationCodeResponse(
      as,
      client,
      await oauth.authorizationCodeGrantRequest(
        as,
        client,
        basic,
        oauth.validateAuthResponse(as, client, again, state),
        redirectUri,
        state,
        insecure,
      ),
    );
    // The spec's logout: GET /oauth/logout?code=<access token>.
    const logout = await fetch(new URL(`/oauth/logout?code=${next.access_token}`, issuer));
    expect(logout.status).toBe(200);
    expect(await resource(next.access_token)).toBe(401);
  });

  it('an authorization error comes back to the client, which reads error, description and state', async () => {
    const state = oauth.generateRandomCodeVerifier();
    const callback = await signInAs('admin', { state, tenant_id: 'another-tenant' });
    expect(() => oauth.validateAuthResponse(as, client, callback, state)).toThrow(
      expect.objectContaining({ error: 'invalid_request' }),
    );
  });
});
