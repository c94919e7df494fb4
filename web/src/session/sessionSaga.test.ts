import { expectSaga } from 'redux-saga-test-plan';
import { runSaga, stdChannel } from 'redux-saga';
import type { OAuthApi } from '../api/oauth';
import type { StoredSession, TokenResponse } from '../api/types';
import { notify } from '../store/notificationsSlice';
import { activate, translate } from '../i18n/i18n';
import indonesian from '../i18n/catalogues/id.json';
import { rootReducer } from '../store/store';
import { makeDeps, TEST_CONFIG } from '../test/sagaDeps';
import { skipDelays } from '../test/skipDelays';
import { EXPECTED_STATE_KEY } from './loginRedirect';
import {
  bootstrapSession,
  handleAccessDenied,
  handleCallback,
  keepSessionFresh,
  MISSING_PARAMS_DELAY_MS,
  NO_ACCESS_DELAY_MS,
  signOut,
} from './sessionSaga';
import {
  accessDenied,
  authenticated,
  callbackFailed,
  callbackRequested,
  loginRedirected,
  refreshFailed,
  refreshed,
  signOutRequested,
  unauthorized,
} from './sessionSlice';
import { SESSION_KEY } from './sessionStorage';

const NOW = Date.parse('2024-06-01T12:00:00.000Z');

const user = {
  display_name: 'Citra Marketer',
  applications: ['crm'],
  modules: ['crm.campaign.list', 'crm.campaign.add'],
  divisions: [{ id: 'div-marketing', name: 'Marketing' }],
};

const tokens = (suffix: string, expiresIn = 3600): TokenResponse => ({
  access_token: `access-${suffix}`,
  refresh_token: `refresh-${suffix}`,
  expires_in: expiresIn,
  token_type: 'Bearer',
  user,
});

function stored(suffix: string, ageSeconds: number, expiresIn = 3600): StoredSession {
  return { ...tokens(suffix, expiresIn), created_at: new Date(NOW - ageSeconds * 1000).toISOString() };
}

function fakeOAuth(overrides: Partial<OAuthApi> = {}): OAuthApi {
  return {
    exchangeCode: vi.fn(async () => tokens('code')),
    refresh: vi.fn(async () => tokens('refreshed')),
    sessionGrant: vi.fn(async () => tokens('redis')),
    logout: vi.fn(async () => undefined),
    ...overrides,
  };
}

function makeSessionDeps(oauth: OAuthApi = fakeOAuth()) {
  const deps = makeDeps(
    {},
    {
      config: { ...TEST_CONFIG, apps: { ...TEST_CONFIG.apps, helpdesk: 'https://helpdesk.test/dashboard' } },
      oauth: async () => oauth,
      now: () => NOW,
      randomState: () => 'fresh-state',
    },
  );
  return { deps, oauth };
}

const storedSession = () => JSON.parse(localStorage.getItem(SESSION_KEY) ?? 'null') as StoredSession | null;

/** The authorize address the saga sends the browser to, with the language shown (the tests' English). */
const loginUrl =
  'http://app.test/oauth/authorize?response_type=code&client_id=crm-web&redirect_uri=http%3A%2F%2Fapp.test%2Fauth%2Fcallback&state=fresh-state&tenant_id=tenant&ui_locales=en';

