import type { PayloadAction } from '@reduxjs/toolkit';
import { errorMessage } from '../../api/apiError';
import { all, call, put, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { Apis } from '../../api/apis';
import type { Campaign } from '../../api/campaigns';
import type { Channel } from '@crm/domain';
import type { ChannelAccount } from '../../api/channels';
import { reportFileName, type Report, type ReportRequest, type ReportRequestAnswer } from '../../api/reports';
import { notify } from '../../store/notificationsSlice';
import type { SagaDeps } from '../../store/sagaDeps';
import { FINISHED_CAMPAIGN_STATUS } from '../../lib/statuses';
import { mergeCampaigns, REQUEST_FAILURE, REQUEST_SUCCESS, TOAST_LIFE_MS } from './reportRules';
import { reportList, reportListSaga } from './reportList';
import { reportsActions as actions, type RequestLookup } from './reportsSlice';
import { workWatchActions } from '../../polling/workWatch';
import { watchedReport } from './reportWatchWork';
import { saveBlob } from '../../components/saveFile';

function* download(deps: SagaDeps, action: PayloadAction<Report>) {
  const fileName = reportFileName(action.payload.file);
  try {
    const api: Apis = yield call(deps.api);
    const blob: Blob = yield call(api.reports.download, fileName);
    yield call(saveBlob, blob, fileName);
  } catch (error) {
    yield put(notify({ severity: 'error', ...errorMessage(error), life: TOAST_LIFE_MS }));
  } finally {
    yield put(actions.downloadFinished());
  }
  // "After a download navigation the list also reloads" (spec part 2 section 4).
  yield put(reportList.actions.reloadRequested());
}

/**
 * The list call, then the FINISHED history, merged newest first. A failure shows under Campaign Name with Retry
 * (the spec only logs lookup failures: docs/deviations.md).
 */
function* loadRequestCampaigns(deps: SagaDeps) {
  try {
    const api: Apis = yield call(deps.api);
    const list: Campaign[] = yield call(api.campaigns.filter, 'list', []);
    const finished: Campaign[] = yield call(api.campaigns.filter, 'history', [
      { property: 'status', value: FINISHED_CAMPAIGN_STATUS },
    ]);
    yield put(actions.requestOptionsLoaded({ campaigns: mergeCampaigns(list, finished) }));
  } catch (error) {
    console.error('Could not load the campaigns:', error);
    yield put(actions.requestOptionsFailed('campaigns'));
  }
}

/** A failure shows under Channel, with Retry. */
function* loadRequestChannels(deps: SagaDeps) {
  try {
    const api: Apis = yield call(deps.api);
    const [accounts, channels]: [ChannelAccount[], Channel[]] = yield all([
      call(api.channels.channelAccounts),
      call(api.channels.channels),
    ]);
    yield put(actions.requestOptionsLoaded({ accounts, channels }));
  } catch (error) {
    console.error('Could not load the channel accounts or channels:', error);
    yield put(actions.requestOptionsFailed('channels'));
  }
}

function* loadRequestOptions(deps: SagaDeps) {
  yield all([call(loadRequestCampaigns, deps), call(loadRequestChannels, deps)]);
}

function* retryRequestOption(deps: SagaDeps, action: PayloadAction<RequestLookup>) {
  yield call(action.payload === 'campaigns' ? loadRequestCampaigns : loadRequestChannels, deps);
}

/** status 1 → 'Sent Request Successfully'; else 'Failed to Send Download Request', the server's reason beside. */
function* sendRequest(deps: SagaDeps, action: PayloadAction<ReportRequest>) {
  try {
    const api: Apis = yield call(deps.api);
    const answer: ReportRequestAnswer = yield call(api.reports.request, action.payload);
    if (answer?.status === 1) {
      yield put(notify({ severity: 'success', summary: REQUEST_SUCCESS, life: TOAST_LIFE_MS }));
      // The shell's report watch tells the user when it is ready, wherever they are by then.
      if (typeof answer.data?.id === 'number')
        yield put(workWatchActions.started(watchedReport(answer.data)));
    } else {
      yield put(notify({ severity: 'error', summary: REQUEST_FAILURE, life: TOAST_LIFE_MS }));
    }
  } catch (error) {
    yield put(
      notify({ severity: 'error', ...errorMessage(error, { fixed: REQUEST_FAILURE }), life: TOAST_LIFE_MS }),
    );
  } finally {
    yield put(actions.requestFinished());
  }
  // The report list reloads afterwards (spec part 2 section 7), with its filters.
  yield put(reportList.actions.reloadRequested());
}

export function* reportsSaga(deps: SagaDeps) {
  yield all([
    call(reportListSaga, deps),
    takeLeading(actions.downloadRequested.type, download, deps),
    takeLatest(actions.requestDialogOpened.type, loadRequestOptions, deps),
    takeEvery(actions.requestOptionsRetried.type, retryRequestOption, deps),
    takeLeading(actions.requestSubmitted.type, sendRequest, deps),
  ]);
}
