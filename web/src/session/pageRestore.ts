import { readStoredSession } from './sessionStorage';

interface SessionStatusSource {
  getState(): { session: { status: string } };
}

/**
 * A page the browser brings back from its back/forward cache (Back after Sign Out) is the page as it was left:
 * leaving for the login provider, nothing in it runs again, so it showed "Loading..." for ever. Such a page
 * starts over, as any start does (the stored session, or none, decides where it goes: here, the login
 * provider). So does a page that shows a session another tab has signed out since. Returns the unsubscribe.
 */
export function restartWhenRestored(
  target: Window,
  store: SessionStatusSource,
  reload: () => void,
): () => void {
  const onPageShow = (event: Event) => {
    if (!(event as PageTransitionEvent).persisted) return;
    const status = store.getState().session.status;
    const leaving = status === 'redirecting' || status === 'signingOut';
    const signedOutElsewhere = status === 'authenticated' && !readStoredSession(target.localStorage);
    if (leaving || signedOutElsewhere) reload();
  };
  target.addEventListener('pageshow', onPageShow);
  return () => target.removeEventListener('pageshow', onPageShow);
}
