import { combineSlices, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Saga } from 'redux-saga';
import { sessionSlice } from '../session/sessionSlice';
import { notificationsSlice } from './notificationsSlice';
import { testStores } from './testStores';
import type { SagaDeps } from './sagaDeps';

/**
 * Slices of lazily loaded feature areas declare themselves here by interface merging:
 *   declare module '../../store/store' { interface LazyLoadedSlices extends WithSlice<typeof mySlice> {} }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

/** Always-present slices; feature slices are injected when their route module loads (slice.injectInto). */
export const rootReducer = combineSlices(
  sessionSlice,
  notificationsSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

/** A feature's saga, started once when its route module first renders. */
export type FeatureSaga = (deps: SagaDeps) => Generator;

/**
 * The store every screen runs on. `rootSaga` is what the app composes at start (app/store.ts passes the shell's
 * sagas); this layer imports no feature, so features can use its types and hooks without importing app/.
 */
export function createAppStore(
  deps: SagaDeps,
  rootSaga: Saga<[SagaDeps]>,
  preloadedState?: Partial<RootState>,
) {
  const sagaMiddleware = createSagaMiddleware({
    onError(error) {
      console.error('Uncaught saga error', error);
    },
  });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: false,
        // An upload request carries the chosen File to its saga (never into the state).
        serializableCheck: { ignoredActionPaths: ['payload.file'] },
      }).concat(sagaMiddleware),
  });
  const running = new Set<string>();
  const tasks = [sagaMiddleware.run(rootSaga, deps)];
  const appStore = Object.assign(store, {
    /** Starts a feature saga once per store (idempotent; route modules call it through useFeatureSaga). */
    runFeatureSaga(name: string, saga: FeatureSaga) {
      if (running.has(name)) return;
      running.add(name);
      tasks.push(sagaMiddleware.run(saga as Saga, deps));
    },
    /** Cancels every saga of the store: its timers, polls and watchers end (the state stays readable). */
    stop() {
      for (const task of tasks) task.cancel();
    },
  });
  if (import.meta.env.MODE === 'test') testStores.add(appStore);
  return appStore;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
