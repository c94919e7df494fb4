import { createAction, type PayloadAction } from '@reduxjs/toolkit';
import type { Text } from '../i18n/i18n';
import type { Channel } from 'redux-saga';
import { actionChannel, call, put, race, select, take, takeEvery } from 'redux-saga/effects';
import { authenticated, loginRedirected } from '../session/sessionSlice';
import { notify, type Toast } from '../store/notificationsSlice';
import type { SagaDeps } from '../store/sagaDeps';
import { documentVisibility, waitForNextLook, type PageVisibility } from './poll';
import { pollDelay, SOON } from './pollingPolicy';

/**
 * Watches work the user started (a report, an upload) until it ends and announces the outcome as a toast with an
 * action, on whatever screen. Looks follow the polling policy; the watch list survives reloads in session storage.
 */

/** JSON-serialisable (session storage). */
export interface WatchedWork {
  kind: string;
  id: string;
  /** The file name, "Report 12": the user's or the server's words. */
  label: string;
  /** E.g. an upload's category, a ready report's file. */
  data?: Record<string, string>;
}

export type WorkOutcome =
  | { state: 'moving' }
  | { state: 'gone' }
  /** The toast's action (if any) runs the kind's `act` with `data`. */
  | {
      state: 'ended';
      toast: Omit<Toast, 'id' | 'life' | 'action'> & { life?: number };
      action?: { label: Text; data?: Record<string, string> };
    };

export interface WorkKind {
  /** Outcomes by id (absent: still moving). */
  look(deps: SagaDeps, works: readonly WatchedWork[]): Generator<unknown, Map<string, WorkOutcome>, never>;
  act?(deps: SagaDeps, work: WatchedWork): Generator<unknown, void, never>;
}

/** Each loaded when first needed, out of the shell's first load. */
export type WorkKinds = Record<string, () => Promise<WorkKind>>;

export const workWatchActions = {
  started: createAction<WatchedWork>('workWatch/started'),
  acted: createAction<WatchedWork>('workWatch/acted'),
};

export const WATCHED_WORK_KEY = 'crm-watched-work';

export const ANNOUNCEMENT_LIFE_MS = 20_000;

function restore(storage: Storage): WatchedWork[] {
  try {
    const value = JSON.parse(storage.getItem(WATCHED_WORK_KEY) ?? '[]') as unknown;
    return Array.isArray(value)
      ? value.filter(
          (item): item is WatchedWork =>
            Boolean(item) &&
            typeof (item as WatchedWork).kind === 'string' &&
            typeof (item as WatchedWork).id === 'string' &&
            typeof (item as WatchedWork).label === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

function persist(storage: Storage, works: readonly WatchedWork[]): void {
  if (works.length) storage.setItem(WATCHED_WORK_KEY, JSON.stringify(works));
  else storage.removeItem(WATCHED_WORK_KEY);
}

const sameWork = (a: WatchedWork, b: WatchedWork) => a.kind === b.kind && a.id === b.id;

function* loadKind(kinds: WorkKinds, name: string) {
  const load = kinds[name];
  if (!load) return null;
  const kind: WorkKind = yield call(load);
  return kind;
}

/** Throws when a look failed. */
function* lookAtAll(deps: SagaDeps, kinds: WorkKinds, works: readonly WatchedWork[]) {
  let failed: unknown = null;
  let left = [...works];
  for (const name of [...new Set(works.map((work) => work.kind))]) {
    const ofKind = works.filter((work) => work.kind === name);
    try {
      const kind: WorkKind | null = yield call(loadKind, kinds, name);
      if (!kind) {
        left = left.filter((work) => work.kind !== name);
        continue;
      }
      const outcomes: Map<string, WorkOutcome> = yield call([kind, kind.look], deps, ofKind);
      for (const work of ofKind) {
        const outcome = outcomes.get(work.id);
        if (!outcome || outcome.state === 'moving') continue;
        left = left.filter((candidate) => !sameWork(candidate, work));
        if (outcome.state === 'gone') {
          console.info(`The watched ${work.kind} ${work.id} no longer exists: no longer watched.`);
          continue;
        }
        const action = outcome.action;
        yield put(
          notify({
            life: ANNOUNCEMENT_LIFE_MS,
            ...outcome.toast,
            ...(action
              ? {
                  action: {
                    label: action.label,
                    run: workWatchActions.acted({ ...work, data: { ...work.data, ...action.data } }),
                  },
                }
              : {}),
          }),
        );
      }
    } catch (error) {
      failed = error;
    }
  }
  return { left, failed };
}

function* whenSignedIn() {
  const status: string | undefined = yield select(
    (state: { session?: { status?: string } }) => state.session?.status,
  );
  if (status !== 'authenticated') yield take(authenticated.type);
}

function* watch(deps: SagaDeps, kinds: WorkKinds, visibility: PageVisibility) {
  // Buffered: work started while a look runs is taken afterwards, never lost.
  const started: Channel<PayloadAction<WatchedWork>> = yield actionChannel(workWatchActions.started.type);
  let works = restore(deps.sessionStorage);
  let failures = 0;
  const add = (work: WatchedWork) => {
    works = [...works.filter((candidate) => !sameWork(candidate, work)), work];
    persist(deps.sessionStorage, works);
  };
  try {
    for (;;) {
      if (works.length === 0) {
        // Nothing watched: no timer, no request until the user starts something.
        const first: PayloadAction<WatchedWork> = yield take(started);
        add(first.payload);
        failures = 0;
      }
      const { added }: { added?: PayloadAction<WatchedWork> } = yield race({
        added: take(started),
        due: call(waitForNextLook, pollDelay(SOON, deps.now(), failures), visibility),
      });
      if (added) {
        add(added.payload);
        continue;
      }
      yield call(whenSignedIn);
      const result: { left: WatchedWork[]; failed: unknown } = yield call(lookAtAll, deps, kinds, works);
      works = result.left;
      persist(deps.sessionStorage, works);
      if (result.failed) {
        failures += 1;
        console.warn('Could not look at the watched work, trying again later:', result.failed);
      } else failures = 0;
    }
  } finally {
    started.close();
  }
}

function* act(deps: SagaDeps, kinds: WorkKinds, action: PayloadAction<WatchedWork>) {
  try {
    const kind: WorkKind | null = yield call(loadKind, kinds, action.payload.kind);
    if (kind?.act) yield call([kind, kind.act], deps, action.payload);
  } catch (error) {
    console.error(`The action of ${action.payload.kind} ${action.payload.id} failed:`, error);
  }
}

/** Signing out forgets what was watched (another user may sign in in this tab). */
export function* workWatchSaga(deps: SagaDeps, kinds: WorkKinds, visibility = documentVisibility()) {
  yield takeEvery(workWatchActions.acted.type, act, deps, kinds);
  for (;;) {
    yield race({ watching: call(watch, deps, kinds, visibility), signedOut: take(loginRedirected.type) });
    persist(deps.sessionStorage, []);
  }
}
