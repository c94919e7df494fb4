import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SessionUser, StoredSession } from '../api/types';

export type SessionStatus = 'idle' | 'checking' | 'authenticated' | 'signingOut' | 'redirecting';
export type CallbackStatus = 'idle' | 'pending' | 'failed';
export type AccessDeniedReason = 'noApplications' | 'noCrm' | 'noModule';

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  accessToken: string | null;
  callback: CallbackStatus;
}

const initialState: SessionState = { status: 'idle', user: null, accessToken: null, callback: 'idle' };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    /** App start on a signed-in route: restore, refresh or bootstrap the session. */
    started(state) {
      state.status = 'checking';
    },
    authenticated(state, action: PayloadAction<StoredSession>) {
      state.status = 'authenticated';
      state.user = action.payload.user;
      state.accessToken = action.payload.access_token;
    },
    refreshed(state, action: PayloadAction<StoredSession>) {
      state.user = action.payload.user;
      state.accessToken = action.payload.access_token;
    },
    callbackRequested(state, _action: PayloadAction<{ code: string | null; state: string | null }>) {
      state.callback = 'pending';
    },
    callbackFailed(state) {
      state.callback = 'failed';
    },
    signOutRequested(state) {
      state.status = 'signingOut';
    },
    loginRedirected(state) {
      state.status = 'redirecting';
      state.user = null;
      state.accessToken = null;
    },
  },
  selectors: {
    selectSessionStatus: (state) => state.status,
    selectUser: (state) => state.user,
    selectAccessToken: (state) => state.accessToken,
    selectCallbackStatus: (state) => state.callback,
  },
});

/** Any 401 from the backend: handled as a sign-out. */
export const unauthorized = createAction('session/unauthorized');
/** "Go Back" on the callback error view, or any flow that must start a new sign-in. */
export const loginRequested = createAction('session/loginRequested');
/** An API call needed a refresh and it failed: the user is sent to the login provider. */
export const refreshFailed = createAction('session/refreshFailed');
/** A guard refused access; the saga shows the toast and redirects or signs out. */
export const accessDenied = createAction<{ reason: AccessDeniedReason }>('session/accessDenied');

export const {
  started,
  authenticated,
  refreshed,
  callbackRequested,
  callbackFailed,
  signOutRequested,
  loginRedirected,
} = sessionSlice.actions;
export const { selectSessionStatus, selectUser, selectAccessToken, selectCallbackStatus } =
  sessionSlice.selectors;
