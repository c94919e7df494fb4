import { faker } from '@faker-js/faker';
import { CUSTOMER_COLUMNS, PRODUCT_LINE_COLUMNS } from '../state/columns.js';
import type { MockState } from '../state/mockState.js';
import { insertRecord } from '../state/recordTable.js';

/**
 * STAND-IN, only while the customers/product-lines seed is not in this branch: when the seed reaches the
 * campaigns with an empty customer table although customers were asked for (SEED_CUSTOMERS > 0), it fills a
 * small, consistent set of product lines and customers so that campaigns have an audience. Once the real
 * customer seed runs first, the table is never empty here and this does nothing (remove it at the merge).
 */

export const DEMO_PRODUCT_LINES = [
  { code: 'WM01', value: 'Washing Machine', model_code: 'EWF8024', model_description: 'Front load 8 kg' },
  { code: 'WM02', value: 'Washing Machine', model_code: 'EWT9125', model_description: 'Top load 9 kg' },
  { code: 'RF01', value: 'Refrigerator', model_code: 'ETB3400', model_description: 'Two-door 340 L' },
  { code: 'AC01', value: 'Air Conditioner', model_code: 'ESM09CRF', model_description: 'Split 1 PK' },
  { code: 'VC01', value: 'Vacuum Cleaner', model_code: 'PF91-4IG', model_description: 'Pure F9 cordless' },
  { code: 'CK01', value: 'Cooker', model_code: 'EKG9000', model_description: 'Gas cooker 90 cm' },
];

const CITIES = ['Jakarta', 'Surabaya', 'Bandung', 'Medan', 'Semarang', 'Makassar', 'Denpasar'];
const CALL_TYPES = ['Installation', 'Repair', 'Maintenance', 'Inspection'];
const MAX_DEMO_CUSTOMERS = 120;

const pad = (value: number) => String(value).padStart(2, '0');

export function seedDemoAudienceIfEmpty(state: MockState, seedCustomers: number, now: Date): boolean {
  if (seedCustomers <= 0 || Object.keys(state.customers.records).length > 0) return false;
  const at = now.toISOString();
  if (Object.keys(state.productLines.records).length === 0) {
    for (const line of DEMO_PRODUCT_LINES) insertRecord(state.productLines, PRODUCT_LINE_COLUMNS, line, at);
  }
  const count = Math.min(seedCustomers, MAX_DEMO_CUSTOMERS);
  for (let index = 0; index < count; index += 1) {
    const line = DEMO_PRODUCT_LINES[index % DEMO_PRODUCT_LINES.length] ?? DEMO_PRODUCT_LINES[0];
    const closed = faker.date.past({ years: 3, refDate: now });
    insertRecord(
      state.customers,
      CUSTOMER_COLUMNS,
      {
        customer_name: faker.person.fullName(),
        mobile_no: `628${faker.string.numeric(10)}`,
        call_type: CALL_TYPES[index % CALL_TYPES.length] ?? 'Repair',
        service_order_no: `SO${String(240000 + index).padStart(7, '0')}`,
        model_code: line?.model_code ?? '',
        city: CITIES[(index * 5) % CITIES.length] ?? 'Jakarta',
        closure_date: `${closed.getUTCFullYear()}-${pad(closed.getUTCMonth() + 1)}-${pad(closed.getUTCDate())}`,
        call_status: 'Closed',
        engineer_name: faker.person.fullName(),
        address: faker.location.streetAddress(),
        'product_line_alpha_-_numeric': line?.code ?? '',
        model_description: line?.model_description ?? '',
        brand_code: 'ELX',
      },
      at,
    );
  }
  return true;
}
