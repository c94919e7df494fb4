import './campaigns.css';
import { useMemo } from 'react';
import { useT, type t as translateId } from '../../i18n/i18n';
import { useAppSelector, useFeatureSaga } from '../../store/hooks';
import { COLUMN_WIDTHS, type Column } from '../../components/DataTable';
import { ListScreen } from '../../lists/ListScreen';
import { useListScreen } from '../../lists/useListScreen';
import { selectUser } from '../../session/sessionSlice';
import { campaignHistory, campaignHistorySaga, campaignValues, type CampaignRow } from './campaignList';
import { CampaignStatus } from './components/CampaignStatus';
import { DetailsButton } from './components/DetailsButton';
import { DuplicateButton } from './components/DuplicateButton';

/** The spec's columns but Action, each with its plain value (sorting, quick search, export), in the user's words. */
const valueColumns = (t: typeof translateId): Column<CampaignRow>[] => [
  { header: t('campaigns.list.campaignName'), value: campaignValues.name },
  { header: t('campaigns.list.channel'), width: 'min(8rem, 13vw)', value: campaignValues.channel },
  {
    header: t('campaigns.list.submitDate'),
    width: COLUMN_WIDTHS.timestamp,
    value: campaignValues.submitDate,
    className: 'nowrap',
  },
  { header: t('campaigns.list.submitBy'), value: campaignValues.submitBy },
  {
    header: t('campaigns.list.status'),
    // As wide as the campaign list's: the badge "waiting approval" stays on one line within it.
    width: 'min(10rem, 18vw)',
    value: campaignValues.status,
    cell: (row) => <CampaignStatus status={row.status} />,
  },
  // The rejection note wraps within its column: read whole, never under the Action column.
  { header: t('campaigns.list.note'), value: campaignValues.note },
];

const NO_MODULES: readonly string[] = [];

/** Campaign history (/campaign/history): every campaign, with its rejection note. 5 a page, like the list. */
export default function CampaignHistoryPage() {
  useFeatureSaga('campaignHistory', campaignHistorySaga);
  const modules = useAppSelector(selectUser)?.modules ?? NO_MODULES;
  const t = useT();
  const columns = useMemo(
    (): Column<CampaignRow>[] => [
      ...valueColumns(t),
      {
        header: t('campaigns.list.action'),
        actions: 2,
        cell: (row) => (
          <div className="row-actions">
            <DetailsButton campaign={row} />
            <DuplicateButton campaign={row} modules={modules} />
          </div>
        ),
      },
    ],
    [modules, t],
  );
  const model = useListScreen({ kit: campaignHistory, columns });

  return <ListScreen model={model} />;
}