describe('session bootstrap on start', () => {
  it('restores a stored session with time left, without calling the provider', async () => {
    localStorage.setItem(SESSION_KEY, JSON.stringify(stored('old', 600)));
    const { deps, oauth } = makeSessionDeps();
    const result = await expectSaga(bootstrapSession, deps)
      .withReducer(rootReducer)
      .put(authenticated(stored('old', 600)))
      .run();
    expect(result.storeState.session).toMatchObject({ status: 'authenticated', accessToken: 'access-old' });
    expect(oauth.refresh).not.toHaveBeenCalled();
  });

  it('refreshes a stored session with fewer than 120 s left and stores the new token and created_at', async () => {
    localStorage.setItem(SESSION_KEY, JSON.stringify(stored('old', 3490)));
    const { deps, oauth } = makeSessionDeps();
    const result = await expectSaga(bootstrapSession, deps).withReducer(rootReducer).run();
    expect(oauth.refresh).toHaveBeenCalledWith('refresh-old');
    expect(storedSession()).toMatchObject({
      access_token: 'access-refreshed',
      refresh_token: 'refresh-refreshed',
      created_at: new Date(NOW).toISOString(),
    });
    expect(result.storeState.session.accessToken).toBe('access-refreshed');
  });

  it('sends the user to the login provider when the refresh fails', async () => {
    localStorage.setItem(SESSION_KEY, JSON.stringify(stored('old', 3590)));
    const { deps } = makeSessionDeps(
      fakeOAuth({ refresh: vi.fn(async () => Promise.reject(new Error('invalid_grant'))) }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expectSaga(bootstrapSession, deps).withReducer(rootReducer).put(loginRedirected()).run();
    expect(deps.redirect).toHaveBeenCalledWith(loginUrl);
    expect(sessionStorage.getItem(EXPECTED_STATE_KEY)).toBe('fresh-state');
  });

  it("asks the login provider's pages in the language shown (ui_locales)", async () => {
    activate('id', indonesian);
    const { deps } = makeSessionDeps(
      fakeOAuth({ sessionGrant: vi.fn(async () => Promise.reject(new Error('invalid_grant'))) }),
    );
    await expectSaga(bootstrapSession, deps).withReducer(rootReducer).put(loginRedirected()).run();
    expect(deps.redirect).toHaveBeenCalledWith(loginUrl.replace('ui_locales=en', 'ui_locales=id'));
  });

  it('without a stored session, asks for a session grant, stores it and goes to /', async () => {
    const { deps, oauth } = makeSessionDeps();
    await expectSaga(bootstrapSession, deps).withReducer(rootReducer).run();
    expect(oauth.sessionGrant).toHaveBeenCalled();
    expect(storedSession()).toMatchObject({
      access_token: 'access-redis',
      created_at: new Date(NOW).toISOString(),
    });
    expect(deps.navigate).toHaveBeenCalledWith('/');
  });

  it('without a stored session and no provider session, goes to login', async () => {
    const { deps } = makeSessionDeps(
      fakeOAuth({ sessionGrant: vi.fn(async () => Promise.reject(new Error('401'))) }),
    );
    await expectSaga(bootstrapSession, deps).withReducer(rootReducer).run();
    expect(deps.redirect).toHaveBeenCalledWith(loginUrl);
    expect(deps.navigate).not.toHaveBeenCalled();
  });
});

describe('authentication callback', () => {
  it('exchanges code and state (the state is the code_verifier), stores the session and goes to /', async () => {
    sessionStorage.setItem(EXPECTED_STATE_KEY, 'st-1');
    const { deps, oauth } = makeSessionDeps();
    const result = await expectSaga(handleCallback, deps, callbackRequested({ code: 'c-1', state: 'st-1' }))
      .withReducer(rootReducer)
      .run();
    expect(oauth.exchangeCode).toHaveBeenCalledWith('c-1', 'st-1');
    expect(storedSession()).toMatchObject({
      access_token: 'access-code',
      created_at: new Date(NOW).toISOString(),
    });
    expect(deps.navigate).toHaveBeenCalledWith('/');
    expect(result.storeState.session.status).toBe('authenticated');
    expect(sessionStorage.getItem(EXPECTED_STATE_KEY)).toBeNull();
  });

  it.each([[{ code: null, state: 'st' }], [{ code: 'c', state: null }], [{ code: null, state: null }]])(
    'shows the failure view 2 s after a callback with %j',
    async (params) => {
      const { deps, oauth } = makeSessionDeps();
      const delays: number[] = [];
      const result = await expectSaga(handleCallback, deps, callbackRequested(params))
        .withReducer(rootReducer)
        .provide(skipDelays(delays))
        .put(callbackFailed())
        .run();
      expect(delays).toEqual([MISSING_PARAMS_DELAY_MS]);
      expect(MISSING_PARAMS_DELAY_MS).toBe(2000);
      expect(result.storeState.session.callback).toBe('failed');
      expect(oauth.exchangeCode).not.toHaveBeenCalled();
    },
  );

  it('fails when the exchange fails, and logs the error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { deps } = makeSessionDeps(
      fakeOAuth({ exchangeCode: vi.fn(async () => Promise.reject(new Error('invalid_grant'))) }),
    );
    await expectSaga(handleCallback, deps, callbackRequested({ code: 'c', state: 's' }))
      .withReducer(rootReducer)
      .put(callbackFailed())
      .run();
    expect(error).toHaveBeenCalled();
    expect(storedSession()).toBeNull();
    expect(deps.navigate).not.toHaveBeenCalled();
  });

  it('refuses a state other than the one this tab sent', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    sessionStorage.setItem(EXPECTED_STATE_KEY, 'mine');
    const { deps, oauth } = makeSessionDeps();
    await expectSaga(handleCallback, deps, callbackRequested({ code: 'c', state: 'theirs' }))
      .withReducer(rootReducer)
      .put(callbackFailed())
      .run();
    expect(oauth.exchangeCode).not.toHaveBeenCalled();
  });
});

