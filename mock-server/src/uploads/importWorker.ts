import { readFile, writeFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import type { Category } from '../state/columns.js';
import { buildInvalidWorkbook, ImportError, parseUpload } from './spreadsheet.js';

/**
 * Worker thread of the upload pipeline: reads the stored upload, validates every row and writes the
 * invalid-data sheet, off the server's event loop (a 60,000-row workbook takes seconds to parse).
 * It never touches the state: the valid rows go back to the main thread, which upserts them.
 */

export interface ImportJob {
  category: Category;
  /** Absolute path of the stored upload. */
  sourcePath: string;
  /** Absolute path for the invalid-data sheet, without extension (the upload's own format is added). */
  invalidPathBase: string;
}

export type ImportReply =
  | {
      ok: true;
      keys: string[];
      validRows: string[][];
      invalidCount: number;
      totalRows: number;
      /** Absolute path of the written invalid-data sheet, or null when every row was valid. */
      invalidFile: string | null;
      bookType: 'xls' | 'xlsx';
    }
  | { ok: false; information: string };

export async function runImportJob(job: ImportJob): Promise<ImportReply> {
  try {
    const bytes = await readFile(job.sourcePath);
    const result = parseUpload(job.category, bytes);
    let invalidFile: string | null = null;
    if (result.invalidRows.length) {
      invalidFile = `${job.invalidPathBase}.${result.bookType}`;
      await writeFile(invalidFile, buildInvalidWorkbook(job.category, result.invalidRows, result.bookType));
    }
    return {
      ok: true,
      keys: result.keys,
      validRows: result.validRows,
      invalidCount: result.invalidRows.length,
      totalRows: result.totalRows,
      invalidFile,
      bookType: result.bookType,
    };
  } catch (error) {
    if (error instanceof ImportError) return { ok: false, information: error.message };
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, information: `The file could not be processed (${reason}).` };
  }
}

if (parentPort && workerData && (workerData as { importJob?: ImportJob }).importJob) {
  const port = parentPort;
  void runImportJob((workerData as { importJob: ImportJob }).importJob).then((reply) =>
    port.postMessage(reply),
  );
}
