import type { OAuthApi } from '../api/oauth';
import type { StoredSession, TokenResponse } from '../api/types';
import type { RotationStore } from './rotationStore';
import { needsRefresh } from './sessionRules';
import { mergeRefreshed, readStoredSession, writeStoredSession } from './sessionStorage';

/** Name of the Web Lock every tab of this origin takes around a refresh. */
export const REFRESH_LOCK = 'crm-session-refresh';

/** The part of the Web Locks API used here (navigator.locks). */
export interface RefreshLocks {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

export interface SessionRefresherDeps {
  localStorage: Storage;
  oauth(): Promise<OAuthApi>;
  now(): number;
  /** navigator.locks where the browser has it (secure contexts); without it refreshes are single-flight per tab only. */
  locks?: RefreshLocks;
  /** Where the lock holder records its refresh for the next holder (local storage may lag behind). */
  rotations?: RotationStore;
}

export interface SessionRefresher {
  /**
   * The stored session, refreshed first when fewer than 120 s remain; null when there is none.
   * Rejects when the refresh fails (the caller sends the user to login).
   */
  freshSession(): Promise<StoredSession | null>;
}

/**
 * Refresh tokens rotate and a reused one revokes the whole sign-in, so a refresh must happen once, however many
 * callers (the refresh loop, API calls in parallel, other tabs) notice at the same moment that it is due:
 * - within the tab, concurrent callers share the one refresh in flight;
 * - across tabs and windows of the origin, the refresh runs under a Web Lock, and the session is read again
 *   from local storage after the lock is taken: if another tab refreshed meanwhile, its tokens are used. As
 *   local storage may lag behind across processes, the holder also records the refresh in IndexedDB
 *   (RotationStore) and the next holder looks there before spending a refresh token.
 * The new session is written to local storage, which also tells the other tabs (the `storage` event).
 */
export function createSessionRefresher(deps: SessionRefresherDeps): SessionRefresher {
  let inFlight: Promise<StoredSession | null> | undefined;

  async function refreshIfStillDue(): Promise<StoredSession | null> {
    const stored = readStoredSession(deps.localStorage);
    if (!stored || !needsRefresh(stored, deps.now())) return stored;
    // Another tab may have spent this refresh token already, its write to local storage not seen here yet.
    const already = await deps.rotations?.find(stored.refresh_token).catch(() => null);
    if (already) {
      writeStoredSession(deps.localStorage, already);
      return already;
    }
    const oauth = await deps.oauth();
    const response: TokenResponse = await oauth.refresh(stored.refresh_token);
    const session = mergeRefreshed(stored, response, deps.now());
    writeStoredSession(deps.localStorage, session);
    // Recorded before the lock is released, so the next holder finds it.
    await deps.rotations?.record(stored.refresh_token, session).catch(() => undefined);
    return session;
  }

  return {
    freshSession() {
      const stored = readStoredSession(deps.localStorage);
      if (!stored || !needsRefresh(stored, deps.now())) return Promise.resolve(stored);
      inFlight ??= (
        deps.locks ? deps.locks.request(REFRESH_LOCK, refreshIfStillDue) : refreshIfStillDue()
      ).finally(() => {
        inFlight = undefined;
      });
      return inFlight;
    },
  };
}

const refreshers = new WeakMap<object, SessionRefresher>();

/** The one refresher of a set of saga dependencies (the app has one; each test its own). */
export function sessionRefresherFor(deps: SessionRefresherDeps): SessionRefresher {
  let refresher = refreshers.get(deps);
  if (!refresher) {
    refresher = createSessionRefresher(deps);
    refreshers.set(deps, refresher);
  }
  return refresher;
}
