import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CustomerListBodies, customerListChunks } from '../../src/lib/customerListBody.js';
import type { FieldEntry } from '../../src/state/records/recordTable.js';

function entries(id: number, name: string): FieldEntry[] {
  return [
    {
      id: id * 10,
      table_data_id: id,
      order_number: 1,
      name: 'Customer Name',
      key: 'customer_name',
      value: name,
      datatype: 'string',
      is_mandatory: true,
      input_type: 'text',
      updated_at: '2024-05-01T10:00:00.000Z',
    },
  ];
}

function table(count: number, prefix = 'Name'): Record<string, FieldEntry[]> {
  const records: Record<string, FieldEntry[]> = {};
  for (let id = 1; id <= count; id += 1)
    records[String(id)] = entries(id, `${prefix} ${id} ${'x'.repeat(200)}`);
  return records;
}

describe('the customer list body', () => {
  it('is written in chunks of about a megabyte that together are the JSON of the whole list', () => {
    const records = table(12_000);
    const chunks = [...customerListChunks(records)];
    expect(chunks.length).toBeGreaterThan(2);
    for (const chunk of chunks.slice(0, -1)) expect(chunk.length).toBeLessThan(2 * 1024 * 1024);
    const parsed = JSON.parse(Buffer.concat(chunks).toString()) as { data: { customers: unknown } };
    expect(parsed).toEqual({ data: { customers: records } });
  });

  it('an empty list is {"data":{"customers":{}}}', () => {
    expect(Buffer.concat([...customerListChunks({})]).toString()).toBe('{"data":{"customers":{}}}');
  });

  it('keeps a compressed copy per revision and drops it when the customers change', async () => {
    let records = table(50, 'Before');
    const bodies = new CustomerListBodies(() => records);
    const etag = bodies.etag();
    await bodies.warm();
    const stored = bodies.get('br');
    expect(Buffer.isBuffer(stored.body)).toBe(true);
    expect(bodies.storedBytes()).toBe((stored.body as Buffer).length);
    const before = JSON.parse(brotliDecompressSync(stored.body as Buffer).toString());
    expect(before.data.customers['1'][0].value).toMatch(/^Before 1/);

    records = table(50, 'After');
    bodies.invalidate();
    expect(bodies.etag()).not.toBe(etag);
    expect(bodies.storedBytes()).toBe(0);
    // Not stored yet: this request gets a stream compressed on the fly, with the new data.
    const fresh = bodies.get('br');
    expect(Buffer.isBuffer(fresh.body)).toBe(false);
    const parts: Buffer[] = [];
    for await (const part of fresh.body as AsyncIterable<Buffer>) parts.push(part);
    expect(
      JSON.parse(brotliDecompressSync(Buffer.concat(parts)).toString()).data.customers['1'][0].value,
    ).toMatch(/^After 1/);
    await bodies.warm();
    expect(Buffer.isBuffer(bodies.get('br').body)).toBe(true);
  });
});
