import type { UnknownAction } from '@reduxjs/toolkit';
import { eventChannel, type EventChannel } from 'redux-saga';
import { call, delay, race, take } from 'redux-saga/effects';
import { pollDelay, type PollPace } from './pollingPolicy';

/** Whether the page is visible, and a wait until it is (document.visibilityState and its event). */
export interface PageVisibility {
  hidden(): boolean;
  /** A channel that emits once the page is visible again. */
  shown(): EventChannel<true>;
}

/** The browser page's visibility; visible wherever there is no document. */
export function documentVisibility(doc: Document | undefined = globalThis.document): PageVisibility {
  return {
    hidden: () => doc?.visibilityState === 'hidden',
    shown: () =>
      eventChannel<true>((emit) => {
        const onChange = () => {
          if (doc?.visibilityState !== 'hidden') emit(true);
        };
        doc?.addEventListener('visibilitychange', onChange);
        return () => doc?.removeEventListener('visibilitychange', onChange);
      }),
  };
}

/** Waits `ms`, then, while the page is hidden, until it is shown again (then the next look happens at once). */
export function* waitForNextLook(ms: number, visibility: PageVisibility) {
  yield delay(ms);
  if (!visibility.hidden()) return;
  const shown: EventChannel<true> = yield call(visibility.shown);
  try {
    // Shown meanwhile (between the check and the subscription): no wait.
    if (visibility.hidden()) yield take(shown);
  } finally {
    shown.close();
  }
}

export interface PollOptions<State> {
  /** What the first load gave. */
  initial: State;
  /** What the work waits for now; null: it can no longer change, polling ends. */
  paceOf(state: State): PollPace | null;
  /** One look: the new state; a throw counts as a failed look (the state stays, the next wait doubles). */
  look(state: State): Generator<unknown, State, never>;
  now(): number;
  visibility?: PageVisibility;
  /** Logged with a failed look. */
  name: string;
  /**
   * News of the work from elsewhere (the screen changed it: an approval, a stop, and the fresh answer that
   * followed): an action of `pattern` ends the current wait, the state becomes `state(state, action)` and its
   * pace is judged again at once, so a campaign approved while it waited for a person is followed at the
   * sending pace from then on, not after the 30 s wait that began before.
   */
  wake?: { pattern: string | readonly string[]; state(state: State, action: never): State };
}

/**
 * Follows moving work by the polling policy (pollingPolicy.ts): looks again after the wait its pace calls for,
 * never while the page is hidden, with a back-off after failed looks; ends when nothing can change it any more
 * (or when the caller is cancelled: the screen left). News of the work (`wake`) ends a wait and the pace is
 * judged again from it. Returns the last state.
 */
export function* pollWhileMoving<State>(options: PollOptions<State>) {
  const visibility = options.visibility ?? documentVisibility();
  let state = options.initial;
  let failures = 0;
  for (;;) {
    const pace = options.paceOf(state);
    if (!pace) return state;
    const wait = call(waitForNextLook, pollDelay(pace, options.now(), failures), visibility);
    if (options.wake) {
      const { news }: { news?: UnknownAction } = yield race({
        due: wait,
        news: take(options.wake.pattern as string[]),
      });
      if (news) {
        state = options.wake.state(state, news as never);
        failures = 0;
        continue;
      }
    } else yield wait;
    try {
      state = yield call(options.look, state);
      failures = 0;
    } catch (error) {
      failures += 1;
      console.warn(`${options.name}: a look failed (${failures} in a row), trying again later:`, error);
    }
  }
}
