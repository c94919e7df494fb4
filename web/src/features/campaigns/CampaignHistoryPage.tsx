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
import { channelNameOf, channelText, PAGE_SIZE } from './campaignRules';
import {
  CampaignFilterFields,
  campaignFilters,
  EMPTY_FILTERS,
  filterOptions,
  type CampaignFilterValues,
} from './components/CampaignFilters';
import { CampaignStatus } from './components/CampaignStatus';
import { DuplicateButton } from './components/DuplicateButton';
import { selectUser } from '../../session/sessionSlice';
import { campaignHistorySaga } from './historySaga';
import { campaignHistorySlice, selectCampaignHistory } from './historySlice';

const { actions } = campaignHistorySlice;

/** Campaign history (/campaign/history): every campaign, with its rejection note. 5 a page, like the list. */
export default function CampaignHistoryPage() {
  useFeatureSaga('campaignHistory', campaignHistorySaga);
  const modules = useAppSelector(selectUser)?.modules ?? [];
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectCampaignHistory);
  const [filtersOpen, setFiltersOpen] = useState(true);
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

  const columns: Column<Campaign>[] = [
    { header: 'Campaign Name', cell: (row) => row.name },
    { header: 'Channel', cell: (row) => channelText(channelNameOf(row, state.accounts, state.channels)) },
    { header: 'Submit Date', cell: (row) => formatUtc(row.created_at) },
    { header: 'Submit By', cell: (row) => row.submit_by_user_name },
    { header: 'Status', cell: (row) => <CampaignStatus status={row.status} /> },
    {
      header: 'Note',
      cell: (row) => (row.rejection_note?.trim() ? row.rejection_note : '-'),
      className: 'note-cell',
    },
    {
      header: 'Action',
      cell: (row) => (
        <div className="row-actions">
          <IconButton
            icon="pi pi-eye"
            label={`View details of ${row.name}`}
            title="Details"
            onClick={() => dispatch(actions.detailsRequested(row.id))}
          />
          <DuplicateButton campaign={row} modules={modules} />
        </div>
      ),
    },
  ];

  const loading = state.status === 'pending' || state.status === 'idle';
  return (
    <DataPanel
      title="Campaign History"
      filters={
        <CampaignFilterFields
          idPrefix="campaign-history-filter"
          values={values}
          options={options}
          onChange={setValues}
          loading={loading && state.optionSource.length === 0}
        />
      }
      filtersOpen={filtersOpen}
      onToggleFilters={() => setFiltersOpen((open) => !open)}
      onApply={() => {
        setPage(1);
        dispatch(actions.loadRequested(campaignFilters(values, options)));
      }}
      onClear={() => {
        setValues(EMPTY_FILTERS);
        setPage(1);
        dispatch(actions.loadRequested([]));
      }}
    >
      <PagedTable
        label="Campaign history"
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
