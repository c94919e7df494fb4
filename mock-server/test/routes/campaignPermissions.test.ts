import type { FastifyReply, FastifyRequest } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { CAMPAIGN_MODULES, requireAllModules } from '../../src/routes/campaigns/permissions.js';
import { bearer, makeApp, type TestApp } from '../helpers.js';
import { words, type Said } from '../../src/i18n/messages.js';

function run(modules: string[]) {
  let status = 0;
  let body: unknown;
  let passed = false;
  const reply = {
    code(value: number) {
      status = value;
      return reply;
    },
    send(value: unknown) {
      body = value;
      return reply;
    },
  };
  // The request's words are English (as the errors plugin decorates every request).
  const request = {
    user: { user: { modules } },
    words: (said: Said) => words('en', said),
  } as unknown as FastifyRequest;
  const handler = requireAllModules(...CAMPAIGN_MODULES.changeState) as unknown as (
    request: FastifyRequest,
    reply: FastifyReply,
    done: () => void,
  ) => void;
  handler(request, reply as unknown as FastifyReply, () => {
    passed = true;
  });
  return { status, body, passed };
}

describe('approve, reject and stop need all three modules', () => {
  it('two of the three are not enough', () => {
    const outcome = run(['crm.campaign.list', 'crm.campaign.list.approve', 'crm.campaign.list.reject']);
    expect(outcome.passed).toBe(false);
    expect(outcome.status).toBe(403);
    expect((outcome.body as { message: string }).message).toContain('(missing crm.campaign.list.stop)');
  });

  it('all three pass', () => {
    expect(run([...CAMPAIGN_MODULES.changeState]).passed).toBe(true);
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
