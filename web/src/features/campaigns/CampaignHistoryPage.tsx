import './campaigns.css';
import { useMemo } from 'react';
import { useAppSelector, useFeatureSaga } from '../../store/hooks';
import type { Column } from '../../components/column';
import { ListPage } from '../../lists/ListPage';
import { useListPage } from '../../lists/useListPage';
import { selectUser } from '../../session/sessionSlice';
import { campaignHistory, campaignHistorySaga, campaignValues, type CampaignRow } from './campaignList';
import { CampaignStatus } from './components/CampaignStatus';
import { DetailsButton } from './components/DetailsButton';
import { DuplicateButton } from './components/DuplicateButton';
import { Timestamp } from '../../components/Timestamp';

/** The spec's columns but Action, each with its plain value (sorting, quick search, export), put into the language shown by the list kit. */
const valueColumns: Column<CampaignRow>[] = [
  { header: 'campaigns.list.campaignName', value: campaignValues.name },
  { header: 'campaigns.list.channel', value: campaignValues.channel },
  {
    header: 'campaigns.list.submitDate',
    value: campaignValues.submitDate,
    cell: (row) => <Timestamp value={row.created_at} />,
  },
  { header: 'campaigns.list.submitBy', value: campaignValues.submitBy },
  {
    header: 'campaigns.list.status',
    value: campaignValues.status,
    cell: (row) => <CampaignStatus status={row.status} />,
  },
  // The rejection note wraps within its column: read whole, never under the Action column.
  { header: 'campaigns.list.note', value: campaignValues.note },
];

const NO_MODULES: readonly string[] = [];

/** Campaign history (/campaign/history): every campaign, with its rejection note. 5 a page, like the list. */
export default function CampaignHistoryPage() {
  useFeatureSaga('campaignHistory', campaignHistorySaga);
  const modules = useAppSelector(selectUser)?.modules ?? NO_MODULES;
  const columns = useMemo(
    (): Column<CampaignRow>[] => [
      ...valueColumns,
      {
        header: 'campaigns.list.action',
        cell: (row) => (
          <div className="row-actions">
            <DetailsButton campaign={row} />
            <DuplicateButton campaign={row} modules={modules} />
          </div>
        ),
      },
    ],
    [modules],
  );
  const model = useListPage({ kit: campaignHistory, columns });

  return <ListPage model={model} />;
}
