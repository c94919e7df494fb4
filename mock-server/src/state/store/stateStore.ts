import { EventEmitter } from 'node:events';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { seedMissingAreas, seedState } from '../../seed/index.js';
import { AREAS, SCHEMA_VERSION, type Area, type MockState } from './mockState.js';
import { readSnapshotFile, writeSnapshotFile } from './snapshot.js';

export interface StateStoreOptions {
  seed: number;
  seedCustomers: number;
  dataDir: string;
  persist: boolean;
  log: {
    info(msg: string): void;
    warn(obj: unknown, msg?: string): void;
    error(obj: unknown, msg?: string): void;
  };
  now?: () => Date;
}

const SNAPSHOT_DELAY_MS = 1000;

/** Owner-only, since it may hold live tokens. */
export interface SnapshotPart {
  name: string;
  file: string;
  snapshot(): unknown;
  /** False when it is of another version (ignored). */
  restore(value: unknown): boolean;
}

type Meta = Pick<MockState, 'schemaVersion' | 'seed' | 'seededAt'>;

/**
 * Snapshots are debounced, per changed area, each renamed into place when complete. Reset through
 * app.resetState(), which quiesces the background jobs around it.
 */
export class StateStore extends EventEmitter<{ changed: [Area] }> {
  private current: MockState | undefined;
  private readonly revisions = new Map<Area, number>();
  private snapshotTimer: NodeJS.Timeout | undefined;
  private readonly dirty = new Set<Area>();
  private readonly dirtyParts = new Set<SnapshotPart>();
  private writing: Promise<void> = Promise.resolve();
  private closed = false;

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

  private get snapshotDir(): string {
    return path.join(this.options.dataDir, 'state');
  }

  private areaFile(area: Area): string {
    return path.join(this.snapshotDir, `${area}.ndjson`);
  }

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
    for (const area of AREAS) this.dirty.add(area);
    this.schedulePersist();
    return false;
  }

  private async readSnapshot(): Promise<MockState | undefined> {
    let meta: Meta;
    try {
      meta = JSON.parse(await readFile(path.join(this.snapshotDir, 'meta.json'), 'utf8')) as Meta;
    } catch {
      return undefined;
    }
    if (meta.schemaVersion !== SCHEMA_VERSION || meta.seed !== this.options.seed) {
      this.options.log.info('state snapshot is from another schema or seed: reseeding');
      return undefined;
    }
    const state: Record<string, unknown> = { ...meta };
    try {
      for (const area of AREAS) state[area] = await readSnapshotFile(this.areaFile(area));
    } catch (error) {
      this.options.log.warn({ err: error }, 'state snapshot is incomplete or unreadable: reseeding');
      return undefined;
    }
    this.options.log.info(`state restored from ${this.snapshotDir}`);
    const restored = state as unknown as MockState;
    const seeded = await seedMissingAreas(restored, {
      dataDir: this.options.dataDir,
      now: this.options.now?.() ?? new Date(),
    });
    for (const area of seeded) {
      this.options.log.info(`the snapshot has no ${area} area (an older layout): ${area} seeded in place`);
      this.dirty.add(area);
    }
    if (seeded.length > 0) this.schedulePersist();
    return restored;
  }

  /** An unreadable file is logged and the part starts afresh. */
  async keep(part: SnapshotPart): Promise<() => void> {
    const changed = () => {
      this.dirtyParts.add(part);
      this.schedulePersist();
    };
    if (!this.options.persist) return changed;
    let text: string;
    try {
      text = await readFile(path.join(this.snapshotDir, part.file), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
        this.options.log.warn({ err: error }, `the ${part.name} snapshot is unreadable: they start afresh`);
      return changed;
    }
    try {
      if (part.restore(JSON.parse(text)))
        this.options.log.info(`${part.name} restored from the state snapshot`);
    } catch (error) {
      this.options.log.warn({ err: error }, `the ${part.name} snapshot is unreadable: they start afresh`);
    }
    return changed;
  }

  private generate(): Promise<MockState> {
    return seedState({
      seed: this.options.seed,
      seedCustomers: this.options.seedCustomers,
      dataDir: this.options.dataDir,
      now: this.options.now?.() ?? new Date(),
    });
  }

  /** app.resetState() runs it with the background jobs quiesced. */
  async reset(): Promise<void> {
    this.current = await this.generate();
    for (const area of AREAS) {
      this.revisions.set(area, this.revision(area) + 1);
      this.dirty.add(area);
    }
    this.schedulePersist();
  }

  changed(area: Area): void {
    this.revisions.set(area, this.revision(area) + 1);
    this.dirty.add(area);
    this.emit('changed', area);
    this.schedulePersist();
  }

  revision(area: Area): number {
    return this.revisions.get(area) ?? 0;
  }

  private schedulePersist(): void {
    if (!this.options.persist || this.snapshotTimer || this.closed) return;
    this.snapshotTimer = setTimeout(() => {
      this.snapshotTimer = undefined;
      void this.flush();
    }, SNAPSHOT_DELAY_MS);
  }

  /** Each area atomically: a temporary file, then rename. */
  async flush(): Promise<void> {
    if (!this.options.persist || !this.current) return;
    const state = this.current;
    const areas = [...this.dirty];
    const parts = [...this.dirtyParts].map((part) => ({ part, text: JSON.stringify(part.snapshot()) }));
    if (areas.length === 0 && parts.length === 0) return;
    this.dirty.clear();
    this.dirtyParts.clear();
    this.writing = this.writing.then(async () => {
      try {
        await mkdir(this.snapshotDir, { recursive: true });
        for (const area of areas) await writeSnapshotFile(this.areaFile(area), state[area]);
        if (areas.length > 0) {
          const meta: Meta = {
            schemaVersion: state.schemaVersion,
            seed: state.seed,
            seededAt: state.seededAt,
          };
          await writeFile(path.join(this.snapshotDir, 'meta.json'), JSON.stringify(meta));
          // The single-file snapshot of earlier versions is never read again.
          await rm(path.join(this.options.dataDir, 'state.json'), { force: true });
        }
        for (const { part, text } of parts) {
          const file = path.join(this.snapshotDir, part.file);
          const temp = `${file}.${process.pid}.tmp`;
          await writeFile(temp, text, { mode: 0o600 });
          await rename(temp, file);
        }
      } catch (error) {
        this.options.log.error({ err: error }, 'could not write the state snapshot');
        for (const area of areas) this.dirty.add(area);
        for (const { part } of parts) this.dirtyParts.add(part);
      }
    });
    await this.writing;
  }

  /** No snapshot is scheduled after. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.snapshotTimer) {
      clearTimeout(this.snapshotTimer);
      this.snapshotTimer = undefined;
    }
    await this.writing;
    await this.flush();
  }
}
