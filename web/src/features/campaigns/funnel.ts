import type { CampaignRecipient } from '../../api/campaigns';
import { formatNumber, raw, type MessageId, type Text } from '../../i18n/i18n';

/**
 * The delivery funnel of a campaign, counted from the recipient list the detail already loads: every message,
 * those sent, delivered, read, and those that failed. Percentages are of all messages.
 */

export type FunnelStage = 'recipients' | 'sent' | 'delivered' | 'read' | 'failed';

export const FUNNEL_STAGES: readonly { stage: FunnelStage; label: MessageId }[] = [
  { stage: 'recipients', label: 'campaigns.funnel.recipients' },
  { stage: 'sent', label: 'campaigns.funnel.sent' },
  { stage: 'delivered', label: 'campaigns.funnel.delivered' },
  { stage: 'read', label: 'campaigns.funnel.read' },
  { stage: 'failed', label: 'campaigns.funnel.failed' },
];

const IN_STAGE: Record<FunnelStage, (row: CampaignRecipient) => boolean> = {
  recipients: () => true,
  sent: (row) => Boolean(row.sent_at),
  delivered: (row) => Boolean(row.delivered_at),
  read: (row) => Boolean(row.read_at),
  failed: (row) => row.customer_detail?.state?.toLowerCase() === 'failed' || Boolean(row.failed_at),
};

export interface FunnelBar {
  stage: FunnelStage;
  label: MessageId;
  count: number;
  /** Share of all messages, 0–100, one decimal. */
  percent: number;
}

/** The states a message goes through (this backend's: queued → sent → delivered → read, or failed, cancelled). */
export const RECIPIENT_STATES = ['queued', 'sent', 'delivered', 'read', 'failed', 'cancelled'] as const;
type RecipientState = (typeof RECIPIENT_STATES)[number];

/** Each state's word: the funnel's where the funnel names it (one word for one state), its own otherwise. */
const STATE_WORDS: Record<RecipientState, MessageId> = {
  queued: 'campaigns.recipients.state.queued',
  sent: 'campaigns.funnel.sent',
  delivered: 'campaigns.funnel.delivered',
  read: 'campaigns.funnel.read',
  failed: 'campaigns.funnel.failed',
  cancelled: 'campaigns.recipients.state.cancelled',
};

/** A message's state in the words of the language shown; a state this backend does not send, as sent. */
export function recipientStateText(state: string | null | undefined): Text {
  const key = (state ?? '').trim().toLowerCase();
  return (RECIPIENT_STATES as readonly string[]).includes(key)
    ? STATE_WORDS[key as RecipientState]
    : raw(state ?? '');
}

export function funnel(rows: readonly CampaignRecipient[]): FunnelBar[] {
  const total = rows.length;
  return FUNNEL_STAGES.map(({ stage, label }) => {
    const count = rows.filter(IN_STAGE[stage]).length;
    return { stage, label, count, percent: total ? Math.round((count / total) * 1000) / 10 : 0 };
  });
}

export function rowsInStage<T extends CampaignRecipient>(rows: readonly T[], stage: FunnelStage | null): T[] {
  return stage ? rows.filter(IN_STAGE[stage]) : [...rows];
}

/** '33.3%' ('33,3%' in Bahasa Indonesia): the percent is already rounded to one decimal. */
export function percentText(percent: number): string {
  return `${formatNumber(percent)}%`;
}

/** The occurrences the messages belong to (a repeated campaign sends once per occurrence), ascending. */
export function occurrencesOf(rows: readonly CampaignRecipient[]): number[] {
  return [...new Set(rows.map((row) => row.occurrence ?? 1))].sort((a, b) => a - b);
}

/** The messages of one occurrence (null: of every occurrence). */
export function rowsOfOccurrence<T extends CampaignRecipient>(
  rows: readonly T[],
  occurrence: number | null,
): T[] {
  return occurrence === null ? [...rows] : rows.filter((row) => (row.occurrence ?? 1) === occurrence);
}
