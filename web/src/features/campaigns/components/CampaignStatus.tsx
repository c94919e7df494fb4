import { StatusBadge } from '../../../components/StatusBadge';
import { statusLabel, statusTone } from '../campaignRules';

/** The status as the screens show it: lower-cased. */
export function CampaignStatus({ status }: { status: string | null | undefined }) {
  return <StatusBadge label={statusLabel(status) || '-'} tone={statusTone(status)} />;
}
