import type { PayloadAction } from '@reduxjs/toolkit';
import { call, delay, put, race, select, take, takeLatest, takeLeading } from 'redux-saga/effects';
import type { OAuthApi } from '../api/oauth';
import type { StoredSession, TokenResponse } from '../api/types';
import { currentLanguage, type MessageId } from '../i18n/i18n';
import { rememberedLanguage, rememberLanguage } from '../i18n/language';
import type { SagaDeps } from '../store/sagaDeps';
import { notify } from '../store/notificationsSlice';
import { paths } from '../config/paths';
import { firstApplicationHome, homePath } from '../shell/access';
import { EXPECTED_STATE_KEY, buildAuthorizeUrl } from './loginRedirect';
import { needsRefresh } from './sessionRules';
import {
  accessDenied,
  authenticated,
  callbackFailed,
  callbackRequested,
  loginRedirected,
  loginRequested,
  refreshFailed,
  refreshed,
  selectAccessToken,
  selectUser,
  signOutRequested,
  started,
  unauthorized,
  type AccessDeniedReason,
} from './sessionSlice';
import { failureWords, sessionRefresherFor, type SessionRefresher } from './sessionRefresher';
import { readStoredSession, toStoredSession, writeStoredSession } from './sessionStorage';

/** Spec part 1 section 9. */
export const MISSING_PARAMS_DELAY_MS = 2000;
export const NO_ACCESS_DELAY_MS = 3000;
/** So a sleeping laptop or a throttled tab still refreshes. */
export const REFRESH_CHECK_MS = 30_000;

export const ACCESS_TOASTS: Record<AccessDeniedReason, MessageId> = {
  noModule: 'session.access.noModule',
  noCrm: 'session.access.noCrm',
  noApplications: 'session.access.noApplications',
};

/** Also when a test runs a saga without the session slice. */
const sessionStatus = (state: { session?: { status?: string } } | undefined) => state?.session?.status;

/** Once: sign-out, a failed refresh and late 401s of parallel calls may all ask for it. */
export function* redirectToLogin(deps: SagaDeps) {
  const status: string | undefined = yield select(sessionStatus);
  if (status === 'redirecting') return;
  const state = deps.randomState();
  deps.sessionStorage.setItem(EXPECTED_STATE_KEY, state);
  yield put(loginRedirected());
  yield call(deps.redirect, buildAuthorizeUrl(deps.config, state, deps.origin, currentLanguage()));
}

function* storeAndAuthenticate(deps: SagaDeps, response: TokenResponse) {
  const session = toStoredSession(response, deps.now());
  writeStoredSession(deps.localStorage, session);
  yield put(authenticated(session));
  return session;
}

/** Null when the refresh failed or the session is gone; the caller sends the user to login. */
function* refreshSession(deps: SagaDeps) {
  const refresher: SessionRefresher = sessionRefresherFor(deps);
  try {
    const session: StoredSession | null = yield call([refresher, refresher.freshSession]);
    return session;
  } catch (error) {
    // Handled: the user is sent to the provider to sign in again. One line, no stack trace.
    console.warn(`Token refresh failed: ${failureWords(error)}`);
    return null;
  }
}

/** Spec part 1 section 4. */
export function* bootstrapSession(deps: SagaDeps) {
  const stored = readStoredSession(deps.localStorage);
  if (stored) {
    if (!needsRefresh(stored, deps.now())) {
      yield put(authenticated(stored));
      return;
    }
    const session: StoredSession | null = yield call(refreshSession, deps);
    if (session) yield put(authenticated(session));
    else yield call(redirectToLogin, deps);
    return;
  }
  try {
    const oauth: OAuthApi = yield call(deps.oauth);
    const response: TokenResponse = yield call(oauth.sessionGrant);
    yield call(storeAndAuthenticate, deps, response);
    yield call(deps.navigate, paths.home);
  } catch {
    yield call(redirectToLogin, deps);
  }
}

