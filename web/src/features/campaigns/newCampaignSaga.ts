import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, delay, put, race, take, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { errorMessage } from '../../api/apiError';
import type { Apis } from '../../api/apis';
import type { Campaign, NewCampaignBody } from '../../api/campaigns';
import type { AccountOption, ChannelAccount } from '../../api/channels';
import type { MessageTemplate, TemplateSummary } from '../../api/templates';
import type { MessageId } from '../../i18n/i18n';
import { notify } from '../../store/notificationsSlice';
import type { SagaDeps } from '../../store/sagaDeps';
import { paths } from '../../config/paths';
import { DUPLICATE_KEY } from './duplicate';
import { MEDIA_MESSAGES } from './mediaUrl';
import {
  LOOKUPS,
  newCampaignActions as actions,
  type LookupKey,
  type NewCampaignState,
} from './newCampaignSlice';
import { serverRefusal } from './serverFieldErrors';

/** The channel account new campaigns are sent from (spec part 2 section 9). */
export const WABA_ACCOUNT_NAME = 'Electrolux_M2M';
/** The toast of a created campaign (spec part 2 section 5: "New Campaign Added Successfully"). */
export const CREATED_MESSAGE: MessageId = 'newCampaign.created';
/** After a successful Publish the screen goes to the campaign list after this long. */
export const REDIRECT_DELAY_MS = 3000;

/**
 * The WABA account options: the channel account named Electrolux_M2M, as its client's account options
 * (GET /api-admin/clients/{client}/accounts); when that lookup fails, built from the channel account itself.
 */
function* loadWabaAccount(api: Apis) {
  let accounts: ChannelAccount[];
  try {
    accounts = yield call(api.channels.channelAccounts);
  } catch (error) {
    console.error('Could not load channel accounts:', error);
    yield put(actions.lookupFailed('wabaAccounts'));
    return;
  }
  yield put(actions.lookupSucceeded('wabaAccounts'));
  const waba = accounts.filter((account) => account.name === WABA_ACCOUNT_NAME);
  yield put(actions.lookupsLoaded({ channelAccounts: accounts }));
  const fallback: AccountOption[] = waba.map((account) => ({
    id: account.id,
    account: account.name,
    channel: { id: account.channel_id },
  }));
  const client = waba[0]?.client_id;
  if (!client) {
    yield put(actions.lookupsLoaded({ wabaOptions: fallback }));
    return;
  }
  try {
    const options: AccountOption[] = yield call(api.channels.clientAccounts, client);
    const restricted = options.filter((option) => option.account === WABA_ACCOUNT_NAME);
    yield put(actions.lookupsLoaded({ wabaOptions: restricted.length ? restricted : fallback }));
  } catch (error) {
    console.error('Could not load account options:', error);
    yield put(actions.lookupsLoaded({ wabaOptions: fallback }));
  }
}

type ListLookup = Exclude<LookupKey, 'wabaAccounts'>;

/** The other lookups: each fills the state field of its name. */
const LIST_LOOKUPS: {
  [Key in ListLookup]: [what: string, load: (api: Apis) => Promise<NewCampaignState[Key]>];
} = {
  channels: ['channels', (api) => api.channels.channels()],
  customerFields: ['customer fields', (api) => api.lists.customerFields()],
  cities: ['cities', (api) => api.lists.values('city')],
  serviceTypes: ['service types', (api) => api.lists.values('call_type')],
  productLines: ['product lines', (api) => api.productLineOptions.productLines()],
};

/** One lookup (on opening, and on Retry): its values into the state, or its failure (logged; the field offers Retry). */
function* loadLookup(key: LookupKey, api: Apis) {
  if (key === 'wabaAccounts') {
    yield call(loadWabaAccount, api);
    return;
  }
  const [what, load] = LIST_LOOKUPS[key];
  try {
    const values: unknown = yield call(load, api);
    yield put(actions.lookupsLoaded({ [key]: values }));
    yield put(actions.lookupSucceeded(key));
  } catch (error) {
    console.error(`Could not load ${what}:`, error);
    yield put(actions.lookupFailed(key));
  }
}

