import { ApiError } from '../api/apiError';
import type { OAuthApi } from '../api/oauth';
import type { StoredSession, TokenResponse } from '../api/types';
import { createSessionRefresher, REFRESH_LOCK, type RefreshLocks } from './sessionRefresher';
import { SESSION_KEY } from './sessionStorage';

const NOW = Date.parse('2024-06-01T12:00:00.000Z');
const user = { display_name: 'Ayu Admin', applications: ['crm'], modules: [], divisions: [] };

const tokens = (suffix: string): TokenResponse => ({
  access_token: `access-${suffix}`,
  refresh_token: `refresh-${suffix}`,
  expires_in: 3600,
  token_type: 'Bearer',
  user,
});

const stored = (suffix: string, ageSeconds: number, expiresIn = 3600): StoredSession => ({
  ...tokens(suffix),
  expires_in: expiresIn,
  created_at: new Date(NOW - ageSeconds * 1000).toISOString(),
});

function oauthWith(refresh: OAuthApi['refresh']): OAuthApi {
  return {
    refresh: vi.fn(refresh),
    exchangeCode: vi.fn(),
    sessionGrant: vi.fn(),
    logout: vi.fn(),
  };
}

/** A Web Locks stand-in: one holder at a time, in request order, like navigator.locks in exclusive mode. */
function fakeLocks(): RefreshLocks & { names: string[] } {
  let tail: Promise<unknown> = Promise.resolve();
  const names: string[] = [];
  return {
    names,
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      names.push(name);
      const run = tail.then(callback);
      tail = run.catch(() => undefined);
      return run;
    },
  };
}

const put = (session: StoredSession) => localStorage.setItem(SESSION_KEY, JSON.stringify(session));
const read = () => JSON.parse(localStorage.getItem(SESSION_KEY) ?? 'null') as StoredSession | null;

