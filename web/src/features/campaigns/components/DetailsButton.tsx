import { useNavigate } from 'react-router-dom';
import { IconButton } from '../../../components/IconButton';
import { detailKeys, paths } from '../../../config/paths';

/** The details icon (spec part 2 section 3): keeps the campaign id under campaignId and opens the detail. */
export function DetailsButton({ campaign }: { campaign: { id: number; name: string } }) {
  const navigate = useNavigate();
  return (
    <IconButton
      icon="pi pi-eye"
      label={`View details of ${campaign.name}`}
      title="Details"
      onClick={() => {
        sessionStorage.setItem(detailKeys.campaignId, String(campaign.id));
        void navigate(paths.campaignDetail);
      }}
    />
  );
}
