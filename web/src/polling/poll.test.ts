import { channel } from 'redux-saga';
import { expectSaga } from 'redux-saga-test-plan';
import { skipDelays } from '../test/skipDelays';
import { pollWhileMoving, type PageVisibility } from './poll';
import { PERSON, SOON, type PollPace } from './pollingPolicy';

const NOW = Date.parse('2026-11-24T10:00:00.000Z');

function visibility(hidden: boolean) {
  const shown = channel<true>();
  const page = {
    hidden: vi.fn(() => hidden),
    shown: () => shown,
  } satisfies PageVisibility;
  return {
    page,
    show() {
      hidden = false;
      shown.put(true);
    },
  };
}

describe('pollWhileMoving', () => {
  it('looks at the pace the state calls for, and stops when nothing can change it', async () => {
    const paces: Record<string, PollPace | null> = { sending: SOON, waiting: PERSON, done: null };
    const states = ['waiting', 'sending', 'done'];
    const delays: number[] = [];
    const look = vi.fn(function* () {
      yield 0;
      return states.shift() as string;
    });
    const result = await expectSaga(pollWhileMoving, {
      initial: 'sending',
      paceOf: (state: string) => paces[state] ?? null,
      look,
      now: () => NOW,
      visibility: visibility(false).page,
      name: 'test',
    })
      .provide(skipDelays(delays))
      .run();
    expect(result.returnValue).toBe('done');
    expect(delays).toEqual([3000, 30_000, 3000]);
    expect(look).toHaveBeenCalledTimes(3);
  });

  it('backs off after failed looks, then goes back to the pace', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const outcomes = ['fail', 'fail', 'ok', 'done'];
    const delays: number[] = [];
    await expectSaga(pollWhileMoving, {
      initial: 'moving',
      paceOf: (state: string) => (state === 'done' ? null : SOON),
      *look() {
        yield 0;
        const outcome = outcomes.shift();
        if (outcome === 'fail') throw new Error('down');
        return outcome === 'done' ? 'done' : 'moving';
      },
      now: () => NOW,
      visibility: visibility(false).page,
      name: 'test',
    })
      .provide(skipDelays(delays))
      .run();
    expect(delays).toEqual([3000, 6000, 12_000, 3000]);
  });

  it('news of the work from elsewhere ends the wait: the pace is judged again from the new state at once', async () => {
    // Every wait, whatever the pace it began at, and every pace the news may bring.
    const cases: [string, string, number][] = [
      ['waiting', 'sending', 3000],
      ['waiting', 'waiting', 30_000],
      ['sending', 'waiting', 30_000],
    ];
    for (const [before, after, next] of cases) {
      const paces: Record<string, PollPace | null> = { sending: SOON, waiting: PERSON, done: null };
      const delays: number[] = [];
      const look = vi.fn(function* () {
        yield 0;
        return 'done';
      });
      await expectSaga(pollWhileMoving, {
        initial: before,
        paceOf: (state: string) => paces[state] ?? null,
        look,
        now: () => NOW,
        visibility: visibility(false).page,
        name: 'test',
        wake: { pattern: 'news', state: (_state: string, action: { payload: string }) => action.payload },
      })
        // The first wait never ends by itself: only the news can end it.
        .provide(skipDelays(delays, 0))
        .dispatch({ type: 'news', payload: after })
        .silentRun(50);
      expect(delays).toEqual([paces[before] === SOON ? 3000 : 30_000, next]);
      expect(look).not.toHaveBeenCalled();
    }
  });

  it('news that the work can no longer change ends the polling', async () => {
    const delays: number[] = [];
    const result = await expectSaga(pollWhileMoving, {
      initial: 'waiting',
      paceOf: (state: string) => (state === 'done' ? null : PERSON),
      *look() {
        yield 0;
        return 'waiting';
      },
      now: () => NOW,
      visibility: visibility(false).page,
      name: 'test',
      wake: { pattern: 'news', state: (_state: string, action: { payload: string }) => action.payload },
    })
      .provide(skipDelays(delays, 0))
      .dispatch({ type: 'news', payload: 'done' })
      .run(50);
    expect(result.returnValue).toBe('done');
    expect(delays).toEqual([30_000]);
  });

  it('looks at nothing while the page is hidden, and again at once when it is shown', async () => {
    const page = visibility(true);
    const look = vi.fn(function* () {
      yield 0;
      return 'done';
    });
    const saga = expectSaga(pollWhileMoving, {
      initial: 'moving',
      paceOf: (state: string) => (state === 'done' ? null : SOON),
      look,
      now: () => NOW,
      visibility: page.page,
      name: 'test',
    }).provide(skipDelays([]));
    const running = saga.silentRun(100);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(look).not.toHaveBeenCalled();
    page.show();
    await running;
    expect(look).toHaveBeenCalledTimes(1);
  });
});
