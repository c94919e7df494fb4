import { describe, expect, it } from 'vitest';
import { Scheduler } from '../../src/lib/scheduler.js';

const log = { error: () => undefined };

describe('Scheduler (the registry of background jobs)', () => {
  it('close() resolves only after a running job has finished, and aborts its signal', async () => {
    const scheduler = new Scheduler(log, 1);
    let finish: () => void = () => undefined;
    let sawAbort = false;
    const running = new Promise<void>((resolve) => {
      scheduler.after(0, 'slow job', async (signal) => {
        resolve();
        await new Promise<void>((done) => (finish = done));
        sawAbort = signal.aborted;
      });
    });
    await running;
    const order: string[] = [];
    const closing = scheduler.close().then(() => order.push('closed'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    order.push('job finished');
    finish();
    await closing;
    expect(order).toEqual(['job finished', 'closed']);
    expect(sawAbort).toBe(true);
    expect(scheduler.pending).toBe(0);
  });

  it('close() cancels timers, awaits tracked work, ends sleeps, and refuses new jobs', async () => {
    const scheduler = new Scheduler(log, 1);
    let ran = false;
    scheduler.after(60_000, 'later', () => {
      ran = true;
    });
    let trackedDone = false;
    void scheduler.track(
      'tracked',
      new Promise<void>((resolve) =>
        setTimeout(() => {
          trackedDone = true;
          resolve();
        }, 30),
      ),
    );
    const sleeping = scheduler.sleep(60_000);
    expect(scheduler.pending).toBe(3);
    await scheduler.close();
    await sleeping;
    expect(trackedDone).toBe(true);
    expect(ran).toBe(false);
    scheduler.after(0, 'after close', () => {
      ran = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ran).toBe(false);
    expect(scheduler.pending).toBe(0);
  });
});
