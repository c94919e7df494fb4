/**
 * Background work of the mock (upload processing, campaign engine, report generation) is scheduled here: the
 * scheduler is the registry of every background job. `close()` cancels pending timers, signals running jobs
 * to stop early (`signal`), and resolves only once every running job has settled, so nothing writes into
 * DATA_DIR after `app.close()`. A failing job is logged instead of crashing the process.
 */
export interface SchedulerLogger {
  error(obj: unknown, msg?: string): void;
}

export type Job = (signal: AbortSignal) => void | Promise<void>;

export class Scheduler {
  private readonly timers = new Set<NodeJS.Timeout>();
  /** Jobs (and tracked promises) running now: close() awaits them. */
  private readonly running = new Set<Promise<unknown>>();
  private readonly controller = new AbortController();
  private closing: Promise<void> | undefined;

  constructor(
    private readonly log: SchedulerLogger,
    /** Multiplier applied to every delay (config.timeScale). */
    private readonly timeScale: number,
  ) {}

  /** Aborted when the app starts closing: long jobs check it (or listen to it) to stop early. */
  get signal(): AbortSignal {
    return this.controller.signal;
  }

  get closed(): boolean {
    return this.controller.signal.aborted;
  }

  /** Runs `job` once after `delayMs` (scaled). Returns a cancel function. */
  after(delayMs: number, name: string, job: Job): () => void {
    if (this.closed) return () => undefined;
    const timer = setTimeout(
      () => {
        this.timers.delete(timer);
        if (this.closed) return;
        // run() logs a failing job and never rejects.
        void this.track(name, this.run(name, job));
      },
      Math.max(0, Math.round(delayMs * this.timeScale)),
    );
    this.timers.add(timer);
    return () => {
      clearTimeout(timer);
      this.timers.delete(timer);
    };
  }

  /** Runs `job` every `intervalMs` (scaled) until cancelled or closed. */
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
   * Registers background work started elsewhere (an upload import, a reset): close() waits for it.
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

  /** Resolves after `delayMs` (scaled), or as soon as the scheduler closes (check `closed` afterwards). */
  sleep(delayMs: number): Promise<void> {
    return new Promise((resolve) => {
      if (this.closed) return resolve();
      const onAbort = () => {
        clearTimeout(timer);
        this.timers.delete(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        this.signal.removeEventListener('abort', onAbort);
        resolve();
      }, this.scaled(delayMs));
      this.timers.add(timer);
      this.signal.addEventListener('abort', onAbort, { once: true });
    });
  }

  /** Scales a delay the same way scheduled jobs are scaled (for callers that wait themselves). */
  scaled(delayMs: number): number {
    return Math.max(0, Math.round(delayMs * this.timeScale));
  }

  /** Timers waiting plus jobs running. */
  get pending(): number {
    return this.timers.size + this.running.size;
  }

  /** Resolves when no job is running (timers may still be waiting): for tests that change files under them. */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }

  /** Cancels pending timers, aborts `signal`, and resolves when every running job has settled. */
  close(): Promise<void> {
    this.closing ??= (async () => {
      this.controller.abort();
      for (const timer of this.timers) clearTimeout(timer);
      this.timers.clear();
      // A settling job may still start tracked work (e.g. a cleanup): wait until none is left.
      await this.idle();
    })();
    return this.closing;
  }

  private async run(name: string, job: Job): Promise<void> {
    if (this.closed) return;
    try {
      await job(this.signal);
    } catch (error) {
      this.log.error({ err: error, job: name }, `background job "${name}" failed`);
    }
  }
}
