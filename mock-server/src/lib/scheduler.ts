/**
 * The registry of every timer and running job: a group's `quiesce()` lets a state reset stop one job's work
 * while others run on, and `close()` makes sure nothing writes into DATA_DIR after `app.close()`.
 */
export interface SchedulerLogger {
  error(obj: unknown, msg?: string): void;
}

export type Job = (signal: AbortSignal) => void | Promise<void>;

export class Scheduler {
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly running = new Set<Promise<unknown>>();
  private controller = new AbortController();
  private readonly groups: Scheduler[] = [];
  private quiescing = 0;
  private closing: Promise<void> | undefined;

  constructor(
    private readonly log: SchedulerLogger,
    private readonly timeScale: number,
    private readonly parent?: Scheduler,
  ) {}

  group(): Scheduler {
    const group = new Scheduler(this.log, this.timeScale, this);
    this.groups.push(group);
    return group;
  }

  /** Long jobs check it (or listen to it) to stop early. */
  get signal(): AbortSignal {
    return this.controller.signal;
  }

  get closed(): boolean {
    return this.closing !== undefined || (this.parent?.closed ?? false);
  }

  get stopping(): boolean {
    return this.closed || this.quiescing > 0;
  }

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

  /** For work started elsewhere (an upload import): quiesce() and close() wait for it. */
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

  /** Check `stopping` afterwards. */
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

  /** For callers that wait themselves. */
  scaled(delayMs: number): number {
    return Math.max(0, Math.round(delayMs * this.timeScale));
  }

  get pending(): number {
    return this.groups.reduce((total, group) => total + group.pending, this.timers.size + this.running.size);
  }

  async idle(): Promise<void> {
    for (let running = this.allRunning(); running.length > 0; running = this.allRunning())
      await Promise.all(running);
  }

  private allRunning(): Promise<unknown>[] {
    return [...this.running, ...this.groups.flatMap((group) => group.allRunning())];
  }

  /** Afterwards the group takes work again, with a fresh signal. */
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