describe('sign-out', () => {
  it("clears local storage but for the browser's language choice", async () => {
    localStorage.setItem(SESSION_KEY, JSON.stringify(stored('t', 10)));
    localStorage.setItem('other', 'x');
    localStorage.setItem('crm.language', 'id');
    const { deps } = makeSessionDeps();
    await expectSaga(signOut, deps)
      .withReducer(rootReducer, rootReducer(undefined, authenticated(stored('t', 10))))
      .put(loginRedirected())
      .run();
    expect(Object.keys(localStorage)).toEqual(['crm.language']);
    expect(localStorage.getItem('crm.language')).toBe('id');
  });

  it('calls logout with the access token, clears local storage and goes to login', async () => {
    localStorage.setItem(SESSION_KEY, JSON.stringify(stored('t', 10)));
    localStorage.setItem('other', 'x');
    const { deps, oauth } = makeSessionDeps();
    await expectSaga(signOut, deps)
      .withReducer(rootReducer, rootReducer(undefined, authenticated(stored('t', 10))))
      .put(loginRedirected())
      .run();
    expect(oauth.logout).toHaveBeenCalledWith('access-t');
    expect(localStorage.length).toBe(0);
    expect(deps.redirect).toHaveBeenCalledWith(loginUrl);
  });

  it('still signs out locally when the logout call fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem(SESSION_KEY, JSON.stringify(stored('t', 10)));
    const { deps } = makeSessionDeps(
      fakeOAuth({ logout: vi.fn(async () => Promise.reject(new Error('down'))) }),
    );
    await expectSaga(signOut, deps)
      .withReducer(rootReducer, rootReducer(undefined, authenticated(stored('t', 10))))
      .run();
    expect(localStorage.length).toBe(0);
    expect(deps.redirect).toHaveBeenCalledWith(loginUrl);
  });

  it('any 401 signs out through the root saga', async () => {
    const { sessionSaga } = await import('./sessionSaga');
    localStorage.setItem(SESSION_KEY, JSON.stringify(stored('t', 10)));
    const { deps, oauth } = makeSessionDeps();
    await expectSaga(sessionSaga, deps)
      .withReducer(rootReducer, rootReducer(undefined, authenticated(stored('t', 10))))
      .dispatch(unauthorized())
      .dispatch(unauthorized())
      .silentRun(50);
    expect(oauth.logout).toHaveBeenCalledTimes(1);
    expect(deps.redirect).toHaveBeenCalledWith(loginUrl);
    expect(localStorage.length).toBe(0);
  });
});

