import type { UnknownAction } from '@reduxjs/toolkit';
import { eventChannel, type EventChannel } from 'redux-saga';
import { call, delay, race, take } from 'redux-saga/effects';
import { pollDelay, type PollPace } from './pollingPolicy';

export interface PageVisibility {
  hidden(): boolean;
  shown(): EventChannel<true>;
}

/** Visible wherever there is no document. */
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

/** While hidden, waits until shown (then looks at once). */
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
  initial: State;
  /** Null: it can no longer change, polling ends. */
  paceOf(state: State): PollPace | null;
  /** A throw counts as a failed look (the state stays, the next wait doubles). */
  look(state: State): Generator<unknown, State, never>;
  now(): number;
  visibility?: PageVisibility;
  name: string;
  /**
   * News from elsewhere (an approval, a stop) ends the current wait and the pace is judged again at once, so an
   * approved campaign is followed at the sending pace, not after the 30 s wait that began before.
   */
  wake?: { pattern: string | readonly string[]; state(state: State, action: never): State };
}

/** Polls at the policy's pace, never while hidden, backing off after failures; returns the last state. */
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
