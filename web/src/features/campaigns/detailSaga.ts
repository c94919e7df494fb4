import type { PayloadAction, UnknownAction } from '@reduxjs/toolkit';
import { all, call, fork, put, race, select, take, takeLatest, takeLeading } from 'redux-saga/effects';
import { errorMessage } from '../../api/apiError';
import type { Apis } from '../../api/apis';
import type { Campaign, CampaignRecipient } from '../../api/campaigns';
import { notify } from '../../store/notificationsSlice';
import type { SagaDeps } from '../../store/sagaDeps';
import { detailKeys } from '../../config/paths';
import { campaignPace, isSending, progressKey, RECIPIENTS_EVERY_MS } from './campaignRules';
import { pollWhileMoving } from '../../polling/poll';
import { detailActions, selectCampaignDetail, type CampaignDetailState } from './detailSlice';
import { ACTION_FAILED, actionSuccessToast, stateRequest } from './campaignActions';
import type { CampaignAction } from '@crm/domain';

/**
 * The campaign, its recipients, then template, product lines and customer fields; then polled by campaignPace.
 * Each look fetches the campaign only; the recipient list (31.5 MB at 125,000) only when progress changed, at
 * most every 30 s.
 */

function* loadCampaign(deps: SagaDeps, api: Apis, id: number) {
  const [campaign, recipients]: [Campaign, CampaignRecipient[]] = yield all([
    call(api.campaigns.get, id),
    call(api.campaigns.recipients, id),
  ]);
  return { campaign, recipients, at: deps.now() };
}

type Loaded = { campaign: Campaign; recipients: CampaignRecipient[]; at: number };

/** A lookup the screen does without when it fails (logged). */
function* quietly<T>(what: string, load: () => Promise<T>, loaded: (value: T) => UnknownAction) {
  try {
    const value: T = yield call(load);
    yield put(loaded(value));
  } catch (error) {
    console.error(`Could not load ${what}:`, error);
  }
}

function* loadLookups(api: Apis, campaign: Campaign) {
  // Generators run side by side under all(), as call()s would; the argument types follow each action.
  yield all([
    quietly('the campaign summary', () => api.campaigns.summary(campaign.id), detailActions.summaryLoaded),
    quietly(
      'the message template',
      () => api.templates.detail(campaign.template_id),
      detailActions.templateLoaded,
    ),
    quietly('product lines', api.productLineOptions.productLines, detailActions.productLinesLoaded),
    quietly('customer fields', api.lists.customerFields, detailActions.customerFieldsLoaded),
  ]);
}

interface DetailPoll {
  campaign: Campaign;
  /** progressKey of the shown recipient list. */
  progress: string;
  recipientsAt: number;
  /** To be fetched again once allowed. */
  stale: boolean;
}

function* refreshSearch(api: Apis, id: number) {
  const state: CampaignDetailState = yield select(selectCampaignDetail);
  if (!state.search) return;
  const rows: CampaignRecipient[] = yield call(api.campaigns.recipientsByPhone, id, state.search.phone);
  yield put(detailActions.searchSucceeded({ phone: state.search.phone, rows }));
}

const freshlyLoaded = (campaign: Campaign, at: number): DetailPoll => ({
  campaign,
  progress: progressKey(campaign),
  recipientsAt: at,
  stale: false,
});

/** A whole load meanwhile (after Approve, Reject or Stop) ends the wait: the pace is judged from its status. */
export function* followCampaign(deps: SagaDeps, api: Apis, id: number, initial: Campaign) {
  yield call(pollWhileMoving<DetailPoll>, {
    initial: freshlyLoaded(initial, deps.now()),
    paceOf: (state) => campaignPace(state.campaign, deps.now()),
    wake: {
      pattern: detailActions.reloadedAfterChange.type,
      state: (_state, action: ReturnType<typeof detailActions.reloadedAfterChange>) =>
        freshlyLoaded(action.payload.campaign, action.payload.at),
    },
    *look(state) {
      const campaign: Campaign = yield call(api.campaigns.get, id);
      yield put(detailActions.campaignRefreshed({ campaign, at: deps.now() }));
      const progress = progressKey(campaign);
      const stale = state.stale || progress !== state.progress;
      const allowed = !isSending(campaign.status) || deps.now() - state.recipientsAt >= RECIPIENTS_EVERY_MS;
      if (!stale || !allowed) return { ...state, campaign, progress, stale };
      const recipients: CampaignRecipient[] = yield call(api.campaigns.recipients, id);
      yield put(detailActions.recipientsRefreshed(recipients));
      yield call(refreshSearch, api, id);
      return { campaign, progress, recipientsAt: deps.now(), stale: false };
    },
    now: deps.now,
    name: 'Campaign detail',
  });
}

function* detailFlow(deps: SagaDeps) {
  const raw = deps.sessionStorage.getItem(detailKeys.campaignId);
  const id = raw && /^\d+$/.test(raw.trim()) ? Number(raw) : null;
  if (id === null) {
    yield put(detailActions.missing());
    return;
  }
  const api: Apis = yield call(deps.api);
  let loaded: Loaded;
  try {
    loaded = yield call(loadCampaign, deps, api, id);
  } catch (error) {
    const message = errorMessage(error);
    yield put(detailActions.loadFailed(message.summary));
    yield put(notify({ severity: 'error', ...message }));
    return;
  }
  yield put(detailActions.loaded(loaded));
  yield fork(loadLookups, api, loaded.campaign);
  yield call(followCampaign, deps, api, id, loaded.campaign);
}

function* search(deps: SagaDeps, action: PayloadAction<string>) {
  const state: CampaignDetailState = yield select(selectCampaignDetail);
  if (!state.campaign) return;
  try {
    const api: Apis = yield call(deps.api);
    const rows: CampaignRecipient[] = yield call(
      api.campaigns.recipientsByPhone,
      state.campaign.id,
      action.payload,
    );
    yield put(detailActions.searchSucceeded({ phone: action.payload, rows }));
  } catch (error) {
    const message = errorMessage(error);
    yield put(detailActions.searchFailed({ phone: action.payload, message: message.summary }));
    yield put(notify({ severity: 'error', ...message }));
  }
}

/** One state request, a toast, then the detail reloads. */
function* changeState(deps: SagaDeps, action: PayloadAction<{ kind: CampaignAction; note?: string }>) {
  const state: CampaignDetailState = yield select(selectCampaignDetail);
  const campaign = state.campaign;
  if (!campaign) {
    yield put(detailActions.actionFinished());
    return;
  }
  const { kind, note } = action.payload;
  const api: Apis = yield call(deps.api);
  try {
    yield call(api.campaigns.changeState, stateRequest(kind, campaign.id, note));
    yield put(notify({ severity: 'success', ...actionSuccessToast(kind, campaign, deps.now()) }));
  } catch (error) {
    yield put(notify({ severity: 'error', ...errorMessage(error, { fixed: ACTION_FAILED }) }));
  }
  try {
    const fresh: Loaded = yield call(loadCampaign, deps, api, campaign.id);
    yield put(detailActions.reloadedAfterChange(fresh));
  } catch (error) {
    console.error('Could not load the campaign after a state change:', error);
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
