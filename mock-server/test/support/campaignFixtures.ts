import {
  campaignBody as sharedCampaignBody,
  imageCampaignBody as sharedImageCampaignBody,
} from '@crm/fixtures';
import type { FastifyInstance } from 'fastify';
import { CUSTOMER_COLUMNS, PRODUCT_LINE_COLUMNS } from '../../src/state/records/columns.js';
import { insertRecord, type RecordValues } from '../../src/state/records/recordTable.js';

/**
 * Customers and product lines a campaign test needs, inserted through recordTable.ts (whatever the seed
 * holds, these values are unique to the tests: city "Testville" and friends).
 */

export const TEST_SEGMENT = {
  product_line: ['TST-PL1'],
  city: ['Testville'],
  model_type: ['TST-M1'],
  service_type: ['Test Repair'],
  purchase_start_date: '2023-01-01',
  purchase_end_date: '2023-12-31',
};

export function testCustomer(index: number, overrides: RecordValues = {}): RecordValues {
  return {
    customer_name: `Test Customer ${index}`,
    mobile_no: `62899000${String(index).padStart(4, '0')}`,
    call_type: 'Test Repair',
    service_order_no: `TST-SO-${index}`,
    model_code: 'TST-M1',
    city: 'Testville',
    closure_date: '2023-06-15',
    'product_line_alpha_-_numeric': 'TST-PL1',
    model_description: 'Test model',
    engineer_name: 'Test Engineer',
    ...overrides,
  };
}

/** Inserts customers and tells the store (caches rebuild). Returns their record ids. */
export function insertCustomers(app: FastifyInstance, rows: RecordValues[]): number[] {
  const at = new Date(app.clock.now()).toISOString();
  const ids = rows.map((values) =>
    Number(insertRecord(app.store.state.customers, CUSTOMER_COLUMNS, values, at)),
  );
  app.store.changed('customers');
  return ids;
}

export function insertTestAudience(app: FastifyInstance, count: number): number[] {
  return insertCustomers(
    app,
    Array.from({ length: count }, (_, index) => testCustomer(index + 1)),
  );
}

export function insertProductLine(app: FastifyInstance, values: RecordValues): string {
  const id = insertRecord(
    app.store.state.productLines,
    PRODUCT_LINE_COLUMNS,
    values,
    new Date(app.clock.now()).toISOString(),
  );
  app.store.changed('productLines');
  return id;
}

/**
 * The canonical creation body (@crm/fixtures) over the test audience; `overrides` may mistype a field (the
 * validation tests).
 */
export function campaignBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...sharedCampaignBody({ name: 'Test Campaign', ...TEST_SEGMENT }), ...overrides };
}

/** Template 102's body over the test audience (IMAGE header: one media link). */
export function imageCampaignBody(mediaUrl: string, overrides: Record<string, unknown> = {}) {
  return { ...sharedImageCampaignBody(mediaUrl, { name: 'Test Campaign', ...TEST_SEGMENT }), ...overrides };
}
