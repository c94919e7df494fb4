import { StatusBadge } from '../../../components/StatusBadge';
import { useTranslate } from '../../../i18n/i18n';
import { campaignStatusEntry } from '../../../lib/statuses';
import { campaignStatusText } from '../../../lib/statusWords';

/** The status as the screens show it: in the user's words, coloured by the status catalogue. */
export function CampaignStatus({ status }: { status: string | null | undefined }) {
  const translate = useTranslate();
  return (
    <StatusBadge label={translate(campaignStatusText(status))} tone={campaignStatusEntry(status).tone} />
  );
}
