import type { StoredSession } from '../api/types';

/** Refresh when fewer than this many seconds remain (spec part 1 section 9). */
export const REFRESH_THRESHOLD_SECONDS = 120;
/**
 * Never refresh sooner than this after the last refresh, in any tab (created_at, in local storage, is shared by
 * every tab of the origin): a provider that hands out very short tokens cannot make the app hammer it.
 */
export const MIN_REFRESH_INTERVAL_SECONDS = 5;

type Lifetime = Pick<StoredSession, 'expires_in' | 'created_at'>;

/**
 * When a token is due: fewer than 120 s left (the spec), or, for a token that lives 240 s or less, half its life
 * left. So a token is refreshed at most once per half of its lifetime: with 60 s tokens the spec's rule alone
 * would find every new token due at once (one tab sent 446 refresh calls in 3 s).
 */
export function refreshThresholdSeconds(session: Pick<StoredSession, 'expires_in'>): number {
  return Math.min(REFRESH_THRESHOLD_SECONDS, session.expires_in / 2);
}

/** Milliseconds since the token was stored (created_at); NaN when created_at is unreadable. */
function ageMs(session: Lifetime, nowMs: number): number {
  return nowMs - Date.parse(session.created_at);
}

/** Seconds left before the access token expires, measured from created_at. */
export function secondsLeft(session: Lifetime, nowMs: number): number {
  const age = ageMs(session, nowMs);
  if (Number.isNaN(age)) return -Infinity;
  return session.expires_in - age / 1000;
}

/**
 * Milliseconds until the session is due (0 when it already is): fewer than refreshThresholdSeconds left and at
 * least MIN_REFRESH_INTERVAL_SECONDS since the last refresh. An unreadable created_at counts as expired. Whole
 * milliseconds, so a wait of this long ends where needsRefresh holds, not on the boundary just before it.
 */
export function msUntilRefresh(session: Lifetime, nowMs: number): number {
  const age = ageMs(session, nowMs);
  if (Number.isNaN(age)) return 0;
  const untilBelowThreshold = (session.expires_in - refreshThresholdSeconds(session)) * 1000 - age;
  const untilInterval = MIN_REFRESH_INTERVAL_SECONDS * 1000 - age;
  return Math.max(
    0,
    untilBelowThreshold < 0 ? 0 : Math.floor(untilBelowThreshold) + 1,
    Math.ceil(untilInterval),
  );
}

/** Whether the session must be refreshed now (msUntilRefresh is 0: one definition for both). */
export function needsRefresh(session: Lifetime, nowMs: number): boolean {
  return msUntilRefresh(session, nowMs) === 0;
}
