/**
 * Background work of the mock (upload processing, campaign engine, report generation, the customer-list cache)
 * is scheduled here: the scheduler is the registry of every timer and running job. Each background job works
 * in a group of its own (`group(name)`): a group's `quiesce()` cancels its pending timers, aborts its
 * `signal`, takes no new work, and resolves once every job it was running has settled, while the other
 * groups run on; afterwards it takes work again (a state reset quiesces every group, resets, then starts the
 * jobs again). `close()` does the same for good, for every group, so nothing writes into DATA_DIR after
 * `app.close()`. A failing job is logged instead of crashing the process.
 */
export interface SchedulerLogger {
  error(obj: unknown, msg?: string): void;
}

export type Job = (signal: AbortSignal) => void | Promise<void>;

export class Scheduler {
  private readonly timers = new Set<NodeJS.Timeout>();
  /** Jobs (and tracked promises) running now: quiesce() and close() await them. */
  private readonly running = new Set<Promise<unknown>>();
  private controller = new AbortController();
  private readonly groups: Scheduler[] = [];
  /** Quiesces under way (a group takes no new work while one runs). */
  private quiescing = 0;
  private closing: Promise<void> | undefined;

  constructor(
    private readonly log: SchedulerLogger,
    /** Multiplier applied to every delay (config.timeScale). */
    private readonly timeScale: number,
    private readonly parent?: Scheduler,
  ) {}

  /** A group of this scheduler's work that can be quiesced on its own (one per background job). */
  group(): Scheduler {
    const group = new Scheduler(this.log, this.timeScale, this);
    this.groups.push(group);
    return group;
  }

  /** Aborted when this group quiesces or the app starts closing: long jobs check it (or listen to it) to stop early. */
  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /** The app is closing: nothing will run again. */
  get closed(): boolean {
    return this.closing !== undefined || (this.parent?.closed ?? false);
  }

  /** No new work is taken now: closing, or this group is quiescing. */
  get stopping(): boolean {
    return this.closed || this.quiescing > 0;
  }

  /** Runs `job` once after `delayMs` (scaled). Returns a cancel function. Nothing happens while stopping. */
  after(delayMs: number, name: string, job: Job): () => void {
    if (this.stopping) return () => undefined;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      if (this.stopping) return;
      // run() logs a failing job and never rejects.
      void this.track(name, this.run(name, job));
    }, this.scaled(delayMs));
    this.timers.add(timer);
    return () => {
      clearTimeout(timer);
      this.timers.delete(timer);
    };
  }

  /** Runs `job` every `intervalMs` (scaled) until cancelled, quiesced or closed. */
  every(intervalMs: number, name: string, job: Job): () => void {
    let cancelled = false;
    let cancelCurrent: () => void = () => undefined;
    const tick = () => {
      cancelCurrent = this.after(intervalMs, name, async (signal) => {
        try {
          await job(signal);
        } finally {
          if (!cancelled) tick();
        }
      });
    };
    tick();
    return () => {
      cancelled = true;
      cancelCurrent();
    };
  }

  /**
   * Registers background work started elsewhere (an upload import): quiesce() and close() wait for it.
   * Failures are logged; the returned promise is the one given.
   */
  track<T>(name: string, work: Promise<T>): Promise<T> {
    const settled: Promise<void> = work.then(
      () => undefined,
      (error: unknown) => {
        this.log.error({ err: error, job: name }, `background job "${name}" failed`);
      },
    );
    this.running.add(settled);
    void settled.finally(() => this.running.delete(settled));
    return work;
  }

  /** Resolves after `delayMs` (scaled), or as soon as the group stops (check `stopping` afterwards). */
  sleep(delayMs: number): Promise<void> {
    return new Promise((resolve) => {
      if (this.stopping) return resolve();
      const signal = this.signal;
      const onAbort = () => {
        clearTimeout(timer);
        this.timers.delete(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        signal.removeEventListener('abort', onAbort);
        resolve();
      }, this.scaled(delayMs));
      this.timers.add(timer);
      signal.addEventListener('abort', onAbort, { once: true });
    });
  }

  /** Scales a delay the same way scheduled jobs are scaled (for callers that wait themselves). */
  scaled(delayMs: number): number {
    return Math.max(0, Math.round(delayMs * this.timeScale));
  }

  /** Timers waiting plus jobs running, in this scheduler and its groups. */
  get pending(): number {
    return this.groups.reduce((total, group) => total + group.pending, this.timers.size + this.running.size);
  }

  /** Resolves when no job is running here or in a group (timers may still be waiting). */
  async idle(): Promise<void> {
    for (let running = this.allRunning(); running.length > 0; running = this.allRunning())
      await Promise.all(running);
  }

  private allRunning(): Promise<unknown>[] {
    return [...this.running, ...this.groups.flatMap((group) => group.allRunning())];
  }

  /**
   * Cancels this group's pending timers, aborts its signal and resolves when every job it was running has
   * settled; no work is taken meanwhile. Then the group takes work again (with a fresh signal).
   */
  async quiesce(): Promise<void> {
    if (this.closed) return this.close();
    this.quiescing += 1;
    try {
      this.cancelPending();
      await this.idle();
    } finally {
      this.quiescing -= 1;
      if (this.quiescing === 0 && !this.closed) this.controller = new AbortController();
    }
  }

  /** Quiesces every group and this scheduler for good: nothing is scheduled after. */
  close(): Promise<void> {
    this.closing ??= (async () => {
      this.cancelPending();
      await Promise.all(this.groups.map((group) => group.close()));
      // A settling job may still start tracked work (e.g. a cleanup): wait until none is left.
      await this.idle();
    })();
    return this.closing;
  }

  private cancelPending(): void {
    this.controller.abort();
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private async run(name: string, job: Job): Promise<void> {
    if (this.stopping) return;
    try {
      await job(this.signal);
    } catch (error) {
      this.log.error({ err: error, job: name }, `background job "${name}" failed`);
    }
  }
}