describe('401s arriving one after another', () => {
  it('a 401 arriving after the sign-out finished does not sign out (or redirect) again', async () => {
    const { makeStore } = await import('../test/appStore');
    localStorage.setItem(SESSION_KEY, JSON.stringify(stored('t', 10)));
    const { deps, oauth } = makeSessionDeps();
    const store = makeStore(deps);
    store.dispatch(authenticated(stored('t', 10)));
    store.dispatch(unauthorized());
    await vi.waitFor(() => expect(deps.redirect).toHaveBeenCalledTimes(1));
    // Late answers of parallel calls, then a failed refresh of another call: all ignored.
    for (let index = 0; index < 5; index += 1) store.dispatch(unauthorized());
    store.dispatch(refreshFailed());
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(oauth.logout).toHaveBeenCalledTimes(1);
    expect(deps.redirect).toHaveBeenCalledTimes(1);
  });
});

describe('keeping the session fresh', () => {
  it('refreshes when the token gets within 120 s of expiry, then waits again', async () => {
    localStorage.setItem(SESSION_KEY, JSON.stringify(stored('old', 3500)));
    const { deps, oauth } = makeSessionDeps();
    const delays: number[] = [];
    await expectSaga(keepSessionFresh, deps)
      .withReducer(rootReducer)
      .provide(skipDelays(delays, 0)) // the next wait never ends in this test
      .put.like({ action: { type: refreshed.type, payload: { access_token: 'access-refreshed' } } })
      .silentRun(50);
    expect(oauth.refresh).toHaveBeenCalledWith('refresh-old');
    expect(storedSession()?.access_token).toBe('access-refreshed');
    // After the refresh the new token has its full life: the loop waits again.
    expect(delays).toEqual([30_000]);
  });

  it('tokens of 60 s: one refresh, then the loop waits half the life of the new token (it refreshed in a loop before)', async () => {
    localStorage.setItem(SESSION_KEY, JSON.stringify(stored('old', 31, 60)));
    const { deps, oauth } = makeSessionDeps(
      fakeOAuth({ refresh: vi.fn(async () => tokens('refreshed', 60)) }),
    );
    const delays: number[] = [];
    await expectSaga(keepSessionFresh, deps)
      .withReducer(rootReducer)
      .provide(skipDelays(delays, 0))
      .silentRun(100);
    expect(oauth.refresh).toHaveBeenCalledTimes(1);
    expect(delays).toEqual([30_000]);
  });

  it('stops at sign-out', () => {
    localStorage.setItem(SESSION_KEY, JSON.stringify(stored('old', 0)));
    const { deps } = makeSessionDeps();
    const channel = stdChannel();
    const task = runSaga(
      { channel, dispatch: () => undefined, getState: () => ({}) },
      keepSessionFresh,
      deps,
    );
    expect(task.isRunning()).toBe(true);
    channel.put(signOutRequested());
    expect(task.isRunning()).toBe(false);
  });

  it('a refresh failing while the app is open sends the user to the login provider', async () => {
    // Signed in, then the token gets within 120 s of expiry and the provider answers the refresh with 400.
    localStorage.setItem(SESSION_KEY, JSON.stringify(stored('old', 3500)));
    const { deps, oauth } = makeSessionDeps(
      fakeOAuth({ refresh: vi.fn(async () => Promise.reject(new Error('invalid_grant'))) }),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const result = await expectSaga(keepSessionFresh, deps)
      .withReducer(rootReducer, rootReducer(undefined, authenticated(stored('old', 3500))))
      .provide(skipDelays([], 0))
      .put(loginRedirected())
      .silentRun(50);
    expect(oauth.refresh).toHaveBeenCalledTimes(1);
    expect(deps.redirect).toHaveBeenCalledTimes(1);
    expect(deps.redirect).toHaveBeenCalledWith(loginUrl);
    expect(result.storeState.session.status).toBe('redirecting');
  });

  it('in the real store: a refresh failing while the app is open leaves for the login provider', async () => {
    const { makeStore } = await import('../test/appStore');
    localStorage.setItem(SESSION_KEY, JSON.stringify(stored('old', 3500)));
    const { deps } = makeSessionDeps(
      fakeOAuth({ refresh: vi.fn(async () => Promise.reject(new Error('invalid_grant'))) }),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = makeStore(deps);
    store.dispatch(authenticated(stored('old', 3500)));
    await vi.waitFor(() => expect(store.getState().session.status).toBe('redirecting'));
    await vi.waitFor(() => expect(deps.redirect).toHaveBeenCalledWith(loginUrl));
  });

  it('the whole session saga: a failed refresh while open redirects once, also with late 401s', async () => {
    const { sessionSaga } = await import('./sessionSaga');
    localStorage.setItem(SESSION_KEY, JSON.stringify(stored('old', 3500)));
    const { deps, oauth } = makeSessionDeps(
      fakeOAuth({ refresh: vi.fn(async () => Promise.reject(new Error('invalid_grant'))) }),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expectSaga(sessionSaga, deps)
      .withReducer(rootReducer)
      .dispatch(authenticated(stored('old', 3500)))
      .delay(20)
      .dispatch(unauthorized())
      .dispatch(refreshFailed())
      .silentRun(80);
    expect(oauth.refresh).toHaveBeenCalledTimes(1);
    expect(deps.redirect).toHaveBeenCalledTimes(1);
    expect(deps.redirect).toHaveBeenCalledWith(loginUrl);
    expect(oauth.logout).not.toHaveBeenCalled();
  });

  it('waits (at most 30 s at a time) while there is time left', async () => {
    localStorage.setItem(SESSION_KEY, JSON.stringify(stored('old', 0)));
    const { deps, oauth } = makeSessionDeps();
    const delays: number[] = [];
    await expectSaga(keepSessionFresh, deps).provide(skipDelays(delays, 2)).silentRun(50);
    expect(delays.slice(0, 2)).toEqual([30_000, 30_000]);
    expect(oauth.refresh).not.toHaveBeenCalled();
  });
});

describe('access refusals', () => {
  const signedIn = (applications: string[], modules: string[]) =>
    rootReducer(undefined, authenticated({ ...stored('t', 0), user: { ...user, applications, modules } }));

  it('a missing module: toast "No Access Found" and back to the CRM home', async () => {
    const { deps } = makeSessionDeps();
    await expectSaga(handleAccessDenied, deps, accessDenied({ reason: 'noModule' }))
      .withReducer(rootReducer, signedIn(['crm'], ['crm.campaign.list']))
      .put.like({
        action: { type: notify.type, payload: { severity: 'error', summary: 'session.access.noModule' } },
      })
      .run();
    expect(translate('session.access.noModule')).toBe('No Access Found');
    expect(deps.navigate).toHaveBeenCalledWith('/campaign/list-campaign');
  });

  it('no crm: toast "No Access Found for CRM", then the first application', async () => {
    const { deps } = makeSessionDeps();
    const delays: number[] = [];
    await expectSaga(handleAccessDenied, deps, accessDenied({ reason: 'noCrm' }))
      .withReducer(rootReducer, signedIn(['helpdesk'], []))
      .provide(skipDelays(delays))
      .put.like({ action: { type: notify.type, payload: { summary: 'session.access.noCrm' } } })
      .run();
    expect(translate('session.access.noCrm')).toBe('No Access Found for CRM');
    expect(deps.redirect).toHaveBeenCalledWith('https://helpdesk.test/dashboard');
    expect(delays).toEqual([NO_ACCESS_DELAY_MS]);
  });

  it('no application: toast "No access found for any applications", signed out after 3 s', async () => {
    const { deps } = makeSessionDeps();
    const delays: number[] = [];
    await expectSaga(handleAccessDenied, deps, accessDenied({ reason: 'noApplications' }))
      .withReducer(rootReducer, signedIn([], []))
      .provide(skipDelays(delays))
      .put.like({
        action: { type: notify.type, payload: { summary: 'session.access.noApplications' } },
      })
      .put(signOutRequested())
      .run();
    expect(translate('session.access.noApplications')).toBe('No access found for any applications');
    expect(delays).toEqual([3000]);
  });
});
