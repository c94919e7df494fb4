import { call, put, select } from 'redux-saga/effects';
import type { SagaDeps } from '../store/sagaDeps';
import { failureWords, freshAccessToken } from './sessionRefresher';
import { refreshFailed, selectAccessToken } from './sessionSlice';

/**
 * For sagas that hand the token to something other than the axios instance (the customer list's worker): the
 * same token axios sends, from the same function (freshAccessToken: refreshed first when due, once for every
 * caller and tab); the store's when no session is stored. Null when the session cannot go on: refreshFailed is
 * put, and the session saga sends the user to the login provider, as for a call through axios.
 */
export function* sessionAccessToken(deps: SagaDeps) {
  try {
    const fresh: string | undefined = yield call(freshAccessToken, deps);
    if (fresh) return fresh;
  } catch (error) {
    console.warn(`Token refresh failed: ${failureWords(error)}`);
    yield put(refreshFailed());
    return null;
  }
  const token: string | null = yield select(selectAccessToken);
  return token ?? '';
}
