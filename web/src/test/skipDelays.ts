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
