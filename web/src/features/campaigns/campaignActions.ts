import type { CampaignStateRequest } from '../../api/campaigns';
import { CAMPAIGN_ACTION_REQUESTS, type CampaignAction } from '../../lib/statuses';

/** Approve, reject, stop: the actions of the campaign status catalogue. */
export type ActionKind = CampaignAction;

/** The success toasts of the actions (spec part 2 section 8). */
export const ACTION_SUCCESS: Record<ActionKind, string> = {
  approve: 'Campaign is running',
  reject: 'Campaign is rejected',
  stop: 'Campaign is stopped',
};

export function isActionKind(kind: string): kind is ActionKind {
  return Object.hasOwn(ACTION_SUCCESS, kind);
}

export function stateRequest(kind: ActionKind, campaignId: number, note = ''): CampaignStateRequest {
  const state = CAMPAIGN_ACTION_REQUESTS[kind];
  return state === 'REJECTED' ? { state, campaign_id: campaignId, note } : { state, campaign_id: campaignId };
}
