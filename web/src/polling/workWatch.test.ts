import { expectSaga } from 'redux-saga-test-plan';
import { raw, translate } from '../i18n/i18n';
import { authenticated, loginRedirected } from '../session/sessionSlice';
import { rootReducer } from '../store/store';
import { makeDeps, TEST_SESSION } from '../test/sagaDeps';
import { skipDelays } from '../test/skipDelays';
import type { PageVisibility } from './poll';
import {
  WATCHED_WORK_KEY,
  workWatchActions,
  workWatchSaga,
  type WatchedWork,
  type WorkKind,
  type WorkOutcome,
} from './workWatch';

const signedIn = () => rootReducer(undefined, authenticated(TEST_SESSION));

type State = ReturnType<typeof rootReducer>;
const visible: PageVisibility = { hidden: () => false, shown: () => undefined as never };

/** A kind whose works end at the given look (1-based), or are gone when not listed. */
function kindEnding(atLook: Record<string, number>) {
  let looks = 0;
  const kind: WorkKind = {
    *look(_deps, works) {
      looks += 1;
      yield 0;
      return new Map<string, WorkOutcome>(
        works.map((work): [string, WorkOutcome] => {
          const end = atLook[work.id];
          if (end === undefined) return [work.id, { state: 'gone' as const }];
          return [
            work.id,
            looks >= end
              ? {
                  state: 'ended' as const,
                  toast: { severity: 'success' as const, summary: raw(`${work.label} ended`) },
                }
              : { state: 'moving' as const },
          ];
        }),
      );
    },
  };
  return { kind, looks: () => looks };
}

const work = (id: string): WatchedWork => ({ kind: 'job', id, label: `Job ${id}` });
const summaries = (state: State) => state.notifications.queue.map((toast) => translate(toast.summary));

describe('the work watch of the shell', () => {
  it('does nothing while nothing is watched: no timer, no look', async () => {
    const { kind, looks } = kindEnding({});
    const delays: number[] = [];
    await expectSaga(workWatchSaga, makeDeps(), { job: async () => kind }, visible)
      .withReducer(rootReducer, signedIn())
      .provide(skipDelays(delays))
      .silentRun(50);
    expect(delays).toEqual([]);
    expect(looks()).toBe(0);
  });

  it('survives a reload: what was watched is looked at again on start, and announced', async () => {
    sessionStorage.setItem(WATCHED_WORK_KEY, JSON.stringify([work('1')]));
    const { kind } = kindEnding({ '1': 2 });
    const result = await expectSaga(workWatchSaga, makeDeps(), { job: async () => kind }, visible)
      .withReducer(rootReducer, signedIn())
      .provide(skipDelays([], 10))
      .silentRun(100);
    expect(summaries(result.storeState as State)).toEqual(['Job 1 ended']);
    expect(sessionStorage.getItem(WATCHED_WORK_KEY)).toBeNull();
  });

  it('keeps watching in session storage until the end, and drops work the server no longer has', async () => {
    const { kind, looks } = kindEnding({ '1': 3 });
    const stored: (string | null)[] = [];
    await expectSaga(workWatchSaga, makeDeps(), { job: async () => kind }, visible)
      .withReducer(rootReducer, signedIn())
      .provide({
        call(effect, next) {
          stored.push(sessionStorage.getItem(WATCHED_WORK_KEY));
          return skipDelays([], 10).call(effect as never, next);
        },
      })
      .dispatch(workWatchActions.started(work('1')))
      .dispatch(workWatchActions.started(work('gone')))
      .silentRun(100);
    expect(stored).toContain(JSON.stringify([work('1'), work('gone')]));
    expect(looks()).toBe(3);
    expect(sessionStorage.getItem(WATCHED_WORK_KEY)).toBeNull();
  });

  it('looks only once there is a session (a reload on the callback page, a session being restored)', async () => {
    sessionStorage.setItem(WATCHED_WORK_KEY, JSON.stringify([work('1')]));
    const { kind, looks } = kindEnding({ '1': 1 });
    const result = await expectSaga(workWatchSaga, makeDeps(), { job: async () => kind }, visible)
      .withReducer(rootReducer)
      .provide(skipDelays([], 10))
      .silentRun(60);
    expect(looks()).toBe(0);
    const later = await expectSaga(workWatchSaga, makeDeps(), { job: async () => kind }, visible)
      .withReducer(rootReducer, result.storeState)
      .provide(skipDelays([], 10))
      .dispatch(authenticated(TEST_SESSION))
      .silentRun(60);
    expect(looks()).toBe(1);
    expect(summaries(later.storeState as State)).toEqual(['Job 1 ended']);
  });

  it('forgets what was watched at sign-out (another user may sign in in this tab)', async () => {
    const { kind } = kindEnding({ '1': 99 });
    await expectSaga(workWatchSaga, makeDeps(), { job: async () => kind }, visible)
      .withReducer(rootReducer, signedIn())
      .provide(skipDelays([], 0))
      .dispatch(workWatchActions.started(work('1')))
      .dispatch(loginRedirected())
      .silentRun(50);
    expect(sessionStorage.getItem(WATCHED_WORK_KEY)).toBeNull();
  });
});
