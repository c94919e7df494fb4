import { PERSONAS } from '@crm/fixtures';
import type { UploadRecord } from '../../api/files';
import { signedIn } from '../../test/sagaDeps';

/** An upload record for tests; override what the test is about. */
export function uploadRecord(overrides: Partial<UploadRecord> = {}): UploadRecord {
  return {
    uuid: 'u-1',
    status: 'done',
    category: 'customer',
    filename: 'customers.xls',
    file_path: 'uploads/original/u-1.xls',
    invalid_file: null,
    num_of_success: 3,
    num_of_failed: 0,
    information: '',
    upload_by_user_name: 'Ayu Admin',
    upload_by_division_name: 'Consumer Care',
    updated_at: '2024-06-01T10:00:00.000Z',
    upload_at: '2024-06-01T09:59:00.000Z',
    ...overrides,
  };
}

const CONSUMER_CARE = { id: 'div-consumer-care', name: 'Consumer Care' };

/** The dataentry persona signing in, with the upload modules (and divisions) the test is about. */
export function dataentrySignedIn(modules: string[], divisions = [CONSUMER_CARE]) {
  return signedIn({ display_name: PERSONAS.dataentry.name, modules, divisions });
}
