import type { PayloadAction } from '@reduxjs/toolkit';
import type { AxiosInstance } from 'axios';
import { errorText } from '../../api/apiError';
import { call, put } from 'redux-saga/effects';
import { createReportsApi, reportFileName, type Report } from '../../api/reports';
import { notify } from '../../store/notificationsSlice';
import type { SagaDeps } from '../../store/sagaDeps';
import { saveBlob } from '../../lib/saveFile';
import { failureReason } from './reportHints';
import { canDownload } from './reportRules';
import { READY_TOAST_LIFE_MS, reportWatchActions } from './reportWatchActions';

/**
 * The work of the report watch (reportWatch.ts), loaded with the first accepted report request so that the
 * shell's first load carries none of it.
 */

export function readyToast(report: Report) {
  return notify({
    severity: 'success',
    summary: `Report ${report.id} is ready`,
    detail: report.campaign_name,
    life: READY_TOAST_LIFE_MS,
    action: { label: 'Download', run: reportWatchActions.downloadRequested(report) },
  });
}

export function failedToast(report: Report, reason: string) {
  return notify({
    severity: 'error',
    summary: `Report ${report.id} failed`,
    detail: reason,
    life: READY_TOAST_LIFE_MS,
  });
}

function* reportsApi(deps: SagaDeps) {
  const http: AxiosInstance = yield call(deps.http);
  return createReportsApi(http);
}

/** One look at the reports: toasts for the pending ones that are ready or failed, which stop being pending. */
export function* check(deps: SagaDeps, pending: Map<number, Report>) {
  try {
    const api: ReturnType<typeof createReportsApi> = yield call(reportsApi, deps);
    const reports: Report[] = yield call(api.list);
    for (const [id] of [...pending]) {
      const report = reports.find((candidate) => candidate.id === id);
      if (!report) continue;
      const reason = failureReason(report);
      if (canDownload(report)) {
        pending.delete(id);
        yield put(readyToast(report));
      } else if (reason !== null) {
        pending.delete(id);
        yield put(failedToast(report, reason));
      }
    }
  } catch (error) {
    // The next look tries again.
    console.warn('Could not check the requested reports:', error);
  }
}

export function* download(deps: SagaDeps, action: PayloadAction<Report>) {
  const fileName = reportFileName(action.payload.file);
  try {
    const api: ReturnType<typeof createReportsApi> = yield call(reportsApi, deps);
    const blob: Blob = yield call(api.download, fileName);
    yield call(saveBlob, blob, fileName);
  } catch (error) {
    yield put(notify({ severity: 'error', summary: errorText(error) }));
  }
}
