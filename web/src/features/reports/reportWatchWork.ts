import type { Apis } from '../../api/apis';
import { call, put } from 'redux-saga/effects';
import { errorMessage } from '../../api/apiError';
import { reportFileName, type Report } from '../../api/reports';
import type { WatchedWork, WorkKind, WorkOutcome } from '../../polling/workWatch';
import { msg, raw } from '../../i18n/i18n';
import { notify } from '../../store/notificationsSlice';
import { saveBlob } from '../../components/saveFile';
import { canDownload, failureReason } from './reportRules';

/**
 * Requested reports as work the shell watches (polling/workWatch.ts): announced wherever the user is once
 * ready ("Report 12 is ready", with Download) or failed (with the server's reason). Loaded with the first
 * look, so the shell's first load carries none of it.
 */

/** The watch's entry for an accepted report request. */
export function watchedReport(report: Pick<Report, 'id' | 'campaign_name'>): WatchedWork {
  return { kind: 'report', id: String(report.id), label: `Report ${report.id}` };
}

/** What one look at the report list says about a watched report. */
export function reportOutcome(report: Report | undefined): WorkOutcome {
  if (!report) return { state: 'gone' };
  if (canDownload(report) && report.file) {
    return {
      state: 'ended',
      toast: {
        severity: 'success',
        summary: msg('reports.ready', { id: String(report.id) }),
        detail: raw(report.campaign_name),
      },
      action: { label: 'reports.download', data: { file: report.file } },
    };
  }
  const reason = failureReason(report);
  if (reason !== null)
    return {
      state: 'ended',
      toast: { severity: 'error', summary: msg('reports.failed', { id: String(report.id) }), detail: reason },
    };
  return { state: 'moving' };
}

export const reportWork: WorkKind = {
  *look(deps, works) {
    const api: Apis = yield call(deps.api);
    const reports: Report[] = yield call(api.reports.list);
    return new Map(
      works.map((work) => [work.id, reportOutcome(reports.find((report) => String(report.id) === work.id))]),
    );
  },
  /** Download: the ready report's file, saved under its name. */
  *act(deps, work) {
    const fileName = reportFileName(work.data?.file ?? null);
    try {
      const api: Apis = yield call(deps.api);
      const blob: Blob = yield call(api.reports.download, fileName);
      yield call(saveBlob, blob, fileName);
    } catch (error) {
      yield put(notify({ severity: 'error', ...errorMessage(error) }));
    }
  },
};
