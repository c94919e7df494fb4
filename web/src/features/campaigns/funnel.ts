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
