import { Worker } from 'node:worker_threads';
import type { ImportJob, ImportReply, WorkerMessage } from './importWorker.js';
import { say, words } from '../i18n/messages.js';

// Under tsx or vitest the worker registers tsx itself: a worker's `--import tsx` does not apply to its own entry
// module on Node 20.

/** A hostile or huge workbook ends that upload, not the server (a 60,000-row .xls takes ~0.8 GB of worker heap). */
export const WORKER_HEAP_LIMIT_MB = 1536;

export interface ImportHandle {
  result: Promise<ImportReply>;
  /** The result then settles as failed. */
  terminate(): Promise<void>;
}

function spawn(job: ImportJob): Worker {
  const options = {
    workerData: { importJob: job },
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_LIMIT_MB },
  };
  const self = import.meta.url;
  if (self.endsWith('.ts')) {
    const entry = new URL('./importWorker.ts', self).href;
    const bootstrap = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); });`;
    return new Worker(bootstrap, { ...options, eval: true });
  }
  return new Worker(new URL('./importWorker.js', self), options);
}

export function startImport(job: ImportJob): ImportHandle {
  const worker = spawn(job);
  let settled = false;
  const result = new Promise<ImportReply>((resolve) => {
    const finish = (reply: ImportReply) => {
      if (settled) return;
      settled = true;
      resolve(reply);
    };
    const rows: string[][] = [];
    worker.on('message', (message: WorkerMessage) => {
      if (message.kind === 'rows') {
        for (const row of message.rows) rows.push(row);
        // Ask for the next chunk once the event loop has had its turn.
        setImmediate(() => {
          if (!settled) worker.postMessage('next');
        });
        return;
      }
      finish(message.reply.ok ? { ...message.reply, validRows: rows } : message.reply);
      void worker.terminate();
    });
    worker.once('error', (error: Error & { code?: string }) => {
      finish({
        ok: false,
        information: words(
          job.language,
          say(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'upload.tooLargeToProcess' : 'upload.unexpected'),
        ),
        detail: error.stack ?? error.message,
      });
    });
    worker.once('exit', (code) => {
      finish({
        ok: false,
        information: words(job.language, say('upload.stopped')),
        detail: `import worker exited with code ${code}`,
      });
    });
  });
  return {
    result,
    async terminate() {
      await worker.terminate();
    },
  };
}
