import { UPLOAD_CATEGORY_RULES, type UploadCategory } from '@crm/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { BackgroundJob } from '../../lib/jobs.js';
import type { Scheduler } from '../../lib/scheduler.js';
import { COLUMNS } from '../../state/records/columns.js';
import { customerCities } from '../../state/records/customerCities.js';
import {
  findUpload,
  isInProgress,
  markDone,
  markFailed,
  markProcessing,
  uploadLanguage,
  uploadWords,
  type UploadRecord,
} from '../../state/files/files.js';
import type { MockState } from '../../state/store/mockState.js';
import { upsertRecord, type RecordValues } from '../../state/records/recordTable.js';
import type { ImportReply } from '../../uploads/importWorker.js';
import { say } from '../../i18n/messages.js';
import { startImport, type ImportHandle } from '../../uploads/runImport.js';
import { downloadName, invalidDir, invalidPath, originalsDir, resolveInside } from '../../uploads/storage.js';

declare module 'fastify' {
  interface FastifyInstance {
    uploadPipeline: UploadPipeline;
  }
}

// Rows are upserted in chunks that give the event loop back, so the server answers during a 60,000-row import;
// quiesce() waits for imports, so a reset never removes the uploads folder while one writes into it.

/** So that a user sees "On Going" before the outcome (before TIME_SCALE). */
export const STAGE_DELAYS = { queuedMs: 6000, minProcessingMs: 10_000 };
export const MAX_CONCURRENT_IMPORTS = 2;
const UPSERT_CHUNK = 500;

export class UploadPipeline extends BackgroundJob {
  readonly name = 'upload pipeline';
  /** Bumped by quiesce(): work started before it stops at its next step. */
  private generation = 0;
  private queue: string[] = [];
  private running = 0;
  private readonly workers = new Set<ImportHandle>();
  private isHeld = false;

  constructor(
    private readonly app: FastifyInstance,
    private readonly timers: Scheduler,
  ) {
    super();
  }

  submit(uuid: string): void {
    const generation = this.generation;
    this.timers.after(STAGE_DELAYS.queuedMs, `upload ${uuid}: queued`, () => {
      if (generation === this.generation) this.enqueue(uuid);
    });
  }

  private enqueue(uuid: string): void {
    if (!this.queue.includes(uuid)) this.queue.push(uuid);
    this.pump();
  }

  /** Control API: so tests and demos can look at an upload in progress whatever the machine's speed. */
  get held(): boolean {
    return this.isHeld;
  }

  set held(value: boolean) {
    this.isHeld = value;
    if (!value) this.pump();
  }

  private pump(): void {
    while (!this.stopped && !this.isHeld && this.running < MAX_CONCURRENT_IMPORTS && this.queue.length) {
      const uuid = this.queue.shift() as string;
      const generation = this.generation;
      this.running += 1;
      // Tracked: quiesce() waits until this upload's processing has stopped.
      void this.timers
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
    return generation === this.generation && this.app.store.state === state;
  }

  private async process(uuid: string, generation: number): Promise<void> {
    const state = this.app.store.state;
    const upload = findUpload(state.files, uuid);
    if (!upload || !isInProgress(upload)) return;
    if (upload.status === 'execute') {
      markProcessing(upload, this.app.clock.iso());
      this.app.store.changed('files');
    }
    const minimum = this.timers.sleep(STAGE_DELAYS.minProcessingMs);
    const reply = await this.runWorker(upload, generation);
    if (!this.isCurrent(generation, state)) return;
    if (!reply.ok) {
      if (reply.detail) this.app.log.warn({ uuid, detail: reply.detail }, 'upload processing failed');
      await minimum;
      if (!this.isCurrent(generation, state)) return;
      markFailed(upload, reply.information, this.app.clock.iso());
      this.app.store.changed('files');
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
      this.app.clock.iso(),
    );
    this.app.store.changed('files');
  }

  private async runWorker(upload: UploadRecord, generation: number): Promise<ImportReply> {
    if (generation !== this.generation) {
      return { ok: false, information: uploadWords(upload, say('upload.stopped')) };
    }
    const dataDir = this.app.config.dataDir;
    const source = upload.file_path
      ? resolveInside(originalsDir(dataDir), downloadName(upload.file_path))
      : undefined;
    if (!source || !existsSync(source)) {
      return { ok: false, information: uploadWords(upload, say('upload.fileMissing')) };
    }
    const handle = startImport({
      category: upload.category,
      sourcePath: source,
      invalidPathBase: path.join(invalidDir(dataDir), `${upload.uuid}-invalid`),
      language: uploadLanguage(upload),
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
    category: UploadCategory,
    reply: Extract<ImportReply, { ok: true }>,
    generation: number,
    state: MockState,
  ): Promise<boolean> {
    const area = UPLOAD_CATEGORY_RULES[category].table;
    const table = state[area];
    const columns = COLUMNS[category];
    const naturalKey = UPLOAD_CATEGORY_RULES[category].naturalKey;
    const updatedAt = this.app.clock.iso();
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
    if (reply.validRows.length) this.app.store.changed(area);
    return true;
  }

  /** Rerun from the stored file: the import is an upsert, so a second run is harmless. */
  private resumeInterrupted(): void {
    for (const upload of this.app.store.state.files.uploads) {
      if (upload.status === 'execute') this.submit(upload.uuid);
      else if (upload.status === 'process') this.enqueue(upload.uuid);
    }
  }

  /** A restored snapshot has no seed to make the storage folders. */
  async start(): Promise<void> {
    if (this.stopped) return;
    const dataDir = this.app.config.dataDir;
    await mkdir(originalsDir(dataDir), { recursive: true });
    await mkdir(invalidDir(dataDir), { recursive: true });
    this.isHeld = false;
    this.resumeInterrupted();
  }

  /** Nothing of an import is applied after; resolves when no processing job runs. */
  async quiesce(): Promise<void> {
    this.generation += 1;
    this.queue = [];
    const handles = [...this.workers];
    this.workers.clear();
    await Promise.all([...handles.map((handle) => handle.terminate()), this.timers.quiesce()]);
    this.running = 0;
  }
}

export default fp(
  async function uploadPipeline(app: FastifyInstance) {
    app.decorate('uploadPipeline', app.jobs.add(new UploadPipeline(app, app.scheduler.group())));
  },
  { name: 'upload-pipeline', dependencies: ['core'] },
);
