import './reports.css';
import { Button } from 'primereact/button';
import { useMemo } from 'react';
import { reportFileName, type Report } from '../../api/reports';
import { useAppDispatch, useAppSelector, useFeatureSaga } from '../../store/hooks';
import type { Column } from '../../components/column';
import { IconButton } from '../../components/IconButton';
import { StatusBadge } from '../../components/StatusBadge';
import { formatUtc } from '../../lib/dates';
import { reportStatusEntry } from '../../lib/statuses';
import { raw, useT, useTranslate } from '../../i18n/i18n';
import { ListPage } from '../../lists/ListPage';
import { useListPage } from '../../lists/useListPage';
import { selectUser } from '../../session/sessionSlice';
import { RequestDownloadDialog } from './components/RequestDownloadDialog';
import {
  campaignNameOptions,
  campaignStatusOptions,
  canDownload,
  canRequestReports,
  channelOptions,
  channelText,
  divisionOptions,
  downloadHint,
  failureReason,
} from './reportRules';
import { reportList } from './reportList';
import { reportsSaga } from './reportsSaga';
import { reportsActions as actions, selectReports } from './reportsSlice';
import { Timestamp } from '../../components/Timestamp';

/** A report's status in words (lower-cased), coloured by the report status catalogue. */
function ReportStatus({ status }: { status: string | null | undefined }) {
  const entry = reportStatusEntry(status);
  return <StatusBadge label={entry.label ? entry.text : raw('-')} tone={entry.tone} />;
}

/** Why a failed report failed, as an info icon: its accessible name and hover title. */
function FailureReason({ report }: { report: Report }) {
  const t = useT();
  const translate = useTranslate();
  const reason = failureReason(report);
  if (reason === null) return null;
  return (
    <i
      className="pi pi-info-circle"
      role="img"
      aria-label={t('reports.reason', { reason })}
      title={translate(reason)}
    />
  );
}

/**
 * Report Campaign (/campaign/report) on the list kit: the reports (filters, page, sort and quick search in
 * the URL, export, a quiet refresh while a report is being generated), their downloads and the Request
 * Download dialog.
 */
export default function ReportPage() {
  useFeatureSaga('reports', reportsSaga);
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectReports);
  const user = useAppSelector(selectUser);

  const request = state.request;
  const campaignNames = useMemo(() => campaignNameOptions(request.campaigns), [request.campaigns]);
  const statuses = useMemo(() => campaignStatusOptions(request.campaigns), [request.campaigns]);
  const channels = useMemo(
    () => channelOptions(request.accounts, request.channels),
    [request.accounts, request.channels],
  );
  const divisions = useMemo(() => divisionOptions(user?.divisions), [user?.divisions]);
  const mayRequest = canRequestReports(user?.modules ?? []);
  const t = useT();

  const columns = useReportColumns(state.downloading);
  const model = useListPage({ kit: reportList, columns });

  return (
    <>
      <ListPage
        model={model}
        actions={
          mayRequest && (
            <Button
              type="button"
              label={t('reports.requestDownload')}
              icon="pi pi-file-export"
              onClick={() => dispatch(actions.requestDialogOpened())}
            />
          )
        }
      />
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
          loadErrors={{
            campaigns: request.campaignsStatus === 'failed' ? 'reports.request.loadFailed.campaigns' : null,
            channels: request.channelsStatus === 'failed' ? 'reports.request.loadFailed.channels' : null,
          }}
          onRetry={(lookup) => dispatch(actions.requestOptionsRetried(lookup))}
          onCancel={() => dispatch(actions.requestDialogClosed())}
          onSend={(body) => {
            // The new report comes first (newest first): back to page 1.
            model.setPage(1);
            dispatch(actions.requestSubmitted(body));
          }}
        />
      )}
    </>
  );
}

/** The report table's columns, with each report's download action (busy while its file is fetched). */
function useReportColumns(downloading: number | null) {
  const translate = useTranslate();
  return useMemo<Column<Report>[]>(
    () => [
      { header: 'reports.list.id', value: (row) => String(row.id) },
      { header: 'reports.list.campaignName', value: (row) => row.campaign_name },
      { header: 'reports.list.channel', value: (row) => channelText(row.channel_name) },
      { header: 'reports.list.division', value: (row) => row.division },
      {
        header: 'reports.list.createdDate',
        value: (row) => formatUtc(row.created_at),
        cell: (row) => <Timestamp value={row.created_at} />,
      },
      {
        header: 'reports.list.status',
        value: (row) => translate(reportStatusEntry(row.status).text),
        cell: (row) => (
          <span className="report-status">
            <ReportStatus status={row.status} />
            <FailureReason report={row} />
          </span>
        ),
      },
      {
        header: 'reports.list.action',
        cell: (row) => <DownloadButton report={row} busy={downloading === row.id} />,
      },
    ],
    [downloading, translate],
  );
}

/** The download icon: disabled without a file or while the report's file is being fetched. */
function DownloadButton({ report, busy }: { report: Report; busy: boolean }) {
  const dispatch = useAppDispatch();
  const t = useT();
  const translate = useTranslate();
  const name = reportFileName(report.file);
  return (
    <IconButton
      icon={busy ? 'pi pi-spin pi-spinner' : 'pi pi-download'}
      label={t('reports.downloadReport', { id: String(report.id) })}
      title={translate(downloadHint(report))}
      disabled={!name || !canDownload(report) || busy}
      onClick={() => dispatch(actions.downloadRequested(report))}
    />
  );
}
