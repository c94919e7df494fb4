import { type CampaignStatus, type RepeatType, type StateRequest } from '@crm/domain';
import type { AudienceCustomer } from './campaignAudience.js';
import {
  decideRequest,
  engineMayMove,
  isEngineActive,
  REQUEST_RULES,
  type RequestDecision,
} from './campaignStatus.js';
import {
  recipientsOf,
  type Campaign,
  type CampaignHistoryEntry,
  type CampaignRecipient,
  type CampaignsState,
} from './campaigns.js';

/**
 * Pure functions over the state, so the seed replays them with a simulated clock and seeded campaigns look
 * exactly like engine-run ones. Nothing is sent before schedule_start_date (a calendar date: not scaled).
 */
export const ENGINE = {
  TICK_MS: 1500,
  REVIEW_TICKS: 2,
  SEND_TICKS: 10,
  CLOSE_TICKS: 3,
  DAY_TICKS: 8,
} as const;

export const PERIOD_DAYS: Record<RepeatType, number> = { daily: 1, weekly: 7, monthly: 30, yearly: 365 };

export const OUTCOME_SHARES = { failed: 70, deliveredOnly: 200 } as const;

export type Outcome = 'failed' | 'delivered' | 'read';

export interface Actor {
  username: string;
  name: string;
}

