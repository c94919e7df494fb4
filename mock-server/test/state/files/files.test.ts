import { describe, expect, it } from 'vitest';
import {
  addUpload,
  canTransition,
  emptyFiles,
  IllegalTransitionError,
  isInProgress,
  markDone,
  markFailed,
  markProcessing,
} from '../../../src/state/files/files.js';
import { UPLOAD_STATUSES } from '@crm/domain';

const NEW = {
  uuid: 'u-1',
  category: 'customer' as const,
  filename: 'a.xls',
  file_path: 'uploads/original/u-1.xls',
  upload_by_user_name: 'Ayu Admin',
  upload_by_username: 'admin',
  upload_by_division_id: 'div-consumer-care',
  upload_by_division_name: 'Consumer Care',
  file_size: 10,
};

describe('upload status machine', () => {
  it('allows exactly execute→process→done|failed and execute→failed', () => {
    const allowed = UPLOAD_STATUSES.flatMap((from) =>
      UPLOAD_STATUSES.filter((to) => canTransition(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed.sort()).toEqual(['execute→failed', 'execute→process', 'process→done', 'process→failed']);
  });

  it('records each step with its time and outcome', () => {
    const files = emptyFiles();
    const upload = addUpload(files, NEW, '2024-06-01T00:00:00.000Z');
    expect(upload).toMatchObject({
      status: 'execute',
      invalid_file: null,
      information: '',
      upload_at: '2024-06-01T00:00:00.000Z',
    });
    expect(isInProgress(upload)).toBe(true);
    markProcessing(upload, '2024-06-01T00:00:05.000Z');
    markDone(
      upload,
      { success: 8, failed: 2, invalidFilePath: 'uploads/invalid/u-1-invalid.xlsx' },
      '2024-06-01T00:00:09.000Z',
    );
    expect(upload).toMatchObject({
      status: 'done',
      num_of_success: 8,
      num_of_failed: 2,
      invalid_file: { file_path: 'uploads/invalid/u-1-invalid.xlsx' },
      updated_at: '2024-06-01T00:00:09.000Z',
      upload_at: '2024-06-01T00:00:00.000Z',
    });
    expect(isInProgress(upload)).toBe(false);
  });

  it('refuses to move a finished upload (it can never go back to On Going)', () => {
    const files = emptyFiles();
    const upload = addUpload(files, NEW, '2024-06-01T00:00:00.000Z');
    markFailed(upload, 'The file is empty.', '2024-06-01T00:00:01.000Z');
    expect(upload.information).toBe('The file is empty.');
    expect(() => markProcessing(upload, 'x')).toThrow(IllegalTransitionError);
    expect(() => markDone(upload, { success: 1, failed: 0, invalidFilePath: null }, 'x')).toThrow(
      IllegalTransitionError,
    );
    expect(upload.status).toBe('failed');
  });
});
