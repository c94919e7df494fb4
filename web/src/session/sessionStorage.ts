import type { SessionUser, StoredSession, TokenResponse } from '../api/types';

/** Local storage key of the session (spec part 1 section 9). */
export const SESSION_KEY = 'data';

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

function isUser(value: unknown): value is SessionUser {
  if (!value || typeof value !== 'object') return false;
  const user = value as Record<string, unknown>;
  return (
    typeof user.display_name === 'string' &&
    isStringArray(user.applications) &&
    isStringArray(user.modules) &&
    Array.isArray(user.divisions)
  );
}

/** The stored session, or null when there is none or it is not a session (tampered or from an older version). */
export function readStoredSession(storage: Storage): StoredSession | null {
  const text = storage.getItem(SESSION_KEY);
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<StoredSession>;
    if (
      typeof value.access_token === 'string' &&
      typeof value.refresh_token === 'string' &&
      typeof value.expires_in === 'number' &&
      typeof value.created_at === 'string' &&
      isUser(value.user)
    ) {
      return value as StoredSession;
    }
  } catch {
    // fall through: unreadable means no session
  }
  return null;
}

/** The whole token response is stored with created_at added. */
export function toStoredSession(response: TokenResponse, nowMs: number): StoredSession {
  return { ...response, created_at: new Date(nowMs).toISOString() };
}

/** After a refresh: the new tokens and a fresh created_at over the stored session. */
export function mergeRefreshed(
  stored: StoredSession,
  response: Partial<TokenResponse>,
  nowMs: number,
): StoredSession {
  return {
    ...stored,
    access_token: response.access_token ?? stored.access_token,
    refresh_token: response.refresh_token ?? stored.refresh_token,
    expires_in: response.expires_in ?? stored.expires_in,
    user: response.user ?? stored.user,
    created_at: new Date(nowMs).toISOString(),
  };
}

export function writeStoredSession(storage: Storage, session: StoredSession): void {
  storage.setItem(SESSION_KEY, JSON.stringify(session));
}
