import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { REPORTS_FOLDER, type Report } from './reports.js';

export function reportsDir(dataDir: string): string {
  return path.resolve(dataDir, REPORTS_FOLDER);
}

export const SAFE_FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,150}\.xlsx$/;

function slug(text: string): string {
  const cleaned = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return cleaned || 'campaign';
}

/** From the creation time, so it is stable. */
export function reportFileName(report: Pick<Report, 'id' | 'campaign_name' | 'created_at'>): string {
  const stamp = report.created_at.slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
  return `report-${report.id}-${slug(report.campaign_name)}-${stamp}.xlsx`;
}

export function storedPath(fileName: string): string {
  return `${REPORTS_FOLDER}/${fileName}`;
}

/** Atomically, so a download never sees half a file. */
export async function writeReportFile(dataDir: string, fileName: string, bytes: Buffer): Promise<void> {
  if (!SAFE_FILE_NAME.test(fileName)) throw new Error(`unsafe report file name: ${fileName}`);
  const dir = reportsDir(dataDir);
  await mkdir(dir, { recursive: true });
  const temp = path.join(dir, `.${fileName}.${process.pid}.tmp`);
  try {
    await writeFile(temp, bytes);
    await rename(temp, path.join(dir, fileName));
  } catch (error) {
    await rm(temp, { force: true }).catch(() => undefined);
    throw error;
  }
}

export async function removeReportFile(dataDir: string, fileName: string): Promise<void> {
  if (!SAFE_FILE_NAME.test(fileName)) return;
  await rm(path.join(reportsDir(dataDir), fileName), { force: true });
}

/** Undefined for anything but a plain .xlsx name of the reports folder (no traversal). */
export function resolveReportFile(dataDir: string, name: string): string | undefined {
  if (!SAFE_FILE_NAME.test(name) || name.includes('..')) return undefined;
  const dir = reportsDir(dataDir);
  const resolved = path.resolve(dir, name);
  return path.dirname(resolved) === dir ? resolved : undefined;
}

/** Nothing else in the folder is touched. */
export async function clearReportFiles(dataDir: string): Promise<void> {
  const dir = reportsDir(dataDir);
  const names = await readdir(dir).catch(() => [] as string[]);
  await Promise.all(
    names
      .filter((name) => /^\.?report-[A-Za-z0-9._-]+\.(xlsx|tmp)$/.test(name))
      .map((name) => rm(path.join(dir, name), { force: true })),
  );
}
