import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CustomerFilter } from '../../api/customers';
import type { FieldEntry } from '../../api/fieldEntries';
import { CustomerStore } from './customerStore';

/**
 * The worker's filter preview (CustomerStore.matching) against the mock server's own filter engine on the same
 * seeded customers: the same ids, in the same order, for each filter. The mock's modules are loaded by path so
 * that the web's type check does not compile the mock server (it is Node code).
 */

type Records = Record<string, FieldEntry[]>;
interface MockModules {
  seedState(options: object): Promise<{ customers: { records: Records } }>;
  parseFilters(area: unknown, raw: readonly object[]): unknown;
  applyRecordFilters(records: Records, filters: unknown): Records;
  CUSTOMER_FILTERS: unknown;
}

const mockSource = (file: string) => path.resolve(__dirname, '../../../../mock-server/src', file);

async function loadMock(): Promise<MockModules> {
  const load = (file: string) =>
    import(/* @vite-ignore */ mockSource(file)) as Promise<Record<string, unknown>>;
  const [seed, engine, areas] = await Promise.all([
    load('seed/index.ts'),
    load('state/filters/filterEngine.ts'),
    load('state/filters/filterAreas.ts'),
  ]);
  return { ...seed, ...engine, ...areas } as unknown as MockModules;
}

describe('the filter preview means what the filter call means', { timeout: 60_000 }, () => {
  it('finds the same customers as the mock server on its seeded data', async () => {
    const mock = await loadMock();
    const dataDir = await mkdtemp(path.join(tmpdir(), 'crm-filter-check-'));
    try {
      const state = await mock.seedState({
        seed: 20240611,
        seedCustomers: 3000,
        dataDir,
        now: new Date('2025-03-01T08:00:00.000Z'),
      });
      const records = state.customers.records;
      const store = new CustomerStore();
      // As the worker reads it: the wire's JSON.
      store.addBatch(JSON.parse(JSON.stringify(records)) as Record<string, unknown>);
      const ids = Object.keys(records);
      const value = (index: number, key: string) =>
        records[ids[index]!]!.find((entry) => entry.key === key)?.value ?? '';
      const day = (index: number) =>
        records[ids[index]!]!.find((entry) => entry.key === 'customer_name')!.updated_at.slice(0, 10);
      const cases: CustomerFilter[][] = [
        [{ property: 'city', value: value(0, 'city') }],
        [{ property: 'city', value: `  ${value(1, 'city').toUpperCase()} ` }],
        [
          { property: 'city', value: value(2, 'city') },
          { property: 'city', value: value(3, 'city') },
        ],
        [
          { property: 'city', value: value(4, 'city') },
          { property: 'call_type', value: value(4, 'call_type') },
        ],
        [
          { property: 'model_code', value: value(5, 'model_code') },
          { property: 'model_code', value: value(6, 'model_code').toLowerCase() },
          { property: 'call_type', value: value(6, 'call_type') },
        ],
        [{ property: 'customer_name', value: value(7, 'customer_name') }],
        [{ property: 'mobile_no', value: value(8, 'mobile_no') }],
        [{ property: 'service_order_no', value: value(9, 'service_order_no') }],
        [{ property: 'updated_at', value: day(10) }],
        [
          { property: 'updated_at', value: day(11) },
          { property: 'city', value: value(11, 'city') },
        ],
        [{ property: 'city', value: value(12, 'city').slice(0, 3) }],
        [{ property: 'city', value: '   ' }],
        [{ property: 'city', value: 'No Such City' }],
      ];
      for (const filters of cases) {
        const server = Object.keys(
          mock.applyRecordFilters(records, mock.parseFilters(mock.CUSTOMER_FILTERS, filters)),
        );
        const preview = store.matching(filters);
        expect(preview, JSON.stringify(filters)).not.toBeNull();
        const local = Array.from({ length: preview!.count }, (_, row) => preview!.row(row).id);
        expect(local, JSON.stringify(filters)).toEqual(server);
      }
      // The cases are not all trivial: some match many, some one, some none.
      const sizes = cases.map((filters) => store.matching(filters)!.count);
      expect(Math.max(...sizes)).toBe(3000);
      expect(sizes.filter((size) => size > 1).length).toBeGreaterThanOrEqual(5);
      expect(sizes).toContain(0);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
