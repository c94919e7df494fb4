import type { RecordTable } from '../records/recordTable.js';
import type { FilesState } from '../files/files.js';
import type { CampaignsState } from '../campaigns/campaigns.js';
import type { ReportsState } from '../reports/reports.js';

/**
 * The whole in-memory state of the mock backend: one plain, JSON-serialisable object per business area.
 * Each area has its own module (types, seed generator, state machine); this file only composes them.
 */
export interface MockState {
  /** Bumped when the snapshot layout changes; an older snapshot is discarded and the state reseeded. */
  schemaVersion: number;
  seed: number;
  seededAt: string;
  customers: RecordTable;
  productLines: RecordTable;
  giftClaims: RecordTable;
  files: FilesState;
  campaigns: CampaignsState;
  reports: ReportsState;
}

// 2: files.uploads (upload records) and seeded gift claims.
export const SCHEMA_VERSION = 3;

export type Area = 'customers' | 'productLines' | 'giftClaims' | 'files' | 'campaigns' | 'reports';
export const AREAS: readonly Area[] = [
  'customers',
  'productLines',
  'giftClaims',
  'files',
  'campaigns',
  'reports',
];
