import type { StoredSession } from '../api/types';
import { refreshed } from './sessionSlice';
import { SESSION_KEY, readStoredSession } from './sessionStorage';

interface SessionStore {
  getState(): { session: { status: string; accessToken: string | null } };
  dispatch(action: ReturnType<typeof refreshed>): unknown;
}

/**
 * Hands tokens another tab stored (after its refresh) to this tab's store, through the `storage` event that
 * local storage fires in every other tab of the origin. Returns the unsubscribe function.
 */
export function syncSessionAcrossTabs(target: Window, storage: Storage, store: SessionStore): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea !== storage || event.key !== SESSION_KEY) return;
    const session: StoredSession | null = readStoredSession(storage);
    const state = store.getState().session;
    if (!session || state.status !== 'authenticated' || session.access_token === state.accessToken) return;
    store.dispatch(refreshed(session));
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}
