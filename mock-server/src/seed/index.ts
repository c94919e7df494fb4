import { faker } from '@faker-js/faker';
import { emptyCampaigns } from '../state/campaigns/campaigns.js';
import { emptyFiles } from '../state/files/files.js';
import { SCHEMA_VERSION, type Area, type MockState } from '../state/store/mockState.js';
import { emptyTable } from '../state/records/recordTable.js';
import { emptyReports } from '../state/reports/reports.js';
import { seedCampaigns } from './campaigns.js';
import { seedCustomers } from './customers.js';
import { generateGiftClaims } from './giftClaims.js';
import { seedProductLines } from './productLines.js';
import { seedReports } from './reports.js';
import { generateUploads } from './uploads.js';

export interface SeedOptions {
  seed: number;
  seedCustomers: number;
  dataDir: string;
  /** Every seeded date is placed relative to it. */
  now: Date;
}

/** Deterministic: a fixed faker seed (SEED overrides it) and generators in dependency order. */
export async function seedState(options: SeedOptions): Promise<MockState> {
  faker.seed(options.seed);
  faker.setDefaultRefDate(options.now);
  const state: MockState = {
    schemaVersion: SCHEMA_VERSION,
    seed: options.seed,
    seededAt: options.now.toISOString(),
    customers: emptyTable(),
    productLines: emptyTable(),
    giftClaims: emptyTable(),
    files: emptyFiles(),
    campaigns: emptyCampaigns(),
    reports: emptyReports(),
  };
  // Dependency order: product lines → customers → gift claims → uploads → campaigns → reports.
  const catalogue = seedProductLines(state.productLines, { seed: options.seed, now: options.now });
  seedCustomers(state.customers, {
    seed: options.seed,
    now: options.now,
    count: options.seedCustomers,
    catalogue,
  });
  generateGiftClaims(state.giftClaims, { seed: options.seed, now: options.now });
  await generateUploads(state, { seed: options.seed, now: options.now, dataDir: options.dataDir });
  seedCampaigns(state, options.now);
  await seedReports(state, options.dataDir, options.now);
  return state;
}

/** For a restored snapshot written before the campaigns or reports areas existed. */
export async function seedMissingAreas(
  state: MockState,
  options: Pick<SeedOptions, 'dataDir' | 'now'>,
): Promise<Area[]> {
  const seeded: Area[] = [];
  if (!Array.isArray(state.campaigns?.campaigns)) {
    state.campaigns = emptyCampaigns();
    seedCampaigns(state, options.now);
    seeded.push('campaigns');
  }
  if (!Array.isArray(state.reports?.reports)) {
    await seedReports(state, options.dataDir, options.now);
    seeded.push('reports');
  }
  return seeded;
}
