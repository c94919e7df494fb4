import { reportFileName, type Report } from '../../api/reports';
import { msg, raw, type MessageId, type Text } from '../../i18n/i18n';
import { reportStatusEntry } from '../../lib/statuses';
import { canDownload } from './reportRules';

/** What a report row says about its file: the download's tooltip, and why a failed report has none. */

export const NOT_READY_HINT: MessageId = 'reports.hint.notReady';
/** A message (not a bare id), so it can stand as a value inside another message ("The report failed: {reason}"). */
export const NO_REASON: Text = msg('reports.noReason');

/** A report that ended without a file (the red statuses of the report catalogue). */
export function hasFailed(report: Pick<Report, 'status' | 'file'>): boolean {
  return !report.file && reportStatusEntry(report.status).tone === 'danger';
}

/**
 * Why a failed report failed (the server's `information`, shown as the server wrote it), or null for a report
 * that has not failed.
 */
export function failureReason(report: Pick<Report, 'status' | 'file' | 'information'>): Text | null {
  if (!hasFailed(report)) return null;
  const information = report.information?.trim();
  return information ? raw(information) : NO_REASON;
}

/** The download icon's tooltip: the file to download, why a failed report has none, or that it is coming. */
export function downloadHint(report: Pick<Report, 'status' | 'file' | 'information'>): Text {
  const name = reportFileName(report.file);
  if (name && canDownload(report)) return msg('reports.hint.download', { name });
  const reason = failureReason(report);
  return reason ? msg('reports.hint.failed', { reason }) : NOT_READY_HINT;
}
