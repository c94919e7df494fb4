import { all, call } from 'redux-saga/effects';
import { reportWatchSaga } from '../features/reports/reportWatch';
import { sessionSaga } from '../session/sessionSaga';
import type { SagaDeps } from '../store/sagaDeps';

/**
 * Sagas of the shell; feature sagas start with their route module (store.runFeatureSaga). The report watch
 * runs with the shell so that a requested report's "ready" toast shows on every screen.
 */
export function* rootSaga(deps: SagaDeps) {
  yield all([call(sessionSaga, deps), call(reportWatchSaga, deps)]);
}
