import type { PayloadAction } from '@reduxjs/toolkit';
import { call, delay, race, take, takeLeading } from 'redux-saga/effects';
import type { Report } from '../../api/reports';
import type { SagaDeps } from '../../store/sagaDeps';
import { READY_TOAST_LIFE_MS, reportWatchActions, WATCH_POLL_MS } from './reportWatchActions';
import type * as WorkModule from './reportWatchWork';

/**
 * Tells the user when a report they requested is ready, wherever they are in the app: a toast with a Download
 * action (or, if it failed, a toast with the reason). Runs with the shell (rootSaga), not with the report
 * screen. It polls GET /api/reports only while a request of this session is pending, and stops when none is.
 * The work itself (API calls, toasts) is in reportWatchWork.ts, loaded when first needed.
 */

export { READY_TOAST_LIFE_MS, reportWatchActions, WATCH_POLL_MS };

type Work = typeof WorkModule;
const loadWork = (): Promise<Work> => import('./reportWatchWork');

function* download(deps: SagaDeps, action: PayloadAction<Report>) {
  const work: Work = yield call(loadWork);
  yield call(work.download, deps, action);
}

function* watch(deps: SagaDeps) {
  const pending = new Map<number, Report>();
  for (;;) {
    if (pending.size === 0) {
      // Nothing pending: no timer, no request until the next accepted request.
      const first: PayloadAction<Report> = yield take(reportWatchActions.requested.type);
      pending.set(first.payload.id, first.payload);
    }
    const { added }: { added?: PayloadAction<Report> } = yield race({
      added: take(reportWatchActions.requested.type),
      due: delay(WATCH_POLL_MS),
    });
    if (added) {
      pending.set(added.payload.id, added.payload);
      continue;
    }
    const work: Work = yield call(loadWork);
    yield call(work.check, deps, pending);
  }
}

export function* reportWatchSaga(deps: SagaDeps) {
  yield takeLeading(reportWatchActions.downloadRequested.type, download, deps);
  yield call(watch, deps);
}
