import type { PayloadAction } from '@reduxjs/toolkit';
import type { AxiosInstance } from 'axios';
import { all, call, delay, put, race, select, take, takeLatest, takeLeading } from 'redux-saga/effects';
import { createCampaignsApi, type Campaign, type CampaignsApi } from '../../api/campaigns';
import { createChannelsApi, type Channel, type ChannelAccount, type ChannelsApi } from '../../api/channels';
import {
  createReportsApi,
  reportFileName,
  type Report,
  type ReportRequest,
  type ReportRequestAnswer,
  type ReportsApi,
} from '../../api/reports';
import { notify } from '../../store/notificationsSlice';
import type { SagaDeps } from '../../store/sagaDeps';
import { FINISHED_CAMPAIGN_STATUS } from '../../lib/statuses';
import {
  isGenerating,
  mergeCampaigns,
  POLL_INTERVAL_MS,
  REQUEST_FAILURE,
  REQUEST_SUCCESS,
  TOAST_LIFE_MS,
} from './reportRules';
import { reportsActions as actions, selectReports, type ReportsState } from './reportsSlice';
import { reportWatchActions } from './reportWatch';
import { saveBlob } from '../../lib/saveFile';

/**
 * The Report Campaign saga: loads (GET /api/reports, or the filter call when filters are set), polling while
 * a report is being generated, downloads, and the Request Download dialog (its options and the request).
 */

interface Apis {
  reports: ReportsApi;
  campaigns: CampaignsApi;
  channels: ChannelsApi;
}

/** The API clients over the one bearer instance (axios arrives with the first call). */
function* apis(deps: SagaDeps) {
  const http: AxiosInstance = yield call(deps.http);
  const clients: Apis = {
    reports: createReportsApi(http),
    campaigns: createCampaignsApi(http),
    channels: createChannelsApi(http),
  };
  return clients;
}

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Something went wrong.';
}

function* fetchReports(deps: SagaDeps) {
  const api: Apis = yield call(apis, deps);
  const { filters }: ReportsState = yield select(selectReports);
  const reports: Report[] = filters.length
    ? yield call(api.reports.filter, filters)
    : yield call(api.reports.list);
  return reports;
}

function* load(deps: SagaDeps) {
  try {
    const reports: Report[] = yield call(fetchReports, deps);
    yield put(actions.loadSucceeded(reports));
  } catch (error) {
    const message = messageOf(error);
    yield put(actions.loadFailed(message));
    yield put(notify({ severity: 'error', summary: message, life: TOAST_LIFE_MS }));
  }
}

/** A polling reload: the rows stay and no toast shows if it fails (the next poll tries again). */
function* refresh(deps: SagaDeps) {
  try {
    const reports: Report[] = yield call(fetchReports, deps);
    yield put(actions.loadSucceeded(reports));
  } catch (error) {
    console.warn('Could not refresh the reports:', error);
    yield put(actions.refreshFailed());
  }
}

/**
 * After every load: while the screen is shown and a report is being generated, reload after
 * POLL_INTERVAL_MS. Leaving the screen or a new load by the user stops the wait; nothing pending, no timer.
 */
export function* schedulePoll() {
  const state: ReportsState = yield select(selectReports);
  if (!state.active || !state.reports.some(isGenerating)) return;
  const { due } = yield race({
    due: delay(POLL_INTERVAL_MS),
    stop: take([actions.closed.type, actions.loadRequested.type]),
  });
  if (due) yield put(actions.refreshRequested());
}

function* opened() {
  yield put(actions.loadRequested([]));
}

function* download(deps: SagaDeps, action: PayloadAction<Report>) {
  const fileName = reportFileName(action.payload.file);
  try {
    const api: Apis = yield call(apis, deps);
    const blob: Blob = yield call(api.reports.download, fileName);
    yield call(saveBlob, blob, fileName);
  } catch (error) {
    yield put(notify({ severity: 'error', summary: messageOf(error), life: TOAST_LIFE_MS }));
  } finally {
    yield put(actions.downloadFinished());
  }
  // "After a download navigation the list also reloads" (spec part 2 section 4).
  const { filters }: ReportsState = yield select(selectReports);
  yield put(actions.loadRequested(filters));
}

/**
 * The dialog's options. Campaign names: the campaign list call first (no filters: blank filters are
 * dropped), then the history call with status FINISHED, merged without duplicates, newest first. Lookup
 * failures are logged only (spec part 2 section 8).
 */
function* loadRequestOptions(deps: SagaDeps) {
  const api: Apis = yield call(apis, deps);
  yield all([
    call(function* campaigns() {
      try {
        const list: Campaign[] = yield call(api.campaigns.filter, 'list', []);
        const finished: Campaign[] = yield call(api.campaigns.filter, 'history', [
          { property: 'status', value: FINISHED_CAMPAIGN_STATUS },
        ]);
        yield put(actions.requestOptionsLoaded({ campaigns: mergeCampaigns(list, finished) }));
      } catch (error) {
        console.error('Could not load the campaigns:', error);
        yield put(actions.requestOptionsFailed());
      }
    }),
    call(function* accounts() {
      try {
        const accounts: ChannelAccount[] = yield call(api.channels.channelAccounts);
        yield put(actions.requestOptionsLoaded({ accounts }));
      } catch (error) {
        console.error('Could not load the channel accounts:', error);
      }
    }),
    call(function* channels() {
      try {
        const channels: Channel[] = yield call(api.channels.channels);
        yield put(actions.requestOptionsLoaded({ channels }));
      } catch (error) {
        console.error('Could not load the channels:', error);
      }
    }),
  ]);
}

/** status 1 → 'Sent Request Successfully'; anything else or an error → 'Failed to Send Download Request'. */
function* sendRequest(deps: SagaDeps, action: PayloadAction<ReportRequest>) {
  try {
    const api: Apis = yield call(apis, deps);
    const answer: ReportRequestAnswer = yield call(api.reports.request, action.payload);
    if (answer?.status === 1) {
      yield put(notify({ severity: 'success', summary: REQUEST_SUCCESS, life: TOAST_LIFE_MS }));
      // The shell's report watch tells the user when it is ready, wherever they are by then.
      if (typeof answer.data?.id === 'number') yield put(reportWatchActions.requested(answer.data));
    } else {
      yield put(notify({ severity: 'error', summary: REQUEST_FAILURE, life: TOAST_LIFE_MS }));
    }
  } catch {
    yield put(notify({ severity: 'error', summary: REQUEST_FAILURE, life: TOAST_LIFE_MS }));
  } finally {
    yield put(actions.requestFinished());
  }
  const { filters }: ReportsState = yield select(selectReports);
  yield put(actions.loadRequested(filters));
}

export function* reportsSaga(deps: SagaDeps) {
  yield takeLatest(actions.opened.type, opened);
  // One load at a time: a newer load or refresh cancels the one in flight.
  yield takeLatest(
    [actions.loadRequested.type, actions.refreshRequested.type],
    function* loadOrRefresh(action: { type: string }) {
      if (actions.refreshRequested.match(action)) yield call(refresh, deps);
      else yield call(load, deps);
    },
  );
  yield takeLatest([actions.loadSucceeded.type, actions.refreshFailed.type], schedulePoll);
  yield takeLeading(actions.downloadRequested.type, download, deps);
  yield takeLatest(actions.requestDialogOpened.type, loadRequestOptions, deps);
  yield takeLeading(actions.requestSubmitted.type, sendRequest, deps);
}
