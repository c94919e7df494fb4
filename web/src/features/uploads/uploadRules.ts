import { POLL_INTERVALS } from '../../polling/pollingPolicy';
import type { UploadRecord } from '../../api/files';
import type { UploadCategory } from '@crm/domain';
import type { KeyFilter, PropertyFilter } from '../../lib/filters';
import { msg, raw, type Text } from '../../i18n/i18n';
import {
  isUploadInProgress,
  UPLOAD_STATUS_LABELS,
  uploadStatusesLabelled,
  type UploadStatusLabel,
} from '../../lib/statuses';

/** The polling policy's pace for work the server moves by itself. */
export const POLL_INTERVAL_MS = POLL_INTERVALS.soon;

export const STATUS_OPTIONS: readonly UploadStatusLabel[] = UPLOAD_STATUS_LABELS;

/** POST /api/files/filter: the category first, then the kit's filters; a Status label stands for its statuses. */
export function buildUploadFilters(
  category: UploadCategory,
  filters: readonly PropertyFilter[],
): KeyFilter[] {
  const result: KeyFilter[] = [{ key: 'category', value: category }];
  for (const { property, value } of filters) {
    if (property === 'status') {
      // "On Going" is two statuses: the server matches a repeated key as any-of.
      for (const status of uploadStatusesLabelled(value as UploadStatusLabel)) {
        result.push({ key: 'status', value: status });
      }
    } else {
      result.push({ key: property, value });
    }
  }
  return result;
}

function time(value: string | undefined | null): number {
  const parsed = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(parsed) ? Number.NEGATIVE_INFINITY : parsed;
}

/** Spec part 1 section 7. */
export function prepareUploadRows(
  records: readonly UploadRecord[],
  category: UploadCategory,
): UploadRecord[] {
  return records
    .filter((record) => record.category === category)
    .sort((a, b) => time(b.updated_at) - time(a.updated_at));
}

/** Spec part 1 section 9. */
export function totalData(record: Pick<UploadRecord, 'num_of_success' | 'num_of_failed'>): number {
  return (Number(record.num_of_success) || 0) + (Number(record.num_of_failed) || 0);
}

/** '-' until the upload is done. */
export function uploadCount(record: Pick<UploadRecord, 'status'>, count: number | null | undefined): string {
  if (record.status !== 'done') return '-';
  return String(Number(count) || 0);
}

export function anyInProgress(records: readonly Pick<UploadRecord, 'status'>[]): boolean {
  return records.some((record) => isUploadInProgress(record.status));
}

/** The server's words as written. */
export function uploadErrorText(record: Pick<UploadRecord, 'information'>): Text | null {
  const information = record.information?.trim();
  return information ? msg('uploads.detail.error', { message: raw(information) }) : null;
}

export const UPLOAD_ACCEPT =
  '.xls,.xlsx,application/vnd.ms-excel,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Shown in the upload modal before a file is chosen. */
export function uploadTypesText(maxUploadMb: number): Text {
  return msg('uploads.modal.types', { max: maxUploadMb });
}

/** Megabytes with one decimal (8.0 MB / 8,0 MB), whole kilobytes below a megabyte. */
export function fileSizeText(bytes: number): Text {
  const kilobytes = Math.max(1, Math.round(bytes / 1024));
  // 1,048,575 bytes are 1,024 KB once rounded: a megabyte, then.
  if (kilobytes >= 1024) return msg('uploads.fileSize.mb', { size: bytes / 1024 / 1024 });
  return msg('uploads.fileSize.kb', { size: kilobytes });
}

/** The extension decides the type (browsers vary for .xls); the size limit is checked before sending. */
export function checkUploadFile(file: Pick<File, 'name' | 'size'>, maxUploadMb: number): Text | null {
  // The file's name is the user's own words: never looked up.
  const name = raw(file.name);
  if (!/\.xlsx?$/i.test(file.name)) return msg('uploads.check.notExcel', { name });
  if (file.size === 0) return msg('uploads.check.empty', { name });
  if (file.size > maxUploadMb * 1024 * 1024) {
    return msg('uploads.check.tooLarge', { name, size: fileSizeText(file.size), max: maxUploadMb });
  }
  return null;
}
