import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, delay, fork, put, race, select, take, takeLatest, takeLeading } from 'redux-saga/effects';
import { errorText, withServerReason } from '../../api/apiError';
import type { Campaign, CampaignRecipient, CampaignSummary } from '../../api/campaigns';
import type { CustomerField } from '../../api/lists';
import type { ProductLineOption } from '../../api/productLineOptions';
import type { MessageTemplate } from '../../api/templates';
import { notify } from '../../store/notificationsSlice';
import type { SagaDeps } from '../../store/sagaDeps';
import { detailKeys } from '../../config/paths';
import { isLive, POLL_MS } from './campaignRules';
import { detailActions, selectCampaignDetail, type CampaignDetailState } from './detailSlice';
import { ACTION_SUCCESS, stateRequest, type ActionKind } from './campaignActions';
import { ACTION_FAILED, accessToken, campaignApis, logLookupFailure, type CampaignApis } from './sagaSupport';

/**
 * Campaign detail: the campaign and its recipients, then the template (preview), product lines (segment
 * names) and customer fields (preview labels). Until the campaign is done, finished, stopped or rejected, the
 * campaign and its recipients are polled every POLL_MS (so an approval made elsewhere and the sending progress
 * show up); polling also ends when the screen closes.
 */

export { POLL_MS };

function* loadCampaign(apis: CampaignApis, id: number) {
  const [campaign, recipients]: [Campaign, CampaignRecipient[]] = yield all([
    call(apis.campaigns.get, id),
    call(apis.campaigns.recipients, id),
  ]);
  return { campaign, recipients };
}

function* loadLookups(apis: CampaignApis, campaign: Campaign) {
  const token: string = yield call(accessToken);
  yield all([
    call(function* summary() {
      try {
        const loaded: CampaignSummary = yield call(apis.campaigns.summary, campaign.id);
        yield put(detailActions.summaryLoaded(loaded));
      } catch (error) {
        logLookupFailure('the campaign summary', error);
      }
    }),
    call(function* template() {
      try {
        const detail: MessageTemplate = yield call(apis.templates.detail, campaign.template_id, token);
        yield put(detailActions.templateLoaded(detail));
      } catch (error) {
        logLookupFailure('the message template', error);
      }
    }),
    call(function* productLines() {
      try {
        const lines: ProductLineOption[] = yield call(apis.productLines.productLines);
        yield put(detailActions.productLinesLoaded(lines));
      } catch (error) {
        logLookupFailure('product lines', error);
      }
    }),
    call(function* customerFields() {
      try {
        const fields: CustomerField[] = yield call(apis.lists.customerFields, token);
        yield put(detailActions.customerFieldsLoaded(fields));
      } catch (error) {
        logLookupFailure('customer fields', error);
      }
    }),
  ]);
}

export function* pollWhileLive(apis: CampaignApis, id: number, initial: Campaign) {
  let campaign = initial;
  while (isLive(campaign.status)) {
    yield delay(POLL_MS);
    try {
      const fresh: { campaign: Campaign; recipients: CampaignRecipient[] } = yield call(
        loadCampaign,
        apis,
        id,
      );
      campaign = fresh.campaign;
      yield put(detailActions.loaded(fresh));
      const state: CampaignDetailState = yield select(selectCampaignDetail);
      if (state.search) {
        const rows: CampaignRecipient[] = yield call(
          apis.campaigns.recipientsByPhone,
          id,
          state.search.phone,
        );
        yield put(detailActions.searchSucceeded({ phone: state.search.phone, rows }));
      }
    } catch (error) {
      logLookupFailure('campaign progress', error);
    }
  }
}

function* detailFlow(deps: SagaDeps) {
  const raw = deps.sessionStorage.getItem(detailKeys.campaignId);
  const id = raw && /^\d+$/.test(raw.trim()) ? Number(raw) : null;
  if (id === null) {
    yield put(detailActions.missing());
    return;
  }
  const apis: CampaignApis = yield call(campaignApis, deps);
  let loaded: { campaign: Campaign; recipients: CampaignRecipient[] };
  try {
    loaded = yield call(loadCampaign, apis, id);
  } catch (error) {
    const message = errorText(error);
    yield put(detailActions.loadFailed(message));
    yield put(notify({ severity: 'error', summary: message }));
    return;
  }
  yield put(detailActions.loaded(loaded));
  yield fork(loadLookups, apis, loaded.campaign);
  yield call(pollWhileLive, apis, id, loaded.campaign);
}

function* search(deps: SagaDeps, action: PayloadAction<string>) {
  const state: CampaignDetailState = yield select(selectCampaignDetail);
  if (!state.campaign) return;
  try {
    const apis: CampaignApis = yield call(campaignApis, deps);
    const rows: CampaignRecipient[] = yield call(
      apis.campaigns.recipientsByPhone,
      state.campaign.id,
      action.payload,
    );
    yield put(detailActions.searchSucceeded({ phone: action.payload, rows }));
  } catch (error) {
    const message = errorText(error);
    yield put(detailActions.searchFailed({ phone: action.payload, message }));
    yield put(notify({ severity: 'error', summary: message }));
  }
}

/** Approve, Reject or Stop from the detail: one state request, a toast, then the detail reloads. */
function* changeState(deps: SagaDeps, action: PayloadAction<{ kind: ActionKind; note?: string }>) {
  const state: CampaignDetailState = yield select(selectCampaignDetail);
  const campaign = state.campaign;
  if (!campaign) {
    yield put(detailActions.actionFinished());
    return;
  }
  const { kind, note } = action.payload;
  const apis: CampaignApis = yield call(campaignApis, deps);
  try {
    yield call(apis.campaigns.changeState, stateRequest(kind, campaign.id, note));
    yield put(notify({ severity: 'success', summary: ACTION_SUCCESS[kind] }));
  } catch (error) {
    yield put(notify({ severity: 'error', ...withServerReason(ACTION_FAILED, error) }));
  }
  try {
    const fresh: { campaign: Campaign; recipients: CampaignRecipient[] } = yield call(
      loadCampaign,
      apis,
      campaign.id,
    );
    yield put(detailActions.loaded(fresh));
  } catch (error) {
    logLookupFailure('the campaign after a state change', error);
  } finally {
    yield put(detailActions.actionFinished());
  }
}

function* open(deps: SagaDeps) {
  // Everything the screen started (loads, lookups, polling) ends when it closes.
  yield race({ flow: call(detailFlow, deps), closed: take(detailActions.closed.type) });
}

export function* campaignDetailSaga(deps: SagaDeps) {
  yield takeLatest(detailActions.opened.type, open, deps);
  yield takeLatest(detailActions.searchRequested.type, search, deps);
  yield takeLeading(detailActions.actionRequested.type, changeState, deps);
}
