import { EventEmitter } from 'node:events';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { seedState } from '../seed/index.js';
import { AREAS, SCHEMA_VERSION, type Area, type MockState } from './mockState.js';

export interface StateStoreOptions {
  seed: number;
  seedCustomers: number;
  dataDir: string;
  /** Keep a snapshot in dataDir/state.json and start from it next time. */
  persist: boolean;
  log: {
    info(msg: string): void;
    warn(obj: unknown, msg?: string): void;
    error(obj: unknown, msg?: string): void;
  };
  now?: () => Date;
}

const SNAPSHOT_DELAY_MS = 1000;

/**
 * Holds the mock's state, tells listeners when an area changes (caches rebuild from that),
 * reseeds on reset, and writes a debounced, atomic snapshot when persistence is on.
 */
export class StateStore extends EventEmitter<{ changed: [Area]; reset: [] }> {
  private current: MockState | undefined;
  private readonly revisions = new Map<Area, number>();
  private snapshotTimer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();

  constructor(private readonly options: StateStoreOptions) {
    super();
  }

  get state(): MockState {
    if (!this.current) throw new Error('state store used before init()');
    return this.current;
  }

  get dataDir(): string {
    return this.options.dataDir;
  }

  private get snapshotPath(): string {
    return path.join(this.options.dataDir, 'state.json');
  }

  /** Loads the snapshot when persistence is on and one exists, else seeds. Returns whether a snapshot was used. */
  async init(): Promise<boolean> {
    await mkdir(this.options.dataDir, { recursive: true });
    if (this.options.persist) {
      const restored = await this.readSnapshot();
      if (restored) {
        this.current = restored;
        return true;
      }
    }
    this.current = await this.generate();
    return false;
  }

  private async readSnapshot(): Promise<MockState | undefined> {
    let text: string;
    try {
      text = await readFile(this.snapshotPath, 'utf8');
    } catch {
      return undefined;
    }
    try {
      const parsed = JSON.parse(text) as MockState;
      if (parsed.schemaVersion !== SCHEMA_VERSION || parsed.seed !== this.options.seed) {
        this.options.log.info('state snapshot is from another schema or seed: reseeding');
        return undefined;
      }
      this.options.log.info(`state restored from ${this.snapshotPath}`);
      return parsed;
    } catch (error) {
      this.options.log.warn({ err: error }, 'state snapshot is unreadable: reseeding');
      return undefined;
    }
  }

  private generate(): Promise<MockState> {
    return seedState({
      seed: this.options.seed,
      seedCustomers: this.options.seedCustomers,
      dataDir: this.options.dataDir,
      now: this.options.now?.() ?? new Date(),
    });
  }

  /** Back to the seeded data (control API). */
  async reset(): Promise<void> {
    this.current = await this.generate();
    for (const area of AREAS) this.revisions.set(area, this.revision(area) + 1);
    this.emit('reset');
    this.schedulePersist();
  }

  /** Call after every mutation of an area: bumps its revision, notifies caches, schedules a snapshot. */
  changed(area: Area): void {
    this.revisions.set(area, this.revision(area) + 1);
    this.emit('changed', area);
    this.schedulePersist();
  }

  revision(area: Area): number {
    return this.revisions.get(area) ?? 0;
  }

  private schedulePersist(): void {
    if (!this.options.persist || this.snapshotTimer) return;
    this.snapshotTimer = setTimeout(() => {
      this.snapshotTimer = undefined;
      void this.flush();
    }, SNAPSHOT_DELAY_MS);
  }

  /** Writes the snapshot now (atomically: temp file, then rename). */
  async flush(): Promise<void> {
    if (!this.options.persist || !this.current) return;
    const state = this.current;
    this.writing = this.writing.then(async () => {
      const temp = `${this.snapshotPath}.${process.pid}.tmp`;
      try {
        await writeFile(temp, JSON.stringify(state));
        await rename(temp, this.snapshotPath);
      } catch (error) {
        this.options.log.error({ err: error }, 'could not write the state snapshot');
        await rm(temp, { force: true });
      }
    });
    await this.writing;
  }

  async close(): Promise<void> {
    if (this.snapshotTimer) {
      clearTimeout(this.snapshotTimer);
      this.snapshotTimer = undefined;
      await this.flush();
    }
    await this.writing;
  }
}
