import type { RootState } from '../store/store';
import { createAppStore } from '../store/store';
import type { SagaDeps } from '../store/sagaDeps';
import { rootSaga } from './rootSaga';

/** The app's store: the shared store with the shell's sagas (session, report watch) running. */
export function makeStore(deps: SagaDeps, preloadedState?: Partial<RootState>) {
  return createAppStore(deps, rootSaga, preloadedState);
}
