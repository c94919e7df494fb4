import type { AxiosInstance } from 'axios';
import type { SagaDeps } from '../app/sagaDeps';

export interface FakeHttp {
  get: ReturnType<typeof vi.fn>;
  post: ReturnType<typeof vi.fn>;
  put: ReturnType<typeof vi.fn>;
  delete: ReturnType<typeof vi.fn>;
}

/** An axios stand-in: each method resolves with `{ data }` from the given answer (or rejects with it). */
export function fakeHttp(overrides: Partial<FakeHttp> = {}): FakeHttp {
  const ok = () => vi.fn(async () => ({ data: {} }));
  return { get: ok(), post: ok(), put: ok(), delete: ok(), ...overrides };
}

export const NOW = Date.parse('2025-03-01T08:00:00.000Z');

/** Saga dependencies for feature saga tests: a fake http, recorded navigation, jsdom storage, a fixed clock. */
export function makeDeps(http: FakeHttp = fakeHttp()) {
  const navigate = vi.fn();
  const deps: SagaDeps = {
    config: {
      loginProviderUrl: '/oauth/authorize',
      clientId: 'crm-web',
      clientSecret: 'secret',
      tenantId: 'tenant',
      redirectUri: 'http://app.test/auth/callback',
      apps: { account: '', helpdesk: '', broadcast: '', chatbot: '', studio: '' },
    },
    http: async () => http as unknown as AxiosInstance,
    oauth: async () => {
      throw new Error('not used');
    },
    navigate,
    redirect: vi.fn(),
    localStorage: window.localStorage,
    sessionStorage: window.sessionStorage,
    now: () => NOW,
    randomState: () => 'state',
    origin: 'http://app.test',
  };
  return { deps, http, navigate };
}
