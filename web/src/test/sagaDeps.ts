import { PERSONAS } from '@crm/fixtures';
import { authenticated } from '../session/sessionSlice';
import type { AxiosInstance } from 'axios';
import { createApis } from '../api/apis';
import { vi } from 'vitest';
import type { SagaDeps } from '../store/sagaDeps';
import type { RuntimeConfig } from '../config/runtimeConfig';

export interface StubHttp {
  get: ReturnType<typeof vi.fn>;
  post: ReturnType<typeof vi.fn>;
  put: ReturnType<typeof vi.fn>;
  delete: ReturnType<typeof vi.fn>;
}

/**
 * An axios stand-in of one mock function per method, each resolving `{ data: {} }` unless replaced.
 * For tests that stub and inspect calls method by method; `fakeHttp` answers by route instead.
 */
export function stubHttp(overrides: Partial<StubHttp> = {}): StubHttp {
  const ok = () => vi.fn(async () => ({ data: {} }));
  return { get: ok(), post: ok(), put: ok(), delete: ok(), ...overrides };
}

export const TEST_CONFIG: RuntimeConfig = {
  loginProviderUrl: '/oauth/authorize',
  clientId: 'crm-web',
  clientSecret: 'secret',
  tenantId: 'tenant',
  redirectUri: 'http://app.test/auth/callback',
  apps: { account: '', helpdesk: '', broadcast: '', chatbot: '', studio: '' },
  maxUploadMb: 20,
  defaultLanguage: 'en',
};

/** The fixed clock of `makeDeps`. */
export const NOW = Date.parse('2025-03-01T08:00:00.000Z');

/**
 * Saga dependencies for tests: the app's API modules over the given http instance (`fakeHttp(...).http` or a
 * `stubHttp()`), so a test fakes the backend's answers and the modules' own code runs; navigation and
 * redirects recorded by mock functions, jsdom storage, a fixed clock. `overrides` replaces any of them.
 */
export function makeDeps(http: unknown = stubHttp(), overrides: Partial<SagaDeps> = {}): SagaDeps {
  const api = createApis(http as AxiosInstance);
  return {
    config: TEST_CONFIG,
    api: async () => api,
    oauth: async () => {
      throw new Error('not used');
    },
    navigate: vi.fn(),
    redirect: vi.fn(),
    localStorage: window.localStorage,
    sessionStorage: window.sessionStorage,
    now: () => NOW,
    randomState: () => 'state',
    origin: 'http://app.test',
    ...overrides,
  };
}

/** A signed-in session as stored (for tests whose sagas wait for one). */
export const TEST_SESSION = {
  access_token: 'tok',
  refresh_token: 'r',
  expires_in: 3600,
  created_at: new Date(NOW).toISOString(),
  user: {
    display_name: PERSONAS.admin.name as string,
    applications: ['crm'],
    modules: [] as string[],
    divisions: [] as { id: string; name: string }[],
  },
};

/** A user signing in now (TEST_SESSION's, with `user` changed): what a screen test dispatches first. */
export function signedIn(user: Partial<typeof TEST_SESSION.user> = {}) {
  return authenticated({
    ...TEST_SESSION,
    created_at: new Date().toISOString(),
    user: { ...TEST_SESSION.user, ...user },
  });
}
