import type { AxiosInstance } from 'axios';
import { call, put, select, takeLatest } from 'redux-saga/effects';
import { createGiftClaimsApi, type GiftClaimsById } from '../../api/giftClaims';
import { notify } from '../../app/notificationsSlice';
import type { SagaDeps } from '../../app/sagaDeps';
import { buildPropertyFilters } from '../../lib/filters';
import { toGiftClaimRows, type GiftClaimFilters } from './giftClaimRules';
import {
  listFailed,
  listRequested,
  listSucceeded,
  selectGiftClaims,
  type GiftClaimsState,
} from './giftClaimsSlice';

/**
 * Loads the gift claims: with no filter filled in, the full list (GET); otherwise the filter call (POST).
 * A failure shows the error catalogue's toast ("Something Wrong (502) Bad Gateway", else the server's message).
 */
export function* loadGiftClaims(deps: SagaDeps) {
  const { applied }: GiftClaimsState = yield select(selectGiftClaims);
  const filters = buildPropertyFilters(applied as GiftClaimFilters);
  try {
    const http: AxiosInstance = yield call(deps.http);
    const api = createGiftClaimsApi(http);
    const claims: GiftClaimsById = filters.length ? yield call(api.filter, filters) : yield call(api.list);
    yield put(listSucceeded({ rows: toGiftClaimRows(claims), unfiltered: filters.length === 0 }));
  } catch (error) {
    const message =
      error instanceof Error && error.message ? error.message : 'Something wrong. Try again later.';
    yield put(listFailed(message));
    yield put(notify({ severity: 'error', summary: message }));
  }
}

export function* giftClaimsSaga(deps: SagaDeps) {
  yield takeLatest(listRequested.type, loadGiftClaims, deps);
}
