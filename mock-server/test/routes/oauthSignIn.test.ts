import type { FastifyInstance } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { testConfig } from '../../src/config.js';
import { CLIENT, REDIRECT_URI, authorize, makeApp, signIn, tokenRequest, type TestApp } from '../helpers.js';

/** A sign-in is one token family: logout, lifetimes and code replay act on all of it. */

let ctx: TestApp | undefined;
afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
});

const HOUR = 3600_000;

function refresh(app: FastifyInstance, refreshToken: string) {
  return tokenRequest(app, {
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
    client_id: CLIENT.client_id,
    client_secret: CLIENT.client_secret,
  });
}

/** Whether an access token is accepted by the resource server (a live token on an unknown path is a 404). */
async function works(app: FastifyInstance, accessToken: string): Promise<boolean> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/x',
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect([401, 404]).toContain(response.statusCode);
  return response.statusCode === 404;
}

async function rotate(app: FastifyInstance, refreshToken: string) {
  const response = await refresh(app, refreshToken);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ access_token: string; refresh_token: string }>();
}

describe('logout ends the whole sign-in', () => {
  it('revokes older and newer access and refresh tokens of the family', async () => {
    ctx = await makeApp();
    const app = ctx.app;
    const { tokens: first } = await signIn(app, 'viewer');
    const second = await rotate(app, first.refresh_token);
    const third = await rotate(app, second.refresh_token);
    // The previous access tokens stay valid for requests in flight...
    expect(await works(app, first.access_token)).toBe(true);
    expect(await works(app, second.access_token)).toBe(true);

    // ...until the user signs out, here with the middle token (an older tab's copy).
    const logout = await app.inject({
      method: 'GET',
      url: `/oauth/logout?code=${encodeURIComponent(second.access_token)}`,
    });
    expect(logout.statusCode).toBe(200);
    for (const accessToken of [first.access_token, second.access_token, third.access_token]) {
      expect(await works(app, accessToken)).toBe(false);
    }
    for (const refreshToken of [first.refresh_token, second.refresh_token, third.refresh_token]) {
      const response = await refresh(app, refreshToken);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('invalid_grant');
    }
  });

  it('leaves other users signed in', async () => {
    ctx = await makeApp();
    const { tokens: viewer } = await signIn(ctx.app, 'viewer');
    const { tokens: admin } = await signIn(ctx.app, 'admin');
    await ctx.app.inject({ method: 'GET', url: `/oauth/logout?code=${viewer.access_token}` });
    expect(await works(ctx.app, admin.access_token)).toBe(true);
    expect((await refresh(ctx.app, admin.refresh_token)).statusCode).toBe(200);
  });
});

