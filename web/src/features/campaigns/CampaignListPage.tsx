import './campaigns.css';
import { useMemo } from 'react';
import { useAppDispatch, useAppSelector, useFeatureSaga } from '../../store/hooks';
import type { Column } from '../../components/column';
import { ListPage } from '../../lists/ListPage';
import { useListPage } from '../../lists/useListPage';
import { selectUser } from '../../session/sessionSlice';
import { campaignList, campaignListSaga, campaignValues, type CampaignRow } from './campaignList';
import { CampaignActions } from './components/CampaignActions';
import { CampaignProgress } from './components/CampaignProgress';
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
    cell: (row) => (
      <>
        <CampaignStatus status={row.status} />
        <CampaignProgress campaign={row} />
      </>
    ),
  },
];

const NO_MODULES: readonly string[] = [];

/** Campaign list (/campaign/list-campaign): the current campaigns, with approve, reject and stop. */
export default function CampaignListPage() {
  useFeatureSaga('campaignList', campaignListSaga);
  const dispatch = useAppDispatch();
  const modules = useAppSelector(selectUser)?.modules ?? NO_MODULES;
  const busy = Boolean(useAppSelector(campaignList.selectList).acting);
  const columns = useMemo(
    (): Column<CampaignRow>[] => [
      ...valueColumns,
      {
        header: 'campaigns.list.action',
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
    ],
    [busy, dispatch, modules],
  );
  const model = useListPage({ kit: campaignList, columns });

  return <ListPage model={model} />;
}
