import type { CampaignRecipient } from '../../api/campaigns';

/**
 * The delivery funnel of a campaign, counted from the recipient list the detail already loads: every message,
 * those sent, delivered, read, and those that failed. Percentages are of all messages.
 */

export type FunnelStage = 'recipients' | 'sent' | 'delivered' | 'read' | 'failed';

export const FUNNEL_STAGES: readonly { stage: FunnelStage; label: string }[] = [
  { stage: 'recipients', label: 'Recipients' },
  { stage: 'sent', label: 'Sent' },
  { stage: 'delivered', label: 'Delivered' },
  { stage: 'read', label: 'Read' },
  { stage: 'failed', label: 'Failed' },
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
  label: string;
  count: number;
  /** Share of all messages, 0–100, one decimal. */
  percent: number;
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

export function percentText(percent: number): string {
  return `${Number.isInteger(percent) ? percent : percent.toFixed(1)}%`;
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

/** 'Occurrence 2': how the detail names an occurrence (its filter option and the recipient column). */
export const occurrenceLabel = (occurrence: number) => `Occurrence ${occurrence}`;

/** The occurrence an option label names, or null ('All' / cleared). */
export function occurrenceOfLabel(label: string | null): number | null {
  const match = /^Occurrence (\d+)$/.exec(label ?? '');
  return match ? Number(match[1]) : null;
}
