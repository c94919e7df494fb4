import type { AxiosInstance } from 'axios';
import { delay } from 'redux-saga/effects';
import { vi } from 'vitest';
import { ApiError } from '../../api/apiError';
import type { SagaDeps } from '../../app/sagaDeps';

/** Test doubles for the campaign sagas (only tests import this file). */

export type Handler = (
  body?: unknown,
  config?: { params?: Record<string, unknown>; headers?: Record<string, string> },
) => unknown;

/** A fake axios instance: `routes['GET /api/campaigns']` answers `{ data: <its result> }`; a thrown error rejects. */
export function fakeHttp(routes: Record<string, Handler>) {
  const calls: { method: string; url: string; body?: unknown; config?: unknown }[] = [];
  const answer = (method: string) =>
    vi.fn(async (url: string, second?: unknown, third?: unknown) => {
      const body = method === 'GET' ? undefined : second;
      const config = (method === 'GET' ? second : third) as Parameters<Handler>[1];
      calls.push({ method, url, body, config });
      const handler = routes[`${method} ${url}`];
      if (!handler) throw new ApiError(404, `no fake route for ${method} ${url}`);
      return { data: await handler(body, config) };
    });
  const http = { get: answer('GET'), post: answer('POST') } as unknown as AxiosInstance;
  return { http, calls };
}

export function makeDeps(http: AxiosInstance): SagaDeps {
  return {
    config: {
      loginProviderUrl: '/oauth/authorize',
      clientId: 'crm-web',
      clientSecret: 'secret',
      tenantId: 'tenant',
      redirectUri: 'http://app.test/auth/callback',
      apps: { account: '', helpdesk: '', broadcast: '', chatbot: '', studio: '' },
    },
    http: async () => http,
    oauth: async () => {
      throw new Error('not used');
    },
    navigate: vi.fn(),
    redirect: vi.fn(),
    localStorage: window.localStorage,
    sessionStorage: window.sessionStorage,
    now: () => Date.parse('2024-06-01T12:00:00.000Z'),
    randomState: () => 'state',
    origin: 'http://app.test',
  };
}

/** Every delay(ms) resolves at once and is recorded. */
export function skipDelays(record: number[]) {
  const delayFn = (delay(0) as unknown as { payload: { fn: unknown } }).payload.fn;
  return {
    call(effect: { fn: unknown; args: unknown[] }, next: () => unknown) {
      if (effect.fn === delayFn) {
        record.push(effect.args[0] as number);
        return undefined;
      }
      return next();
    },
  };
}
