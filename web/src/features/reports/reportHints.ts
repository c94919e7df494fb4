import { reportFileName, type Report } from '../../api/reports';
import { reportStatusEntry } from '../../lib/statuses';
import { canDownload } from './reportRules';

/** What a report row says about its file: the download's tooltip, and why a failed report has none. */

export const NOT_READY_HINT = 'The file is not ready yet';
export const NO_REASON = 'The server gave no reason.';

/** A report that ended without a file (the red statuses of the report catalogue). */
export function hasFailed(report: Pick<Report, 'status' | 'file'>): boolean {
  return !report.file && reportStatusEntry(report.status).tone === 'danger';
}

/** Why a failed report failed (the server's `information`), or null for a report that has not failed. */
export function failureReason(report: Pick<Report, 'status' | 'file' | 'information'>): string | null {
  if (!hasFailed(report)) return null;
  return report.information?.trim() || NO_REASON;
}

/** The download icon's tooltip: the file to download, why a failed report has none, or that it is coming. */
export function downloadHint(report: Pick<Report, 'status' | 'file' | 'information'>): string {
  const name = reportFileName(report.file);
  if (name && canDownload(report)) return `Download ${name}`;
  const reason = failureReason(report);
  return reason ? `The report failed: ${reason}` : NOT_READY_HINT;
}
