import type { RecordTable } from '../records/recordTable.js';
import type { FilesState } from '../files/files.js';
import type { CampaignsState } from '../campaigns/campaigns.js';
import type { ReportsState } from '../reports/reports.js';

/** One plain, JSON-serialisable object per business area; this file only composes them. */
export interface MockState {
  /** An older snapshot layout is discarded and the state reseeded. */
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