function fnv(text: string, basis = 0x811c9dc5): number {
  let hash = basis;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

export function outcomeOf(seed: number, campaignId: number, occurrence: number, customerId: number): Outcome {
  return outcomeFrom(fnv(`${seed}:${campaignId}:${occurrence}:`), customerId);
}

/** The common prefix hashed once (FNV is sequential). */
function outcomeFrom(prefixHash: number, customerId: number): Outcome {
  const roll = fnv(String(customerId), prefixHash) % 1000;
  if (roll < OUTCOME_SHARES.failed) return 'failed';
  if (roll < OUTCOME_SHARES.failed + OUTCOME_SHARES.deliveredOnly) return 'delivered';
  return 'read';
}

export function messageIdOf(
  seed: number,
  campaignId: number,
  occurrence: number,
  customerId: number,
): string {
  const key = `${seed}:${campaignId}:${occurrence}:${customerId}`;
  const high = fnv(key).toString(16).padStart(8, '0');
  const low = fnv(key, 0x01000193).toString(16).padStart(8, '0');
  return `wamid.HBgM${(high + low).toUpperCase()}`;
}

export function totalOccurrences(campaign: Campaign): number {
  return campaign.is_repeated ? Math.max(1, campaign.num_of_occurence) : 1;
}

export function repeatIntervalTicks(campaign: Campaign): number {
  if (!campaign.is_repeated || !campaign.repeat_type) return 0;
  return Math.max(1, campaign.count_repeat) * PERIOD_DAYS[campaign.repeat_type] * ENGINE.DAY_TICKS;
}

function history(
  campaign: Campaign,
  entry: Omit<
    CampaignHistoryEntry,
    'from_status' | 'to_status' | 'by_username' | 'by_name' | 'note' | 'occurrence'
  > &
    Partial<CampaignHistoryEntry>,
  to: CampaignStatus,
): void {
  campaign.histories.push({
    from_status: campaign.status,
    to_status: to,
    by_username: null,
    by_name: null,
    note: null,
    occurrence: null,
    ...entry,
  });
}

function engineMove(
  campaign: Campaign,
  to: CampaignStatus,
  action: CampaignHistoryEntry['action'],
  at: string,
  extra: Partial<CampaignHistoryEntry> = {},
): void {
  if (!engineMayMove(campaign.status, to)) {
    throw new Error(`campaign engine: no move from ${campaign.status} to ${to}`);
  }
  history(campaign, { at, action, ...extra }, to);
  campaign.status = to;
  campaign.updated_at = at;
  campaign.runtime.ticks_in_status = 0;
}

export function queueOccurrence(
  state: CampaignsState,
  campaign: Campaign,
  occurrence: number,
  audience: readonly Pick<AudienceCustomer, 'id' | 'name' | 'phone'>[],
  at: string,
): void {
  const key = String(campaign.id);
  const rows = (state.recipients[key] ??= []);
  let nextId = rows.length ? (rows[rows.length - 1]?.id ?? 0) + 1 : 1;
  for (const customer of audience) {
    rows.push({
      id: nextId++,
      occurrence,
      customer_id: customer.id,
      customer_name: customer.name,
      phone_number: customer.phone,
      state: 'queued',
      message_id: null,
      created_at: at,
      sent_at: null,
      delivered_at: null,
      read_at: null,
      failed_at: null,
    });
  }
}

function rowsOfOccurrence(rows: readonly CampaignRecipient[], occurrence: number): CampaignRecipient[] {
  return rows.filter((row) => row.occurrence === occurrence);
}

function cancelQueued(rows: readonly CampaignRecipient[]): number {
  let cancelled = 0;
  for (const row of rows) {
    if (row.state === 'queued') {
      row.state = 'cancelled';
      cancelled += 1;
    }
  }
  return cancelled;
}

const dayStart = (date: string) => Date.parse(`${date}T00:00:00.000Z`);
const dayEnd = (date: string) => Date.parse(`${date}T23:59:59.999Z`);

function waitsForSchedule(campaign: Campaign, nowMs: number): boolean {
  return Boolean(
    campaign.is_scheduled && campaign.schedule_start_date && nowMs < dayStart(campaign.schedule_start_date),
  );
}

function scheduleEnded(campaign: Campaign, nowMs: number): boolean {
  return Boolean(
    campaign.is_scheduled && campaign.schedule_end_date && nowMs > dayEnd(campaign.schedule_end_date),
  );
}

function startOccurrence(
  state: CampaignsState,
  campaign: Campaign,
  occurrence: number,
  at: string,
  recordHistory: boolean,
): void {
  const rows = recipientsOf(state, campaign.id);
  if (occurrence > 1) {
    // A repeat reaches the same audience as the first occurrence.
    const audience = rowsOfOccurrence(rows, 1).map((row) => ({
      id: row.customer_id,
      name: row.customer_name,
      phone: row.phone_number,
    }));
    queueOccurrence(state, campaign, occurrence, audience, at);
  }
  const count = rowsOfOccurrence(recipientsOf(state, campaign.id), occurrence).length;
  campaign.runtime.occurrence = occurrence;
  campaign.runtime.batch_size = Math.max(1, Math.ceil(count / ENGINE.SEND_TICKS));
  if (recordHistory) history(campaign, { at, action: 'SENDING', occurrence }, campaign.status);
  campaign.updated_at = at;
}

function progressMessages(
  seed: number,
  campaign: Campaign,
  rows: readonly CampaignRecipient[],
  at: string,
): { queued: number; outstanding: number } {
  const occurrence = campaign.runtime.occurrence;
  let sentNow = 0;
  let queued = 0;
  let outstanding = 0;
  const prefix = fnv(`${seed}:${campaign.id}:${occurrence}:`);
  for (const row of rows) {
    if (row.occurrence !== occurrence) continue;
    const outcome = () => outcomeFrom(prefix, row.customer_id);
    switch (row.state) {
      case 'queued':
        if (sentNow < campaign.runtime.batch_size) {
          row.state = 'sent';
          row.sent_at = at;
          row.message_id = messageIdOf(seed, campaign.id, occurrence, row.customer_id);
          sentNow += 1;
          outstanding += 1;
        } else {
          queued += 1;
        }
        break;
      case 'sent':
        if (outcome() === 'failed') {
          row.state = 'failed';
          row.failed_at = at;
        } else {
          row.state = 'delivered';
          row.delivered_at = at;
          if (outcome() === 'read') outstanding += 1;
        }
        break;
      case 'delivered':
        if (outcome() === 'read') {
          row.state = 'read';
          row.read_at = at;
        }
        break;
      default:
        break;
    }
  }
  return { queued, outstanding };
}

export function stepCampaign(
  state: CampaignsState,
  campaign: Campaign,
  nowMs: number,
  seed: number,
): boolean {
  const at = new Date(nowMs).toISOString();
  const runtime = campaign.runtime;
  switch (campaign.status) {
    case 'INITIAL':
      runtime.ticks_in_status += 1;
      if (runtime.ticks_in_status >= ENGINE.REVIEW_TICKS)
        engineMove(campaign, 'WAITING APPROVAL', 'SUBMITTED', at);
      return true;
    case 'ON GOING':
    case 'PROCCESSED': {
      if (runtime.occurrence === 0) {
        if (waitsForSchedule(campaign, nowMs)) return false;
        startOccurrence(state, campaign, 1, at, true);
      }
      const rows = recipientsOf(state, campaign.id);
      const left = progressMessages(seed, campaign, rows, at);
      campaign.updated_at = at;
      if (campaign.status === 'ON GOING' && left.queued === 0) {
        engineMove(campaign, 'PROCCESSED', 'PROCCESSED', at, { occurrence: runtime.occurrence });
      }
      if (campaign.status === 'PROCCESSED' && left.queued === 0 && left.outstanding === 0) {
        engineMove(campaign, 'DONE', 'DONE', at, { occurrence: runtime.occurrence });
        runtime.wait_ticks =
          runtime.occurrence < totalOccurrences(campaign) ? repeatIntervalTicks(campaign) : 0;
      }
      return true;
    }
    case 'DONE': {
      if (runtime.occurrence < totalOccurrences(campaign)) {
        if (runtime.wait_ticks > 0) {
          runtime.wait_ticks -= 1;
          return true;
        }
        if (scheduleEnded(campaign, nowMs)) {
          engineMove(campaign, 'FINISHED', 'FINISHED', at, {
            note: `The schedule ended on ${campaign.schedule_end_date}: occurrences ${runtime.occurrence + 1} to ${totalOccurrences(campaign)} were not sent.`,
          });
          return true;
        }
        engineMove(campaign, 'ON GOING', 'SENDING', at, { occurrence: runtime.occurrence + 1 });
        startOccurrence(state, campaign, runtime.occurrence + 1, at, false);
        return true;
      }
      runtime.ticks_in_status += 1;
      if (runtime.ticks_in_status >= ENGINE.CLOSE_TICKS) engineMove(campaign, 'FINISHED', 'FINISHED', at);
      return true;
    }
    // No engine work: a person moves it (waiting approval), or it has ended.
    case 'WAITING APPROVAL':
    case 'FINISHED':
    case 'REJECTED':
    case 'STOPPED':
      return false;
    default: {
      // Every status is handled above: a new one fails the typecheck here until its engine step is decided.
      const unhandled: never = campaign.status;
      throw new Error(`No engine step for campaign status ${String(unhandled)}`);
    }
  }
}

export function stepAll(state: CampaignsState, nowMs: number, seed: number): number[] {
  const changed: number[] = [];
  for (const campaign of state.campaigns) {
    if (!isEngineActive(campaign.status)) continue;
    if (stepCampaign(state, campaign, nowMs, seed)) changed.push(campaign.id);
  }
  return changed;
}

export function applyRequest(
  state: CampaignsState,
  campaign: Campaign,
  request: StateRequest,
  actor: Actor,
  note: string | null,
  at: string,
): RequestDecision {
  const decision = decideRequest(campaign.status, request);
  if (!decision.ok) return decision;
  const trimmed = note?.trim() ? note.trim() : null;
  history(
    campaign,
    { at, action: request, by_username: actor.username, by_name: actor.name, note: trimmed },
    decision.to,
  );
  campaign.status = decision.to;
  campaign.updated_at = at;
  campaign.runtime.ticks_in_status = 0;
  const rule = REQUEST_RULES[request];
  if (rule.keepsNote) campaign.rejection_note = trimmed ?? '';
  if (rule.cancelsQueued) cancelQueued(recipientsOf(state, campaign.id));
  return decision;
}

export interface RecipientCounts {
  recipients: number;
  queued: number;
  sent: number;
  delivered: number;
  read: number;
  failed: number;
  cancelled: number;
}

/** sent/delivered/read count messages that reached at least that stage. */
export function countRecipients(rows: readonly CampaignRecipient[]): RecipientCounts {
  const counts: RecipientCounts = {
    recipients: rows.length,
    queued: 0,
    sent: 0,
    delivered: 0,
    read: 0,
    failed: 0,
    cancelled: 0,
  };
  for (const row of rows) {
    if (row.sent_at) counts.sent += 1;
    if (row.delivered_at) counts.delivered += 1;
    if (row.read_at) counts.read += 1;
    if (row.state === 'failed') counts.failed += 1;
    if (row.state === 'queued') counts.queued += 1;
    if (row.state === 'cancelled') counts.cancelled += 1;
  }
  return counts;
}
