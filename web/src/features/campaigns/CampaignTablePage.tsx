import './campaigns.css';
import { useMemo } from 'react';
import { useAppDispatch, useAppSelector, useFeatureSaga } from '../../store/hooks';
import type { Column } from '../../components/column';
import { ListPage } from '../../lists/ListPage';
import { useListPage } from '../../lists/useListPage';
import { selectUser } from '../../session/sessionSlice';
import {
  campaignHistory,
  campaignHistorySaga,
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
import { Timestamp } from '../../components/Timestamp';

/**
 * The list (/campaign/list-campaign: the current campaigns, their progress, approve, reject and stop) and the
 * history (/campaign/history: every campaign, with its rejection note), 5 a page each: one table, two views.
 */
export type CampaignView = 'list' | 'history';

const VIEWS = {
  list: { kit: campaignList, saga: campaignListSaga },
  history: { kit: campaignHistory, saga: campaignHistorySaga },
} as const;

/** The spec's columns but Action, each with its plain value (sorting, quick search, export), put into the language shown by the list kit. */
function valueColumns(view: CampaignView): Column<CampaignRow>[] {
  return [
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
          {view === 'list' && <CampaignProgress campaign={row} />}
        </>
      ),
    },
    // The rejection note wraps within its column: read whole, never under the Action column.
    ...(view === 'history' ? [{ header: 'campaigns.list.note', value: campaignValues.note } as const] : []),
  ];
}

const NO_MODULES: readonly string[] = [];

export default function CampaignTablePage({ view }: { view: CampaignView }) {
  const { kit, saga } = VIEWS[view];
  useFeatureSaga(kit.slice.name, saga);
  const dispatch = useAppDispatch();
  const modules = useAppSelector(selectUser)?.modules ?? NO_MODULES;
  const busy = Boolean(useAppSelector(kit.selectList).acting);
  const columns = useMemo(
    (): Column<CampaignRow>[] => [
      ...valueColumns(view),
      {
        header: 'campaigns.list.action',
        cell: (row) => (
          <div className="row-actions">
            <DetailsButton campaign={row} />
            {view === 'list' && (
              <CampaignActions
                campaign={row}
                modules={modules}
                busy={busy}
                onAct={(kind, note) =>
                  dispatch(campaignList.actions.rowActionRequested({ id: String(row.id), kind, input: note }))
                }
              />
            )}
            <DuplicateButton campaign={row} modules={modules} />
          </div>
        ),
      },
    ],
    [busy, dispatch, modules, view],
  );
  const model = useListPage({ kit, columns });

  return <ListPage model={model} />;
}
