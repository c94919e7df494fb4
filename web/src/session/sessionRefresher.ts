import { ApiError, errorMessage } from '../api/apiError';
import { raw, translate } from '../i18n/i18n';
import type { OAuthApi } from '../api/oauth';
import type { StoredSession, TokenResponse } from '../api/types';
import type { RotationStore } from './rotationStore';
import { msUntilRefresh, needsRefresh, secondsLeft } from './sessionRules';
import { mergeRefreshed, readStoredSession, writeStoredSession } from './sessionStorage';

/** A session call's failure in words, for the console (the logs of the session's calls share it). */
export function failureWords(error: unknown): string {
  return translate(errorMessage(error, { fallback: raw(String(error)) }).summary);
}

/** Name of the Web Lock every tab of this origin takes around a refresh. */
export const REFRESH_LOCK = 'crm-session-refresh';

/**
 * Local storage key of the last failed refresh attempts, {at, count}: the back-off is shared by every tab of
 * the origin (cleared with the rest of local storage at sign-out).
 */
export const REFRESH_FAILURE_KEY = 'crm-session-refresh-failure';
/** After a refresh that got no usable answer: wait 5 s, then 10, 20, 40, at most 60 s between attempts. */
export const REFRESH_BACKOFF = { firstMs: 5000, maxMs: 60_000 } as const;

interface FailureRecord {
  at: number;
  count: number;
}

function readFailure(storage: Storage): FailureRecord | null {
  try {
    const value = JSON.parse(storage.getItem(REFRESH_FAILURE_KEY) ?? 'null') as Partial<FailureRecord> | null;
    return value && typeof value.at === 'number' && typeof value.count === 'number'
      ? { at: value.at, count: value.count }
      : null;
  } catch {
    return null;
  }
}

/** When the next attempt may be made after failures (ms since the epoch), or 0 without a failure. */
function retryAt(storage: Storage): number {
  const failure = readFailure(storage);
  if (!failure) return 0;
  const wait = Math.min(REFRESH_BACKOFF.maxMs, REFRESH_BACKOFF.firstMs * 2 ** (failure.count - 1));
  return failure.at + wait;
}

/**
 * A refresh that got no usable answer (no connection, the provider down or overloaded) may be tried again
 * later; an answered refusal (invalid_grant: revoked, reused or too old) may not: the user must sign in.
 */
function isTransient(error: unknown): boolean {
  return error instanceof ApiError && (error.status === null || error.status >= 500 || error.status === 429);
}

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
   * The stored session, refreshed first when it is due (sessionRules: fewer than 120 s left, or half the life of
   * a short token; never twice within a few seconds); null when there is none. A refresh that got no answer
   * while the token still works keeps the token and is tried again after a back-off. Rejects when the session
   * cannot go on (the refresh was refused, or failed with the token expired): the caller sends the user to
   * login.
   */
  freshSession(): Promise<StoredSession | null>;
  /** Milliseconds until the next refresh may be due (the refresh loop waits this long); 0 when it is. */
  msUntilDue(): number;
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
 * How often: at most once per half of a token's life and never twice within a few seconds, in all tabs
 * together (sessionRules); after a failure without an answer, with a back-off shared by all tabs.
 */
export function createSessionRefresher(deps: SessionRefresherDeps): SessionRefresher {
  let inFlight: Promise<StoredSession | null> | undefined;

  /** Due, and not waiting out the back-off of a failure while the token still works. */
  function isDue(stored: StoredSession): boolean {
    const now = deps.now();
    if (!needsRefresh(stored, now)) return false;
    return now >= retryAt(deps.localStorage) || secondsLeft(stored, now) <= 0;
  }

  async function refreshIfStillDue(): Promise<StoredSession | null> {
    const stored = readStoredSession(deps.localStorage);
    if (!stored || !isDue(stored)) return stored;
    // Another tab may have spent this refresh token already, its write to local storage not seen here yet.
    const already = await deps.rotations?.find(stored.refresh_token).catch(() => null);
    if (already) {
      writeStoredSession(deps.localStorage, already);
      return already;
    }
    const oauth = await deps.oauth();
    let response: TokenResponse;
    try {
      response = await oauth.refresh(stored.refresh_token);
    } catch (error) {
      if (!isTransient(error) || secondsLeft(stored, deps.now()) <= 0) throw error;
      // No answer, but the token still works: keep it, and try again after the back-off (every tab waits).
      const count = (readFailure(deps.localStorage)?.count ?? 0) + 1;
      deps.localStorage.setItem(REFRESH_FAILURE_KEY, JSON.stringify({ at: deps.now(), count }));
      console.warn(`Token refresh failed, trying again later: ${failureWords(error)}`);
      return stored;
    }
    deps.localStorage.removeItem(REFRESH_FAILURE_KEY);
    const session = mergeRefreshed(stored, response, deps.now());
    writeStoredSession(deps.localStorage, session);
    // Recorded before the lock is released, so the next holder finds it.
    await deps.rotations?.record(stored.refresh_token, session).catch(() => undefined);
    return session;
  }

  return {
    freshSession() {
      const stored = readStoredSession(deps.localStorage);
      if (!stored || !isDue(stored)) return Promise.resolve(stored);
      inFlight ??= (
        deps.locks ? deps.locks.request(REFRESH_LOCK, refreshIfStillDue) : refreshIfStillDue()
      ).finally(() => {
        inFlight = undefined;
      });
      return inFlight;
    },
    msUntilDue() {
      const stored = readStoredSession(deps.localStorage);
      if (!stored) return 0;
      const now = deps.now();
      return Math.max(msUntilRefresh(stored, now), retryAt(deps.localStorage) - now);
    },
  };
}

/**
 * The access token every caller sends (the axios instance, the customer list's worker): the stored session's,
 * refreshed first when due (one refresh however many callers, in every tab). Undefined without a stored session.
 * Rejects when the session cannot go on (the caller sends the user to login).
 */
export async function freshAccessToken(deps: SessionRefresherDeps): Promise<string | undefined> {
  return (await sessionRefresherFor(deps).freshSession())?.access_token;
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
