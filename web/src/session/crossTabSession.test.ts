import { makeStore } from '../test/appStore';
import { makeDeps } from '../test/sagaDeps';
import { syncSessionAcrossTabs } from './crossTabSession';
import { authenticated } from './sessionSlice';
import { SESSION_KEY } from './sessionStorage';

const user = { display_name: 'Ayu Admin', applications: ['crm'], modules: [], divisions: [] };
const session = (token: string) => ({
  access_token: token,
  refresh_token: `r-${token}`,
  expires_in: 3600,
  token_type: 'Bearer',
  created_at: new Date().toISOString(),
  user,
});

describe('tokens from another tab', () => {
  it('a session another tab stored replaces this tab’s token', () => {
    const store = makeStore(makeDeps());
    store.dispatch(authenticated(session('mine')));
    const stop = syncSessionAcrossTabs(window, localStorage, store);
    localStorage.setItem(SESSION_KEY, JSON.stringify(session('theirs')));
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_KEY, storageArea: localStorage }));
    expect(store.getState().session.accessToken).toBe('theirs');
    stop();
    localStorage.setItem(SESSION_KEY, JSON.stringify(session('later')));
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_KEY, storageArea: localStorage }));
    expect(store.getState().session.accessToken).toBe('theirs');
  });

  it('ignores other keys, unreadable values and a tab that is not signed in', () => {
    const store = makeStore(makeDeps());
    const stop = syncSessionAcrossTabs(window, localStorage, store);
    localStorage.setItem(SESSION_KEY, JSON.stringify(session('theirs')));
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_KEY, storageArea: localStorage }));
    expect(store.getState().session.accessToken).toBeNull();
    store.dispatch(authenticated(session('mine')));
    window.dispatchEvent(new StorageEvent('storage', { key: 'other', storageArea: localStorage }));
    localStorage.setItem(SESSION_KEY, '{not json');
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_KEY, storageArea: localStorage }));
    expect(store.getState().session.accessToken).toBe('mine');
    stop();
  });
});
