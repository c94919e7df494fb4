import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordValues, type FieldEntry } from '../../src/state/records/recordTable.js';
import { bearer, makeApp, type TestApp } from '../helpers.js';

/**
 * Every filter route gives a repeated property the same meaning (docs/mock-backend.md):
 * values of one property are alternatives (OR), different properties must all match (AND), blank values
 * are left out. Each route is checked against the answer computed here from its full list.
 */

type Values = Record<string, string>;
interface Item {
  id: string;
  values: Values;
}

interface RouteCase {
  name: string;
  url: string;
  nameKey: 'property' | 'key';
  /** The request body for a list of filters. */
  body(filters: Record<string, unknown>[]): Record<string, unknown>;
  /** The answer's items, with the values of the properties used here. */
  items(json: unknown): Item[];
  /** A property with several values in the seed (tested repeated) and another one (AND). */
  repeated: string;
  other: string;
}

const records = (map: Record<string, FieldEntry[]>): Item[] =>
  Object.entries(map).map(([id, entries]) => ({ id, values: recordValues(entries) }));

const CASES: RouteCase[] = [
  {
    name: 'customers',
    url: '/api/customers',
    nameKey: 'property',
    body: (filters) => ({ filters }),
    items: (json) => records((json as { data: { customers: Record<string, FieldEntry[]> } }).data.customers),
    repeated: 'city',
    other: 'call_type',
  },
  {
    name: 'product lines',
    url: '/api/product-lines',
    nameKey: 'property',
    body: (filters) => ({ filters }),
    items: (json) =>
      records((json as { data: { product_lines: Record<string, FieldEntry[]> } }).data.product_lines),
    repeated: 'code',
    other: 'model_code',
  },
  {
    name: 'gift claims',
    url: '/api/gift_claims',
    nameKey: 'property',
    body: (filters) => ({ filters }),
    items: (json) =>
      records((json as { data: { gift_claims: Record<string, FieldEntry[]> } }).data.gift_claims),
    repeated: 'status_klaim',
    other: 'hadiah',
  },
  {
    name: 'uploads',
    url: '/api/files/filter',
    nameKey: 'key',
    body: (filters) => ({ filters }),
    items: (json) =>
      (json as { data: { uuid: string; status: string; category: string }[] }).data.map((upload) => ({
        id: upload.uuid,
        values: { status: upload.status, category: upload.category },
      })),
    repeated: 'status',
    other: 'category',
  },
  {
    name: 'campaigns',
    url: '/api/campaigns/filter',
    nameKey: 'property',
    body: (filters) => ({ target: 'history', filters }),
    items: (json) =>
      (
        json as { data: { campaigns: { id: number; status: string; submit_by_user_name: string }[] } }
      ).data.campaigns.map((campaign) => ({
        id: String(campaign.id),
        values: { status: campaign.status, submit_by: campaign.submit_by_user_name },
      })),
    repeated: 'status',
    other: 'submit_by',
  },
  {
    name: 'reports',
    url: '/api/reports/filter',
    nameKey: 'property',
    body: (filters) => ({ filters }),
    items: (json) =>
      (json as { data: { id: number; client_id: string; campaign_name: string }[] }).data.map((report) => ({
        id: String(report.id),
        values: { client_id: report.client_id, campaign_name: report.campaign_name },
      })),
    repeated: 'client_id',
    other: 'campaign_name',
  },
];

let ctx: TestApp;
let app: FastifyInstance;
let admin: Record<string, string>;

beforeAll(async () => {
  ctx = await makeApp({ seedCustomers: 40, campaignEngine: false });
  app = ctx.app;
  admin = await bearer(app, 'admin');
});
afterAll(async () => ctx.close());

const same = (a: string | undefined, b: string | undefined) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

async function run(route: RouteCase, filters: Record<string, unknown>[]): Promise<Item[]> {
  const response = await app.inject({
    method: 'POST',
    url: route.url,
    headers: admin,
    payload: route.body(filters),
  });
  expect(response.statusCode, response.body).toBe(200);
  return route.items(response.json());
}

const ids = (items: readonly Item[]) => items.map((item) => item.id).sort();

describe.each(CASES)('$name: one meaning of a repeated property', (route) => {
  const filter = (name: string, value: unknown) => ({ [route.nameKey]: name, value });

  /** The full list and two values of the repeated property held by different items. */
  async function sample() {
    const all = await run(route, []);
    const distinct = [...new Set(all.map((item) => item.values[route.repeated] ?? '').filter(Boolean))];
    expect(distinct.length, `the seed has two ${route.repeated} values`).toBeGreaterThanOrEqual(2);
    return { all, first: distinct[0]!, second: distinct[1]! };
  }

  it('values of one property are alternatives (OR)', async () => {
    const { all, first, second } = await sample();
    const expected = all.filter(
      (item) => same(item.values[route.repeated], first) || same(item.values[route.repeated], second),
    );
    const onlyFirst = await run(route, [filter(route.repeated, first)]);
    const both = await run(route, [filter(route.repeated, first), filter(route.repeated, second)]);
    expect(ids(both)).toEqual(ids(expected));
    expect(both.length).toBeGreaterThan(onlyFirst.length);
    // Case and surrounding spaces do not matter, nor does the order of the values.
    const reversed = await run(route, [
      filter(route.repeated, ` ${second.toUpperCase()} `),
      filter(route.repeated, first),
    ]);
    expect(ids(reversed)).toEqual(ids(expected));
  });

  it('different properties must all match (AND); blank values are left out', async () => {
    const { all, first, second } = await sample();
    const holder = all.find((item) => same(item.values[route.repeated], first))!;
    const other = holder.values[route.other]!;
    const expected = all.filter(
      (item) =>
        (same(item.values[route.repeated], first) || same(item.values[route.repeated], second)) &&
        same(item.values[route.other], other),
    );
    const found = await run(route, [
      filter(route.repeated, first),
      filter(route.other, other),
      filter(route.repeated, second),
      filter(route.other, '   '),
    ]);
    expect(ids(found)).toContain(holder.id);
    expect(ids(found)).toEqual(ids(expected));
    const none = await run(route, [
      filter(route.other, other),
      filter(route.repeated, 'no such value at all'),
    ]);
    expect(none).toEqual([]);
  });

  it('an unknown name is a 400 naming it', async () => {
    const response = await app.inject({
      method: 'POST',
      url: route.url,
      headers: admin,
      payload: route.body([filter('shoe_size', 'x')]),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/shoe_size|must be one of/);
  });
});
