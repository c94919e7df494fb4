#!/usr/bin/env node
// Prints a live access token of a persona of the mock login provider, by signing in as a browser does
// (POST /oauth/authorize with the persona, then the code exchange). The PROVIDER_TOKEN_COMMAND of the
// verify:remote test against the mock server:
//   PROVIDER_BASE_URL=http://127.0.0.1:8080 node contracts/scripts/mockLoginToken.mjs dataentry
// The client is the mock's default (CLIENT_ID crm-web, CLIENT_SECRET crm-web-secret, TENANT_ID crm-backoffice);
// override with MOCK_CLIENT_ID, MOCK_CLIENT_SECRET, MOCK_TENANT_ID.
const persona = process.argv[2] ?? process.env.PROVIDER_PERSONA;
const base = process.env.PROVIDER_BASE_URL;
if (!persona || !base) {
  console.error('Usage: PROVIDER_BASE_URL=<mock server> node mockLoginToken.mjs <persona>');
  process.exit(2);
}
const clientId = process.env.MOCK_CLIENT_ID ?? 'crm-web';
const clientSecret = process.env.MOCK_CLIENT_SECRET ?? 'crm-web-secret';
// A loopback callback: accepted on any port (RFC 8252 7.3); nothing listens there, the code is read off the redirect.
const redirectUri = 'http://127.0.0.1:9/auth/callback';
const state = `verify-${persona}-${Date.now()}`;

const authorize = await fetch(new URL('/oauth/authorize', base), {
  method: 'POST',
  redirect: 'manual',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: redirectUri,
    state,
    tenant_id: process.env.MOCK_TENANT_ID ?? 'crm-backoffice',
    username: persona,
  }),
});
const location = authorize.headers.get('location');
const code = location ? new URL(location).searchParams.get('code') : null;
if (authorize.status !== 302 || !code) {
  console.error(
    `Signing in as ${persona} failed: ${authorize.status} ${(await authorize.text()).slice(0, 200)}`,
  );
  process.exit(1);
}
const token = await fetch(new URL('/oauth/token', base), {
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri,
    client_id: clientId,
    code_verifier: state,
    client_secret: clientSecret,
  }),
});
const body = await token.json().catch(() => ({}));
if (!token.ok || typeof body.access_token !== 'string') {
  console.error(`The code exchange for ${persona} failed: ${token.status} ${JSON.stringify(body)}`);
  process.exit(1);
}
console.log(body.access_token);
