import { describe, expect, it } from 'vitest';
import { seedState } from '../../src/seed/index.js';
import { CUSTOMER_CITIES, SERVICE_PROVIDERS } from '../../src/seed/customers.js';
import { CATALOGUE } from '../../src/seed/productLines.js';
import { CUSTOMER_COLUMNS } from '../../src/state/records/columns.js';
import { recordValues } from '../../src/state/records/recordTable.js';

const NOW = new Date('2025-03-01T08:00:00.000Z');
const seed = (overrides: { seed?: number; seedCustomers?: number } = {}) =>
  seedState({ seed: 20240611, seedCustomers: 500, dataDir: '/tmp', now: NOW, ...overrides });

describe('product-line seed', () => {
  it('seeds a few dozen appliance product lines with unique codes', async () => {
    const state = await seed();
    const lines = Object.values(state.productLines.records).map(recordValues);
    expect(lines.length).toBeGreaterThanOrEqual(30);
    expect(lines.length).toBeLessThanOrEqual(60);
    expect(new Set(lines.map((line) => line.code)).size).toBe(lines.length);
    expect(new Set(lines.map((line) => line.model_code)).size).toBe(lines.length);
    for (const line of lines) {
      expect(line.code).toMatch(/^[A-Z0-9]{3}\d{2}$/);
      expect(line.value).not.toBe('');
      expect(line.model_description).not.toBe('');
    }
  });
});

describe('customer seed', () => {
  it('is deterministic for a seed and differs for another seed', async () => {
    const a = await seed();
    const b = await seed();
    const c = await seed({ seed: 7 });
    expect(a.customers).toEqual(b.customers);
    expect(a.productLines).toEqual(b.productLines);
    expect(a.customers).not.toEqual(c.customers);
  });

  it('seeds SEED_CUSTOMERS customers with every one of the 24 keys', async () => {
    const state = await seed();
    const records = Object.values(state.customers.records);
    expect(records).toHaveLength(500);
    const keys = CUSTOMER_COLUMNS.map((column) => column.key);
    expect(keys).toHaveLength(24);
    for (const entries of records) expect(entries.map((entry) => entry.key)).toEqual(keys);
    expect(Object.keys((await seed({ seedCustomers: 0 })).customers.records)).toHaveLength(0);
    expect(Object.keys((await seed({ seedCustomers: 3000 })).customers.records)).toHaveLength(3000);
  });

  it('gives mutually consistent values', async () => {
    const state = await seed({ seedCustomers: 3000 });
    const customers = Object.values(state.customers.records).map(recordValues);
    const byModel = new Map(CATALOGUE.map((model) => [model.modelCode, model]));
    const lineCodes = new Set(
      Object.values(state.productLines.records).map((entries) => recordValues(entries).code),
    );
    const providers = new Map(SERVICE_PROVIDERS.map((provider) => [provider.code, provider.name]));

    expect(new Set(customers.map((customer) => customer.service_order_no)).size).toBe(customers.length);
    for (const customer of customers) {
      for (const key of [
        'customer_name',
        'mobile_no',
        'call_type',
        'service_order_no',
        'model_code',
        'city',
      ]) {
        expect(customer[key], key).not.toBe('');
      }
      const model = byModel.get(customer.model_code!);
      expect(model, customer.model_code).toBeDefined();
      expect(customer['product_line_alpha_-_numeric']).toBe(model!.code);
      expect(lineCodes.has(customer['product_line_alpha_-_numeric'])).toBe(true);
      expect(customer.model_description).toBe(model!.modelDescription);
      expect(customer.brand_code).toBe(model!.brandCode);
      expect(CUSTOMER_CITIES).toContain(customer.city);
      expect(['Installation', 'Repair', 'Maintenance', 'Inspection']).toContain(customer.call_type);
      expect(providers.get(customer.service_provider_code!)).toBe(customer.service_provider_name);
      expect(customer.mobile_no).toMatch(/^08\d{8,11}$/);
      if (customer.call_status === 'Open') {
        expect(customer.attended_time).toBe('');
        expect(customer.engineer_name).toBe('');
      } else {
        expect(Date.parse(customer.attended_time!)).toBeLessThan(NOW.getTime());
      }
      if (customer.closure_date) {
        expect(['Closed', 'Cancelled']).toContain(customer.call_status);
        expect(customer.closure_date >= customer.attended_time!.slice(0, 10)).toBe(true);
        expect(Date.parse(customer.closure_date)).toBeLessThan(NOW.getTime());
      }
      expect(customer.reason_for_pending !== '').toBe(customer.call_status === 'Pending');
    }
  });

  it('spreads last updates over the past months and repeats names and cities', async () => {
    const state = await seed({ seedCustomers: 1000 });
    const records = Object.values(state.customers.records);
    const updated = records.map((entries) => Date.parse(entries[0]!.updated_at));
    const day = 24 * 3600 * 1000;
    expect(Math.max(...updated)).toBeLessThan(NOW.getTime());
    expect(Math.min(...updated)).toBeGreaterThan(NOW.getTime() - 210 * day);
    expect(Math.max(...updated) - Math.min(...updated)).toBeGreaterThan(120 * day);
    const months = new Set(records.map((entries) => entries[0]!.updated_at.slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(5);

    const values = records.map(recordValues);
    const names = new Map<string, number>();
    for (const customer of values)
      names.set(customer.customer_name!, (names.get(customer.customer_name!) ?? 0) + 1);
    expect([...names.values()].filter((count) => count > 1).length).toBeGreaterThan(20);
    expect(new Set(values.map((customer) => customer.city)).size).toBeGreaterThan(15);
    // Some optional fields are empty, so the detail screen shows "-".
    for (const key of ['address', 'pnc_number', 'machine_serial_no', 'closure_date']) {
      expect(
        values.some((customer) => customer[key] === ''),
        key,
      ).toBe(true);
    }
  });
});
