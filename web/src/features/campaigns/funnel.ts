import type { Campaign, CampaignRecipient } from '../../api/campaigns';
import { formatNumber, raw, type MessageId, type Text } from '../../i18n/i18n';

/**
 * The delivery funnel, in percent of all messages. Counts come from the campaign answer when it carries them; the
 * recipient list is counted only for one occurrence of a repeated campaign or an answer without figures.
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
  /** 0–100, one decimal. */
  percent: number;
}

/** This backend's: queued → sent → delivered → read, or failed, cancelled. */
export const RECIPIENT_STATES = ['queued', 'sent', 'delivered', 'read', 'failed', 'cancelled'] as const;
type RecipientState = (typeof RECIPIENT_STATES)[number];

/** The funnel's word where it names the state, its own otherwise. */
const STATE_WORDS: Record<RecipientState, MessageId> = {
  queued: 'campaigns.recipients.state.queued',
  sent: 'campaigns.funnel.sent',
  delivered: 'campaigns.funnel.delivered',
  read: 'campaigns.funnel.read',
  failed: 'campaigns.funnel.failed',
  cancelled: 'campaigns.recipients.state.cancelled',
};

/** An unknown state, as sent. */
export function recipientStateText(state: string | null | undefined): Text {
  const key = (state ?? '').trim().toLowerCase();
  return (RECIPIENT_STATES as readonly string[]).includes(key)
    ? STATE_WORDS[key as RecipientState]
    : raw(state ?? '');
}

export type FunnelFigures = Record<FunnelStage, number>;

/** Null when the answer lacks one, or for a single occurrence (the answer's figures are of all). */
export function funnelFigures(
  campaign: Pick<
    Campaign,
    'total_recipients' | 'sent_recipients' | 'delivered_recipients' | 'read_recipients' | 'failed_recipients'
  >,
  occurrence: number | null,
): FunnelFigures | null {
  if (occurrence !== null) return null;
  const figures = {
    recipients: campaign.total_recipients,
    sent: campaign.sent_recipients,
    delivered: campaign.delivered_recipients,
    read: campaign.read_recipients,
    failed: campaign.failed_recipients,
  };
  return Object.values(figures).every((value) => typeof value === 'number')
    ? (figures as FunnelFigures)
    : null;
}

export function funnel(
  rows: readonly CampaignRecipient[],
  figures: FunnelFigures | null = null,
): FunnelBar[] {
  const countOf = (stage: FunnelStage) => figures?.[stage] ?? rows.filter(IN_STAGE[stage]).length;
  const total = countOf('recipients');
  return FUNNEL_STAGES.map(({ stage, label }) => {
    const count = countOf(stage);
    return { stage, label, count, percent: total ? Math.round((count / total) * 1000) / 10 : 0 };
  });
}

export function rowsInStage<T extends CampaignRecipient>(rows: readonly T[], stage: FunnelStage | null): T[] {
  return stage ? rows.filter(IN_STAGE[stage]) : [...rows];
}

/** '33,3%' in Bahasa Indonesia; already rounded to one decimal. */
export function percentText(percent: number): string {
  return `${formatNumber(percent)}%`;
}

/** Ascending. */
export function occurrencesOf(rows: readonly CampaignRecipient[]): number[] {
  return [...new Set(rows.map((row) => row.occurrence ?? 1))].sort((a, b) => a - b);
}

/** Null: of every occurrence. */
export function rowsOfOccurrence<T extends CampaignRecipient>(
  rows: readonly T[],
  occurrence: number | null,
): T[] {
  return occurrence === null ? [...rows] : rows.filter((row) => (row.occurrence ?? 1) === occurrence);
}
