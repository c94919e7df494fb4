import { StatusBadge } from '../../../components/StatusBadge';
import { campaignStatusEntry } from '../../../lib/statuses';

/** The status as the screens show it: lower-cased, coloured by the status catalogue. */
export function CampaignStatus({ status }: { status: string | null | undefined }) {
  const entry = campaignStatusEntry(status);
  return <StatusBadge label={entry.label || '-'} tone={entry.tone} />;
}
