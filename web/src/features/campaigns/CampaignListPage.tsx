import './campaigns.css';
import { useAppDispatch, useAppSelector, useFeatureSaga } from '../../store/hooks';
import { COLUMN_WIDTHS, type Column } from '../../components/DataTable';
import { ListScreen } from '../../lists/ListScreen';
import { useListScreen } from '../../lists/useListScreen';
import { selectUser } from '../../session/sessionSlice';
import { PAGE_SIZE } from '../../lib/pagination';
import {
  CAMPAIGN_FILTERS,
  campaignList,
  campaignListSaga,
  campaignValues,
  type CampaignRow,
} from './campaignList';
import { CampaignActions } from './components/CampaignActions';
import { CampaignProgress } from './components/CampaignProgress';
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
    width: 'min(10rem, 18vw)',
    value: campaignValues.status,
    cell: (row) => (
      <>
        <CampaignStatus status={row.status} />
        <CampaignProgress campaign={row} />
      </>
    ),
  },
];

/** Campaign list (/campaign/list-campaign): the current campaigns, with approve, reject and stop. */
export default function CampaignListPage() {
  useFeatureSaga('campaignList', campaignListSaga);
  const dispatch = useAppDispatch();
  const modules = useAppSelector(selectUser)?.modules ?? [];
  const model = useListScreen({ kit: campaignList, columns: VALUE_COLUMNS, pageSize: PAGE_SIZE });
  const busy = Boolean(useAppSelector(campaignList.selectList).acting);

  const columns: Column<CampaignRow>[] = [
    ...VALUE_COLUMNS,
    {
      header: 'Action',
      // Details, approve, reject, stop and duplicate, each in its own slot.
      actions: 5,
      cell: (row) => (
        <div className="row-actions">
          <DetailsButton campaign={row} />
          <CampaignActions
            campaign={row}
            modules={modules}
            busy={busy}
            onAct={(kind, note) =>
              dispatch(campaignList.actions.rowActionRequested({ id: String(row.id), kind, input: note }))
            }
          />
          <DuplicateButton campaign={row} modules={modules} />
        </div>
      ),
    },
  ];

  return (
    <ListScreen
      title="Campaign Data"
      tableLabel="Campaigns"
      idPrefix="campaign-list-filter"
      filters={CAMPAIGN_FILTERS}
      columns={columns}
      model={model}
      rowKey={(row) => String(row.id)}
      wording="to"
    />
  );
}
