import { describe, expect, it } from 'vitest';
import { BackgroundJob, Jobs } from '../../src/lib/jobs.js';
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

  it("a group's quiesce() waits for its running job and cancels its timers; the other groups run on", async () => {
    const scheduler = new Scheduler(log, 1);
    const quiet = scheduler.group();
    const busy = scheduler.group();
    let finish: () => void = () => undefined;
    const events: string[] = [];
    const started = new Promise<void>((resolve) => {
      quiet.after(0, 'writing', async (signal) => {
        resolve();
        await new Promise<void>((done) => (finish = done));
        events.push(`write finished (aborted: ${signal.aborted})`);
      });
    });
    await started;
    quiet.after(60_000, 'later', () => {
      events.push('later ran');
    });
    const otherRan = new Promise<void>((resolve) => busy.after(20, 'other', () => resolve()));
    const quiescing = quiet.quiesce().then(() => events.push('quiet'));
    expect(quiet.stopping).toBe(true);
    quiet.after(0, 'while quiescing', () => {
      events.push('refused job ran');
    });
    await otherRan;
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(events).toEqual([]);
    finish();
    await quiescing;
    expect(events).toEqual(['write finished (aborted: true)', 'quiet']);
    // Afterwards the group takes work again, with a fresh signal.
    expect(quiet.stopping).toBe(false);
    expect(quiet.signal.aborted).toBe(false);
    await new Promise<void>((resolve) => quiet.after(0, 'again', () => resolve()));
    await scheduler.idle();
    expect(scheduler.pending).toBe(0);
    await scheduler.close();
    expect(quiet.closed).toBe(true);
  });
});

class FakeJob extends BackgroundJob {
  constructor(
    readonly name: string,
    private readonly events: string[],
  ) {
    super();
  }
  start(): void {
    if (!this.stopped) this.events.push(`${this.name} started`);
  }
  async quiesce(): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve, 10));
    this.events.push(`${this.name} quiet`);
  }
}

describe('Jobs (the lifecycle of the background jobs)', () => {
  it('quietly(): every job quiesces before the change, starts after it; changes run one at a time', async () => {
    const events: string[] = [];
    const jobs = new Jobs();
    jobs.add(new FakeJob('a', events));
    jobs.add(new FakeJob('b', events));
    const change = (name: string) => async () => {
      events.push(`${name} begins`);
      await new Promise((resolve) => setTimeout(resolve, 10));
      events.push(`${name} ends`);
    };
    await Promise.all([jobs.quietly(change('reset 1')), jobs.quietly(change('reset 2'))]);
    expect(events).toEqual([
      'a quiet',
      'b quiet',
      'reset 1 begins',
      'reset 1 ends',
      'a started',
      'b started',
      'a quiet',
      'b quiet',
      'reset 2 begins',
      'reset 2 ends',
      'a started',
      'b started',
    ]);
  });

  it('a failed change still starts the jobs again; after stop() a job does not start', async () => {
    const events: string[] = [];
    const jobs = new Jobs();
    jobs.add(new FakeJob('a', events));
    await expect(
      jobs.quietly(async () => {
        throw new Error('seed failed');
      }),
    ).rejects.toThrow('seed failed');
    expect(events).toEqual(['a quiet', 'a started']);
    await jobs.stop();
    await jobs.start();
    expect(events).toEqual(['a quiet', 'a started', 'a quiet']);
  });
});
