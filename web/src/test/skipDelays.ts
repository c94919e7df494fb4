import { delay } from 'redux-saga/effects';

/**
 * An expectSaga provider that skips real waiting: every delay(ms) effect has its ms recorded and resolves
 * at once, up to `resolving` of them; later ones never resolve (the saga stays parked there).
 */
export function skipDelays(record: number[], resolving = Infinity) {
  const delayFn = (delay(0) as unknown as { payload: { fn: unknown } }).payload.fn;
  return {
    call(effect: { fn: unknown; args: unknown[] }, next: () => unknown) {
      if (effect.fn !== delayFn) return next();
      record.push(effect.args[0] as number);
      return record.length <= resolving ? undefined : new Promise(() => undefined);
    },
  };
}

/**
 * Like skipDelays, and every skipped delay moves `clock.now` on by its ms: for sagas that look at the time
 * between waits (the polling policy's "at most every 30 s").
 */
export function skipDelaysOnClock(clock: { now: number }, record: number[] = [], resolving = Infinity) {
  const skipping = skipDelays(record, resolving);
  return {
    call(effect: { fn: unknown; args: unknown[] }, next: () => unknown) {
      const before = record.length;
      const result = skipping.call(effect, next);
      if (record.length > before && record.length <= resolving) clock.now += record[record.length - 1] ?? 0;
      return result;
    },
  };
}
