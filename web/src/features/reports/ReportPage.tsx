import './reports.css';
import { Button } from 'primereact/button';
import { useEffect, useMemo, useState } from 'react';
import { reportFileName, type Report } from '../../api/reports';
import { useAppDispatch, useAppSelector, useFeatureSaga } from '../../store/hooks';
import { DataPanel } from '../../components/DataPanel';
import type { Column } from '../../components/DataTable';
import { IconButton } from '../../components/IconButton';
import { PagedTable, usePagedRows } from '../../components/PagedTable';
import { StatusBadge } from '../../components/StatusBadge';
import { formatUtc } from '../../lib/dates';
import { emptyListText } from '../../lib/emptyListText';
import { reportStatusEntry } from '../../lib/statuses';
import { selectUser } from '../../session/sessionSlice';
import { ReportFilterFields } from './components/ReportFilterFields';
import { RequestDownloadDialog } from './components/RequestDownloadDialog';
import {
  buildReportFilters,
  campaignNameOptions,
  campaignStatusOptions,
  canDownload,
  canRequestReports,
  channelOptions,
  channelText,
  divisionOptions,
  EMPTY_REPORT_FILTERS,
  PAGE_SIZE,
  reportFilterOptions,
  type ReportFilterValues,
} from './reportRules';
import { downloadHint, failureReason } from './reportHints';
import { reportsSaga } from './reportsSaga';
import { reportsActions as actions, selectReports } from './reportsSlice';

/** A report's status, lower-cased, coloured by the report status catalogue. */
function ReportStatus({ status }: { status: string | null | undefined }) {
  const entry = reportStatusEntry(status);
  return <StatusBadge label={entry.label || '-'} tone={entry.tone} />;
}

/** Report Campaign (/campaign/report): the reports, their downloads and the Request Download dialog. */
export default function ReportPage() {
  useFeatureSaga('reports', reportsSaga);
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectReports);
  const user = useAppSelector(selectUser);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [values, setValues] = useState<ReportFilterValues>(EMPTY_REPORT_FILTERS);
  const [current, setPage] = usePagedRows(state.reports, PAGE_SIZE);

  useEffect(() => {
    dispatch(actions.opened());
    return () => {
      dispatch(actions.closed());
    };
  }, [dispatch]);

  const filterOptions = useMemo(() => reportFilterOptions(state.optionSource), [state.optionSource]);
  const request = state.request;
  const campaignNames = useMemo(() => campaignNameOptions(request.campaigns), [request.campaigns]);
  const statuses = useMemo(() => campaignStatusOptions(request.campaigns), [request.campaigns]);
  const channels = useMemo(
    () => channelOptions(request.accounts, request.channels),
    [request.accounts, request.channels],
  );
  const divisions = useMemo(() => divisionOptions(user?.divisions), [user?.divisions]);
  const mayRequest = canRequestReports(user?.modules ?? []);

  const columns: Column<Report>[] = [
    { header: 'ID', cell: (row) => row.id },
    { header: 'Campaign Name', cell: (row) => row.campaign_name },
    { header: 'Channel', cell: (row) => channelText(row.channel_name) },
    { header: 'Division', cell: (row) => row.division },
    { header: 'Created Date', cell: (row) => formatUtc(row.created_at) },
    {
      header: 'Status',
      cell: (row) => (
        <span className="report-status">
          <ReportStatus status={row.status} />
          {failureReason(row) !== null && (
            <i
              className="pi pi-info-circle"
              role="img"
              aria-label={`Reason: ${failureReason(row)}`}
              title={failureReason(row) ?? undefined}
            />
          )}
        </span>
      ),
    },
    {
      header: 'Action',
      cell: (row) => {
        const name = reportFileName(row.file);
        return (
          <IconButton
            icon={state.downloading === row.id ? 'pi pi-spin pi-spinner' : 'pi pi-download'}
            label={`Download report ${row.id}`}
            title={downloadHint(row)}
            disabled={!name || !canDownload(row) || state.downloading === row.id}
            onClick={() => dispatch(actions.downloadRequested(row))}
          />
        );
      },
    },
  ];

  const loading = state.status === 'pending' || state.status === 'idle';
  return (
    <>
      <DataPanel
        title="Reporting Data"
        actions={
          mayRequest && (
            <Button
              type="button"
              label="Request Download"
              icon="pi pi-file-export"
              onClick={() => dispatch(actions.requestDialogOpened())}
            />
          )
        }
        filters={
          <ReportFilterFields
            values={values}
            options={filterOptions}
            onChange={setValues}
            loading={loading && state.optionSource.length === 0}
          />
        }
        filtersOpen={filtersOpen}
        onToggleFilters={() => setFiltersOpen((open) => !open)}
        onApply={() => {
          setPage(1);
          dispatch(actions.loadRequested(buildReportFilters(values, state.optionSource)));
        }}
        onClear={() => {
          setValues(EMPTY_REPORT_FILTERS);
          setPage(1);
          dispatch(actions.loadRequested([]));
        }}
      >
        <PagedTable
          label="Reports"
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
      {mayRequest && (
        <RequestDownloadDialog
          key={request.session}
          visible={request.open}
          sending={request.sending}
          campaignNames={campaignNames}
          divisions={divisions}
          channels={channels}
          statuses={statuses}
          campaigns={request.campaigns}
          loadingCampaigns={request.campaignsStatus === 'pending'}
          onCancel={() => dispatch(actions.requestDialogClosed())}
          onSend={(body) => {
            setPage(1);
            dispatch(actions.requestSubmitted(body));
          }}
        />
      )}
    </>
  );
}
