import type { UploadCategory, UploadRecord } from '../../api/files';
import type { KeyFilter } from '../../lib/filters';
import { isBlank } from '../../lib/filters';
import {
  isUploadInProgress,
  UPLOAD_STATUS_LABELS,
  uploadStatusesLabelled,
  type UploadStatusLabel,
} from '../../lib/statuses';

/** The upload list's filter form. */
export interface UploadListFilters {
  id: string | null;
  uploadBy: string | null;
  division: string | null;
  status: UploadStatusLabel | null;
  /** YYYY-MM-DD (the picked calendar day), as the filter call takes it. */
  lastUpdate: string | null;
}

export const EMPTY_UPLOAD_FILTERS: UploadListFilters = {
  id: null,
  uploadBy: null,
  division: null,
  status: null,
  lastUpdate: null,
};

export const STATUS_OPTIONS: readonly UploadStatusLabel[] = UPLOAD_STATUS_LABELS;

export function hasUploadFilters(filters: UploadListFilters): boolean {
  return Object.values(filters).some((value) => !isBlank(value));
}

/**
 * The filters of POST /api/files/filter: always the category, then the filled-in fields (blanks left out).
 * With nothing filled in, that is the category alone: the full list of the screen's category.
 */
export function buildUploadFilters(category: UploadCategory, filters: UploadListFilters): KeyFilter[] {
  const result: KeyFilter[] = [{ key: 'category', value: category }];
  if (!isBlank(filters.id)) result.push({ key: 'id', value: String(filters.id).trim() });
  if (!isBlank(filters.uploadBy)) result.push({ key: 'upload_by', value: String(filters.uploadBy).trim() });
  if (!isBlank(filters.division)) result.push({ key: 'division', value: String(filters.division).trim() });
  if (filters.status) {
    // "On Going" is two statuses: the server matches a repeated key as any-of.
    for (const value of uploadStatusesLabelled(filters.status)) result.push({ key: 'status', value });
  }
  if (!isBlank(filters.lastUpdate)) result.push({ key: 'upload_at', value: String(filters.lastUpdate) });
  return result;
}

function time(value: string | undefined | null): number {
  const parsed = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(parsed) ? Number.NEGATIVE_INFINITY : parsed;
}

/** The client keeps only the screen's category and sorts newest first by updated_at (spec part 1 section 7). */
export function prepareUploadRows(
  records: readonly UploadRecord[],
  category: UploadCategory,
): UploadRecord[] {
  return records
    .filter((record) => record.category === category)
    .sort((a, b) => time(b.updated_at) - time(a.updated_at));
}

/** Total Data = num_of_success + num_of_failed (spec part 1 section 9). */
export function totalData(record: Pick<UploadRecord, 'num_of_success' | 'num_of_failed'>): number {
  return (Number(record.num_of_success) || 0) + (Number(record.num_of_failed) || 0);
}

/** A count of the upload list (Success Data, Invalid Data): '-' until the upload is done. */
export function uploadCount(record: Pick<UploadRecord, 'status'>, count: number | null | undefined): string {
  if (record.status !== 'done') return '-';
  return String(Number(count) || 0);
}

export function anyInProgress(records: readonly Pick<UploadRecord, 'status'>[]): boolean {
  return records.some((record) => isUploadInProgress(record.status));
}

/** The "Error: ..." text of an upload, or null when it has none. */
export function uploadErrorText(record: Pick<UploadRecord, 'information'>): string | null {
  const information = record.information?.trim();
  return information ? `Error: ${information}` : null;
}
