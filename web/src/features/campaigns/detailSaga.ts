import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, fork, put, race, select, take, takeLatest, takeLeading } from 'redux-saga/effects';
import { errorMessage } from '../../api/apiError';
import type { Apis } from '../../api/apis';
import type { Campaign, CampaignRecipient, CampaignSummary } from '../../api/campaigns';
import type { CustomerField } from '../../api/lists';
import type { ProductLineOption } from '../../api/productLineOptions';
import type { MessageTemplate } from '../../api/templates';
import { notify } from '../../store/notificationsSlice';
import type { SagaDeps } from '../../store/sagaDeps';
import { detailKeys } from '../../config/paths';
import { campaignPace, isSending, progressKey, RECIPIENTS_EVERY_MS } from './campaignRules';
import { pollWhileMoving } from '../../polling/poll';
import { detailActions, selectCampaignDetail, type CampaignDetailState } from './detailSlice';
import { ACTION_FAILED, actionSuccessToast, stateRequest } from './campaignActions';
import type { CampaignAction } from '../../lib/statuses';

/**
 * Campaign detail: the campaign and its recipients, then the template (preview), product lines (segment
 * names) and customer fields (preview labels). The campaign is then followed by the polling policy
 * (polling/pollingPolicy.ts, campaignPace): every 3 s while it is created or sending, every 30 s while it
 * waits for approval, every 5 minutes while it waits for its start date; never while the tab is hidden; not
 * once it is done, finished, stopped or rejected; and not after the screen closes. Each look fetches the
 * campaign only; its recipient list (31.5 MB of JSON at 125,000 recipients) comes again only when the
 * campaign's progress (status and message counts) says it changed, at most every 30 s while it sends.
 */

function* loadCampaign(deps: SagaDeps, api: Apis, id: number) {
  const [campaign, recipients]: [Campaign, CampaignRecipient[]] = yield all([
    call(api.campaigns.get, id),
    call(api.campaigns.recipients, id),
  ]);
  return { campaign, recipients, at: deps.now() };
}

type Loaded = { campaign: Campaign; recipients: CampaignRecipient[]; at: number };

function* loadLookups(api: Apis, campaign: Campaign) {
  yield all([
    call(function* summary() {
      try {
        const loaded: CampaignSummary = yield call(api.campaigns.summary, campaign.id);
        yield put(detailActions.summaryLoaded(loaded));
      } catch (error) {
        console.error('Could not load the campaign summary:', error);
      }
    }),
    call(function* template() {
      try {
        const detail: MessageTemplate = yield call(api.templates.detail, campaign.template_id);
        yield put(detailActions.templateLoaded(detail));
      } catch (error) {
        console.error('Could not load the message template:', error);
      }
    }),
    call(function* productLines() {
      try {
        const lines: ProductLineOption[] = yield call(api.productLineOptions.productLines);
        yield put(detailActions.productLinesLoaded(lines));
      } catch (error) {
        console.error('Could not load product lines:', error);
      }
    }),
    call(function* customerFields() {
      try {
        const fields: CustomerField[] = yield call(api.lists.customerFields);
        yield put(detailActions.customerFieldsLoaded(fields));
      } catch (error) {
        console.error('Could not load customer fields:', error);
      }
    }),
  ]);
}

/** What the detail's polling keeps between looks. */
interface DetailPoll {
  campaign: Campaign;
  /** The progress the shown recipient list belongs to (progressKey). */
  progress: string;
  /** When the recipient list was last fetched. */
  recipientsAt: number;
  /** The progress changed since: the list is to be fetched again once allowed. */
  stale: boolean;
}

function* refreshSearch(api: Apis, id: number) {
  const state: CampaignDetailState = yield select(selectCampaignDetail);
  if (!state.search) return;
  const rows: CampaignRecipient[] = yield call(api.campaigns.recipientsByPhone, id, state.search.phone);
  yield put(detailActions.searchSucceeded({ phone: state.search.phone, rows }));
}

/** The polling's state after a whole load (the campaign and its recipient list, fetched just now). */
const freshlyLoaded = (campaign: Campaign, at: number): DetailPoll => ({
  campaign,
  progress: progressKey(campaign),
  recipientsAt: at,
  stale: false,
});

/**
 * Follows the campaign while it can still change (see the module comment). A whole load made meanwhile (after
 * Approve, Reject or Stop, whichever button or key sent it) ends the wait: the pace is judged again from the
 * status it brought, so an approved campaign is looked at every 3 s from then on.
 */
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

/** Approve, Reject or Stop from the detail: one state request, a toast, then the detail reloads. */
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
