/**
 * quiesce() resolves once nothing the job started reads or writes the state or DATA_DIR; the job can start()
 * again. stop() is quiesce() for good.
 */
export abstract class BackgroundJob {
  abstract readonly name: string;
  private stopping: Promise<void> | undefined;

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

  /** The jobs start again on the changed state even when the change failed. Changes run one after another. */
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
