import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { negotiateEncoding } from '../../src/lib/customerListBody.js';
import { recordValues, type FieldEntry } from '../../src/state/records/recordTable.js';
import { bearer, makeApp, type TestApp } from '../helpers.js';

type Customers = Record<string, FieldEntry[]>;

let ctx: TestApp;
let app: FastifyInstance;
let admin: Record<string, string>;

beforeAll(async () => {
  ctx = await makeApp({ seedCustomers: 60 });
  app = ctx.app;
  admin = await bearer(app, 'admin');
});
afterAll(async () => ctx.close());
beforeEach(async () => app.resetState());

function decode(response: LightMyRequestResponse): unknown {
  const encoding = response.headers['content-encoding'];
  const raw = response.rawPayload;
  const text =
    encoding === 'br'
      ? brotliDecompressSync(raw).toString()
      : encoding === 'gzip'
        ? gunzipSync(raw).toString()
        : raw.toString();
  return JSON.parse(text);
}

async function list(headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url: '/api/customers', headers: { ...admin, ...headers } });
}

async function listCustomers(): Promise<Customers> {
  return (decode(await list()) as { data: { customers: Customers } }).data.customers;
}

async function filter(filters: unknown, headers = admin) {
  return app.inject({ method: 'POST', url: '/api/customers', headers, payload: { filters } });
}

function values(customers: Customers): Record<string, string>[] {
  return Object.values(customers).map((entries) => recordValues(entries));
}

function state(): Customers {
  return app.store.state.customers.records;
}

function firstId(): string {
  return Object.keys(state())[0]!;
}

