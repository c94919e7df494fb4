import { all, call } from 'redux-saga/effects';
import { workWatchSaga, type WorkKinds } from '../polling/workWatch';
import { sessionSaga } from '../session/sessionSaga';
import type { SagaDeps } from '../store/sagaDeps';

/**
 * The kinds of work the shell watches for the user (polling/workWatch.ts), each loaded with its first look or
 * action: requested reports and uploaded files.
 */
const WORK_KINDS: WorkKinds = {
  report: () => import('../features/reports/reportWatchWork').then((module) => module.reportWork),
  upload: () => import('../features/uploads/uploadWatchWork').then((module) => module.uploadWork),
};

/**
 * Sagas of the shell; feature sagas start with their route module (store.runFeatureSaga). The work watch runs
 * with the shell so that a requested report's "ready" toast and an upload's outcome show on every screen.
 */
export function* rootSaga(deps: SagaDeps) {
  yield all([call(sessionSaga, deps), call(workWatchSaga, deps, WORK_KINDS)]);
}
