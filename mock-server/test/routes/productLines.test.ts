import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { recordValues, type FieldEntry } from '../../src/state/records/recordTable.js';
import { bearer, makeApp, type TestApp } from '../helpers.js';

type ProductLines = Record<string, FieldEntry[]>;

let ctx: TestApp;
let app: FastifyInstance;
let admin: Record<string, string>;

beforeAll(async () => {
  ctx = await makeApp({ seedCustomers: 10 });
  app = ctx.app;
  admin = await bearer(app, 'admin');
});
afterAll(async () => ctx.close());
beforeEach(async () => app.resetState());

const state = (): ProductLines => app.store.state.productLines.records;
const firstId = () => Object.keys(state())[0]!;

describe('GET /api/product-lines', () => {
  it('answers data.product_lines keyed by id; entries carry table_data_id for the label lookup', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/product-lines', headers: admin });
    expect(response.statusCode).toBe(200);
    const lines = response.json().data.product_lines as ProductLines;
    expect(Object.keys(lines).length).toBeGreaterThanOrEqual(30);
    const [id, entries] = Object.entries(lines)[0]!;
    expect(entries.map((entry) => entry.key)).toEqual(['code', 'value', 'model_code', 'model_description']);
    expect(entries.every((entry) => entry.table_data_id === Number(id))).toBe(true);
    expect(entries[0]).toMatchObject({ name: 'Code', datatype: 'string', is_mandatory: true });
  });

  it('is open to the product line list and the campaign and report screens, not to others', async () => {
    for (const persona of ['viewer', 'dataentry', 'marketer', 'approver']) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/product-lines',
        headers: await bearer(app, persona),
      });
      expect(response.statusCode, persona).toBe(200);
    }
    for (const persona of ['helpdesk', 'nobody']) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/product-lines',
        headers: await bearer(app, persona),
      });
      expect(response.statusCode, persona).toBe(403);
    }
    expect((await app.inject({ method: 'GET', url: '/api/product-lines' })).statusCode).toBe(401);
  });
});

describe('POST /api/product-lines (filter)', () => {
  it.each(['code', 'model_code', 'model_description', 'value'])('filters on %s', async (key) => {
    const sample = recordValues(state()[firstId()]!)[key]!;
    const response = await app.inject({
      method: 'POST',
      url: '/api/product-lines',
      headers: admin,
      payload: { filters: [{ property: key, value: sample.toLowerCase() }] },
    });
    expect(response.statusCode).toBe(200);
    const found = Object.values(response.json().data.product_lines as ProductLines).map(recordValues);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((record) => record[key] === sample)).toBe(true);
    const expected = Object.values(state()).filter((entries) => recordValues(entries)[key] === sample);
    expect(found).toHaveLength(expected.length);
  });

  it('refuses a property that product lines do not have', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/product-lines',
      headers: admin,
      payload: { filters: [{ property: 'city', value: 'Bogor' }] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('use one of code, model_code, model_description, value');
  });
});

describe('PUT /api/product-lines/{id}', () => {
  const put = (id: string, product_line: unknown, headers = admin) =>
    app.inject({ method: 'PUT', url: `/api/product-lines/${id}`, headers, payload: { product_line } });

  it('stores the edit (entries without table_data_id and order_number); Value may be empty', async () => {
    const id = firstId();
    const sent = state()[id]!.map(({ table_data_id: _t, order_number: _o, ...entry }) =>
      entry.key === 'model_description'
        ? { ...entry, value: '9kg Front Load Washer (2025)' }
        : entry.key === 'value'
          ? { ...entry, value: '' }
          : entry,
    );
    const response = await put(id, sent);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Product line updated');
    expect(recordValues(state()[id]!)).toMatchObject({
      model_description: '9kg Front Load Washer (2025)',
      value: '',
    });
  });

  it.each([
    ['code', 'Code'],
    ['model_code', 'Model Code'],
    ['model_description', 'Model Description'],
  ])('refuses an empty %s', async (key, label) => {
    const response = await put(firstId(), [{ key, value: '' }]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(`Please fill out all fields to proceed: ${label} must not be empty`);
  });

  it('keeps codes unique (409), and a record may keep its own code', async () => {
    const [id, otherId] = Object.keys(state());
    const otherCode = recordValues(state()[otherId!]!).code!;
    const taken = await put(id!, [{ key: 'code', value: otherCode }]);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(`The code "${otherCode}" is already used by product line ${otherId}`);
    const ownCode = recordValues(state()[id!]!).code!;
    const own = await put(id!, [{ key: 'code', value: ownCode }]);
    expect(own.statusCode).toBe(200);
    const renamed = await put(id!, [{ key: 'code', value: 'NEW01' }]);
    expect(renamed.statusCode).toBe(200);
    // The old code is free again: another product line may take it.
    const reused = await put(otherId!, [{ key: 'code', value: ownCode }]);
    expect(reused.statusCode).toBe(200);
    expect(recordValues(state()[otherId!]!).code).toBe(ownCode);
  });

  it('404 unknown id, 403 for a campaign persona (read-only access)', async () => {
    expect((await put('9999', [{ key: 'code', value: 'X' }])).statusCode).toBe(404);
    const forbidden = await put(firstId(), [{ key: 'code', value: 'X' }], await bearer(app, 'marketer'));
    expect(forbidden.statusCode).toBe(403);
  });
});

describe('DELETE /api/product-lines/{id}', () => {
  it('removes the product line; then 404', async () => {
    const id = firstId();
    const response = await app.inject({ method: 'DELETE', url: `/api/product-lines/${id}`, headers: admin });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Product line deleted');
    expect(state()[id]).toBeUndefined();
    const again = await app.inject({ method: 'DELETE', url: `/api/product-lines/${id}`, headers: admin });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(`Product line ${id} not found`);
  });

  it('needs crm.customer.list', async () => {
    const response = await app.inject({
      method: 'DELETE',
      url: `/api/product-lines/${firstId()}`,
      headers: await bearer(app, 'approver'),
    });
    expect(response.statusCode).toBe(403);
  });
});
