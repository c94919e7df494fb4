import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploads live in DATA_DIR, and how stored paths map to download names.
 *
 *   DATA_DIR/uploads/original/<uuid>.<ext>        the file exactly as the user sent it
 *   DATA_DIR/uploads/invalid/<uuid>-invalid.xlsx   the rows that were not imported, with a Reason column
 *
 * Records carry `file_path` = 'uploads/original/<name>' and `invalid_file.file_path` = 'uploads/invalid/<name>';
 * the web app downloads them as /download-file/<name> and /download-file/invalid/<name> (the last segment).
 * A download name is only ever resolved through the upload records and inside these folders, never as a path.
 */

export const ORIGINAL_DIR = 'uploads/original';
export const INVALID_DIR = 'uploads/invalid';

/** Names this server gives stored files: no separators, no dots at the start, nothing to traverse with. */
const STORED_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9]{1,8})?$/;

export function isStoredName(name: string): boolean {
  return name.length <= 120 && STORED_NAME.test(name);
}

export function originalsDir(dataDir: string): string {
  return path.join(dataDir, ORIGINAL_DIR);
}

export function invalidDir(dataDir: string): string {
  return path.join(dataDir, INVALID_DIR);
}

/** The extension of the user's file name, kept when it is plain (xls, xlsx, csv, txt...), else none. */
export function safeExtension(filename: string): string {
  const match = /\.([A-Za-z0-9]{1,8})$/.exec(filename.trim());
  return match ? `.${match[1]!.toLowerCase()}` : '';
}

export function originalName(uuid: string, filename: string): string {
  return `${uuid}${safeExtension(filename)}`;
}

/** The invalid-data sheet is always .xlsx (see buildInvalidWorkbook). */
export function invalidName(uuid: string): string {
  return `${uuid}-invalid.xlsx`;
}

export function originalPath(name: string): string {
  return `${ORIGINAL_DIR}/${name}`;
}

export function invalidPath(name: string): string {
  return `${INVALID_DIR}/${name}`;
}

/**
 * Stores a whole file as an upload's original, for uploads made without the upload route (the seed, provider
 * states); returns the record's `file_path`.
 */
export async function storeOriginal(
  dataDir: string,
  uuid: string,
  filename: string,
  bytes: Buffer,
): Promise<string> {
  const name = originalName(uuid, filename);
  await mkdir(originalsDir(dataDir), { recursive: true });
  await writeFile(path.join(originalsDir(dataDir), name), bytes);
  return originalPath(name);
}

/** Stores an upload's invalid-data sheet, as storeOriginal; returns the record's `invalid_file` path. */
export async function storeInvalidSheet(dataDir: string, uuid: string, bytes: Buffer): Promise<string> {
  const name = invalidName(uuid);
  await mkdir(invalidDir(dataDir), { recursive: true });
  await writeFile(path.join(invalidDir(dataDir), name), bytes);
  return invalidPath(name);
}

/** The last path segment of a stored path: the name the download URLs use. */
export function downloadName(storedPath: string): string {
  return storedPath.split('/').pop() ?? '';
}

/**
 * Absolute location of a stored file, or undefined when the name is not one this server could have
 * given or would resolve outside the folder (belt and braces: names come from records, not from users).
 */
export function resolveInside(dir: string, name: string): string | undefined {
  if (!isStoredName(name)) return undefined;
  const resolved = path.resolve(dir, name);
  const relative = path.relative(dir, resolved);
  if (!relative || relative.startsWith('..') || path.isAbsolute(relative) || relative.includes(path.sep)) {
    return undefined;
  }
  return resolved;
}

const CONTENT_TYPES: Record<string, string> = {
  '.xls': 'application/vnd.ms-excel',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.csv': 'text/csv',
};

/** Content-Type of a download: spreadsheets by their type, anything else as opaque bytes (never rendered). */
export function contentTypeFor(filename: string): string {
  return CONTENT_TYPES[safeExtension(filename)] ?? 'application/octet-stream';
}

/**
 * `attachment` with the user's file name: an ASCII fallback (quotes, backslashes and controls replaced)
 * and the exact name in RFC 5987 form for browsers, which prefer it.
 */
export function contentDisposition(filename: string): string {
  const cleaned = filename.replace(/[\\/]/g, '_').trim() || 'download';
  const ascii = cleaned.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(cleaned).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** "customers june.xls" → "customers june-invalid-data.xlsx" (the invalid sheet's download name). */
export function invalidDownloadName(filename: string): string {
  const base = filename.replace(/\.[A-Za-z0-9]{1,8}$/, '') || 'upload';
  return `${base}-invalid-data.xlsx`;
}
