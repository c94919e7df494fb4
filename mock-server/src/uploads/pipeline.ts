import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { COLUMNS, NATURAL_KEY, type Category } from '../state/columns.js';
import { customerCities } from '../state/customerCities.js';
import {
  findUpload,
  isInProgress,
  markDone,
  markFailed,
  markProcessing,
  type UploadRecord,
} from '../state/files.js';
import type { Area, MockState } from '../state/mockState.js';
import { upsertRecord, type RecordValues } from '../state/recordTable.js';
import type { ImportReply } from './importWorker.js';
import { startImport, type ImportHandle } from './runImport.js';
import { downloadName, invalidDir, invalidPath, originalsDir, resolveInside } from './storage.js';

/**
 * The background life of an upload: execute (queued) → process (read, validated, imported) → done | failed.
 *
 * Parsing and validation run in a worker thread; the valid rows come back and are upserted here, in chunks
 * that give the event loop back between them, so the server keeps answering during a 60,000-row import.
 * The stage delays go through app.scheduler (scaled by TIME_SCALE) so that a user sees "On Going" before the
 * outcome, and so that closing the app cancels them.
 */

/** How long an upload waits in `execute`, and the least time it spends in `process` (before TIME_SCALE). */
export const STAGE_DELAYS = { queuedMs: 6000, minProcessingMs: 10_000 };
/** Imports running at the same time; more wait in the queue (status execute). */
export const MAX_CONCURRENT_IMPORTS = 2;
const UPSERT_CHUNK = 500;

export const TABLE_OF: Record<Category, 'customers' | 'productLines' | 'giftClaims'> = {
  customer: 'customers',
  product_line: 'productLines',
  gift_claim: 'giftClaims',
};

export class UploadPipeline {
  /** Bumped by a state reset: work started for an older state stops at its next step. */
  private generation = 0;
  private queue: string[] = [];
  private running = 0;
  private readonly workers = new Set<ImportHandle>();
  private closed = false;
  private isHeld = false;

  constructor(private readonly app: FastifyInstance) {
    // Closing the app stops the import workers at once (their results then settle as failed), so that
    // app.close(), which awaits every tracked job, never waits for a long import.
    app.scheduler.signal.addEventListener('abort', () => void this.close(), { once: true });
  }

  private now(): string {
    return new Date(this.app.clock.now()).toISOString();
  }

  private changed(area: Area): void {
    this.app.store.changed(area);
  }

  /** Resolves after `ms` (scaled by TIME_SCALE), or at once when the app is closing. */
  private wait(ms: number): Promise<void> {
    return this.app.scheduler.sleep(ms);
  }

  /** A new upload in status execute: it is picked up after the queue delay. */
  submit(uuid: string): void {
    const generation = this.generation;
    this.app.scheduler.after(STAGE_DELAYS.queuedMs, `upload ${uuid}: queued`, () => {
      if (generation === this.generation) this.enqueue(uuid);
    });
  }

  private enqueue(uuid: string): void {
    if (!this.queue.includes(uuid)) this.queue.push(uuid);
    this.pump();
  }

  /**
   * Control API: while held, queued uploads stay in status execute ("On Going") and none starts processing,
   * so that tests and demos can look at an upload in progress whatever the machine's speed.
   */
  get held(): boolean {
    return this.isHeld;
  }

  set held(value: boolean) {
    this.isHeld = value;
    if (!value) this.pump();
  }

  private pump(): void {
    while (!this.closed && !this.isHeld && this.running < MAX_CONCURRENT_IMPORTS && this.queue.length) {
      const uuid = this.queue.shift() as string;
      const generation = this.generation;
      this.running += 1;
      // Tracked: app.close() waits until this upload's processing has stopped.
      void this.app.scheduler
        .track(`upload ${uuid}: processing`, this.process(uuid, generation))
        .catch(() => undefined)
        .finally(() => {
          if (generation !== this.generation) return;
          this.running -= 1;
          this.pump();
        });
    }
  }

  private isCurrent(generation: number, state: MockState): boolean {
    return !this.closed && generation === this.generation && this.app.store.state === state;
  }