describe('GET /api/customers (the whole list)', () => {
  it('answers data.customers keyed by id, each a list of the 24 field entries', async () => {
    const response = await list({ 'accept-encoding': 'identity' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const customers = response.json<{ data: { customers: Customers } }>().data.customers;
    expect(Object.keys(customers)).toHaveLength(60);
    const [id, entries] = Object.entries(customers)[0]!;
    expect(entries).toHaveLength(24);
    expect(entries[0]).toEqual({
      id: expect.any(Number),
      table_data_id: Number(id),
      order_number: 1,
      name: 'Customer Name',
      key: 'customer_name',
      value: expect.any(String),
      datatype: 'string',
      is_mandatory: true,
      input_type: 'text',
      updated_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
  });

  it('needs a bearer token (401) and crm.customer.list (403)', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/customers' })).statusCode).toBe(401);
    for (const persona of ['approver', 'marketer']) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/customers',
        headers: await bearer(app, persona),
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toContain('crm.customer.list');
    }
    for (const persona of ['viewer', 'dataentry']) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/customers',
        headers: await bearer(app, persona),
      });
      expect(response.statusCode).toBe(200);
    }
  });

  it('sends brotli, gzip or identity by Accept-Encoding, the same JSON each time', async () => {
    const br = await list({ 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await list({ 'accept-encoding': 'gzip' });
    const identity = await list({ 'accept-encoding': 'identity' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(identity.headers['content-encoding']).toBeUndefined();
    for (const response of [br, gzip, identity]) expect(response.headers.vary).toBe('Accept-Encoding');
    expect(br.rawPayload.length).toBeLessThan(identity.rawPayload.length / 5);
    expect(decode(br)).toEqual(identity.json());
    expect(decode(gzip)).toEqual(identity.json());
  });

  it('answers 304 to the current ETag, and a new ETag and body after a change', async () => {
    const first = await list();
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"customers-/);
    expect(first.headers['cache-control']).toBe('private, no-cache');

    const notModified = await list({ 'if-none-match': etag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.rawPayload.length).toBe(0);

    // Another area changing does not touch the customer list.
    app.store.changed('productLines');
    expect((await list({ 'if-none-match': etag })).statusCode).toBe(304);

    const id = firstId();
    const put = await app.inject({
      method: 'PUT',
      url: `/api/customers/${id}`,
      headers: admin,
      payload: { customer: [{ key: 'customer_name', value: 'Renamed Customer' }] },
    });
    expect(put.statusCode).toBe(200);
    const afterPut = await list({ 'if-none-match': etag });
    expect(afterPut.statusCode).toBe(200);
    expect(afterPut.headers.etag).not.toBe(etag);
    const customers = (decode(afterPut) as { data: { customers: Customers } }).data.customers;
    expect(recordValues(customers[id]!).customer_name).toBe('Renamed Customer');

    const etagAfterPut = afterPut.headers.etag as string;
    await app.inject({ method: 'DELETE', url: `/api/customers/${id}`, headers: admin });
    const afterDelete = await list({ 'if-none-match': etagAfterPut });
    expect(afterDelete.statusCode).toBe(200);
    expect((decode(afterDelete) as { data: { customers: Customers } }).data.customers[id]).toBeUndefined();

    const etagAfterDelete = afterDelete.headers.etag as string;
    await app.resetState();
    const afterReset = await list({ 'if-none-match': etagAfterDelete });
    expect(afterReset.statusCode).toBe(200);
    expect((decode(afterReset) as { data: { customers: Customers } }).data.customers[id]).toBeDefined();
  });

  it('a change through the record table functions shows up too (upload pipeline path)', async () => {
    const before = await listCustomers();
    const id = firstId();
    state()[id]!.find((entry) => entry.key === 'city')!.value = 'Ambon';
    app.store.changed('customers');
    const after = await listCustomers();
    expect(recordValues(after[id]!).city).toBe('Ambon');
    expect(recordValues(before[id]!).city).not.toBe('Ambon');
  });
});

describe('negotiateEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip;q=1.0, br;q=0', 'gzip'],
    ['deflate', 'identity'],
    ['*', 'br'],
    ['*;q=0', 'identity'],
    [undefined, 'identity'],
    ['', 'identity'],
    ['GZIP', 'gzip'],
  ])('%j → %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe('POST /api/customers (filter)', () => {
  const byKey = async (key: string, value: string) => {
    const response = await filter([{ property: key, value }]);
    expect(response.statusCode).toBe(200);
    return response.json<{ data: { customers: Customers } }>().data.customers;
  };

  it.each(['customer_name', 'mobile_no', 'service_order_no', 'call_type', 'model_code', 'city'])(
    'filters on %s by whole value, ignoring case and surrounding spaces',
    async (key) => {
      const sample = recordValues(state()[firstId()]!)[key]!;
      const expected = Object.keys(state()).filter((id) => recordValues(state()[id]!)[key] === sample);
      const found = await byKey(key, `  ${sample.toUpperCase()} `);
      expect(Object.keys(found).sort()).toEqual(expected.sort());
      expect(values(found).every((record) => record[key] === sample)).toBe(true);
    },
  );

  it('matches whole values only: part of a value finds nothing', async () => {
    const name = recordValues(state()[firstId()]!).customer_name!;
    expect(Object.keys(await byKey('customer_name', name.slice(0, 3)))).toHaveLength(0);
  });

  it('filters on the UTC calendar day of the last update', async () => {
    const day = state()[firstId()]![0]!.updated_at.slice(0, 10);
    const found = await byKey('updated_at', day);
    expect(Object.keys(found).length).toBeGreaterThan(0);
    expect(Object.values(found).every((entries) => entries[0]!.updated_at.startsWith(day))).toBe(true);
    const expected = Object.values(state()).filter((entries) => entries[0]!.updated_at.startsWith(day));
    expect(Object.keys(found)).toHaveLength(expected.length);
  });

  it('combines filters with AND and leaves blank values out', async () => {
    const sample = recordValues(state()[firstId()]!);
    const response = await filter([
      { property: 'city', value: sample.city },
      { property: 'call_type', value: sample.call_type },
      { property: 'mobile_no', value: '  ' },
    ]);
    const found = values(response.json().data.customers);
    expect(found.length).toBeGreaterThan(0);
    expect(
      found.every((record) => record.city === sample.city && record.call_type === sample.call_type),
    ).toBe(true);
    const all = await filter([]);
    expect(Object.keys(all.json().data.customers)).toHaveLength(60);
  });

  it('an unknown property, a malformed day or a missing list is a 400 that says so', async () => {
    const unknown = await filter([{ property: 'address', value: 'x' }]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(
      'Unknown filter property "address" (filters[0]): use one of customer_name, mobile_no, service_order_no, call_type, model_code, city, updated_at',
    );
    const badDay = await filter([{ property: 'updated_at', value: '2024-02-30' }]);
    expect(badDay.statusCode).toBe(400);
    expect(badDay.json().message).toContain('YYYY-MM-DD');
    const missing = await app.inject({ method: 'POST', url: '/api/customers', headers: admin, payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('filters');
  });

  it('needs crm.customer.list', async () => {
    const response = await filter([], await bearer(app, 'marketer'));
    expect(response.statusCode).toBe(403);
  });
});

describe('POST /api/customers/{id} (detail)', () => {
  it('answers data.customer: the entries of that customer', async () => {
    const id = firstId();
    const response = await app.inject({ method: 'POST', url: `/api/customers/${id}`, headers: admin });
    expect(response.statusCode).toBe(200);
    const customer = response.json().data.customer as FieldEntry[];
    expect(customer).toHaveLength(24);
    expect(customer.every((entry) => entry.table_data_id === Number(id))).toBe(true);
    expect(customer.map((entry) => entry.key)).toContain('product_line_alpha_-_numeric');
  });

  it.each([undefined, 'application/json', 'application/octet-stream', 'text/plain'])(
    'takes the body-less POST with content type %s',
    async (contentType) => {
      const response = await app.inject({
        method: 'POST',
        url: `/api/customers/${firstId()}`,
        headers: { ...admin, ...(contentType ? { 'content-type': contentType } : {}) },
        payload: '',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.customer).toHaveLength(24);
    },
  );

  it('a filter body that is not JSON is a 400', async () => {
    for (const [type, payload] of [
      ['application/json', '{"filters": ['],
      ['text/plain', 'filters=city'],
    ]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/customers',
        headers: { ...admin, 'content-type': type! },
        payload,
      });
      expect(response.statusCode, type).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
  });

  it('404 for an unknown id, 400 for one that is not a number, 403 without the module', async () => {
    const missing = await app.inject({ method: 'POST', url: '/api/customers/999999', headers: admin });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Customer 999999 not found');
    const bad = await app.inject({ method: 'POST', url: '/api/customers/abc', headers: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('positive whole number');
    const forbidden = await app.inject({
      method: 'POST',
      url: `/api/customers/${firstId()}`,
      headers: await bearer(app, 'approver'),
    });
    expect(forbidden.statusCode).toBe(403);
  });
});

describe('PUT /api/customers/{id}', () => {
  const put = (id: string, customer: unknown, headers = admin) =>
    app.inject({ method: 'PUT', url: `/api/customers/${id}`, headers, payload: { customer } });

  it('stores the edited values, keeps the others, and stamps updated_at', async () => {
    const id = firstId();
    const before = structuredClone(state()[id]!);
    app.clock.advance(60_000);
    const sent = before.map((entry) =>
      entry.key === 'customer_name'
        ? { ...entry, value: '  Siti Rahma  ' }
        : entry.key === 'city'
          ? { ...entry, value: 'Bandung' }
          : entry,
    );
    const response = await put(id, sent);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Customer updated');
    const after = recordValues(state()[id]!);
    expect(after.customer_name).toBe('Siti Rahma');
    expect(after.city).toBe('Bandung');
    expect(after.address).toBe(recordValues(before).address);
    const stamp = state()[id]![0]!.updated_at;
    expect(Date.parse(stamp)).toBeGreaterThan(Date.now() + 50_000);
    expect(response.json().data.customer[0].updated_at).toBe(stamp);
  });

  it.each([
    ['customer_name', 'Name'],
    ['mobile_no', 'Contact'],
    ['model_code', 'Product Code'],
    ['city', 'Location'],
  ])('refuses an empty %s (%s) and changes nothing', async (key, label) => {
    const id = firstId();
    const before = structuredClone(state()[id]);
    const response = await put(id, [{ key, value: ' ' }]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(`Please fill out all fields to proceed: ${label} must not be empty`);
    expect(state()[id]).toEqual(before);
  });

  it('refuses a Contact that is not a phone number and a Location the data does not hold, naming each field', async () => {
    const id = firstId();
    const before = structuredClone(state()[id]);
    const contact = await put(id, [{ key: 'mobile_no', value: 'abc' }]);
    expect(contact.statusCode).toBe(400);
    expect(contact.json().message).toBe('Contact "abc" is not a valid phone number (8 to 15 digits)');
    const known = recordValues(state()[id]!).city!;
    const typo = `${known}x`;
    const location = await put(id, [{ key: 'city', value: typo }]);
    expect(location.statusCode).toBe(400);
    expect(location.json().message).toBe(`Location "${typo}" is not a known city (did you mean "${known}"?)`);
    expect(location.json().errors).toEqual([
      {
        field: 'city',
        label: 'Location',
        message: `Location "${typo}" is not a known city (did you mean "${known}"?)`,
      },
    ]);
    expect(state()[id]).toEqual(before);
  });

  it('stores a Contact without separators and a Location in the spelling the data has', async () => {
    const id = firstId();
    const known = recordValues(state()[Object.keys(state())[1]!]!).city!;
    const response = await put(id, [
      { key: 'mobile_no', value: '+62 812-3456-7890' },
      { key: 'city', value: ` ${known.toUpperCase()} ` },
    ]);
    expect(response.statusCode).toBe(200);
    expect(recordValues(state()[id]!).mobile_no).toBe('+6281234567890');
    expect(recordValues(state()[id]!).city).toBe(known);
  });

  it.each([
    ['Cirebon', 'Cirebon'],
    ['Kota Cirebon', 'Cirebon'],
    ['kabupaten  cirebon', 'Cirebon'],
    ['Kota Adm. Jakarta Selatan', 'Jakarta Selatan'],
    ['Kabupaten Bandung', 'Bandung'],
  ])(
    'takes a Location %j of Indonesia the data does not hold yet (or holds), stored as %j',
    async (typed, stored) => {
      const id = firstId();
      const response = await put(id, [{ key: 'city', value: typed }]);
      expect(response.statusCode).toBe(200);
      expect(recordValues(state()[id]!).city).toBe(stored);
    },
  );

  it('refuses a change to the read-only service type or service order, accepts them unchanged', async () => {
    const id = firstId();
    const current = recordValues(state()[id]!);
    const changed = await put(id, [
      { key: 'call_type', value: current.call_type === 'Repair' ? 'Installation' : 'Repair' },
    ]);
    expect(changed.statusCode).toBe(400);
    expect(changed.json().message).toBe('Service Type cannot be changed');
    const order = await put(id, [{ key: 'service_order_no', value: 'SO-OTHER' }]);
    expect(order.json().message).toBe('Service Order cannot be changed');
    const same = await put(id, [
      { key: 'call_type', value: current.call_type },
      { key: 'service_order_no', value: current.service_order_no },
      { key: 'route', value: 'Carry In' },
    ]);
    expect(same.statusCode).toBe(200);
    expect(recordValues(state()[id]!).route).toBe('Carry In');
  });

  it('refuses unknown fields, duplicates, entries of another customer and malformed bodies', async () => {
    const [id, otherId] = Object.keys(state());
    const cases: [unknown, string][] = [
      [[{ key: 'shoe_size', value: '42' }], 'Unknown customer field "shoe_size"'],
      [
        [
          { key: 'city', value: 'Bandung' },
          { key: 'city', value: 'Bogor' },
        ],
        'sent twice',
      ],
      [[{ key: 'city', value: 'Bogor', table_data_id: Number(otherId) }], `belongs to customer ${otherId}`],
      [[], 'customer must have at least 1 entry.'],
      ['not a list', 'Invalid request'],
      [[{ value: 'x' }], 'customer[0].key is required.'],
    ];
    for (const [body, message] of cases) {
      const response = await put(id!, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toContain(message);
    }
    const noBody = await app.inject({
      method: 'PUT',
      url: `/api/customers/${id}`,
      headers: admin,
      payload: {},
    });
    expect(noBody.statusCode).toBe(400);
  });

  it('404 for an unknown customer, 403 without crm.customer.list', async () => {
    expect((await put('424242', [{ key: 'city', value: 'Bogor' }])).statusCode).toBe(404);
    const forbidden = await put(firstId(), [{ key: 'city', value: 'Bogor' }], await bearer(app, 'marketer'));
    expect(forbidden.statusCode).toBe(403);
  });
});

describe('DELETE /api/customers/{id}', () => {
  it('removes the customer; a second delete is a 404', async () => {
    const id = firstId();
    const response = await app.inject({ method: 'DELETE', url: `/api/customers/${id}`, headers: admin });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Customer deleted');
    expect(state()[id]).toBeUndefined();
    expect((await listCustomers())[id]).toBeUndefined();
    const again = await app.inject({ method: 'DELETE', url: `/api/customers/${id}`, headers: admin });
    expect(again.statusCode).toBe(404);
  });

  it('needs crm.customer.list', async () => {
    const response = await app.inject({
      method: 'DELETE',
      url: `/api/customers/${firstId()}`,
      headers: await bearer(app, 'approver'),
    });
    expect(response.statusCode).toBe(403);
    expect(state()[firstId()]).toBeDefined();
  });
});
