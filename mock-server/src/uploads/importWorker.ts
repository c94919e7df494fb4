import { readFile, writeFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import type { Language, UploadCategory } from '@crm/domain';
import { say, words } from '../i18n/messages.js';
import { buildInvalidWorkbook, ImportError, readWorkbookRows, validateSheet } from './spreadsheet.js';

// Off the server's event loop: a 60,000-row workbook takes seconds to parse. It never touches the state.

export interface ImportJob {
  category: UploadCategory;
  sourcePath: string;
  /** Without extension: it is always written as .xlsx. */
  invalidPathBase: string;
  /** A row's City must be one of them. */
  knownCities?: string[];
  language: Language;
}

export type ImportReply =
  | {
      ok: true;
      keys: string[];
      validRows: string[][];
      invalidCount: number;
      totalRows: number;
      invalidFile: string | null;
      bookType: 'xls' | 'xlsx';
      stats: ImportStats;
    }
  | {
      ok: false;
      information: string;
      /** For the server log, never shown: it may name server paths. */
      detail?: string;
    };

/** The heap is sampled between stages: a lower bound of its peak. */
export interface ImportStats {
  readMs: number;
  parseMs: number;
  validateMs: number;
  writeMs: number;
  heapUsedPeakBytes: number;
}

export async function runImportJob(job: ImportJob): Promise<ImportReply> {
  let heapPeak = 0;
  let mark = performance.now();
  const lap = () => {
    heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
    const now = performance.now();
    const elapsed = now - mark;
    mark = now;
    return Math.round(elapsed);
  };
  try {
    const bytes = await readFile(job.sourcePath);
    const readMs = lap();
    const sheet = readWorkbookRows(bytes);
    const parseMs = lap();
    const result = validateSheet(job.category, sheet.rows, {
      date1904: sheet.date1904,
      firstRowNumber: sheet.firstRowNumber,
      language: job.language,
      ...(job.knownCities ? { knownCities: job.knownCities } : {}),
    });
    const validateMs = lap();
    let invalidFile: string | null = null;
    if (result.invalidRows.length) {
      invalidFile = `${job.invalidPathBase}.xlsx`;
      await writeFile(invalidFile, buildInvalidWorkbook(job.category, result.invalidRows, job.language));
    }
    const writeMs = lap();
    return {
      ok: true,
      keys: result.keys,
      validRows: result.validRows,
      invalidCount: result.invalidRows.length,
      totalRows: result.totalRows,
      invalidFile,
      bookType: sheet.bookType,
      stats: { readMs, parseMs, validateMs, writeMs, heapUsedPeakBytes: heapPeak },
    };
  } catch (error) {
    if (error instanceof ImportError) {
      const cause = error.cause;
      return {
        ok: false,
        information: words(job.language, error.said),
        ...(cause ? { detail: cause instanceof Error ? cause.message : JSON.stringify(cause) } : {}),
      };
    }
    return {
      ok: false,
      information: words(job.language, say('upload.unexpected')),
      detail: error instanceof Error ? (error.stack ?? error.message) : String(error),
    };
  }
}

/** The main thread deserialises one between other work. */
export const ROWS_PER_MESSAGE = 2000;

/**
 * The main thread answers each chunk with 'next': a port delivers every queued message in one go, so sending
 * them all at once would block the main thread (~0.4 s for 60,000 rows).
 */
export type WorkerMessage = { kind: 'rows'; rows: string[][] } | { kind: 'done'; reply: ImportReply };

if (parentPort && workerData && (workerData as { importJob?: ImportJob }).importJob) {
  const port = parentPort;
  const nextRequested = () => new Promise<void>((resolve) => port.once('message', () => resolve()));
  void (async () => {
    const reply = await runImportJob((workerData as { importJob: ImportJob }).importJob);
    if (reply.ok) {
      for (let start = 0; start < reply.validRows.length; start += ROWS_PER_MESSAGE) {
        const rows = reply.validRows.slice(start, start + ROWS_PER_MESSAGE);
        port.postMessage({ kind: 'rows', rows } satisfies WorkerMessage);
        await nextRequested();
      }
      port.postMessage({ kind: 'done', reply: { ...reply, validRows: [] } } satisfies WorkerMessage);
    } else {
      port.postMessage({ kind: 'done', reply } satisfies WorkerMessage);
    }
  })();
}
