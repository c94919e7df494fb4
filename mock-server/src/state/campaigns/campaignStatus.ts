import type { CampaignStatus, StateRequest } from '@crm/domain';
import { say, type Said, type SaidValue } from '../../i18n/messages.js';

// PROCCESSED: every message of the occurrence is handed to the channel, receipts still coming in. DONE: a
// repeating campaign waits here for its next occurrence.

interface RequestRule {
  from: readonly CampaignStatus[];
  to: CampaignStatus;
  verb: Said;
  keepsNote: boolean;
  cancelsQueued: boolean;
}

/** A new request fails the typecheck here until each part is decided. */
export const REQUEST_RULES: Record<StateRequest, RequestRule> = {
  ACCEPTED: {
    from: ['WAITING APPROVAL'],
    to: 'ON GOING',
    verb: say('campaign.verb.approved'),
    keepsNote: false,
    cancelsQueued: false,
  },
  REJECTED: {
    from: ['WAITING APPROVAL'],
    to: 'REJECTED',
    verb: say('campaign.verb.rejected'),
    keepsNote: true,
    cancelsQueued: true,
  },
  STOP: {
    from: ['ON GOING', 'PROCCESSED', 'DONE'],
    to: 'STOPPED',
    verb: say('campaign.verb.stopped'),
    keepsNote: false,
    cancelsQueued: true,
  },
};

export const ENGINE_MOVES: Readonly<Record<CampaignStatus, readonly CampaignStatus[]>> = {
  INITIAL: ['WAITING APPROVAL'],
  'WAITING APPROVAL': [],
  'ON GOING': ['PROCCESSED'],
  PROCCESSED: ['DONE'],
  DONE: ['ON GOING', 'FINISHED'],
  FINISHED: [],
  REJECTED: [],
  STOPPED: [],
};

export type RequestDecision = { ok: true; to: CampaignStatus } | { ok: false; message: Said };

function list(statuses: readonly CampaignStatus[]): SaidValue {
  const quoted = statuses.map((status) => `'${status.toLowerCase()}'`);
  if (quoted.length < 2) return quoted[0] ?? '';
  return say('words.or', { first: quoted.slice(0, -1).join(', '), last: quoted.at(-1) as string });
}

export function decideRequest(status: CampaignStatus, request: StateRequest): RequestDecision {
  const rule = REQUEST_RULES[request];
  if (rule.from.includes(status)) return { ok: true, to: rule.to };
  return {
    ok: false,
    message: say('campaign.statusChange', {
      verb: rule.verb,
      status: status.toLowerCase(),
      from: list(rule.from),
    }),
  };
}

export function engineMayMove(from: CampaignStatus, to: CampaignStatus): boolean {
  return ENGINE_MOVES[from].includes(to);
}

export function isEngineActive(status: CampaignStatus): boolean {
  return ENGINE_MOVES[status].length > 0;
}

/** Finished campaigns are history only, so the report screen merges the list with the FINISHED history. */
export function isCurrent(status: CampaignStatus): boolean {
  return status !== 'FINISHED';
}
