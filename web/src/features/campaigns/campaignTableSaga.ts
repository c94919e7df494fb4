import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, delay, fork, put, race, select, take, takeLatest, takeLeading } from 'redux-saga/effects';
import type { Campaign, CampaignFilterTarget, CampaignStateRequest } from '../../api/campaigns';
import type { Channel, ChannelAccount } from '../../api/channels';
import { notify } from '../../store/notificationsSlice';
import type { SagaDeps } from '../../store/sagaDeps';
import type { RootState } from '../../store/store';
import { detailKeys, paths } from '../../config/paths';
import type { PropertyFilter } from '../../lib/filters';
import { CAMPAIGN_ACTION_REQUESTS } from '../../lib/statuses';
import { isCurrentCampaign, isLive, newestFirst, POLL_MS } from './campaignRules';
import type { ActionKind, CampaignTableSlice, CampaignTableState } from './campaignTableSlice';
import {
  ACTION_FAILED,
  actionFailureReason,
  campaignApis,
  errorMessage,
  logLookupFailure,
  type CampaignApis,
} from './sagaSupport';

/**
 * The saga of a campaign table screen. Loads go through GET /api/campaigns when no filter is set (spec part 2
 * section 5: the full list instead of the filter call) and through POST /api/campaigns/filter otherwise.
 * The list screen ('list' target) shows the current campaigns: finished ones are left to the history.
 */

export const ACTION_SUCCESS: Record<ActionKind, string> = {
  approve: 'Campaign is running',
  reject: 'Campaign is rejected',
  stop: 'Campaign is stopped',
};

export function stateRequest(kind: ActionKind, campaignId: number, note = ''): CampaignStateRequest {
  const state = CAMPAIGN_ACTION_REQUESTS[kind];
  return state === 'REJECTED' ? { state, campaign_id: campaignId, note } : { state, campaign_id: campaignId };
}

export function createCampaignTableSaga(
  slice: CampaignTableSlice,
  target: CampaignFilterTarget,
  selectState: (state: RootState) => CampaignTableState,
) {
  const { actions } = slice;

  function* loadLookups(deps: SagaDeps) {
    const apis: CampaignApis = yield call(campaignApis, deps);
    yield all([
      call(function* loadAccounts() {
        try {
          const accounts: ChannelAccount[] = yield call(apis.channels.channelAccounts);
          yield put(actions.lookupsLoaded({ accounts }));
        } catch (error) {
          logLookupFailure('channel accounts', error);
        }
      }),
      call(function* loadChannels() {
        try {
          const channels: Channel[] = yield call(apis.channels.channels);
          yield put(actions.lookupsLoaded({ channels }));
        } catch (error) {
          logLookupFailure('channels', error);
        }
      }),
    ]);
  }

  /** The rows of these filters, as the screen shows them. */
  function* fetchCampaigns(deps: SagaDeps, filters: PropertyFilter[]) {
    const apis: CampaignApis = yield call(campaignApis, deps);
    let campaigns: Campaign[] = filters.length
      ? yield call(apis.campaigns.filter, target, filters)
      : yield call(apis.campaigns.list);
    if (target === 'list') campaigns = campaigns.filter((campaign) => isCurrentCampaign(campaign.status));
    return [...campaigns].sort(newestFirst);
  }

  function* load(deps: SagaDeps, action: PayloadAction<PropertyFilter[]>) {
    try {
      const campaigns: Campaign[] = yield call(fetchCampaigns, deps, action.payload);
      yield put(actions.loadSucceeded(campaigns));
    } catch (error) {
      const message = errorMessage(error);
      yield put(actions.loadFailed(message));
      yield put(notify({ severity: 'error', summary: message }));
    }
  }

  /**
   * While any campaign shown is in a moving status (still to run or running: the detail's polling rule), the
   * rows are fetched again every POLL_MS with the same filters. A load the user asked for, or an action being
   * sent, takes precedence: a refresh never overwrites their answer.
   */
  function* refreshWhileMoving(deps: SagaDeps) {
    for (;;) {
      yield delay(POLL_MS);
      const before: CampaignTableState = yield select(selectState);
      if (before.status !== 'succeeded' || before.acting) continue;
      if (!before.campaigns.some((campaign) => isLive(campaign.status))) continue;
      try {
        const campaigns: Campaign[] = yield call(fetchCampaigns, deps, before.filters);
        const after: CampaignTableState = yield select(selectState);
        if (after.status === 'succeeded' && !after.acting && after.filters === before.filters)
          yield put(actions.refreshed(campaigns));
      } catch (error) {
        logLookupFailure('campaign progress', error);
      }
    }
  }

  function* opened(deps: SagaDeps) {
    yield fork(loadLookups, deps);
    yield put(actions.loadRequested([]));
    // The refresh lives as long as the screen: it ends when the screen closes (or opens again).
    yield race({ refresh: call(refreshWhileMoving, deps), closed: take(actions.closed.type) });
  }

  function* openDetails(deps: SagaDeps, action: PayloadAction<number>) {
    yield call(
      [deps.sessionStorage, deps.sessionStorage.setItem],
      detailKeys.campaignId,
      String(action.payload),
    );
    yield call(deps.navigate, paths.campaignDetail);
  }

  function* changeState(
    deps: SagaDeps,
    action: PayloadAction<{ campaignId: number; kind: ActionKind; note?: string }>,
  ) {
    const { campaignId, kind, note } = action.payload;
    try {
      const apis: CampaignApis = yield call(campaignApis, deps);
      // One request per action: the spec's second REJECTED request is an observed defect, not repeated here.
      yield call(apis.campaigns.changeState, stateRequest(kind, campaignId, note));
      yield put(notify({ severity: 'success', summary: ACTION_SUCCESS[kind] }));
    } catch (error) {
      // The spec's words stay; the server's reason (e.g. someone else already approved it) is added.
      const reason = actionFailureReason(error);
      yield put(notify({ severity: 'error', summary: ACTION_FAILED, ...(reason ? { detail: reason } : {}) }));
    }
    // The row's actions stay disabled until the list shows the campaign's current status, so that a second
    // click of the same gesture cannot land on the action that replaced the one just run.
    const current: CampaignTableState = yield select(selectState);
    yield put(actions.loadRequested(current.filters));
    yield take([actions.loadSucceeded.type, actions.loadFailed.type]);
    yield put(actions.actionFinished());
  }

  return function* campaignTableSaga(deps: SagaDeps) {
    yield takeLatest(actions.opened.type, opened, deps);
    yield takeLatest(actions.loadRequested.type, load, deps);
    yield takeLatest(actions.detailsRequested.type, openDetails, deps);
    yield takeLeading(actions.actionRequested.type, changeState, deps);
  };
}
