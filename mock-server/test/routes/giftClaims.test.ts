import { afterEach, describe, expect, it } from 'vitest';
import { GIFT_CLAIM_KEYS } from '@crm/fixtures';
import type { FieldEntry } from '../../src/state/records/recordTable.js';
import { recordValues } from '../../src/state/records/recordTable.js';
import { SEED_GIFT_CLAIMS } from '../../src/seed/giftClaims.js';
import { bearer, makeApp, type TestApp } from '../helpers.js';

let ctx: TestApp | undefined;
afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
});

type Claims = Record<string, FieldEntry[]>;

async function setup() {
  ctx = await makeApp();
  return { app: ctx.app, viewer: await bearer(ctx.app, 'viewer') };
}

describe('GET /api/gift_claims', () => {
  it('answers data.gift_claims keyed by id, each a list of field entries with the eleven keys', async () => {
    const { app, viewer } = await setup();
    const response = await app.inject({ method: 'GET', url: '/api/gift_claims', headers: viewer });
    expect(response.statusCode).toBe(200);
    const claims = response.json().data.gift_claims as Claims;
    expect(Object.keys(claims).length).toBe(SEED_GIFT_CLAIMS);
    const [id, entries] = Object.entries(claims)[0]!;
    expect(entries.map((entry) => entry.key)).toEqual(GIFT_CLAIM_KEYS);
    expect(entries[0]).toMatchObject({ table_data_id: Number(id), name: 'Nama', order_number: 1 });
    const values = recordValues(entries);
    expect(values.no_hp).toMatch(/^08\d{9,11}$/);
    expect(values.id_claim).toMatch(/^GC-\d{6}-\d{5}$/);
    expect(values.tanggal_klaim! >= values.tanggal_pembelian!).toBe(true);
    expect(Number(values.qty)).toBeGreaterThan(0);
  });

  it('needs crm.giftclaim.list', async () => {
    const { app } = await setup();
    const marketer = await bearer(app, 'marketer');
    const response = await app.inject({ method: 'GET', url: '/api/gift_claims', headers: marketer });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toContain('crm.giftclaim.list');
    const post = await app.inject({
      method: 'POST',
      url: '/api/gift_claims',
      headers: marketer,
      payload: { filters: [] },
    });
    expect(post.statusCode).toBe(403);
  });
});

describe('POST /api/gift_claims (filter)', () => {
  async function filter(filters: unknown) {
    const { app, viewer } = ctx ? { app: ctx.app, viewer: await bearer(ctx.app, 'viewer') } : await setup();
    return app.inject({ method: 'POST', url: '/api/gift_claims', headers: viewer, payload: { filters } });
  }

  it('matches every property the screen filters on, without regard to case', async () => {
    await setup();
    const all = Object.entries(ctx!.app.store.state.giftClaims.records);
    const [targetId, targetEntries] = all[250]!; // far from the claims the seeded in-progress uploads update
    const target = recordValues(targetEntries);
    // Every key but the claim date, prize, quantity and tracking number.
    const properties = GIFT_CLAIM_KEYS.filter(
      (key) => !['tanggal_klaim', 'hadiah', 'qty', 'resi'].includes(key),
    );
    for (const property of properties) {
      const response = await filter([{ property, value: target[property]!.toUpperCase() }]);
      expect(response.statusCode).toBe(200);
      const ids = Object.keys(response.json().data.gift_claims as Claims);
      expect(ids).toContain(targetId);
      const expected = all.filter(
        ([, entries]) => recordValues(entries)[property]!.toLowerCase() === target[property]!.toLowerCase(),
      );
      expect(ids.length).toBe(expected.length);
    }
    const day = targetEntries[0]!.updated_at.slice(0, 10);
    const byDay = Object.values(
      (await filter([{ property: 'updated_at', value: day }])).json().data.gift_claims as Claims,
    );
    expect(byDay.length).toBeGreaterThan(0);
    expect(byDay.every((entries) => entries[0]!.updated_at.startsWith(day))).toBe(true);
  });

  it('different properties must all match; nothing matching is an empty object', async () => {
    await setup();
    const target = recordValues(Object.values(ctx!.app.store.state.giftClaims.records)[200]!);
    const both = (
      await filter([
        { property: 'id_claim', value: target.id_claim },
        { property: 'nama', value: target.nama },
      ])
    ).json().data.gift_claims as Claims;
    expect(Object.keys(both).length).toBe(1);
    const none = (
      await filter([
        { property: 'id_claim', value: target.id_claim },
        { property: 'nama', value: 'Nobody At All' },
      ])
    ).json().data.gift_claims as Claims;
    expect(none).toEqual({});
  });

  it.each([
    [[{ property: 'colour', value: 'red' }], 'Unknown filter property "colour"'],
    [
      [{ property: 'tanggal_pembelian', value: '12/05/2024' }],
      'tanggal_pembelian must be a date as YYYY-MM-DD',
    ],
    [[{ property: 'nama' }], 'Invalid request'],
  ])('%j is a 400: %s', async (filters, message) => {
    await setup();
    const response = await filter(filters);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('a body without filters is a 400', async () => {
    const { app, viewer } = await setup();
    const response = await app.inject({
      method: 'POST',
      url: '/api/gift_claims',
      headers: viewer,
      payload: {},
    });
    expect(response.statusCode).toBe(400);
  });
});
