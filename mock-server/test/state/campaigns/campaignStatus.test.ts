import { describe, expect, it } from 'vitest';
import {
  decideRequest,
  ENGINE_MOVES,
  engineMayMove,
  isCurrent,
  isEngineActive,
  STATE_REQUESTS,
  type StateRequest,
} from '../../../src/state/campaigns/campaignStatus.js';
import { CAMPAIGN_STATUSES, type CampaignStatus } from '../../../src/state/campaigns/campaigns.js';

const ALLOWED: Record<StateRequest, Partial<Record<CampaignStatus, CampaignStatus>>> = {
  ACCEPTED: { 'WAITING APPROVAL': 'ON GOING' },
  REJECTED: { 'WAITING APPROVAL': 'REJECTED' },
  STOP: { 'ON GOING': 'STOPPED', PROCCESSED: 'STOPPED', DONE: 'STOPPED' },
};

describe('campaign status machine: requests by people', () => {
  for (const request of STATE_REQUESTS) {
    for (const status of CAMPAIGN_STATUSES) {
      const to = ALLOWED[request][status];
      it(`${request} from ${status}: ${to ? `→ ${to}` : 'refused'}`, () => {
        const decision = decideRequest(status, request);
        if (to) expect(decision).toEqual({ ok: true, to });
        else {
          expect(decision.ok).toBe(false);
          expect(!decision.ok && decision.message).toContain(`its status is '${status.toLowerCase()}'`);
        }
      });
    }
  }

  it('refusals say what is allowed', () => {
    expect(decideRequest('FINISHED', 'ACCEPTED')).toEqual({
      ok: false,
      message:
        "The campaign cannot be approved: its status is 'finished', and only a campaign that is 'waiting approval' can be approved.",
    });
  });
});

describe('campaign status machine: engine moves', () => {
  it('has exactly the documented moves', () => {
    const moves = CAMPAIGN_STATUSES.flatMap((from) => ENGINE_MOVES[from].map((to) => `${from} → ${to}`));
    expect(moves).toEqual([
      'INITIAL → WAITING APPROVAL',
      'ON GOING → PROCCESSED',
      'PROCCESSED → DONE',
      'DONE → ON GOING',
      'DONE → FINISHED',
    ]);
    expect(engineMayMove('WAITING APPROVAL', 'ON GOING')).toBe(false);
    expect(engineMayMove('STOPPED', 'FINISHED')).toBe(false);
  });

  it('the engine works on every status but waiting approval and the final ones', () => {
    expect(CAMPAIGN_STATUSES.filter(isEngineActive)).toEqual(['INITIAL', 'ON GOING', 'PROCCESSED', 'DONE']);
  });

  it("the 'list' target holds every status but FINISHED", () => {
    expect(CAMPAIGN_STATUSES.filter((status) => !isCurrent(status))).toEqual(['FINISHED']);
  });
});
