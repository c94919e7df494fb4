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
 * The shell's watch of moving work the user started (a report requested, a file uploaded): it follows each
 * piece until it ends and announces the outcome on whatever screen the user is on by then, as a toast with an
 * action (Download, View). One mechanism for every kind; each kind says how to look at its work and what its
 * action does (features register theirs with the app's root saga, loaded when first needed).
 *
 * It looks by the polling policy (pollingPolicy.ts: every 3 s while anything is watched, never while the tab is
 * hidden, a longer wait after failed looks) and not at all while nothing is watched. What is watched is kept in
 * session storage, so the announcement still comes after a reload; work the server no longer has is dropped.
 */

/** A piece of work the shell watches. JSON-serialisable (session storage). */
export interface WatchedWork {
  /** Which WorkKind looks at it ('report', 'upload'). */
  kind: string;
  /** The server's id of the work. */
  id: string;
  /** How the announcement names it (the file name, "Report 12": the user's or the server's words). */
  label: string;
  /** What the kind needs besides the id (an upload's category, a ready report's file). */
  data?: Record<string, string>;
}

/** What one look found out about a watched work. */
export type WorkOutcome =
  /** Still moving: look again later. */
  | { state: 'moving' }
  /** The server has no such work any more: stop watching it. */
  | { state: 'gone' }
  /** It ended: announce it; the toast's action (if any) runs the kind's `act` with `data`. */
  | {
      state: 'ended';
      toast: Omit<Toast, 'id' | 'life' | 'action'> & { life?: number };
      action?: { label: Text; data?: Record<string, string> };
    };

export interface WorkKind {
  /** One look at the watched works of this kind: the outcome of each, by id (absent: still moving). */
  look(deps: SagaDeps, works: readonly WatchedWork[]): Generator<unknown, Map<string, WorkOutcome>, never>;
  /** The announcement's action (Download, View) for an ended work. */
  act?(deps: SagaDeps, work: WatchedWork): Generator<unknown, void, never>;
}

/** The kinds the app knows, each loaded when first needed (its code stays out of the shell's first load). */
export type WorkKinds = Record<string, () => Promise<WorkKind>>;

export const workWatchActions = {
  /** Work the user started (an accepted report request, an accepted upload): watch it until it ends. */
  started: createAction<WatchedWork>('workWatch/started'),
  /** The announcement's action button. */
  acted: createAction<WatchedWork>('workWatch/acted'),
};

/** Session storage key of the watched work (a reload picks it up again). */
export const WATCHED_WORK_KEY = 'crm-watched-work';

/** Announcements stay long enough to be noticed and their action reached. */
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

/** One look at every watched work; the works still watched afterwards. Throws when a look failed. */
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

/** Looks need a session: wait for one (on the callback page, or while the session is restored after a reload). */
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

/**
 * The watch, run with the shell (the app's root saga). Signing out forgets what was watched (another user may
 * sign in in this tab).
 */
export function* workWatchSaga(deps: SagaDeps, kinds: WorkKinds, visibility = documentVisibility()) {
  yield takeEvery(workWatchActions.acted.type, act, deps, kinds);
  for (;;) {
    yield race({ watching: call(watch, deps, kinds, visibility), signedOut: take(loginRedirected.type) });
    persist(deps.sessionStorage, []);
  }
}
