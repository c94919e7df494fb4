import type { Campaign } from '../../api/campaigns';
import type { ChannelAccount } from '../../api/channels';
import { campaignStatusEntry, type BadgeTone, campaignStatusOf } from '../../lib/statuses';
import {
  CAMPAIGN_ACTION_RULES,
  CAMPAIGN_ACTIONS,
  MANAGE_MODULES,
  type CampaignAction,
  type Channel,
  type RepeatType,
} from '@crm/domain';
import { formatUtcMinute } from '../../lib/dates';
import { msg, raw, type MessageId, type Text } from '../../i18n/i18n';
import { hyphensToSpaces } from '../../lib/text';
import { dateAt, PERSON, POLL_INTERVALS, SOON, type PollPace } from '../../polling/pollingPolicy';

/** The polling policy's 'soon'. */
export const POLL_MS = POLL_INTERVALS.soon;
/** A sending campaign's recipient list (31.5 MB of JSON at 125,000 recipients) refetches at most this often. */
export const RECIPIENTS_EVERY_MS = 30_000;

export function canManageCampaigns(userModules: readonly string[]): boolean {
  return MANAGE_MODULES.every((module) => userModules.includes(module));
}

export type OfferedActions = Record<CampaignAction, boolean>;

/** For a user holding all three manage modules. */
export function offeredActions(
  status: string | null | undefined,
  userModules: readonly string[],
): OfferedActions {
  const allowed: readonly CampaignAction[] = canManageCampaigns(userModules)
    ? campaignStatusEntry(status).actions
    : [];
  return Object.fromEntries(CAMPAIGN_ACTIONS.map((kind) => [kind, allowed.includes(kind)])) as OfferedActions;
}

/** Finished campaigns are history only. */
export function isCurrentCampaign(status: string | null | undefined): boolean {
  return campaignStatusEntry(status).current;
}

export function isSending(status: string | null | undefined): boolean {
  return campaignStatusEntry(status).sending;
}

export type ScheduledStart = Partial<
  Pick<Campaign, 'is_scheduled' | 'schedule_start_date' | 'sent_recipients'>
>;

/** In ms. */
export function pendingStart(campaign: ScheduledStart, now: number): number | null {
  if (!campaign.is_scheduled || !campaign.schedule_start_date || campaign.sent_recipients) return null;
  const start = Date.parse(campaign.schedule_start_date);
  return Number.isNaN(start) || start <= now ? null : start;
}

/**
 * For polling/pollingPolicy.ts: a person while waiting approval (30 s); the start or next occurrence while
 * scheduled (5 min, or the date when sooner); the server while created or sending (3 s); nothing once ended.
 */
export function campaignPace(
  campaign: ScheduledStart &
    Pick<Campaign, 'status' | 'is_repeated' | 'num_of_occurence' | 'current_occurrence'>,
  now: number,
): PollPace | null {
  const entry = campaignStatusEntry(campaign.status);
  if (entry.actions.includes('approve')) return PERSON;
  if (entry.sending) {
    const start = pendingStart(campaign, now);
    return start === null ? SOON : dateAt(start);
  }
  const occurrencesLeft =
    campaign.is_repeated &&
    typeof campaign.current_occurrence === 'number' &&
    campaign.current_occurrence < (campaign.num_of_occurence ?? 0);
  if (campaignStatusOf(campaign.status) === 'DONE' && occurrencesLeft) return dateAt(null);
  return entry.live ? SOON : null;
}

const PROGRESS_FIELDS = [
  'status',
  'current_occurrence',
  'total_recipients',
  'sent_recipients',
  'delivered_recipients',
  'read_recipients',
  'failed_recipients',
] as const;

/** The recipient list is fetched again only when this changes. */
export function progressKey(campaign: Campaign): string {
  return PROGRESS_FIELDS.map((field) => campaign[field]).join('|');
}

export const REPEAT_UNITS: Record<RepeatType, MessageId> = {
  daily: 'newCampaign.repeat.unit.daily',
  weekly: 'newCampaign.repeat.unit.weekly',
  monthly: 'newCampaign.repeat.unit.monthly',
  yearly: 'newCampaign.repeat.unit.yearly',
};

/** As the backend reads it: a count of 0 repeats every 1 unit; 0 or 1 occurrences send once (null). */
export function repeatOf(
  campaign: Pick<Campaign, 'is_repeated' | 'repeat_type' | 'count_repeat' | 'num_of_occurence'>,
): { every: Text; occurrences: Text } | null {
  const occurrences = campaign.num_of_occurence ?? 0;
  if (!campaign.is_repeated || occurrences <= 1) return null;
  return {
    every: repeatEveryText(campaign.repeat_type, Math.max(1, campaign.count_repeat ?? 0)),
    occurrences: occurrenceText(occurrences),
  };
}

/** Spec wording. */
export function repeatEveryText(type: RepeatType | null | undefined, count: number | null | undefined): Text {
  if (!type || !REPEAT_UNITS[type]) return raw('-');
  return msg('campaigns.repeat.every', { count: count ?? 0, unit: msg(REPEAT_UNITS[type]) });
}

/** Spelled as the spec spells it. */
export function occurrenceText(count: number | null | undefined): Text {
  return msg('campaigns.repeat.occurrences', { count: count ?? 0 });
}

