import { StatusBadge } from '../../../components/StatusBadge';
import { campaignStatusEntry } from '../../../lib/statuses';

/** The status as the screens show it: in the user's words, coloured by the status catalogue. */
export function CampaignStatus({ status }: { status: string | null | undefined }) {
  const entry = campaignStatusEntry(status);
  return <StatusBadge label={entry.text} tone={entry.tone} />;
}
