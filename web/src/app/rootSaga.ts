import { all, call } from 'redux-saga/effects';
import { sessionSaga } from '../session/sessionSaga';
import type { SagaDeps } from './sagaDeps';

/** Sagas of the shell; feature sagas start with their route module (store.runFeatureSaga). */
export function* rootSaga(deps: SagaDeps) {
  yield all([call(sessionSaga, deps)]);
}
