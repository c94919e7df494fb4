/**
 * Background work of the mock (upload processing, campaign engine, report generation) is scheduled here,
 * so that closing the app cancels every pending timer and a failing job is logged instead of crashing the process.
 */
export interface SchedulerLogger {
  error(obj: unknown, msg?: string): void;
}

export class Scheduler {
  private readonly timers = new Set<NodeJS.Timeout>();
  private closed = false;

  constructor(
    private readonly log: SchedulerLogger,
    /** Multiplier applied to every delay (config.timeScale). */
    private readonly timeScale: number,
  ) {}

  /** Runs `job` once after `delayMs` (scaled). Returns a cancel function. */
  after(delayMs: number, name: string, job: () => void | Promise<void>): () => void {
    if (this.closed) return () => undefined;
    const timer = setTimeout(
      () => {
        this.timers.delete(timer);
        void this.run(name, job);
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
  every(intervalMs: number, name: string, job: () => void | Promise<void>): () => void {
    let cancelled = false;
    let cancelCurrent: () => void = () => undefined;
    const tick = () => {
      cancelCurrent = this.after(intervalMs, name, async () => {
        try {
          await job();
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

  /** Scales a delay the same way scheduled jobs are scaled (for callers that wait themselves). */
  scaled(delayMs: number): number {
    return Math.max(0, Math.round(delayMs * this.timeScale));
  }

  get pending(): number {
    return this.timers.size;
  }

  close(): void {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private async run(name: string, job: () => void | Promise<void>): Promise<void> {
    if (this.closed) return;
    try {
      await job();
    } catch (error) {
      this.log.error({ err: error, job: name }, `background job "${name}" failed`);
    }
  }
}
