import { MODULES } from './modules.js';

/**
 * The campaign vocabulary of the wire (spec part 2 sections 3, 4 and 6), named once for the web app and the
 * mock: statuses as the server sends them (upper-case, in lifecycle order), the repeat types, and the manage
 * actions, each with the `state` it posts to /api/campaigns/state and the module it needs.
 */
export const CAMPAIGN_STATUSES = [
  'INITIAL',
  'WAITING APPROVAL',
  'ON GOING',
  'PROCCESSED',
  'DONE',
  'FINISHED',
  'REJECTED',
  'STOPPED',
] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export const REPEAT_TYPES = ['daily', 'weekly', 'monthly', 'yearly'] as const;
export type RepeatType = (typeof REPEAT_TYPES)[number];

/** In slot order (the list's action column and the detail's buttons). */
export const CAMPAIGN_ACTION_RULES = {
  approve: { request: 'ACCEPTED', module: MODULES.campaignApprove },
  reject: { request: 'REJECTED', module: MODULES.campaignReject },
  stop: { request: 'STOP', module: MODULES.campaignStop },
} as const;
export type CampaignAction = keyof typeof CAMPAIGN_ACTION_RULES;
export type StateRequest = (typeof CAMPAIGN_ACTION_RULES)[CampaignAction]['request'];

export const CAMPAIGN_ACTIONS = Object.keys(CAMPAIGN_ACTION_RULES) as readonly CampaignAction[];
export const STATE_REQUESTS: readonly StateRequest[] = CAMPAIGN_ACTIONS.map(
  (action) => CAMPAIGN_ACTION_RULES[action].request,
);
/** Managing campaigns takes every action's module together (spec part 2 section 6). */
export const MANAGE_MODULES = CAMPAIGN_ACTIONS.map((action) => CAMPAIGN_ACTION_RULES[action].module);

export function isCampaignAction(kind: string): kind is CampaignAction {
  return Object.hasOwn(CAMPAIGN_ACTION_RULES, kind);
}
