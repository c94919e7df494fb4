import { useNavigate } from 'react-router-dom';
import { IconButton } from '../../../components/IconButton';
import { detailKeys, paths } from '../../../config/paths';
import { useT } from '../../../i18n/i18n';

/** The details icon (spec part 2 section 3): keeps the campaign id under campaignId and opens the detail. */
export function DetailsButton({ campaign }: { campaign: { id: number; name: string } }) {
  const t = useT();
  const navigate = useNavigate();
  return (
    <IconButton
      icon="pi pi-eye"
      label={t('campaigns.detailsOf', { name: campaign.name })}
      title={t('campaigns.details')}
      onClick={() => {
        sessionStorage.setItem(detailKeys.campaignId, String(campaign.id));
        void navigate(paths.campaignDetail);
      }}
    />
  );
}