export function newestFirst(
  a: Pick<Campaign, 'created_at' | 'id'>,
  b: Pick<Campaign, 'created_at' | 'id'>,
): number {
  return (b.created_at ?? '').localeCompare(a.created_at ?? '') || b.id - a.id;
}

/** From the answer, else through its account and the channel list. */
export function channelNameOf(
  campaign: Pick<Campaign, 'channel_name' | 'channel_account_id'>,
  accounts: readonly ChannelAccount[],
  channels: readonly Channel[],
): string | null {
  if (campaign.channel_name) return campaign.channel_name;
  const account = accounts.find((item) => item.id === campaign.channel_account_id);
  return channels.find((channel) => channel.id === account?.channel_id)?.name ?? null;
}

export function channelText(name: string | null | undefined): string {
  return name ? hyphensToSpaces(name) : '-';
}

export interface ChannelOption {
  label: string;
  accountId: number;
}

/** The filter call filters by channel account: one option per account, named when a channel has several. */
export function channelOptions(
  campaigns: readonly Campaign[],
  accounts: readonly ChannelAccount[],
  channels: readonly Channel[],
): ChannelOption[] {
  const accountIds = [...new Set(campaigns.map((campaign) => campaign.channel_account_id))];
  const entries = accountIds.map((accountId) => {
    const campaign = campaigns.find((item) => item.channel_account_id === accountId) as Campaign;
    return {
      accountId,
      channel: channelText(channelNameOf(campaign, accounts, channels)),
      account: accounts.find((item) => item.id === accountId)?.name ?? `account ${accountId}`,
    };
  });
  const perChannel = new Map<string, number>();
  for (const entry of entries) perChannel.set(entry.channel, (perChannel.get(entry.channel) ?? 0) + 1);
  return entries
    .map((entry) => ({
      accountId: entry.accountId,
      label: (perChannel.get(entry.channel) ?? 0) > 1 ? `${entry.channel} (${entry.account})` : entry.channel,
    }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** The campaign's recipients as the backend counts them. */
export function audienceSize(campaign: Pick<Campaign, 'total_recipients'>): number | null {
  return typeof campaign.total_recipients === 'number' ? campaign.total_recipients : null;
}

/** The scheduled start still ahead, as the UTC minute the screens show. */
export function pendingStartText(campaign: ScheduledStart, now: number): string | null {
  const start = pendingStart(campaign, now);
  return start === null ? null : formatUtcMinute(start);
}

/** "On going" would say it sends. */
export const APPROVED_WAITING: MessageId = 'campaigns.detail.approved';

/**
 * Status beside the detail's title ("Approved" while waiting for its start, which the server calls on going),
 * the scheduled start, and `live` (next look seconds away; not while waiting for a person or a date).
 */
export function detailStatusOf(
  campaign: Parameters<typeof campaignPace>[0],
  now: number,
): { badge: { label: Text; tone: BadgeTone }; start: string | null; live: boolean } {
  const entry = campaignStatusEntry(campaign.status);
  const start = entry.awaitsStart ? pendingStartText(campaign, now) : null;
  return {
    badge: { label: start !== null && entry.sending ? APPROVED_WAITING : entry.text, tone: entry.tone },
    start,
    live: campaignPace(campaign, now)?.kind === 'soon',
  };
}

/** The newest REJECTED step of the history. */
export function rejectionOf(
  campaign: Pick<Campaign, 'histories' | 'rejection_note' | 'status'>,
): { note: string; by: string | null; at: string | null } | null {
  if (campaignStatusOf(campaign.status) !== 'REJECTED') return null;
  const step = [...(campaign.histories ?? [])]
    .reverse()
    .find((entry) => entry.action === CAMPAIGN_ACTION_RULES.reject.request);
  const note = (campaign.rejection_note ?? step?.note ?? '').trim();
  return { note: note || '-', by: step?.by_name ?? step?.by_username ?? null, at: step?.at ?? null };
}

export interface ListProgress {
  /** Customers × occurrences started, when the answer carries it. */
  recipients: number | null;
  progress: { sent: number; read: number } | null;
  scheduledStart: string | null;
}

/** See docs/deviations.md. */
export function listProgressOf(
  campaign: ScheduledStart & Pick<Campaign, 'status' | 'total_recipients' | 'read_recipients'>,
): ListProgress {
  // Started and not ended yet are the status catalogue's (lib/statuses).
  const entry = campaignStatusEntry(campaign.status);
  const recipients = audienceSize(campaign);
  const counted =
    typeof campaign.sent_recipients === 'number' && typeof campaign.read_recipients === 'number';
  const progress =
    counted && entry.started
      ? { sent: campaign.sent_recipients as number, read: campaign.read_recipients as number }
      : null;
  const notSentYet = !campaign.sent_recipients;
  const scheduledStart =
    campaign.is_scheduled && campaign.schedule_start_date && notSentYet && entry.awaitsStart
      ? campaign.schedule_start_date
      : null;
  return {
    recipients,
    progress: progress && !(scheduledStart && progress.sent === 0) ? progress : null,
    scheduledStart,
  };
}

/** As a CSS width: 0% to 100%. */
export function percentOf(part: number, whole: number | null): string {
  if (!whole || whole <= 0) return '0%';
  return `${Math.min(100, Math.max(0, Math.round((part / whole) * 100)))}%`;
}
