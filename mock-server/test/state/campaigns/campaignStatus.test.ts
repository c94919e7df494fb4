import { CAMPAIGN_STATUSES, type CampaignStatus, STATE_REQUESTS, type StateRequest } from '@crm/domain';
import { describe, expect, it } from 'vitest';
import {
  decideRequest,
  ENGINE_MOVES,
  engineMayMove,
  isCurrent,
  isEngineActive,
} from '../../../src/state/campaigns/campaignStatus.js';
import { say, words } from '../../../src/i18n/messages.js';

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
          expect(!decision.ok && words('en', decision.message)).toContain(
            `its status is '${status.toLowerCase()}'`,
          );
        }
      });
    }
  }

  it('refusals say what is allowed, in each language', () => {
    const refusal = decideRequest('FINISHED', 'ACCEPTED');
    expect(refusal.ok).toBe(false);
    const message = refusal.ok ? say('words.none') : refusal.message;
    expect(words('en', message)).toBe(
      "The campaign cannot be approved: its status is 'finished', and only a campaign that is 'waiting approval' can be approved.",
    );
    expect(words('id', message)).toBe(
      "Kampanye tidak dapat disetujui: statusnya 'finished', dan hanya kampanye yang berstatus 'waiting approval' yang dapat disetujui.",
    );
    const stop = decideRequest('INITIAL', 'STOP');
    expect(words('en', stop.ok ? say('words.none') : stop.message)).toBe(
      "The campaign cannot be stopped: its status is 'initial', and only a campaign that is 'on going', 'proccessed' or 'done' can be stopped.",
    );
    expect(words('id', stop.ok ? say('words.none') : stop.message)).toBe(
      "Kampanye tidak dapat dihentikan: statusnya 'initial', dan hanya kampanye yang berstatus 'on going', 'proccessed' atau 'done' yang dapat dihentikan.",
    );
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
