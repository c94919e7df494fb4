import { type CampaignStatus, type Language, type ReportStatus } from '@crm/domain';
import { words, type Said } from '../../i18n/messages.js';

// Nothing stays PENDING or PROCESSING for ever: the worker sweeps the reports on start, after a reset and
// periodically, and resumes (or after MAX_ATTEMPTS fails) any in-progress report without a live job.

export const REPORT_MOVES: Readonly<Record<ReportStatus, readonly ReportStatus[]>> = {
  PENDING: ['PROCESSING', 'FAILED'],
  PROCESSING: ['READY', 'FAILED', 'PENDING'],
  READY: [],
  FAILED: [],
};

export const MAX_ATTEMPTS = 3;

export function isInProgress(status: ReportStatus): boolean {
  return status === 'PENDING' || status === 'PROCESSING';
}

export interface Report {
  id: number;
  campaign_name: string;
  client_id: string;
  division: string;
  channel_account_id: number;
  /** Hyphenated; the screen shows hyphens as spaces. */
  channel_name: string;
  request_status: CampaignStatus[];
  requested_by_username: string;
  requested_by_name: string;
  created_at: string;
  updated_at: string;
  status: ReportStatus;
  /** The last path segment is the download name. */
  file: string | null;
  information: string | null;
  total_rows: number | null;
  attempts: number;
  /** The report covers these even when their status has moved on (absent in older stored reports). */
  campaign_ids?: number[];
  /** Absent in older stored reports and the seed's: English. */
  language?: Language;
}

export interface ReportsState {
  reports: Report[];
  nextReportId: number;
}

export function emptyReports(): ReportsState {
  return { reports: [], nextReportId: 1 };
}

export function findReport(state: ReportsState, id: number): Report | undefined {
  return state.reports.find((report) => report.id === id);
}

export const REPORTS_FOLDER = 'reports';

export function fileNameOf(file: string): string {
  return file.split(/[\\/]/).pop() ?? '';
}

export function reportWords(report: Pick<Report, 'language'>, said: Said): string {
  return words(report.language ?? 'en', said);
}

export function reportDto(report: Report) {
  const {
    attempts: _attempts,
    requested_by_username: _username,
    campaign_ids: _ids,
    language: _language,
    ...fields
  } = report;
  return fields;
}

export function moveReport(
  report: Report,
  to: ReportStatus,
  at: string,
  changes: Partial<Pick<Report, 'file' | 'information' | 'total_rows'>> = {},
): void {
  if (!REPORT_MOVES[report.status].includes(to)) {
    throw new Error(`report ${report.id}: no move from ${report.status} to ${to}`);
  }
  report.status = to;
  report.updated_at = at;
  if (to === 'PROCESSING') report.attempts += 1;
  Object.assign(report, changes);
}
