import { say, type Said, type SaidValue } from '../../i18n/messages.js';
import type { CampaignStatus } from './campaigns.js';

/**
 * The campaign status machine. Two kinds of moves:
 * - requests by people (POST /api/campaigns/state): ACCEPTED, REJECTED, STOP;
 * - moves by the campaign engine as sending progresses.
 *
 *   INITIAL ──engine──▶ WAITING APPROVAL ──ACCEPTED──▶ ON GOING ──engine──▶ PROCCESSED ──engine──▶ DONE
 *                              │                          ▲                                        │
 *                              └──REJECTED──▶ REJECTED    └────────engine (next occurrence)────────┤
 *                                                                                                  ▼
 *   ON GOING, PROCCESSED, DONE ──STOP──▶ STOPPED                                               FINISHED
 *
 * ON GOING: approved; sending (or waiting for schedule_start_date). PROCCESSED: every message of the current
 * occurrence is handed to the channel, receipts are still coming in. DONE: the occurrence is complete; a
 * repeating campaign waits here for its next occurrence. FINISHED: the last occurrence is complete.
 */

export type StateRequest = 'ACCEPTED' | 'REJECTED' | 'STOP';
export const STATE_REQUESTS: readonly StateRequest[] = ['ACCEPTED', 'REJECTED', 'STOP'];

interface RequestRule {
  from: readonly CampaignStatus[];
  to: CampaignStatus;
  /** For messages: "cannot be approved". */
  verb: Said;
  /** The request's note becomes the campaign's rejection note. */
  keepsNote: boolean;
  /** Messages still queued are cancelled. */
  cancelsQueued: boolean;
}

/** Every request with all it does: a new request fails the typecheck here until each part is decided. */
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

/** Moves the engine makes by itself. */
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

/** "'a', 'b' or 'c'" in the words of the language. */
function list(statuses: readonly CampaignStatus[]): SaidValue {
  const quoted = statuses.map((status) => `'${status.toLowerCase()}'`);
  if (quoted.length < 2) return quoted[0] ?? '';
  return say('words.or', { first: quoted.slice(0, -1).join(', '), last: quoted.at(-1) as string });
}

/** Whether a person may move a campaign in `status` with `request`, and where it goes. */
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

/** Statuses the engine still has work for. */
export function isEngineActive(status: CampaignStatus): boolean {
  return ENGINE_MOVES[status].length > 0;
}

/**
 * The campaign list (filter target 'list') holds the current campaigns: every status but FINISHED.
 * Finished campaigns are history only (target 'history' holds every campaign), which is why the report screen
 * merges the list with the FINISHED history without duplicates.
 */
export function isCurrent(status: CampaignStatus): boolean {
  return status !== 'FINISHED';
}
