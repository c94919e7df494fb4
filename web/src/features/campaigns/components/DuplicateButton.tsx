import { useNavigate } from 'react-router-dom';
import { IconButton } from '../../../components/IconButton';
import { modules as moduleNames } from '../../../config/modules';
import { paths } from '../../../config/paths';
import { useT } from '../../../i18n/i18n';
import { DUPLICATE_KEY } from '../duplicate';

/**
 * "Duplicate": opens New Campaign prefilled with this campaign's template, parameters and segmentation. Shown
 * only to users who may create campaigns (crm.campaign.add).
 */
export function DuplicateButton({
  campaign,
  modules,
}: {
  campaign: { id: number; name: string };
  modules: readonly string[];
}) {
  const t = useT();
  const navigate = useNavigate();
  if (!modules.includes(moduleNames.campaignAdd)) return null;
  return (
    <IconButton
      icon="pi pi-copy"
      label={t('campaigns.duplicateOf', { name: campaign.name })}
      title={t('campaigns.duplicate')}
      onClick={() => {
        sessionStorage.setItem(DUPLICATE_KEY, String(campaign.id));
        void navigate(paths.campaignNew);
      }}
    />
  );
}