function* retryLookup(deps: SagaDeps, action: PayloadAction<LookupKey>) {
  const api: Apis = yield call(deps.api);
  yield call(loadLookup, action.payload, api);
}

/** "Duplicate": the campaign whose id the list, history or detail left in session storage prefills the form. */
function* loadDuplicate(deps: SagaDeps, api: Apis) {
  const raw = deps.sessionStorage.getItem(DUPLICATE_KEY);
  if (raw === null) return;
  deps.sessionStorage.removeItem(DUPLICATE_KEY);
  if (!/^\d+$/.test(raw.trim())) return;
  try {
    const source: Campaign = yield call(api.campaigns.get, Number(raw));
    yield put(actions.duplicateLoaded(source));
  } catch (error) {
    yield put(notify({ severity: 'error', ...errorMessage(error) }));
  }
}

function* opened(deps: SagaDeps) {
  const api: Apis = yield call(deps.api);
  yield all([call(loadDuplicate, deps, api), ...LOOKUPS.map((key) => call(loadLookup, key, api))]);
  yield put(actions.lookupsSettled());
}

function* loadTemplates(deps: SagaDeps, action: PayloadAction<number | null>) {
  if (action.payload === null) return;
  try {
    const api: Apis = yield call(deps.api);
    const templates: TemplateSummary[] = yield call(api.templates.list, action.payload);
    yield put(actions.templatesLoaded(templates));
  } catch (error) {
    // The Template field says so and offers Retry.
    console.error('Could not load templates:', error);
    yield put(actions.templatesFailed());
  }
}

function* loadTemplate(deps: SagaDeps, action: PayloadAction<number | null>) {
  if (action.payload === null) return;
  try {
    const api: Apis = yield call(deps.api);
    const template: MessageTemplate = yield call(api.templates.detail, action.payload);
    yield put(actions.templateLoaded(template));
  } catch (error) {
    console.error('Could not load the template:', error);
    yield put(actions.templateFailed());
  }
}

export function* submit(deps: SagaDeps, action: PayloadAction<NewCampaignBody>) {
  try {
    const api: Apis = yield call(deps.api);
    yield call(api.campaigns.create, action.payload);
  } catch (error) {
    // Its words, with the one server message the spec words differently translated (apiError.ts).
    const message = errorMessage(error).summary;
    if (message === MEDIA_MESSAGES.tooLarge) {
      yield put(actions.submitFailed({ mediaTooLarge: true }));
      yield put(notify({ severity: 'error', summary: MEDIA_MESSAGES.tooLarge }));
      return;
    }
    // Validation sentences naming API fields become messages under the form's fields (serverFieldErrors.ts).
    const refusal = serverRefusal(error, message);
    yield put(actions.submitFailed({ mediaTooLarge: false, fields: refusal.fields }));
    yield put(
      notify({
        severity: 'error',
        summary: refusal.summary,
        ...(refusal.detail ? { detail: refusal.detail } : {}),
      }),
    );
    return;
  }
  yield put(actions.submitSucceeded());
  yield put(notify({ severity: 'success', summary: CREATED_MESSAGE }));
  const { closed } = yield race({ wait: delay(REDIRECT_DELAY_MS), closed: take(actions.closed.type) });
  if (!closed) deps.navigate(paths.campaignList);
}

export function* newCampaignSaga(deps: SagaDeps) {
  yield takeLatest(actions.opened.type, opened, deps);
  yield takeLatest(actions.accountChosen.type, loadTemplates, deps);
  yield takeLatest(actions.templateChosen.type, loadTemplate, deps);
  yield takeLeading(actions.submitted.type, submit, deps);
  yield takeEvery(actions.lookupRetried.type, retryLookup, deps);
}