/** After 2 s when a parameter is missing. */
export function* handleCallback(
  deps: SagaDeps,
  action: PayloadAction<{ code: string | null; state: string | null }>,
) {
  const { code, state } = action.payload;
  if (!code || !state) {
    yield delay(MISSING_PARAMS_DELAY_MS);
    yield put(callbackFailed());
    return;
  }
  const expected = deps.sessionStorage.getItem(EXPECTED_STATE_KEY);
  if (expected !== null && expected !== state) {
    // This tab started a sign-in with another state: the callback does not answer it.
    console.error('Sign-in callback state does not match the request this tab made');
    yield put(callbackFailed());
    return;
  }
  deps.sessionStorage.removeItem(EXPECTED_STATE_KEY);
  try {
    const oauth: OAuthApi = yield call(deps.oauth);
    const response: TokenResponse = yield call(oauth.exchangeCode, code, state);
    yield call(storeAndAuthenticate, deps, response);
    yield call(deps.navigate, paths.home);
  } catch (error) {
    // Spec part 1 section 8: the error is logged (one line; the failure view says the rest).
    console.error(`Token exchange failed: ${failureWords(error)}`);
    yield put(callbackFailed());
  }
}

/** Also on any 401. */
export function* signOut(deps: SagaDeps) {
  // Already leaving for the login provider (an earlier 401 or sign-out): nothing more to do.
  const status: string | undefined = yield select(sessionStatus);
  if (status === 'redirecting') return;
  const token: string | null = yield select(selectAccessToken);
  if (token) {
    try {
      const oauth: OAuthApi = yield call(deps.oauth);
      yield call(oauth.logout, token);
    } catch (error) {
      // Signing out locally must not depend on the provider answering.
      console.warn(`Logout call failed: ${failureWords(error)}`);
    }
  }
  // All local storage goes (spec) but the language choice, which holds nothing of the user (docs/deviations.md).
  const language = rememberedLanguage(deps.localStorage);
  deps.localStorage.clear();
  if (language) rememberLanguage(deps.localStorage, language);
  if (deps.rotations) {
    try {
      yield call([deps.rotations, deps.rotations.clear]);
    } catch {
      // Nothing to forget when the browser refuses IndexedDB.
    }
  }
  yield call(redirectToLogin, deps);
}

/** Returns 'failed' when the session cannot go on (or disappeared meanwhile). */
function* refreshLoop(deps: SagaDeps) {
  const refresher: SessionRefresher = sessionRefresherFor(deps);
  for (;;) {
    const stored = readStoredSession(deps.localStorage);
    if (!stored) return 'gone';
    const wait = refresher.msUntilDue();
    if (wait > 0) {
      yield delay(Math.min(wait, REFRESH_CHECK_MS));
      continue;
    }
    const session: StoredSession | null = yield call(refreshSession, deps);
    if (!session) return 'failed';
    if (session.access_token !== stored.access_token) yield put(refreshed(session));
    // Nothing changed and still due (e.g. the stored session is unreadable): never spin on it.
    else if (refresher.msUntilDue() === 0) yield delay(REFRESH_CHECK_MS);
  }
}

/**
 * A failed refresh redirects after the race, so the loginRedirected it dispatches cannot cancel the redirect
 * half-way (which left the screen on "Loading..." for ever).
 */
export function* keepSessionFresh(deps: SagaDeps) {
  const result: { loop?: string } = yield race({
    loop: call(refreshLoop, deps),
    stop: take([signOutRequested.type, unauthorized.type, loginRedirected.type]),
  });
  if (result.loop === 'failed') yield call(redirectToLogin, deps);
}

/** Spec part 1 section 6. */
export function* handleAccessDenied(deps: SagaDeps, action: PayloadAction<{ reason: AccessDeniedReason }>) {
  const { reason } = action.payload;
  yield put(notify({ severity: 'error', summary: ACCESS_TOASTS[reason], life: NO_ACCESS_DELAY_MS }));
  const user: ReturnType<typeof selectUser> = yield select(selectUser);
  if (reason === 'noModule') {
    yield call(deps.navigate, homePath(user?.modules ?? []) ?? paths.home);
    return;
  }
  yield delay(NO_ACCESS_DELAY_MS);
  if (reason === 'noCrm') {
    const home = firstApplicationHome(user?.applications ?? [], deps.config);
    if (home) {
      yield call(deps.redirect, home);
      return;
    }
  }
  yield put(signOutRequested());
}

export function* sessionSaga(deps: SagaDeps) {
  yield takeLatest(started.type, bootstrapSession, deps);
  yield takeLeading(callbackRequested.type, handleCallback, deps);
  yield takeLeading([signOutRequested.type, unauthorized.type], signOut, deps);
  yield takeLeading([loginRequested.type, refreshFailed.type], redirectToLogin, deps);
  yield takeLatest(authenticated.type, keepSessionFresh, deps);
  yield takeLeading(accessDenied.type, handleAccessDenied, deps);
}
