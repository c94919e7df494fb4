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

/** Seconds since the token was stored (created_at); NaN when created_at is unreadable. */
function ageSeconds(session: Lifetime, nowMs: number): number {
  return (nowMs - Date.parse(session.created_at)) / 1000;
}

/** Seconds left before the access token expires, measured from created_at. */
export function secondsLeft(session: Lifetime, nowMs: number): number {
  const age = ageSeconds(session, nowMs);
  if (Number.isNaN(age)) return -Infinity;
  return session.expires_in - age;
}

/**
 * Whether the session must be refreshed now: its threshold is reached (refreshThresholdSeconds) and at least
 * MIN_REFRESH_INTERVAL_SECONDS have passed since the last refresh. An unreadable created_at counts as expired.
 */
export function needsRefresh(session: Lifetime, nowMs: number): boolean {
  const age = ageSeconds(session, nowMs);
  if (Number.isNaN(age)) return true;
  return (
    secondsLeft(session, nowMs) < refreshThresholdSeconds(session) && age >= MIN_REFRESH_INTERVAL_SECONDS
  );
}

/** Milliseconds until the session is due (0 when it already is). */
export function msUntilRefresh(session: Lifetime, nowMs: number): number {
  const age = ageSeconds(session, nowMs);
  if (Number.isNaN(age)) return 0;
  const untilThreshold = secondsLeft(session, nowMs) - refreshThresholdSeconds(session);
  const untilInterval = MIN_REFRESH_INTERVAL_SECONDS - age;
  return Math.max(0, Math.ceil(Math.max(untilThreshold, untilInterval) * 1000));
}
