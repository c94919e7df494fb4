import './campaigns.css';
import { useAppSelector, useFeatureSaga } from '../../store/hooks';
import { COLUMN_WIDTHS, type Column } from '../../components/DataTable';
import { ListScreen } from '../../lists/ListScreen';
import { useListScreen } from '../../lists/useListScreen';
import { selectUser } from '../../session/sessionSlice';
import { PAGE_SIZE } from '../../lib/pagination';
import {
  CAMPAIGN_FILTERS,
  campaignHistory,
  campaignHistorySaga,
  campaignValues,
  type CampaignRow,
} from './campaignList';
import { CampaignStatus } from './components/CampaignStatus';
import { DetailsButton } from './components/DetailsButton';
import { DuplicateButton } from './components/DuplicateButton';

/** The value columns (sorting, quick search, export): the spec's columns but Action. */
const VALUE_COLUMNS: readonly Column<CampaignRow>[] = [
  { header: 'Campaign Name', value: campaignValues.name },
  { header: 'Channel', width: 'min(8rem, 13vw)', value: campaignValues.channel },
  {
    header: 'Submit Date',
    width: COLUMN_WIDTHS.timestamp,
    value: campaignValues.submitDate,
    className: 'nowrap',
  },
  { header: 'Submit By', value: campaignValues.submitBy },
  {
    header: 'Status',
    // As wide as the campaign list's: the badge "waiting approval" stays on one line within it.
    width: 'min(10rem, 18vw)',
    value: campaignValues.status,
    cell: (row) => <CampaignStatus status={row.status} />,
  },
  // The rejection note wraps within its column: read whole, never under the Action column.
  { header: 'Note', value: campaignValues.note },
];

/** Campaign history (/campaign/history): every campaign, with its rejection note. 5 a page, like the list. */
export default function CampaignHistoryPage() {
  useFeatureSaga('campaignHistory', campaignHistorySaga);
  const modules = useAppSelector(selectUser)?.modules ?? [];
  const model = useListScreen({ kit: campaignHistory, columns: VALUE_COLUMNS, pageSize: PAGE_SIZE });

  const columns: Column<CampaignRow>[] = [
    ...VALUE_COLUMNS,
    {
      header: 'Action',
      actions: 2,
      cell: (row) => (
        <div className="row-actions">
          <DetailsButton campaign={row} />
          <DuplicateButton campaign={row} modules={modules} />
        </div>
      ),
    },
  ];

  return (
    <ListScreen
      title="Campaign History"
      tableLabel="Campaign history"
      idPrefix="campaign-history-filter"
      filters={CAMPAIGN_FILTERS}
      columns={columns}
      model={model}
      rowKey={(row) => String(row.id)}
      wording="to"
    />
  );
}
