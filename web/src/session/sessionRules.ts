import type { StoredSession } from '../api/types';

/** Refresh when fewer than this many seconds remain (spec part 1 section 9). */
export const REFRESH_THRESHOLD_SECONDS = 120;

/** Seconds left before the access token expires, measured from created_at. */
export function secondsLeft(
  session: Pick<StoredSession, 'expires_in' | 'created_at'>,
  nowMs: number,
): number {
  const created = Date.parse(session.created_at);
  if (Number.isNaN(created)) return -Infinity;
  return session.expires_in - (nowMs - created) / 1000;
}

export function needsRefresh(
  session: Pick<StoredSession, 'expires_in' | 'created_at'>,
  nowMs: number,
): boolean {
  return secondsLeft(session, nowMs) < REFRESH_THRESHOLD_SECONDS;
}

/** Milliseconds until the refresh threshold is reached (0 when it already is). */
export function msUntilRefresh(
  session: Pick<StoredSession, 'expires_in' | 'created_at'>,
  nowMs: number,
): number {
  const left = secondsLeft(session, nowMs) - REFRESH_THRESHOLD_SECONDS;
  return Number.isFinite(left) ? Math.max(0, Math.ceil(left * 1000)) : 0;
}
