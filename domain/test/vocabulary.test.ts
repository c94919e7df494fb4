import { describe, expect, it } from 'vitest';
import {
  CAMPAIGN_ACTIONS,
  CAMPAIGN_ACTION_RULES,
  MANAGE_MODULES,
  MODULES,
  STATE_REQUESTS,
  UPLOAD_CATEGORY_NAMES,
  UPLOAD_CATEGORY_RULES,
  isCampaignAction,
} from '../src/index.js';

describe('the campaign actions (spec part 2 sections 6 and 7)', () => {
  it('are approve, reject and stop in slot order, each with its state request and module', () => {
    expect(CAMPAIGN_ACTIONS).toEqual(['approve', 'reject', 'stop']);
    expect(STATE_REQUESTS).toEqual(['ACCEPTED', 'REJECTED', 'STOP']);
    expect(CAMPAIGN_ACTION_RULES.reject).toEqual({ request: 'REJECTED', module: 'crm.campaign.list.reject' });
  });

  it('need all three manage modules together', () => {
    expect(MANAGE_MODULES).toEqual([MODULES.campaignApprove, MODULES.campaignReject, MODULES.campaignStop]);
  });

  it('know their own names only', () => {
    expect(CAMPAIGN_ACTIONS.every(isCampaignAction)).toBe(true);
    expect(['pause', 'toString', 'ACCEPTED', ''].some(isCampaignAction)).toBe(false);
  });
});

describe('the upload categories (spec part 1 section 8, part 2 section 2)', () => {
  it('are customer, product line and gift claim; product lines are uploaded with the customer module', () => {
    expect(UPLOAD_CATEGORY_NAMES).toEqual(['customer', 'product_line', 'gift_claim']);
    expect(UPLOAD_CATEGORY_NAMES.map((category) => UPLOAD_CATEGORY_RULES[category].module)).toEqual([
      MODULES.customerUpload,
      MODULES.customerUpload,
      MODULES.giftClaimUpload,
    ]);
  });

  it('each name its own template, natural key and table', () => {
    for (const field of ['template', 'naturalKey', 'table'] as const) {
      const values = UPLOAD_CATEGORY_NAMES.map((category) => UPLOAD_CATEGORY_RULES[category][field]);
      expect(new Set(values).size, field).toBe(values.length);
    }
    expect(UPLOAD_CATEGORY_RULES.gift_claim.template).toBe('gift_claim_template.xls');
  });
});
