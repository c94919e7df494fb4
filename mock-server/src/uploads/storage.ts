import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

// A download name is only ever resolved through the upload records and inside these folders, never as a path.

export const ORIGINAL_DIR = 'uploads/original';
export const INVALID_DIR = 'uploads/invalid';

/** No separators, no dots at the start, nothing to traverse with. */
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

export function safeExtension(filename: string): string {
  const match = /\.([A-Za-z0-9]{1,8})$/.exec(filename.trim());
  return match ? `.${match[1]!.toLowerCase()}` : '';
}

export function originalName(uuid: string, filename: string): string {
  return `${uuid}${safeExtension(filename)}`;
}

/** Always .xlsx (see buildInvalidWorkbook). */
export function invalidName(uuid: string): string {
  return `${uuid}-invalid.xlsx`;
}

export function originalPath(name: string): string {
  return `${ORIGINAL_DIR}/${name}`;
}

export function invalidPath(name: string): string {
  return `${INVALID_DIR}/${name}`;
}

async function store(dir: string, name: string, bytes: Buffer): Promise<void> {
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, name), bytes);
}

/** For uploads made without the upload route (the seed, provider states). */
export async function storeOriginal(
  dataDir: string,
  uuid: string,
  filename: string,
  bytes: Buffer,
): Promise<string> {
  const name = originalName(uuid, filename);
  await store(originalsDir(dataDir), name, bytes);
  return originalPath(name);
}

export async function storeInvalidSheet(dataDir: string, uuid: string, bytes: Buffer): Promise<string> {
  const name = invalidName(uuid);
  await store(invalidDir(dataDir), name, bytes);
  return invalidPath(name);
}

export function downloadName(storedPath: string): string {
  return storedPath.split('/').pop() ?? '';
}

/** Belt and braces: names come from records, not from users. */
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

/** Anything else as opaque bytes, never rendered. */
export function contentTypeFor(filename: string): string {
  return CONTENT_TYPES[safeExtension(filename)] ?? 'application/octet-stream';
}

/** An ASCII fallback plus the exact name in RFC 5987 form, which browsers prefer. */
export function contentDisposition(filename: string): string {
  const cleaned = filename.replace(/[\\/]/g, '_').trim() || 'download';
  const ascii = cleaned.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(cleaned).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export function invalidDownloadName(filename: string): string {
  const base = filename.replace(/\.[A-Za-z0-9]{1,8}$/, '') || 'upload';
  return `${base}-invalid-data.xlsx`;
}
