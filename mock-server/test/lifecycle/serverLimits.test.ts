import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import { makeApp, type TestApp } from '../helpers.js';

let ctx: TestApp | undefined;
afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
});

describe('server time limits and session lifetimes (configuration)', () => {
  it('the server has request, connection and keep-alive timeouts', async () => {
    ctx = await makeApp();
    expect(ctx.app.initialConfig).toMatchObject({
      requestTimeout: 300_000,
      connectionTimeout: 30_000,
      keepAliveTimeout: 5_000,
    });
  });

  it('reads the limits and lifetimes from the environment and refuses nonsense', () => {
    const config = loadConfig({
      REQUEST_TIMEOUT_SECONDS: '60',
      CONNECTION_TIMEOUT_SECONDS: '10',
      KEEP_ALIVE_TIMEOUT_SECONDS: '2',
      SHUTDOWN_GRACE_SECONDS: '1',
      REFRESH_ABSOLUTE_TTL_SECONDS: '3600',
      REFRESH_IDLE_TTL_SECONDS: '600',
    });
    expect(config).toMatchObject({
      requestTimeoutMs: 60_000,
      connectionTimeoutMs: 10_000,
      keepAliveTimeoutMs: 2_000,
      shutdownGraceMs: 1_000,
      refreshAbsoluteTtlSeconds: 3600,
      refreshIdleTtlSeconds: 600,
    });
    expect(() => loadConfig({ REFRESH_IDLE_TTL_SECONDS: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: 'soon' })).toThrow(ConfigError);
  });
});
