import type { Language, UploadFields, UploadStatus } from '@crm/domain';
import { words, type Said } from '../../i18n/messages.js';

// Only the server moves a record (execute → process → done | failed); every other move is refused, so a
// finished upload can never go back to On Going.

export interface UploadRecord extends UploadFields {
  status: UploadStatus;
  /** The screens show it as "Error: ...". */
  information: string;
  /** Who may see and download it is decided by module, not by owner. */
  upload_by_username: string;
  upload_by_division_id: string;
  file_size: number;
  created_at: string;
  upload_at: string;
  /** Absent in older stored uploads and the seed's: English. The API does not send it (uploadDto). */
  language?: Language;
}

export function uploadDto(upload: UploadRecord): Omit<UploadRecord, 'language'> {
  const { language: _language, ...fields } = upload;
  return fields;
}

export function uploadLanguage(upload: Pick<UploadRecord, 'language'>): Language {
  return upload.language ?? 'en';
}

export function uploadWords(upload: Pick<UploadRecord, 'language'>, said: Said): string {
  return words(uploadLanguage(upload), said);
}

export interface FilesState {
  uploads: UploadRecord[];
}

export function emptyFiles(): FilesState {
  return { uploads: [] };
}

const TRANSITIONS: Record<UploadStatus, readonly UploadStatus[]> = {
  execute: ['process', 'failed'],
  process: ['done', 'failed'],
  done: [],
  failed: [],
};

export function canTransition(from: UploadStatus, to: UploadStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

export function isInProgress(upload: Pick<UploadRecord, 'status'>): boolean {
  return upload.status === 'execute' || upload.status === 'process';
}

export class IllegalTransitionError extends Error {
  constructor(
    readonly uuid: string,
    readonly from: UploadStatus,
    readonly to: UploadStatus,
  ) {
    super(`upload ${uuid} cannot go from ${from} to ${to}`);
  }
}

export type NewUpload = Omit<
  UploadRecord,
  | 'status'
  | 'invalid_file'
  | 'num_of_success'
  | 'num_of_failed'
  | 'information'
  | 'created_at'
  | 'upload_at'
  | 'updated_at'
>;

export function addUpload(files: FilesState, upload: NewUpload, now: string): UploadRecord {
  const record: UploadRecord = {
    ...upload,
    status: 'execute',
    invalid_file: null,
    num_of_success: 0,
    num_of_failed: 0,
    information: '',
    created_at: now,
    upload_at: now,
    updated_at: now,
  };
  files.uploads.push(record);
  return record;
}

export function findUpload(files: FilesState, uuid: string): UploadRecord | undefined {
  return files.uploads.find((upload) => upload.uuid === uuid);
}

function move(upload: UploadRecord, to: UploadStatus, now: string): void {
  if (!canTransition(upload.status, to)) throw new IllegalTransitionError(upload.uuid, upload.status, to);
  upload.status = to;
  upload.updated_at = now;
}

export function markProcessing(upload: UploadRecord, now: string): void {
  move(upload, 'process', now);
}

export function markDone(
  upload: UploadRecord,
  result: { success: number; failed: number; invalidFilePath: string | null },
  now: string,
): void {
  move(upload, 'done', now);
  upload.num_of_success = result.success;
  upload.num_of_failed = result.failed;
  upload.invalid_file = result.invalidFilePath ? { file_path: result.invalidFilePath } : null;
  upload.information = '';
}

export function markFailed(upload: UploadRecord, information: string, now: string): void {
  move(upload, 'failed', now);
  upload.information = information;
}