describe('refresh token lifetimes', () => {
  it('defaults: 12 h absolute, 2 h idle', async () => {
    ctx = await makeApp();
    expect(ctx.app.config.refreshAbsoluteTtlSeconds).toBe(12 * 3600);
    expect(ctx.app.config.refreshIdleTtlSeconds).toBe(2 * 3600);
  });

  it('a refresh token unused for longer than the idle lifetime is invalid_grant', async () => {
    ctx = await makeApp({ refreshIdleTtlSeconds: 2 * 3600 });
    const { tokens } = await signIn(ctx.app, 'viewer');
    ctx.app.clock.advance(2 * HOUR - 60_000);
    const next = await rotate(ctx.app, tokens.refresh_token);
    // Each rotation starts a new idle period.
    ctx.app.clock.advance(2 * HOUR - 60_000);
    const after = await rotate(ctx.app, next.refresh_token);
    ctx.app.clock.advance(2 * HOUR + 1000);
    const expired = await refresh(ctx.app, after.refresh_token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({
      error: 'invalid_grant',
      error_description: expect.stringContaining('expired'),
    });
  });

  it('rotation never extends the absolute lifetime', async () => {
    ctx = await makeApp({ refreshAbsoluteTtlSeconds: 12 * 3600, refreshIdleTtlSeconds: 2 * 3600 });
    const { tokens } = await signIn(ctx.app, 'viewer');
    let current = tokens.refresh_token;
    // Refreshing every 1.5 h keeps the idle limit satisfied; after 12 h the sign-in is over nonetheless.
    for (let elapsed = 0; elapsed + 1.5 * HOUR < 12 * HOUR; elapsed += 1.5 * HOUR) {
      ctx.app.clock.advance(1.5 * HOUR);
      current = (await rotate(ctx.app, current)).refresh_token;
    }
    ctx.app.clock.advance(1.5 * HOUR);
    const late = await refresh(ctx.app, current);
    expect(late.statusCode).toBe(400);
    expect(late.json().error).toBe('invalid_grant');
  });

  it('the control API clock moves the lifetimes too', async () => {
    ctx = await makeApp({ refreshIdleTtlSeconds: 60 });
    const { tokens } = await signIn(ctx.app, 'viewer');
    const advance = await ctx.app.inject({
      method: 'POST',
      url: '/__mock/clock/advance',
      payload: { ms: 61_000 },
    });
    expect(advance.statusCode).toBe(200);
    expect((await refresh(ctx.app, tokens.refresh_token)).json().error).toBe('invalid_grant');
  });
});

describe('a replayed authorization code', () => {
  it('revokes every token descended from it, including refreshed ones', async () => {
    ctx = await makeApp();
    const app = ctx.app;
    const { code, state } = await authorize(app, 'admin');
    const grant = {
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT_URI,
      client_id: CLIENT.client_id,
      client_secret: CLIENT.client_secret,
      code_verifier: state,
    };
    const first = (await tokenRequest(app, grant)).json<{ access_token: string; refresh_token: string }>();
    const refreshed = await rotate(app, first.refresh_token);
    const again = await rotate(app, refreshed.refresh_token);
    const replay = await tokenRequest(app, grant);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error).toBe('invalid_grant');
    for (const accessToken of [first.access_token, refreshed.access_token, again.access_token]) {
      expect(await works(app, accessToken)).toBe(false);
    }
    expect((await refresh(app, again.refresh_token)).statusCode).toBe(400);
  });
});

describe('PERSIST_STATE=on', () => {
  it('keeps sign-ins across a restart of the mock', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'crm-mock-test-'));
    try {
      const config = testConfig({ dataDir, persistState: true, campaignEngine: false });
      const first = await buildApp(config);
      await first.ready();
      const { tokens, cookie } = await signIn(first, 'marketer');
      await first.close();

      const second = await buildApp(config);
      await second.ready();
      try {
        expect(await works(second, tokens.access_token)).toBe(true);
        const next = await rotate(second, tokens.refresh_token);
        expect(await works(second, next.access_token)).toBe(true);
        // The provider session (single sign-on cookie) survives too.
        const sso = await tokenRequest(second, { grant_type: 'redis' }, cookie);
        expect(sso.statusCode).toBe(200);
        // A replay of a used refresh token is still detected after the restart.
        expect((await refresh(second, tokens.refresh_token)).statusCode).toBe(400);
        expect(await works(second, next.access_token)).toBe(false);
      } finally {
        await second.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('without it, a restart signs everyone out', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'crm-mock-test-'));
    try {
      const config = testConfig({ dataDir, persistState: false, campaignEngine: false });
      const first = await buildApp(config);
      const { tokens } = await signIn(first, 'marketer');
      await first.close();
      const second = await buildApp(config);
      try {
        expect(await works(second, tokens.access_token)).toBe(false);
      } finally {
        await second.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('memory of the provider', () => {
  it('forgets sign-ins past their lifetime when new ones start', async () => {
    ctx = await makeApp({ refreshAbsoluteTtlSeconds: 3600, tokenTtlSeconds: 600 });
    const { tokens } = await signIn(ctx.app, 'viewer');
    ctx.app.clock.advance(2 * HOUR);
    await signIn(ctx.app, 'admin');
    const snapshot = ctx.app.auth.snapshot();
    expect(snapshot.families).toHaveLength(1);
    expect(snapshot.refreshTokens.map(([value]) => value)).not.toContain(tokens.refresh_token);
    expect(snapshot.accessTokens.map(([value]) => value)).not.toContain(tokens.access_token);
  });
});
