import './campaigns.css';
import { useEffect, useMemo, useState } from 'react';
import type { Campaign } from '../../api/campaigns';
import { useAppDispatch, useAppSelector, useFeatureSaga } from '../../store/hooks';
import { DataPanel } from '../../components/DataPanel';
import type { Column } from '../../components/DataTable';
import { IconButton } from '../../components/IconButton';
import { PagedTable, usePagedRows } from '../../components/PagedTable';
import { formatUtc } from '../../lib/dates';
import { emptyListText } from '../../lib/emptyListText';
import { selectUser } from '../../session/sessionSlice';
import { channelNameOf, channelText, PAGE_SIZE } from './campaignRules';
import type { ActionKind } from './campaignTableSlice';
import {
  CampaignFilterFields,
  campaignFilters,
  EMPTY_FILTERS,
  filterOptions,
  type CampaignFilterValues,
} from './components/CampaignFilters';
import { CampaignProgress } from './components/CampaignProgress';
import { CampaignStatus } from './components/CampaignStatus';
import { DuplicateButton } from './components/DuplicateButton';
import { CampaignActions } from './components/CampaignActions';
import { campaignListSaga } from './listSaga';
import { campaignListSlice, selectCampaignList } from './listSlice';

const { actions } = campaignListSlice;

/** Campaign list (/campaign/list-campaign): the current campaigns, with approve, reject and stop. */
export default function CampaignListPage() {
  useFeatureSaga('campaignList', campaignListSaga);
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectCampaignList);
  const modules = useAppSelector(selectUser)?.modules ?? [];
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [values, setValues] = useState<CampaignFilterValues>(EMPTY_FILTERS);
  const [current, setPage] = usePagedRows(state.campaigns, PAGE_SIZE);

  useEffect(() => {
    dispatch(actions.opened());
    return () => {
      dispatch(actions.closed());
    };
  }, [dispatch]);

  const options = useMemo(
    () => filterOptions(state.optionSource, state.accounts, state.channels),
    [state.optionSource, state.accounts, state.channels],
  );

  const apply = () => {
    setPage(1);
    dispatch(actions.loadRequested(campaignFilters(values, options)));
  };
  const clear = () => {
    setValues(EMPTY_FILTERS);
    setPage(1);
    dispatch(actions.loadRequested([]));
  };
  const act = (campaign: Campaign, kind: ActionKind, note?: string) =>
    dispatch(actions.actionRequested({ campaignId: campaign.id, kind, note }));

  const columns: Column<Campaign>[] = [
    { header: 'Campaign Name', cell: (row) => row.name },
    { header: 'Channel', cell: (row) => channelText(channelNameOf(row, state.accounts, state.channels)) },
    { header: 'Submit Date', cell: (row) => formatUtc(row.created_at) },
    { header: 'Submit By', cell: (row) => row.submit_by_user_name },
    {
      header: 'Status',
      cell: (row) => (
        <>
          <CampaignStatus status={row.status} />
          <CampaignProgress campaign={row} />
        </>
      ),
    },
    {
      header: 'Action',
      cell: (row) => {
        const busy = state.acting !== null;
        return (
          <div className="row-actions">
            <IconButton
              icon="pi pi-eye"
              label={`View details of ${row.name}`}
              title="Details"
              onClick={() => dispatch(actions.detailsRequested(row.id))}
            />
            <CampaignActions
              campaign={row}
              modules={modules}
              busy={busy}
              onAct={(kind, note) => act(row, kind, note)}
            />
            <DuplicateButton campaign={row} modules={modules} />
          </div>
        );
      },
    },
  ];

  const loading = state.status === 'pending' || state.status === 'idle';
  return (
    <DataPanel
      title="Campaign Data"
      filters={
        <CampaignFilterFields
          idPrefix="campaign-list-filter"
          values={values}
          options={options}
          onChange={setValues}
          loading={loading && state.optionSource.length === 0}
        />
      }
      filtersOpen={filtersOpen}
      onToggleFilters={() => setFiltersOpen((open) => !open)}
      onApply={apply}
      onClear={clear}
    >
      <PagedTable
        label="Campaigns"
        columns={columns}
        page={current}
        rowKey={(row) => String(row.id)}
        loading={loading}
        emptyText={emptyListText(state.filters.length > 0 && state.optionSource.length > 0)}
        error={state.status === 'failed' ? state.error : null}
        onRetry={() => dispatch(actions.loadRequested(state.filters))}
        onPage={setPage}
        wording="to"
      />
    </DataPanel>
  );
}