describe('session refresher', () => {
  it('returns the stored session without a call while more than 120 s remain', async () => {
    put(stored('old', 600));
    const oauth = oauthWith(async () => tokens('new'));
    const refresher = createSessionRefresher({ localStorage, oauth: async () => oauth, now: () => NOW });
    await expect(refresher.freshSession()).resolves.toMatchObject({ access_token: 'access-old' });
    expect(oauth.refresh).not.toHaveBeenCalled();
  });

  it('ten callers at once in one tab share one refresh', async () => {
    put(stored('old', 3500));
    let answer: (value: TokenResponse) => void = () => undefined;
    const oauth = oauthWith(() => new Promise<TokenResponse>((resolve) => (answer = resolve)));
    const locks = fakeLocks();
    const refresher = createSessionRefresher({
      localStorage,
      oauth: async () => oauth,
      now: () => NOW,
      locks,
    });
    const calls = Array.from({ length: 10 }, () => refresher.freshSession());
    await vi.waitFor(() => expect(oauth.refresh).toHaveBeenCalledTimes(1));
    answer(tokens('new'));
    const sessions = await Promise.all(calls);
    expect(sessions.map((session) => session?.access_token)).toEqual(Array(10).fill('access-new'));
    expect(oauth.refresh).toHaveBeenCalledWith('refresh-old');
    expect(read()).toMatchObject({ access_token: 'access-new', created_at: new Date(NOW).toISOString() });
    expect(locks.names).toEqual([REFRESH_LOCK]);
    // Later calls see the fresh session: no new refresh.
    await refresher.freshSession();
    expect(oauth.refresh).toHaveBeenCalledTimes(1);
  });

  it('two tabs due at once: the second, once it has the lock, uses the tokens the first one stored', async () => {
    put(stored('old', 3500));
    const locks = fakeLocks(); // shared by both "tabs" (same origin)
    const oauthA = oauthWith(async () => tokens('from-a'));
    const oauthB = oauthWith(async () => tokens('from-b'));
    const tabA = createSessionRefresher({ localStorage, oauth: async () => oauthA, now: () => NOW, locks });
    const tabB = createSessionRefresher({ localStorage, oauth: async () => oauthB, now: () => NOW, locks });
    const [a, b] = await Promise.all([tabA.freshSession(), tabB.freshSession()]);
    expect(oauthA.refresh).toHaveBeenCalledTimes(1);
    expect(oauthB.refresh).not.toHaveBeenCalled();
    expect(a?.access_token).toBe('access-from-a');
    expect(b?.access_token).toBe('access-from-a');
    expect(locks.names).toEqual([REFRESH_LOCK, REFRESH_LOCK]);
  });

  it('a failed refresh rejects every waiting caller, and the next call may try again', async () => {
    put(stored('old', 3500));
    const oauth = oauthWith(async () => Promise.reject(new Error('invalid_grant')));
    const refresher = createSessionRefresher({ localStorage, oauth: async () => oauth, now: () => NOW });
    const results = await Promise.allSettled([refresher.freshSession(), refresher.freshSession()]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(oauth.refresh).toHaveBeenCalledTimes(1);
    expect(read()?.access_token).toBe('access-old');
    await expect(refresher.freshSession()).rejects.toThrow('invalid_grant');
    expect(oauth.refresh).toHaveBeenCalledTimes(2);
  });

  it('without a stored session: null, no call', async () => {
    const oauth = oauthWith(async () => tokens('new'));
    const refresher = createSessionRefresher({ localStorage, oauth: async () => oauth, now: () => NOW });
    await expect(refresher.freshSession()).resolves.toBeNull();
    expect(oauth.refresh).not.toHaveBeenCalled();
  });

  it('a tab whose local storage still shows the spent token takes the recorded rotation instead', async () => {
    put(stored('old', 3500));
    const records = new Map<string, StoredSession>();
    const rotations = {
      find: vi.fn(async (spent: string) => records.get(spent) ?? null),
      record: vi.fn(async (spent: string, session: StoredSession) => void records.set(spent, session)),
      clear: vi.fn(async () => records.clear()),
    };
    const locks = fakeLocks();
    const oauthA = oauthWith(async () => tokens('from-a'));
    const tabA = createSessionRefresher({
      localStorage,
      oauth: async () => oauthA,
      now: () => NOW,
      locks,
      rotations,
    });
    await tabA.freshSession();
    expect(rotations.record).toHaveBeenCalledWith(
      'refresh-old',
      expect.objectContaining({ access_token: 'access-from-a' }),
    );
    // Tab B's process has not seen A's write yet: its local storage still holds the old session.
    put(stored('old', 3500));
    const oauthB = oauthWith(async () => Promise.reject(new Error('invalid_grant: already used')));
    const tabB = createSessionRefresher({
      localStorage,
      oauth: async () => oauthB,
      now: () => NOW,
      locks,
      rotations,
    });
    await expect(tabB.freshSession()).resolves.toMatchObject({ access_token: 'access-from-a' });
    expect(oauthB.refresh).not.toHaveBeenCalled();
    expect(read()?.refresh_token).toBe('refresh-from-a');
  });

  it('tokens of 100 s: a session just refreshed is not refreshed again (446 calls in 3 s before)', async () => {
    put(stored('old', 60, 100));
    const oauth = oauthWith(async () => ({ ...tokens('new'), expires_in: 100 }));
    const refresher = createSessionRefresher({ localStorage, oauth: async () => oauth, now: () => NOW });
    for (let call = 0; call < 10; call += 1) await refresher.freshSession();
    expect(oauth.refresh).toHaveBeenCalledTimes(1);
    expect(read()).toMatchObject({ access_token: 'access-new', expires_in: 100 });
  });

  it('a refresh that fails for want of an answer keeps the valid token and backs off, in every tab', async () => {
    put(stored('old', 3500));
    let now = NOW;
    const oauth = oauthWith(async () =>
      Promise.reject(new ApiError(null, 'The server could not be reached.')),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const tab = createSessionRefresher({ localStorage, oauth: async () => oauth, now: () => now });
    const otherTab = createSessionRefresher({ localStorage, oauth: async () => oauth, now: () => now });
    // The token has 100 s left: callers keep using it.
    await expect(tab.freshSession()).resolves.toMatchObject({ access_token: 'access-old' });
    expect(oauth.refresh).toHaveBeenCalledTimes(1);
    // No new attempt before the back-off ends, from this tab or another.
    now += 4000;
    await tab.freshSession();
    await otherTab.freshSession();
    expect(oauth.refresh).toHaveBeenCalledTimes(1);
    expect(tab.msUntilDue()).toBe(1000);
    now += 1000;
    await otherTab.freshSession();
    expect(oauth.refresh).toHaveBeenCalledTimes(2);
    // The wait doubles after each failure.
    now += 9000;
    await tab.freshSession();
    expect(oauth.refresh).toHaveBeenCalledTimes(2);
    now += 1000;
    await tab.freshSession();
    expect(oauth.refresh).toHaveBeenCalledTimes(3);
  });

  it('an answered refusal (invalid_grant) or a token already expired ends the session: the caller sends the user to login', async () => {
    put(stored('old', 3500));
    const refused = oauthWith(async () => Promise.reject(new ApiError(400, 'invalid_grant')));
    const refresher = createSessionRefresher({ localStorage, oauth: async () => refused, now: () => NOW });
    await expect(refresher.freshSession()).rejects.toThrow('invalid_grant');

    localStorage.clear();
    put(stored('old', 4000));
    const unreachable = oauthWith(async () => Promise.reject(new ApiError(null, 'unreachable')));
    const expired = createSessionRefresher({ localStorage, oauth: async () => unreachable, now: () => NOW });
    await expect(expired.freshSession()).rejects.toThrow('unreachable');
  });
});
