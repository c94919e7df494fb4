import { ApiError, errorMessage } from '../api/apiError';
import { raw, translate } from '../i18n/i18n';
import type { OAuthApi } from '../api/oauth';
import type { StoredSession, TokenResponse } from '../api/types';
import type { RotationStore } from './rotationStore';
import { msUntilRefresh, needsRefresh, secondsLeft } from './sessionRules';
import { mergeRefreshed, readStoredSession, writeStoredSession } from './sessionStorage';

export function failureWords(error: unknown): string {
  return translate(errorMessage(error, { fallback: raw(String(error)) }).summary);
}

export const REFRESH_LOCK = 'crm-session-refresh';

/** {at, count} of the last failed refreshes: the back-off is shared by every tab of the origin. */
export const REFRESH_FAILURE_KEY = 'crm-session-refresh-failure';
/** 5 s, then 10, 20, 40, at most 60 s between attempts. */
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

function retryAt(storage: Storage): number {
  const failure = readFailure(storage);
  if (!failure) return 0;
  const wait = Math.min(REFRESH_BACKOFF.maxMs, REFRESH_BACKOFF.firstMs * 2 ** (failure.count - 1));
  return failure.at + wait;
}

/** No answer may be retried later; an answered refusal (invalid_grant) means signing in again. */
function isTransient(error: unknown): boolean {
  return error instanceof ApiError && (error.status === null || error.status >= 500 || error.status === 429);
}

export interface RefreshLocks {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

export interface SessionRefresherDeps {
  localStorage: Storage;
  oauth(): Promise<OAuthApi>;
  now(): number;
  /** Without it (no secure context) refreshes are single-flight per tab only. */
  locks?: RefreshLocks;
  /** Local storage may lag behind across processes. */
  rotations?: RotationStore;
}

export interface SessionRefresher {
  /**
   * The stored session, refreshed first when due; a refresh without an answer keeps a working token and retries
   * after a back-off. Rejects when the session cannot go on (the caller sends the user to login).
   */
  freshSession(): Promise<StoredSession | null>;
  msUntilDue(): number;
}

/**
 * Refresh tokens rotate and a reused one revokes the sign-in, so a refresh must happen once however many callers
 * notice it is due: in-tab callers share the one in flight; across tabs it runs under a Web Lock and rereads the
 * session, checking IndexedDB (RotationStore) too since local storage may lag behind across processes.
 */
export function createSessionRefresher(deps: SessionRefresherDeps): SessionRefresher {
  let inFlight: Promise<StoredSession | null> | undefined;

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

/** The access token every caller sends, refreshed first when due; rejects when the session cannot go on. */
export async function freshAccessToken(deps: SessionRefresherDeps): Promise<string | undefined> {
  return (await sessionRefresherFor(deps).freshSession())?.access_token;
}

const refreshers = new WeakMap<object, SessionRefresher>();

/** The app has one; each test its own. */
export function sessionRefresherFor(deps: SessionRefresherDeps): SessionRefresher {
  let refresher = refreshers.get(deps);
  if (!refresher) {
    refresher = createSessionRefresher(deps);
    refreshers.set(deps, refresher);
  }
  return refresher;
}
