import { afterEach, describe, expect, it } from 'vitest';
import { refusal } from '../../src/lib/access.js';
import { CAMPAIGN_MODULES } from '../../src/routes/campaigns/permissions.js';
import { bearer, makeApp, type TestApp } from '../helpers.js';
import { words } from '../../src/i18n/messages.js';

describe('approve, reject and stop need all three modules', () => {
  const { changeState } = CAMPAIGN_MODULES;

  it('two of the three are not enough', () => {
    const refused = refusal(changeState, [
      'crm.campaign.list',
      'crm.campaign.list.approve',
      'crm.campaign.list.reject',
    ]);
    expect(refused && words('en', refused)).toContain('(missing crm.campaign.list.stop)');
  });

  it('all three pass', () => {
    expect('allOf' in changeState && refusal(changeState, [...changeState.allOf])).toBe(null);
  });
});

let ctx: TestApp | undefined;
afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
});

describe('GET /api/product-lines for campaign users (New Campaign options, detail names)', () => {
  it('a marketer reads data.product_lines keyed by id (the stand-in until the product-lines area merges)', async () => {
    ctx = await makeApp({ campaignEngine: false });
    const headers = await bearer(ctx.app, 'marketer');
    const response = await ctx.app.inject({ method: 'GET', url: '/api/product-lines', headers });
    expect(response.statusCode).toBe(200);
    const lines = response.json().data.product_lines as Record<string, { key: string; value: string }[]>;
    const first = Object.values(lines)[0];
    expect(first?.map((entry) => entry.key)).toEqual(['code', 'value', 'model_code', 'model_description']);
  });
});