  private async process(uuid: string, generation: number): Promise<void> {
    const state = this.app.store.state;
    const upload = findUpload(state.files, uuid);
    if (!upload || !isInProgress(upload)) return;
    if (upload.status === 'execute') {
      markProcessing(upload, this.now());
      this.changed('files');
    }
    const minimum = this.wait(STAGE_DELAYS.minProcessingMs);
    const reply = await this.runWorker(upload);
    if (!this.isCurrent(generation, state)) return;
    if (!reply.ok) {
      if (reply.detail) this.app.log.warn({ uuid, detail: reply.detail }, 'upload processing failed');
      await minimum;
      if (!this.isCurrent(generation, state)) return;
      markFailed(upload, reply.information, this.now());
      this.changed('files');
      return;
    }
    const applied = await this.applyRows(upload.category, reply, generation, state);
    if (!applied) return;
    await minimum;
    if (!this.isCurrent(generation, state)) return;
    markDone(
      upload,
      {
        success: reply.validRows.length,
        failed: reply.invalidCount,
        invalidFilePath: reply.invalidFile ? invalidPath(path.basename(reply.invalidFile)) : null,
      },
      this.now(),
    );
    this.changed('files');
  }

  private async runWorker(upload: UploadRecord): Promise<ImportReply> {
    const dataDir = this.app.config.dataDir;
    const source = upload.file_path
      ? resolveInside(originalsDir(dataDir), downloadName(upload.file_path))
      : undefined;
    if (!source || !existsSync(source)) {
      return {
        ok: false,
        information:
          'The uploaded file is missing from storage (it may have been lost in a restart): upload it again.',
      };
    }
    const handle = startImport({
      category: upload.category,
      sourcePath: source,
      invalidPathBase: path.join(invalidDir(dataDir), `${upload.uuid}-invalid`),
      // The customer rules need the cities the data holds when the import starts.
      ...(upload.category === 'customer'
        ? { knownCities: customerCities(this.app.store.state.customers) }
        : {}),
    });
    this.workers.add(handle);
    try {
      return await handle.result;
    } finally {
      this.workers.delete(handle);
    }
  }

  /** Upserts the valid rows by natural key, a chunk at a time; false when the state was reset meanwhile. */
  private async applyRows(
    category: Category,
    reply: Extract<ImportReply, { ok: true }>,
    generation: number,
    state: MockState,
  ): Promise<boolean> {
    const area = TABLE_OF[category];
    const table = state[area];
    const columns = COLUMNS[category];
    const naturalKey = NATURAL_KEY[category];
    const updatedAt = this.now();
    for (let start = 0; start < reply.validRows.length; start += UPSERT_CHUNK) {
      if (start > 0) {
        await yieldToEventLoop();
        if (!this.isCurrent(generation, state)) return false;
      }
      for (const row of reply.validRows.slice(start, start + UPSERT_CHUNK)) {
        const values: RecordValues = {};
        reply.keys.forEach((key, index) => {
          values[key] = row[index] ?? '';
        });
        upsertRecord(table, columns, naturalKey, values, updatedAt);
      }
    }
    if (reply.validRows.length) this.changed(area);
    return true;
  }

  /**
   * Picks up uploads left in execute or process (seeded ones, or ones a restart interrupted): they are run
   * again from their stored file (the import is an upsert, so a second run is harmless); one whose file is
   * gone fails with a text that says so.
   */
  resumeInterrupted(): void {
    for (const upload of this.app.store.state.files.uploads) {
      if (upload.status === 'execute') this.submit(upload.uuid);
      else if (upload.status === 'process') this.enqueue(upload.uuid);
    }
  }

  /** The state was reset to the seed: drop everything in flight, then start the seed's own uploads. */
  reset(): Promise<void> {
    return this.app.scheduler.track('upload reset', this.restart());
  }

  private async restart(): Promise<void> {
    this.generation += 1;
    this.isHeld = false;
    this.queue = [];
    this.running = 0;
    await this.stopWorkers();
    this.resumeInterrupted();
  }

  async close(): Promise<void> {
    this.closed = true;
    this.queue = [];
    await this.stopWorkers();
  }

  private async stopWorkers(): Promise<void> {
    const handles = [...this.workers];
    this.workers.clear();
    await Promise.all(handles.map((handle) => handle.terminate()));
  }
}
