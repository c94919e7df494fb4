import { restartWhenRestored } from './pageRestore';
import { SESSION_KEY } from './sessionStorage';

function pageshow(persisted: boolean): Event {
  return Object.assign(new Event('pageshow'), { persisted });
}

const stateWith = (status: string) => ({ getState: () => ({ session: { status } }) });

describe('a page the back/forward cache brings back', () => {
  afterEach(() => localStorage.clear());

  it('starts over when the app had left it for the login provider (sign-out): no endless "Loading..."', () => {
    const reload = vi.fn();
    const stop = restartWhenRestored(window, stateWith('redirecting'), reload);
    window.dispatchEvent(pageshow(false));
    expect(reload).not.toHaveBeenCalled();
    window.dispatchEvent(pageshow(true));
    expect(reload).toHaveBeenCalledTimes(1);
    stop();
    window.dispatchEvent(pageshow(true));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('starts over when it shows a session that another tab has since signed out', () => {
    const reload = vi.fn();
    const stop = restartWhenRestored(window, stateWith('authenticated'), reload);
    localStorage.setItem(SESSION_KEY, JSON.stringify({ any: 'thing' }));
    window.dispatchEvent(pageshow(true));
    expect(reload).toHaveBeenCalledTimes(1);
    stop();
  });

  it('is left alone while it is signed in with its session, or before any session (the callback page)', () => {
    const reload = vi.fn();
    localStorage.setItem(
      SESSION_KEY,
      JSON.stringify({
        access_token: 'a',
        refresh_token: 'r',
        expires_in: 3600,
        created_at: new Date().toISOString(),
        user: { display_name: 'A', applications: [], modules: [], divisions: [] },
      }),
    );
    const signedIn = restartWhenRestored(window, stateWith('authenticated'), reload);
    window.dispatchEvent(pageshow(true));
    signedIn();
    const callback = restartWhenRestored(window, stateWith('idle'), reload);
    window.dispatchEvent(pageshow(true));
    callback();
    expect(reload).not.toHaveBeenCalled();
  });
});
