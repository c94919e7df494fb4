import { describe, expect, it } from 'vitest';
import {
  CAMPAIGN_ACTIONS,
  CAMPAIGN_ACTION_RULES,
  MANAGE_MODULES,
  MODULES,
  STATE_REQUESTS,
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
