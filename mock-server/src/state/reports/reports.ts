import type { Language } from '@crm/domain';
import { words, type Said } from '../../i18n/messages.js';
import type { CampaignStatus } from '../campaigns/campaigns.js';

/**
 * State of the reports area (spec part 2 sections 3, 4 and 7): campaign reports that staff request and
 * download. A report is generated in the background into an .xlsx file under DATA_DIR/reports.
 *
 * Status machine (the server sends the statuses upper-case; the screen lower-cases them):
 *
 *   PENDING ──worker picks it up──▶ PROCESSING ──file written──▶ READY   (file set)
 *      ▲                               │
 *      └──restart / lost job (resume)──┤
 *                                      └──no matching campaign, write error, too many interruptions──▶ FAILED
 *                                                                                       (information set)
 *
 * READY and FAILED are final. Nothing stays PENDING or PROCESSING for ever: the worker sweeps the reports on
 * start, after a reset and periodically, and resumes (or, after MAX_ATTEMPTS interruptions, fails) any
 * in-progress report without a live job.
 */

export const REPORT_STATUSES = ['PENDING', 'PROCESSING', 'READY', 'FAILED'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** Allowed moves of the status machine (the worker refuses any other). */
export const REPORT_MOVES: Readonly<Record<ReportStatus, readonly ReportStatus[]>> = {
  PENDING: ['PROCESSING', 'FAILED'],
  PROCESSING: ['READY', 'FAILED', 'PENDING'],
  READY: [],
  FAILED: [],
};

/** How many times a generation may be started (interrupted by restarts) before the report fails. */
export const MAX_ATTEMPTS = 3;

export function isInProgress(status: ReportStatus): boolean {
  return status === 'PENDING' || status === 'PROCESSING';
}

export interface Report {
  id: number;
  campaign_name: string;
  /** The division (client) the report is for: a division id of the requesting user. */
  client_id: string;
  /** The division's name. */
  division: string;
  channel_account_id: number;
  /** Channel of the account (hyphenated; the screen shows hyphens as spaces). */
  channel_name: string;
  /** Campaign statuses the report covers. */
  request_status: CampaignStatus[];
  requested_by_username: string;
  requested_by_name: string;
  created_at: string;
  updated_at: string;
  status: ReportStatus;
  /** null until READY; then `reports/<file name>` (the last path segment is the download name). */
  file: string | null;
  /** Why the report FAILED (null otherwise). */
  information: string | null;
  /** Data rows in the file (READY only). */
  total_rows: number | null;
  /** Generations started so far (restart recovery gives up after MAX_ATTEMPTS). */
  attempts: number;
  /**
   * The campaigns that matched the request when it was made: the report covers them even when their status has
   * moved on by the time it is generated (absent in reports stored before this was kept).
   */
  campaign_ids?: number[];
  /**
   * The language of the request that asked for it: the words of its file's headers and of its failure (absent
   * in reports stored before this was kept, and in the seed's: English).
   */
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

/** The folder (relative to DATA_DIR, and the first segment of `file`) where report files live. */
export const REPORTS_FOLDER = 'reports';

/** The download name of a stored file path: its last segment. */
export function fileNameOf(file: string): string {
  return file.split(/[\\/]/).pop() ?? '';
}

/** What is said about a report, in its language (the requester's; English for the seed's). */
export function reportWords(report: Pick<Report, 'language'>, said: Said): string {
  return words(report.language ?? 'en', said);
}

/** Newest first; the id breaks ties so the order is stable. */
export function newestFirst(a: Report, b: Report): number {
  return b.created_at.localeCompare(a.created_at) || b.id - a.id;
}

/** A report as the API sends it (the worker's bookkeeping stays inside). */
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

/** Moves a report along the status machine; throws on a move it does not have. */
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
