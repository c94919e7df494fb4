/**
 * The lifecycle every background job of the mock shares (the upload pipeline, the report worker, the campaign
 * engine, the customer-list cache; each a plugin that decorates the app, plugins/jobs/):
 * - start(): begins the job's work on the current state: its timers, and work the state says is unfinished
 *   (an upload left in process, a report left pending). Run when the app is ready and after every reset.
 * - quiesce(): stops the work in flight and resolves once none of it runs any more: nothing the job started
 *   reads or writes the state or DATA_DIR after it resolves. The job can start() again.
 * - stop(): quiesce() for good (the app is closing); start() does nothing after it.
 */
export abstract class BackgroundJob {
  abstract readonly name: string;
  private stopping: Promise<void> | undefined;

  /** stop() was called: the job takes no more work. */
  protected get stopped(): boolean {
    return this.stopping !== undefined;
  }

  abstract start(): void | Promise<void>;

  abstract quiesce(): Promise<void>;

  stop(): Promise<void> {
    this.stopping ??= this.quiesce();
    return this.stopping;
  }
}

/**
 * The app's background jobs (app.jobs): started when the app is ready, stopped when it closes, and quiesced
 * around a change that replaces the state under them (a reset), one change at a time.
 */
export class Jobs {
  private readonly list: BackgroundJob[] = [];
  private changes: Promise<unknown> = Promise.resolve();

  add<T extends BackgroundJob>(job: T): T {
    this.list.push(job);
    return job;
  }

  get names(): string[] {
    return this.list.map((job) => job.name);
  }

  async start(): Promise<void> {
    for (const job of this.list) await job.start();
  }

  async stop(): Promise<void> {
    await Promise.all(this.list.map((job) => job.stop()));
  }

  /**
   * Runs `change` once every job has quiesced (no job touches the state or the files meanwhile), then starts
   * the jobs again on the changed state, even when the change failed. Changes run one after another.
   */
  quietly<T>(change: () => Promise<T>): Promise<T> {
    const run = async () => {
      await Promise.all(this.list.map((job) => job.quiesce()));
      try {
        return await change();
      } finally {
        await this.start();
      }
    };
    const result = this.changes.then(run, run);
    this.changes = result.catch(() => undefined);
    return result;
  }
}
